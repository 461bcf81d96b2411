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

/** Long data URLs shortened for display: `data:image/png;base64,iVBORw0K… (48.1 KB)`. */
export function abbreviateDataUrls(text: string): string {
  return text.replace(/data:([\w.+/-]+);base64,([A-Za-z0-9+/=]{80,})/g, (_, type: string, data: string) => {
    const kb = ((data.length * 3) / 4 / 1024).toFixed(1);
    return `data:${type};base64,${data.slice(0, 24)}… (${kb} KB)`;
  });
}
