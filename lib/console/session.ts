import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'console_session';
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * A console session cookie is `<issued-at>.<HMAC of it keyed by a secret>`. The secret is the
 * password (the cookie proves it was given without holding it; changing it ends every session) or,
 * without one, the start-up link's per-process secret (see console-link.ts).
 */
function sign(secret: string, issuedAt: string): string {
  return createHmac('sha256', secret).update(`console-session:v1:${issuedAt}`).digest('base64url');
}

export function issueSession(secret: string, now = Date.now()): string {
  const issuedAt = String(Math.floor(now / 1000));
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export function isValidSession(secret: string, cookie: string | undefined, now = Date.now()): boolean {
  if (!cookie) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(cookie);
  if (!match) return false;
  const [, issuedAt, signature] = match as unknown as [string, string, string];
  const age = now / 1000 - Number(issuedAt);
  if (age < -60 || age > SESSION_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Compares without revealing, through timing, how much of the password matched. */
export function passwordMatches(password: string, attempt: string): boolean {
  const key = 'console-password-compare';
  const a = createHmac('sha256', key).update(password).digest();
  const b = createHmac('sha256', key).update(attempt).digest();
  return timingSafeEqual(a, b);
}

/** Whether the browser reached us over HTTPS (directly, or as the proxy in front reports). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

export function sessionCookie(value: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
}
