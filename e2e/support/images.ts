import sharp from 'sharp';
import { TALL_RECEIPT } from '../../test-support/fixtures/receipts';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Black text lines on white, large and clear enough for OCR to read. */
export async function textImage(lines: string[], name = 'text.png'): Promise<FilePayload> {
  const width = 900;
  const lineHeight = 90;
  const height = lineHeight * lines.length + 80;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="40" y="${90 + index * lineHeight}" font-family="DejaVu Sans" font-size="56" fill="#000">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** A colourful picture of a given size, different per seed, as PNG or JPEG. */
export async function picture(
  name: string,
  width: number,
  height: number,
  seed = 0,
  format: 'png' | 'jpeg' = 'png',
): Promise<FilePayload> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},80%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},80%,45%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${(hue + 240) % 360},90%,60%)"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** Reads a JPEG's pixel size from its SOF marker; throws when the bytes are not a JPEG. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG (no SOI marker)');
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error('malformed JPEG');
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no SOF marker in JPEG');
}

export function decodeDataUrl(url: string): { mimeType: string; bytes: Buffer } {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  if (!match) throw new Error(`not a base64 data URL: ${url.slice(0, 40)}`);
  return { mimeType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') };
}

/** The bytes of a large photo the console takes: under the 10 MiB image limit, over 9 MiB. */
export const LARGE_PHOTO_BYTES = { min: 9 * 1024 * 1024, max: 10 * 1024 * 1024 };

/**
 * A real photo of about 9.5 MB: the tall receipt (test-support/fixtures) at twice its size with
 * faint noise in every pixel, saved at JPEG quality 99, so the file is as large as a camera's
 * while the text stays readable (OCR of it takes seconds, not the minutes noise alone would).
 * The noise is seeded: the same bytes every run.
 */
export async function largeReceiptPhoto(): Promise<FilePayload> {
  const receipt = sharp(TALL_RECEIPT);
  const { width, height } = await receipt.metadata();
  const size = { width: width * 2, height: height * 2, channels: 3 as const };
  const pixels = await receipt.resize(size.width, size.height).removeAlpha().raw().toBuffer();
  let seed = 1;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels[index] = Math.max(0, Math.min(255, pixels[index]! + ((seed >>> 16) % 33) - 16));
  }
  const buffer = await sharp(pixels, { raw: size }).jpeg({ quality: 99, chromaSubsampling: '4:4:4' }).toBuffer();
  return { name: 'receipt-photo.jpg', mimeType: 'image/jpeg', buffer };
}
