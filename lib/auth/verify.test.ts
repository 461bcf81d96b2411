import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { parseKeys } from './api-keys';
import { authenticate, findKey, hasPermission, presentedKey } from './verify';

const PERMISSIONS = [{ id: 'draw' }, { id: 'coins:write' }];
const records = parseKeys(
  JSON.stringify([
    { id: 'a', key: 'alpha-key-0123456789', user: 'alice', permissions: ['draw'] },
    { id: 'b', key: 'bravo-key-0123456789', user: 'alice' },
    { id: 'old', key: 'old-key-000123456789', user: 'bob', expiresAt: '2020-01-01T00:00:00Z' },
  ]),
  PERMISSIONS,
);

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('presentedKey', () => {
  it('reads Bearer first, X-Api-Key otherwise', () => {
    expect(presentedKey(headers({ authorization: 'Bearer one', 'x-api-key': 'two' }))).toBe('one');
    expect(presentedKey(headers({ 'x-api-key': ' two ' }))).toBe('two');
    expect(presentedKey(headers({ authorization: 'bearer   three' }))).toBe('three');
  });
  it('ignores other schemes and empty values', () => {
    expect(presentedKey(headers({ authorization: 'Basic abc' }))).toBeUndefined();
    expect(presentedKey(headers({ authorization: 'Bearer ' }))).toBeUndefined();
    expect(presentedKey(headers({ 'x-api-key': '   ' }))).toBeUndefined();
    expect(presentedKey(headers({}))).toBeUndefined();
    expect(presentedKey(headers({ authorization: 'Basic abc', 'x-api-key': 'k' }))).toBe('k');
  });
});

describe('findKey', () => {
  it('matches exactly one record by digest', () => {
    expect(findKey(records, 'bravo-key-0123456789')?.id).toBe('b');
    expect(findKey(records, 'bravo-key-012345678')).toBeUndefined();
    expect(findKey(records, 'BRAVO-key-0123456789')).toBeUndefined();
  });
});

describe('authenticate', () => {
  it('returns the principal: key id, owner and permissions', () => {
    const alpha = authenticate(records, headers({ authorization: 'Bearer alpha-key-0123456789' }));
    expect(alpha).toEqual({ keyId: 'a', user: 'alice', permissions: ['draw'] });
    expect(hasPermission(alpha, 'draw')).toBe(true);
    expect(hasPermission(alpha, 'coins:write')).toBe(false);
    expect(hasPermission(authenticate(records, headers({ 'x-api-key': 'bravo-key-0123456789' })), 'draw')).toBe(false);
  });

  it.each([
    ['missing', {}],
    ['wrong', { authorization: 'Bearer nope-nope-nope-nope' }],
    ['expired', { 'x-api-key': 'old-key-000123456789' }],
  ])('refuses a %s key with 401 unauthorized', (_, entries) => {
    try {
      authenticate(records, headers(entries));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).code).toBe('unauthorized');
    }
  });

  it('honours the expiry instant exactly', () => {
    const soon = parseKeys(
      JSON.stringify([{ key: 'soon-key-0123456789', user: 'u', expiresAt: '2030-01-01T00:00:00Z' }]),
      PERMISSIONS,
    );
    const auth = headers({ 'x-api-key': 'soon-key-0123456789' });
    expect(authenticate(soon, auth, new Date('2029-12-31T23:59:59.999Z')).user).toBe('u');
    expect(() => authenticate(soon, auth, new Date('2030-01-01T00:00:00Z'))).toThrow(/expired/);
  });
});
