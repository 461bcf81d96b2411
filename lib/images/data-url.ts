import { formatBytes } from '../format';
import { invalidImage } from './invalid';

const DATA_URL = /^data:image\/[a-z0-9.+-]+((?:;[a-z0-9.+-]+=[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

export function isDataUrl(source: string): boolean {
  return /^data:/i.test(source);
}

/**
 * The bytes of a `data:image/<type>;base64,<data>` URL, refused before decoding when they would
 * exceed `maxBytes`. The declared type is not trusted: the format is sniffed from the bytes later.
 */
export function decodeDataUrl(source: string, maxBytes: number): Buffer {
  const header = DATA_URL.exec(source);
  if (!header) throw invalidImage('a data URL must have the form data:image/<type>;base64,<data>');
  const body = source.slice(header[0].length).replace(/\s+/g, '');
  if (body.length === 0) throw invalidImage('the data URL holds no data');
  if (body.length % 4 === 1 || !BASE64_BODY.test(body)) throw invalidImage('the data URL is not valid base64');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((body.length * 3) / 4) - padding;
  if (decodedLength > maxBytes) throw invalidImage(`the image is larger than ${formatBytes(maxBytes)}`);
  return Buffer.from(body, 'base64');
}
