import 'server-only';
import { dataFolder, type Config } from '../config';
import { logger } from '../log';
import { getConsoleLink, redeemToken } from './console-link';
import { redeemPendingLink } from './pending-links';
import { isSecureRequest, issueSession, sessionCookie } from './session';

/**
 * GET /?token=… (rewritten here by next.config.mjs): the start-up link, or one made since by
 * `npm run console:link` (pending-links.ts). The right, unspent token sets the session cookie; every
 * answer is a redirect to the clean URL, so the token leaves the address bar and the browser's
 * history at once. A wrong, spent or expired token leads to the closed page.
 */
export function openConsole(config: Config, request: Request): Response {
  const link = getConsoleLink(config);
  const headers = new Headers({ Location: '/', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  const token = new URL(request.url).searchParams.get('token');
  if (link !== undefined && token !== null) {
    const pending = redeemToken(link, token) ? undefined : redeemPendingLink(dataFolder(config), token);
    if (pending === undefined || pending.ok) {
      headers.append('Set-Cookie', sessionCookie(issueSession(link.sessionSecret), isSecureRequest(request)));
      logger.info({ msg: 'console link used: the console is open to that browser; the link is spent' });
    } else if (pending.reason === 'unsafe') {
      logger.warn({ msg: 'console links made by npm run console:link are refused', problem: pending.detail });
    } else {
      logger.warn({
        msg: 'console link refused',
        reason: pending.reason === 'unknown' ? 'wrong or already used' : pending.reason,
      });
    }
  }
  return new Response(null, { status: 303, headers });
}
