import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError, isApiError } from '../errors';
import { rateLimitHeaders } from '../limits';
import { parseJsonObject, readBodyText } from '../http/body';
import { errorResponse, jsonResponse } from '../http/respond';
import { assertJson, assertSameOrigin } from './same-origin';
import { CLOSED_MESSAGE } from './access';
import type { ConsoleContext } from './context';
import { clearedSessionCookie, isSecureRequest, issueSession, passwordMatches, sessionCookie } from './session';

const PER_CLIENT = { name: 'console_login', points: 10, durationSeconds: 60 };
/** X-Forwarded-For is only as honest as the proxy in front: a global cap holds whatever it says. */
const ALL_CLIENTS = { name: 'console_login_all', points: 60, durationSeconds: 60, shared: true };

async function readPassword(request: Request): Promise<string> {
  const body = parseJsonObject(await readBodyText(request, 4096));
  if (typeof body.password !== 'string') throw new ApiError('invalid_message', 'password: must be a string');
  return body.password;
}

/** Signs in to a password-protected console: sets an HttpOnly cookie holding an HMAC, never the password. */
export async function signIn(context: ConsoleContext, request: Request): Promise<Response> {
  const requestId = randomUUID();
  try {
    const { CONSOLE_ENABLED, CONSOLE_OPEN, CONSOLE_PASSWORD } = context.config;
    if (!CONSOLE_ENABLED) throw new ApiError('console_forbidden', 'The console is turned off on this server.');
    assertSameOrigin(request.headers);
    assertJson(request.headers);
    if (CONSOLE_OPEN) return jsonResponse(200, { signedIn: true }, { requestId });
    // Without a password there is nothing to sign in with: only the start-up link opens the console.
    if (CONSOLE_PASSWORD === undefined) throw new ApiError('unauthorized', CLOSED_MESSAGE);
    // Guessing is slowed per client address (as the proxy reports it), valid or not.
    const client = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'direct';
    const decision = await context.rateLimits.consume([PER_CLIENT, ALL_CLIENTS], client);
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed)
      throw new ApiError('rate_limit', `Too many sign-in attempts; try again in ${decision.retryAfterSeconds} s.`, {
        retryAfter: decision.retryAfterSeconds,
        headers,
      });
    const password = await readPassword(request);
    if (!passwordMatches(CONSOLE_PASSWORD, password))
      throw new ApiError('unauthorized', 'That is not the console password.', { headers });
    return jsonResponse(
      200,
      { signedIn: true },
      {
        requestId,
        headers: { ...headers, 'Set-Cookie': sessionCookie(issueSession(CONSOLE_PASSWORD), isSecureRequest(request)) },
      },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    return errorResponse(error, { requestId });
  }
}

export async function signOut(request: Request): Promise<Response> {
  const requestId = randomUUID();
  try {
    assertSameOrigin(request.headers);
    return jsonResponse(200, { signedIn: false }, { requestId, headers: { 'Set-Cookie': clearedSessionCookie() } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return errorResponse(error, { requestId });
  }
}
