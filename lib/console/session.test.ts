import { describe, expect, it } from 'vitest';
import {
  issueSession,
  isValidSession,
  passwordMatches,
  readCookie,
  sessionCookie,
  SESSION_MAX_AGE_SECONDS,
} from './session';

const PASSWORD = 'open sesame 123';

describe('console sessions', () => {
  it('accepts a session it issued and holds no trace of the password', () => {
    const session = issueSession(PASSWORD);
    expect(session).not.toContain(PASSWORD);
    expect(isValidSession(PASSWORD, session)).toBe(true);
  });

  it('refuses a session signed with another password, tampered, expired or malformed', () => {
    const now = Date.now();
    const session = issueSession(PASSWORD, now);
    expect(isValidSession('another password', session, now)).toBe(false);
    const [issuedAt, signature] = session.split('.') as [string, string];
    expect(isValidSession(PASSWORD, `${Number(issuedAt) + 1}.${signature}`, now)).toBe(false);
    expect(isValidSession(PASSWORD, session, now + (SESSION_MAX_AGE_SECONDS + 1) * 1000)).toBe(false);
    for (const bad of [undefined, '', 'x', `${issuedAt}.`, `${issuedAt}.${signature}x`]) {
      expect(isValidSession(PASSWORD, bad, now)).toBe(false);
    }
  });

  it('compares passwords exactly', () => {
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches(PASSWORD, `${PASSWORD} `)).toBe(false);
    expect(passwordMatches(PASSWORD, '')).toBe(false);
  });

  it('reads its cookie among others and writes it HttpOnly, SameSite=Strict', () => {
    expect(readCookie('a=1; console_session=123.abc; b=2', 'console_session')).toBe('123.abc');
    expect(readCookie(null, 'console_session')).toBeUndefined();
    const cookie = sessionCookie('v', true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    expect(sessionCookie('v', false)).not.toContain('Secure');
  });
});
