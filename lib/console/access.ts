import 'server-only';
import type { Config } from '../config';
import { ApiError } from '../errors';
import { getConsoleLink } from './console-link';
import { isValidSession, readCookie, SESSION_COOKIE } from './session';

/**
 * Turned off; waiting for the password; closed until the start-up link is opened (no password and
 * not CONSOLE_OPEN=true); or open to this request.
 */
export type ConsoleAccess = 'disabled' | 'locked' | 'closed' | 'open';

export const CLOSED_MESSAGE =
  'The console is closed: open the link the server printed at start (`npm run console:link` prints another), or restart it with CONSOLE_PASSWORD or CONSOLE_OPEN=true.';

/** Whether a request may see and use the console. */
export function consoleAccess(config: Config, cookieHeader: string | null): ConsoleAccess {
  if (!config.CONSOLE_ENABLED) return 'disabled';
  if (config.CONSOLE_OPEN) return 'open';
  const session = readCookie(cookieHeader, SESSION_COOKIE);
  if (config.CONSOLE_PASSWORD !== undefined)
    return isValidSession(config.CONSOLE_PASSWORD, session) ? 'open' : 'locked';
  const link = getConsoleLink(config);
  return link !== undefined && isValidSession(link.sessionSecret, session) ? 'open' : 'closed';
}

export function assertConsoleOpen(config: Config, headers: Headers): void {
  const access = consoleAccess(config, headers.get('cookie'));
  if (access === 'disabled') {
    throw new ApiError(
      'console_forbidden',
      'The console is turned off on this server (CONSOLE_ENABLED=false); call /private/* with an API key.',
    );
  }
  if (access === 'locked') throw new ApiError('unauthorized', 'Sign in to the console with its password first.');
  if (access === 'closed') throw new ApiError('unauthorized', CLOSED_MESSAGE);
}
