import type { OperationName } from './types';

/**
 * A curl command for the public API that does what the console just did. The key is always the
 * shell variable $API_KEY, never a real one. The body goes through a quoted here-document, so it
 * is passed verbatim (no shell expansion) and may be megabytes long (command-line arguments may not).
 */
export function curlCommand(origin: string, operation: OperationName, body: unknown): string {
  return curlForPath(origin, `/private/${operation}`, body);
}

/** The same command for any POST path of the API (the reference page builds it from the OpenAPI paths). */
export function curlForPath(origin: string, path: string, body: unknown): string {
  const json = JSON.stringify(body);
  return [
    `curl -sS -X POST '${origin}${path}' \\`,
    `  -H "Authorization: Bearer $API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data-binary @- <<'JSON'`,
    json,
    'JSON',
  ].join('\n');
}

/** Base64 data shorter than this is shown whole. */
const SHORTEST_ABBREVIATED = 80;
/** How much of the data an abbreviation keeps. */
const KEPT_CHARS = 24;

const isAlphanumeric = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
/** `[\w.+/-]`: the characters of a media type such as `image/svg+xml`. */
const isTypeChar = (code: number) =>
  isAlphanumeric(code) || code === 95 || code === 46 || code === 43 || code === 47 || code === 45;
/** `[A-Za-z0-9+/=]`: base64 and its padding. */
const isBase64Char = (code: number) => isAlphanumeric(code) || code === 43 || code === 47 || code === 61;

/** Where the run of characters passing `test` that starts at `from` ends. */
function runEnd(text: string, from: number, test: (code: number) => boolean): number {
  let at = from;
  while (at < text.length && test(text.charCodeAt(at))) at += 1;
  return at;
}

const BASE64_MARK = ';base64,';

/**
 * Long data URLs shortened for display: `data:image/png;base64,iVBORw0K… (48.1 KB)`. One pass over
 * the text and no regular expression over the data: a regex match of megabytes of base64 overflows
 * the engine's stack, where this scan of a 10 MB image (14 MB of base64) is one loop.
 */
export function abbreviateDataUrls(text: string): string {
  const parts: string[] = [];
  let copiedUpTo = 0;
  for (let start = text.indexOf('data:'); start !== -1; start = text.indexOf('data:', start + 1)) {
    const typeEnd = runEnd(text, start + 'data:'.length, isTypeChar);
    if (typeEnd === start + 'data:'.length || !text.startsWith(BASE64_MARK, typeEnd)) continue;
    const dataStart = typeEnd + BASE64_MARK.length;
    const dataEnd = runEnd(text, dataStart, isBase64Char);
    if (dataEnd - dataStart < SHORTEST_ABBREVIATED) continue;
    const kb = (((dataEnd - dataStart) * 3) / 4 / 1024).toFixed(1);
    parts.push(text.slice(copiedUpTo, dataStart + KEPT_CHARS), `… (${kb} KB)`);
    copiedUpTo = dataEnd;
    start = dataEnd - 1;
  }
  parts.push(text.slice(copiedUpTo));
  return parts.join('');
}
