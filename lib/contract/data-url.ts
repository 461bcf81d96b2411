/** The head of an image data URL, `data:image/<type>[;<name>=<value>]…;base64,`: what an image input may be besides an http(s) URL. */
export const DATA_URL = /^data:image\/[a-z0-9.+-]+((?:;[a-z0-9.+-]+=[^;,]*)*);base64,/i;

export function isDataUrl(source: string): boolean {
  return /^data:/i.test(source);
}

/**
 * How many bytes a `data:image/<type>;base64,<data>` URL's data decodes to, by its length alone
 * (whitespace, which decoding ignores, is not counted); undefined when the URL is not of that form.
 * Nothing is decoded: a request's schema asks it of megabytes.
 */
export function imageDataUrlBytes(source: string): number | undefined {
  const header = DATA_URL.exec(source);
  if (!header) return undefined;
  const raw = source.slice(header[0].length);
  const body = /\s/.test(raw) ? raw.replace(/\s+/g, '') : raw;
  return expectedLength(body) ?? Math.floor((body.length * 3) / 4);
}

/** The decoded size of well-formed base64 of this length, or undefined when no such base64 exists. */
export function expectedLength(body: string): number | undefined {
  if (body.length % 4 === 1) return undefined;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}
