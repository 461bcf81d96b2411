import sharp from 'sharp';
import { displayFace, fontsLoaded } from './fonts';
import { solid, type RawImage, type Rgb } from './raw';

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

/** A text drawing with coverage: straight (not premultiplied) RGBA. */
export interface Layer {
  data: Buffer;
  width: number;
  height: number;
}

export interface TextStyle {
  /** `display`: the condensed meme face; `sans`: DejaVu Sans. Emoji and CJK fall back to the Noto faces either way (fonts.ts). */
  font: 'display' | 'sans';
  bold?: boolean;
  colour: Rgb;
  /** The height of one line, in pixels, wanted at most; smaller when the text must shrink to fit. */
  lineHeight: number;
  maxWidth: number;
  /** Lines the text may wrap to before it shrinks further (2 unless said). */
  maxLines?: number;
  outline?: { colour: Rgb; width: number };
  shadow?: boolean;
  box?: { colour: Rgb; padding: number };
}

const MEASURE_DPI = 144;
const MAX_TWO_LINE_GRAPHEMES = 120;
/** Below this line height a long text wraps to more lines instead of shrinking further. */
const MIN_LINE_HEIGHT = 18;

const hex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
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

/** Adds the box, the shadow and the outline under the ink, all from the ink's own coverage. */
async function decorate(ink: Layer, style: TextStyle): Promise<Layer> {
  const outline = style.outline?.width ?? 0;
  const shadow = style.shadow ? Math.max(2, Math.round(ink.height / 24)) : 0;
  // The outline is solid to half its width, then fades out to twice it: a stroke with a soft edge.
  const pad = Math.max(Math.ceil(outline * 2), style.box?.padding ?? 0) + shadow;
  const width = ink.width + 2 * pad;
  const height = ink.height + 2 * pad;
  const out = Buffer.alloc(width * height * 4);
  if (style.box) {
    for (let offset = 0; offset < out.length; offset += 4) {
      out[offset] = style.box.colour.r;
      out[offset + 1] = style.box.colour.g;
      out[offset + 2] = style.box.colour.b;
      out[offset + 3] = 255;
    }
  }
  const layer: Layer = { data: out, width, height };
  if (shadow > 0) {
    const soft = spreadCoverage(ink, pad, Math.max(1, outline), 3);
    paint(layer, soft, { r: 0, g: 0, b: 0 }, shadow, shadow, 0.6);
  }
  if (style.outline && outline > 0)
    paint(layer, spreadCoverage(ink, pad, outline * 1.25, outline * 1.5), style.outline.colour, 0, 0, 1);
  drawOver(layer, ink, pad, pad);
  return layer;
}

/**
 * The ink's coverage grown by `radius` pixels, on the padded size: a chamfer distance to the nearest
 * inked pixel, with a `softness`-pixel ramp at the edge. (Computed here: a blur and a curve in libvips
 * took several times longer for the same outline.)
 */
function spreadCoverage(ink: Layer, pad: number, radius: number, softness = 1): Buffer {
  const width = ink.width + 2 * pad;
  const height = ink.height + 2 * pad;
  const distance = new Float32Array(width * height).fill(1e9);
  for (let y = 0; y < ink.height; y += 1) {
    for (let x = 0; x < ink.width; x += 1)
      if (ink.data[(y * ink.width + x) * 4 + 3]! >= 128) distance[(y + pad) * width + x + pad] = 0;
  }
  const relax = (index: number, neighbour: number, step: number) => {
    const through = distance[neighbour]! + step;
    if (through < distance[index]!) distance[index] = through;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (x > 0) relax(index, index - 1, 1);
      if (y > 0) {
        relax(index, index - width, 1);
        if (x > 0) relax(index, index - width - 1, Math.SQRT2);
        if (x < width - 1) relax(index, index - width + 1, Math.SQRT2);
      }
    }
  }
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let x = width - 1; x >= 0; x -= 1) {
      const index = y * width + x;
      if (x < width - 1) relax(index, index + 1, 1);
      if (y < height - 1) {
        relax(index, index + width, 1);
        if (x < width - 1) relax(index, index + width + 1, Math.SQRT2);
        if (x > 0) relax(index, index + width - 1, Math.SQRT2);
      }
    }
  }
  const coverage = Buffer.alloc(width * height);
  for (let index = 0; index < coverage.length; index += 1) {
    coverage[index] = Math.round(255 * Math.min(1, Math.max(0, (radius + softness / 2 - distance[index]!) / softness)));
  }
  return coverage;
}

/** Paints a colour through a coverage mask (same size as the layer) shifted by (dx, dy). */
function paint(layer: Layer, coverage: Buffer, colour: Rgb, dx: number, dy: number, opacity: number): void {
  for (let y = Math.max(0, dy); y < layer.height; y += 1) {
    for (let x = Math.max(0, dx); x < layer.width; x += 1) {
      const alpha = ((coverage[(y - dy) * layer.width + (x - dx)] ?? 0) / 255) * opacity;
      if (alpha > 0) blendPixel(layer.data, (y * layer.width + x) * 4, colour.r, colour.g, colour.b, alpha);
    }
  }
}

/** Straight-alpha "over" of one RGBA pixel onto another. */
function blendPixel(target: Buffer, offset: number, r: number, g: number, b: number, alpha: number): void {
  const below = target[offset + 3]! / 255;
  const out = alpha + below * (1 - alpha);
  if (out <= 0) return;
  target[offset] = Math.round((r * alpha + target[offset]! * below * (1 - alpha)) / out);
  target[offset + 1] = Math.round((g * alpha + target[offset + 1]! * below * (1 - alpha)) / out);
  target[offset + 2] = Math.round((b * alpha + target[offset + 2]! * below * (1 - alpha)) / out);
  target[offset + 3] = Math.round(out * 255);
}

/** Draws layer `source` over layer `target` at (x, y). */
function drawOver(target: Layer, source: Layer, x: number, y: number): void {
  for (let row = 0; row < source.height; row += 1) {
    const ty = row + y;
    if (ty < 0 || ty >= target.height) continue;
    for (let column = 0; column < source.width; column += 1) {
      const tx = column + x;
      if (tx < 0 || tx >= target.width) continue;
      const from = (row * source.width + column) * 4;
      const alpha = source.data[from + 3]! / 255;
      if (alpha > 0)
        blendPixel(
          target.data,
          (ty * target.width + tx) * 4,
          source.data[from]!,
          source.data[from + 1]!,
          source.data[from + 2]!,
          alpha,
        );
    }
  }
}

/** Draws an RGBA layer onto an opaque picture at (x, y), clipped to it. */
export function drawLayer(canvas: RawImage, layer: Layer, x: number, y: number): void {
  const left = Math.max(0, -x);
  const right = Math.min(layer.width, canvas.width - x);
  const top = Math.max(0, -y);
  const bottom = Math.min(layer.height, canvas.height - y);
  const source = layer.data;
  const target = canvas.data;
  for (let row = top; row < bottom; row += 1) {
    let from = (row * layer.width + left) * 4;
    let to = ((row + y) * canvas.width + left + x) * 3;
    for (let column = left; column < right; column += 1, from += 4, to += 3) {
      const alpha = source[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        target[to] = source[from]!;
        target[to + 1] = source[from + 1]!;
        target[to + 2] = source[from + 2]!;
        continue;
      }
      const rest = 255 - alpha;
      for (let channel = 0; channel < 3; channel += 1) {
        // round(v / 255) without a division: exact for every v up to 65535.
        const v = source[from + channel]! * alpha + target[to + channel]! * rest + 128;
        target[to + channel] = (v + (v >> 8)) >> 8;
      }
    }
  }
}
