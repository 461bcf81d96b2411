import 'server-only';
import type { Config } from '../config';
import { logger } from '../log';
import { getConsoleLink, redeemToken } from './console-link';
import { isSecureRequest, issueSession, sessionCookie } from './session';

/**
 * GET /?token=… (rewritten here by next.config.mjs): the start-up link. The right, unspent token
 * sets the session cookie; every answer is a redirect to the clean URL, so the token leaves the
 * address bar and the browser's history at once. A wrong or spent token leads to the closed page.
 */
export function openConsole(config: Config, request: Request): Response {
  const link = getConsoleLink(config);
  const headers = new Headers({ Location: '/', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  if (link !== undefined) {
    if (redeemToken(link, new URL(request.url).searchParams.get('token'))) {
      headers.append('Set-Cookie', sessionCookie(issueSession(link.sessionSecret), isSecureRequest(request)));
      logger.info({ msg: 'console link used: the console is open to that browser; the link is spent' });
    } else {
      logger.warn({ msg: 'console link refused: wrong or already used token' });
    }
  }
  return new Response(null, { status: 303, headers });
}
