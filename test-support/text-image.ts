import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { APP_ROOT } from './app-root';

/**
 * A small PNG data URL (a few KB) holding `text` in bold black on white, for OCR to read; without
 * text, a plain blue square holding none.
 */
export async function imageDataUrl(text?: string): Promise<string> {
  const png = text
    ? await sharp({ create: { width: 360, height: 90, channels: 3, background: '#ffffff' } })
        .composite([{ input: { text: { text, font: 'DejaVu Sans Bold 30', rgba: true } }, top: 25, left: 20 }])
        .png({ palette: true, colours: 4 })
        .toBuffer()
    : await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * A white page of `lines` lines of printed text as a PNG data URL. Twelve lines hold an OCR worker
 * for about a second on any machine, so a test can act while a request waits or runs.
 */
export async function textPage(label: string, lines = 12): Promise<string> {
  const text = Array.from(
    { length: lines },
    (_, row) =>
      `<text x="30" y="${70 + row * 62}" font-family="DejaVu Sans" font-size="34">${label} LINE ${row + 1} TOTAL ${row + 12}.50</text>`,
  ).join('');
  const height = 100 + lines * 62;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/**
 * A screenshot of a social post as a PNG: an avatar, a display name and handle, the post's `lines` of
 * text and a row of counts, on a white card, the way a user would paste one (tens of KB).
 */
export async function postScreenshot(lines: string[]): Promise<Buffer> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = lines
    .map(
      (line, row) =>
        `<text x="40" y="${170 + row * 56}" font-family="DejaVu Sans" font-size="36">${escape(line)}</text>`,
    )
    .join('');
  const height = 260 + lines.length * 56;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5f8fa"/>` +
    `<stop offset="1" stop-color="#e1e8ed"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect x="10" y="10" width="980" height="${height - 20}" rx="18" fill="#fff"/>` +
    `<circle cx="80" cy="80" r="40" fill="#1d9bf0"/>` +
    `<text x="140" y="72" font-family="DejaVu Sans" font-weight="bold" font-size="28">Frog Mom</text>` +
    `<text x="140" y="108" font-family="DejaVu Sans" font-size="24" fill="#536471">@frogmom · 2h</text>` +
    body +
    `<text x="40" y="${height - 50}" font-family="DejaVu Sans" font-size="22" fill="#536471">12 replies   48 reposts   1.2K likes</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The PNG grown to exactly `size` bytes by a text chunk of padding before its end (decoders skip
 * it), for a test at an image byte limit.
 */
export function paddedPng(png: Buffer, size: number): Buffer {
  const end = png.length - 12; // the IEND chunk
  const data = Buffer.alloc(size - png.length - 12, 0x20);
  data.write('Comment\0');
  const type = Buffer.from('tEXt');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, end), length, type, data, crc, png.subarray(end)]);
}

/** Noto Sans CJK SC from an npm package, so a test draws Chinese and kana on a machine with no CJK font. */
export const CJK_FONT = path.join(APP_ROOT, 'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf');

/** A caption in Chinese, Japanese or Latin letters, dark on a white 640×200 picture, as a PNG data URL. */
export async function cjkCaptionDataUrl(text: string): Promise<string> {
  const letters = await sharp({
    text: { text, font: 'Noto Sans S Chinese 40', fontfile: CJK_FONT, rgba: true, dpi: 96, width: 600 },
  })
    .png()
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(letters).metadata();
  const png = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: letters,
        top: Math.max(0, Math.round((200 - height) / 2)),
        left: Math.max(0, Math.round((640 - width) / 2)),
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An image (a sharp pipeline) as a grey page the OCR engine has prepared: one byte a pixel, unscaled. */
export async function preparedGreyPage(image: Sharp) {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    grey: data,
    width: info.width,
    height: info.height,
    scale: 1,
    originalWidth: info.width,
    originalHeight: info.height,
  };
}
