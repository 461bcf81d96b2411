import 'server-only';
import { ApiError } from '../errors';

/**
 * The console's routes act with the server's key, so only the console's own pages may call them.
 * Browsers send Origin on every POST and Sec-Fetch-Site on every fetch; a cross-site page can
 * forge neither, nor send a JSON content type without a CORS preflight that is never granted.
 */
export function assertSameOrigin(headers: Headers): void {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') {
    throw new ApiError(
      'console_forbidden',
      `The console accepts calls from its own pages only (Sec-Fetch-Site: ${fetchSite}).`,
    );
  }
  const origin = headers.get('origin');
  if (origin === null)
    throw new ApiError('console_forbidden', 'The console accepts calls from its own pages only (no Origin header).');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError('console_forbidden', 'The console accepts calls from its own pages only (malformed Origin).');
  }
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  if (!host || originHost.toLowerCase() !== host.toLowerCase()) {
    throw new ApiError(
      'console_forbidden',
      'The console accepts calls from its own pages only (Origin differs from Host).',
    );
  }
}

export function assertJson(headers: Headers): void {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError('unsupported_media_type');
}
