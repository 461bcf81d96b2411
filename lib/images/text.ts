import sharp from 'sharp';
import { blit, solid, toRaw, type RawImage, type Rgb } from './raw';

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
function escapeMarkup(text: string): string {
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
  const markup = `<span foreground="${box.colour ?? '#000000'}">${escapeMarkup(clean)}</span>`;
  const options = { text: markup, font: FONT, rgba: true, wrap: 'word-char' as const, align: 'centre' as const };

  let rendered = await sharp({ text: { ...options, width: box.width, height: box.height } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const maxDpi = box.maxDpi ?? 300;
  if ((rendered.info.textAutofitDpi ?? 0) > maxDpi) {
    rendered = await sharp({ text: { ...options, width: box.width, dpi: maxDpi } }).png().toBuffer({ resolveWithObject: true });
  }
  const ink = await toRaw(
    sharp({ create: { width: rendered.info.width, height: rendered.info.height, channels: 3, background: box.background ?? '#ffffff' } })
      .composite([{ input: rendered.data }]),
  );
  blit(canvas, ink, Math.floor((box.width - ink.width) / 2), Math.floor((box.height - ink.height) / 2));
  return canvas;
}
