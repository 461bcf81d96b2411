/** The image formats the service reads, told apart by their first bytes as the server does (never by name or type). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** How many leading bytes sniffImageFormat needs. */
export const SNIFF_BYTES = 32;

/** The format a file's first bytes announce, or undefined when they are not one the service reads. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a box of type ftyp whose major or a compatible brand is avif/avis.
  if (ascii(bytes, 4, 8) === 'ftyp' && /avi[fs]/.test(ascii(bytes, 8, Math.min(bytes.length, SNIFF_BYTES))))
    return 'avif';
  return undefined;
}

/** What the dropzone says about a dropped file that is not an image it can send, naming the file. */
export function notAnImageText(fileName: string, label: string): string {
  return `${fileName} is not an image: its contents are not ${label}, whatever its name says. Choose a picture file.`;
}

/** What the dropzone says about a file that looks like an image but does not decode. */
export function damagedImageText(fileName: string, format: ImageFormat): string {
  return `${fileName} looks like a ${format.toUpperCase()} image but cannot be opened: it may be damaged or cut short.`;
}
