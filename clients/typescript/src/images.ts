import { dataUrlToBytes } from './kit/index.ts';

/** Magic bytes of the formats the service reads (it judges the format from the bytes, not the type). */
const SIGNATURES: [string, (bytes: Uint8Array) => boolean][] = [
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['png', (b) => b[0] === 0x89 && ascii(b, 1, 4) === 'PNG'],
  ['gif', (b) => ascii(b, 0, 4) === 'GIF8'],
  ['webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
  ['avif', (b) => ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12).startsWith('avi')],
];

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** Whether an input is sent as it is (an http(s) or data: URL) rather than read from a file. */
export const isUrl = (input: string) => /^(https?:|data:)/i.test(input);

/** An image input for a request: URLs as they are, a file as a base64 data URL (Node only). */
export async function imageInput(fileOrUrl: string): Promise<string> {
  if (isUrl(fileOrUrl)) return fileOrUrl;
  const { readFile } = await import('node:fs/promises');
  return dataUrl(new Uint8Array(await readFile(fileOrUrl)));
}

/** The image format of the bytes by their magic bytes; undefined when none the service reads. */
export const imageFormat = (bytes: Uint8Array): string | undefined =>
  SIGNATURES.find(([, matches]) => matches(bytes))?.[0];

/** `data:image/<type>;base64,…` for image bytes (an unknown format is sent as PNG: the service will say). */
export function dataUrl(bytes: Uint8Array): string {
  const type = imageFormat(bytes) ?? 'png';
  return `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/**
 * The bytes of a base64 data URL, such as the JPEGs image edit and image crops answer with (the kit's
 * decoder; a Buffer under Node, typed as Uint8Array so that the types need no Node typings).
 */
export function dataUrlBytes(url: string): Uint8Array {
  const bytes = dataUrlToBytes(url);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
