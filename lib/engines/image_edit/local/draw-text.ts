import sharp from 'sharp';
import { type RawImage, type Rgb } from '../../../images/raw';
import { solid } from '../pixels';
import { displayFace, fontsLoaded } from './fonts';
import { decorate, drawLayer, type Layer, type TextDecoration } from './text-layer';

export const FONT = 'DejaVu Sans';

export interface TextBox {
  width: number;
  height: number;
  /** Caps the autofitted size so that a short text does not become a few giant letters. */
  maxDpi?: number;
  colour?: string;
  background?: Rgb;
}

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Pango markup for literal text: nothing the caller writes is interpreted as markup. */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Renders text wrapped at word boundaries (inside long words when they cannot fit) and sized to
 * the largest size at which it fits the box, centred in it, on a solid background.
 */
export async function renderText(text: string, box: TextBox): Promise<RawImage> {
  const clean = text.replace(CONTROL_CHARACTERS, ' ').replace(/\t/g, '    ').trim();
  const canvas = solid(box.width, box.height, box.background);
  if (clean === '') return canvas;
  await fontsLoaded();
  const markup = `<span foreground="${box.colour ?? '#000000'}">${escapeMarkup(clean)}</span>`;
  const options = { text: markup, font: FONT, rgba: true, wrap: 'word-char' as const, align: 'centre' as const };

  // Raw RGBA straight from the text renderer, blended here: a PNG round trip through composite
  // washed colour emoji out.
  let rendered = await sharp({ text: { ...options, width: box.width, height: box.height } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const maxDpi = box.maxDpi ?? 300;
  if ((rendered.info.textAutofitDpi ?? 0) > maxDpi) {
    rendered = await sharp({ text: { ...options, width: box.width, dpi: maxDpi } })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const ink: Layer = { data: rendered.data, width: rendered.info.width, height: rendered.info.height };
  drawLayer(canvas, ink, Math.floor((box.width - ink.width) / 2), Math.floor((box.height - ink.height) / 2));
  return canvas;
}

export interface TextStyle extends TextDecoration {
  /** `display`: the condensed meme face; `sans`: DejaVu Sans. Emoji and CJK fall back to the Noto faces either way (fonts.ts). */
  font: 'display' | 'sans';
  bold?: boolean;
  colour: Rgb;
  /** The height of one line, in pixels, wanted at most; smaller when the text must shrink to fit. */
  lineHeight: number;
  maxWidth: number;
  /** Lines the text may wrap to before it shrinks further (2 unless said). */
  maxLines?: number;
}

const MEASURE_DPI = 144;
const MAX_TWO_LINE_GRAPHEMES = 120;
/** Below this line height a long text wraps to more lines instead of shrinking further. */
const MIN_LINE_HEIGHT = 18;

/** A colour as CSS hex, each channel rounded to a whole value. */
export const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text as one line and, when it has two or more words (or is long unspaced text), as two balanced lines. */
function layouts(text: string, maxLines: number): string[][] {
  const options = [[text]];
  if (maxLines < 2) return options;
  const words = text.split(' ');
  if (words.length >= 2) {
    let best = 1;
    let bestWidth = Infinity;
    for (let cut = 1; cut < words.length; cut += 1) {
      const width = Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length);
      if (width < bestWidth) [best, bestWidth] = [cut, width];
    }
    options.push([words.slice(0, best).join(' '), words.slice(best).join(' ')]);
  } else {
    const parts = [...graphemes.segment(text)].map((part) => part.segment);
    if (parts.length >= 4)
      options.push([
        parts.slice(0, Math.ceil(parts.length / 2)).join(''),
        parts.slice(Math.ceil(parts.length / 2)).join(''),
      ]);
  }
  return options;
}

async function rasterise(lines: string[], style: TextStyle, dpi: number): Promise<Layer> {
  const face = style.font === 'display' ? displayFace() : { font: style.bold ? `${FONT} Bold` : FONT };
  const markup = `<span foreground="${hex(style.colour)}">${escapeMarkup(lines.join('\n'))}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, ...face, rgba: true, dpi: Math.max(1, Math.round(dpi)), align: 'centre', wrap: 'none' },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Long text: wrapped at word boundaries by Pango and autofitted to the box. */
async function rasteriseWrapped(text: string, style: TextStyle, height: number): Promise<Layer> {
  const face = style.font === 'display' ? displayFace() : { font: style.bold ? `${FONT} Bold` : FONT };
  const markup = `<span foreground="${hex(style.colour)}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, ...face, rgba: true, width: style.maxWidth, height, align: 'centre', wrap: 'word-char' },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Two lines may be this many times as tall as one, at most: a long text wraps smaller, not taller. */
const TWO_LINE_HEIGHT = 1.4;

/** Largest dpi at which `lines` fit the width and the wanted height, and whether the width is what limits it. */
async function fittingDpi(lines: string[], style: TextStyle): Promise<{ dpi: number; widthBound: boolean }> {
  const probe = await rasterise(lines, style, MEASURE_DPI);
  const height = lines.length === 1 ? style.lineHeight : style.lineHeight * TWO_LINE_HEIGHT;
  const [byWidth, byHeight] = [style.maxWidth / Math.max(1, probe.width), height / Math.max(1, probe.height)];
  return { dpi: MEASURE_DPI * Math.min(byWidth, byHeight), widthBound: byWidth < byHeight };
}

/**
 * Draws one text in a style: on one line or two balanced ones (whichever lets it be larger), as large
 * as the wanted line height allows within the width, with its outline, shadow and box. Text too long
 * for that wraps to more lines at the smallest legible size, then shrinks to fit the width.
 */
export async function renderStyledText(text: string, style: TextStyle): Promise<Layer> {
  const clean = text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim() || ' ';
  await fontsLoaded();
  // A text this long cannot be legible on one or two lines, and laid out on one it would be wider
  // than the renderer's surfaces allow: wrap it straight away.
  if ([...graphemes.segment(clean)].length > MAX_TWO_LINE_GRAPHEMES) {
    return decorate(await rasteriseWrapped(clean, style, (style.maxLines ?? 2) * style.lineHeight), style);
  }
  let best: { lines: string[]; dpi: number } | undefined;
  for (const lines of layouts(clean, style.maxLines ?? 2)) {
    const { dpi, widthBound } = await fittingDpi(lines, style);
    // More lines only when they let the text be clearly larger.
    if (!best || dpi > best.dpi * 1.15) best = { lines, dpi };
    // Already as tall as wanted on one line: more lines cannot be larger.
    if (!widthBound) break;
  }
  const chosen = best!;
  const probe = await rasterise(chosen.lines, style, chosen.dpi * 0.98);
  const tooSmall = probe.height / chosen.lines.length < MIN_LINE_HEIGHT && style.lineHeight > MIN_LINE_HEIGHT;
  let ink = tooSmall ? await rasteriseWrapped(clean, style, (style.maxLines ?? 2) * style.lineHeight) : probe;
  if (ink.width > style.maxWidth) ink = await scaleLayer(ink, style.maxWidth / ink.width);
  return decorate(ink, style);
}

async function scaleLayer(layer: Layer, scale: number): Promise<Layer> {
  const { data, info } = await sharp(layer.data, { raw: { width: layer.width, height: layer.height, channels: 4 } })
    .resize(Math.max(1, Math.floor(layer.width * scale)), Math.max(1, Math.floor(layer.height * scale)), {
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
