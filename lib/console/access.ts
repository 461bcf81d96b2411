import 'server-only';
import { getConfig } from '../config';
import { ApiError } from '../errors';
import { isValidSession, readCookie, SESSION_COOKIE } from './session';

export type ConsoleAccess = 'disabled' | 'locked' | 'open';

/** Whether a request may see and use the console: turned off, waiting for the password, or open. */
export function consoleAccess(cookieHeader: string | null): ConsoleAccess {
  const { CONSOLE_ENABLED, CONSOLE_PASSWORD } = getConfig();
  if (!CONSOLE_ENABLED) return 'disabled';
  if (CONSOLE_PASSWORD === undefined) return 'open';
  return isValidSession(CONSOLE_PASSWORD, readCookie(cookieHeader, SESSION_COOKIE)) ? 'open' : 'locked';
}

export function assertConsoleOpen(headers: Headers): void {
  const access = consoleAccess(headers.get('cookie'));
  if (access === 'disabled') {
    throw new ApiError('console_forbidden', 'The console is turned off on this server (CONSOLE_ENABLED=false); call /private/* with an API key.');
  }
  if (access === 'locked') throw new ApiError('unauthorized', 'Sign in to the console with its password first.');
}
