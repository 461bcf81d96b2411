import type { ImageFormat } from './types';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image format the bytes actually are, judged by their magic numbers; undefined for anything else. */
export function sniffFormat(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && isAvifFileType(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (HEIC alone is not accepted). */
function isAvifFileType(bytes: Buffer): boolean {
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > Math.min(bytes.length, 4096)) return false;
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    if (AVIF_BRANDS.has(bytes.toString('latin1', offset, offset + 4))) return true;
  }
  return false;
}
