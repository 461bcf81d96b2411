import { DATA_URL, expectedLength } from '../contract/data-url';
import { formatBytes } from '../format';
import { invalidImage } from './invalid';

export { isDataUrl } from '../contract/data-url';

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** A JPEG as a data URL: how image edit answers its picture and image crops its crops. */
export function jpegDataUrl(jpeg: Buffer): string {
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The bytes of a `data:image/<type>;base64,<data>` URL, refused before decoding when they would
 * exceed `maxBytes`. The declared type is not trusted: the format is sniffed from the bytes later.
 * Whitespace inside the data is allowed and ignored.
 */
export function decodeDataUrl(source: string, maxBytes: number): Buffer {
  const header = DATA_URL.exec(source);
  if (!header) throw invalidImage('a data URL must have the form data:image/<type>;base64,<data>');
  const raw = source.slice(header[0].length);
  return decodeClean(raw, maxBytes) ?? decodeStrict(raw.replace(/\s+/g, ''), maxBytes);
}

/**
 * The fast path for data with nothing but the base64 alphabet (what every encoder writes): the
 * decoder skips any other character, so the data was clean exactly when it decodes to the length
 * its size implies; Node's decoder also takes base64url's `-` and `_`, which are looked for apart.
 * Anything else (whitespace, a stray character) returns undefined for the strict path to judge.
 */
function decodeClean(body: string, maxBytes: number): Buffer | undefined {
  const length = expectedLength(body);
  if (length === undefined || length === 0 || length > maxBytes) return undefined;
  if (body.includes('-') || body.includes('_')) return undefined;
  const bytes = Buffer.from(body, 'base64');
  return bytes.length === length ? bytes : undefined;
}

function decodeStrict(body: string, maxBytes: number): Buffer {
  if (body.length === 0) throw invalidImage('the data URL holds no data');
  const length = expectedLength(body);
  if (length === undefined || !BASE64_BODY.test(body)) throw invalidImage('the data URL is not valid base64');
  if (length > maxBytes) throw invalidImage(`the image is larger than ${formatBytes(maxBytes)}`);
  return Buffer.from(body, 'base64');
}
