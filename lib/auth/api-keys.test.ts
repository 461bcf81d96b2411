import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKeys, parseKeys, sha256 } from './api-keys';

const KEY = 'k-test-0123456789abcdef';
/** Permissions as operations declare them: one with an older boolean key field, one without. */
const PERMISSIONS = [{ id: 'draw', keyField: 'canDraw' }, { id: 'coins:write' }];
const parse = (json: string) => parseKeys(json, PERMISSIONS);

describe('parseKeys', () => {
  it('stores plain keys as SHA-256 digests with defaults', () => {
    const [record] = parse(JSON.stringify([{ key: KEY, user: 'alice' }]));
    expect(record).toMatchObject({ id: 'key-1', user: 'alice', permissions: [], expiresAt: undefined });
    expect(record!.digest.equals(sha256(KEY))).toBe(true);
    expect(JSON.stringify(record)).not.toContain(KEY);
  });

  it('accepts a digest in place of the key, in either case', () => {
    const hex = sha256(KEY).toString('hex').toUpperCase();
    const [record] = parse(
      JSON.stringify([
        { id: 'ops', sha256: hex, user: 'ops', permissions: ['draw'], expiresAt: '2030-01-01T00:00:00Z' },
      ]),
    );
    expect(record!.digest.equals(sha256(KEY))).toBe(true);
    expect(record!.id).toBe('ops');
    expect(record!.permissions).toEqual(['draw']);
    expect(record!.expiresAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('grants a permission by its older boolean key field too, once', () => {
    const [both, byField, off] = parse(
      JSON.stringify([
        { key: KEY, user: 'a', canDraw: true, permissions: ['draw', 'coins:write'] },
        { key: `${KEY}1`, user: 'b', canDraw: true },
        { key: `${KEY}2`, user: 'c', canDraw: false },
      ]),
    );
    expect(both!.permissions).toEqual(['draw', 'coins:write']);
    expect(byField!.permissions).toEqual(['draw']);
    expect(off!.permissions).toEqual([]);
  });

  it.each([
    ['not JSON', '{', /API_KEYS: is not valid JSON/],
    ['not an array', '{"key":"x"}', /API_KEYS: /],
    ['an empty list', '[]', /at least one key/],
    ['no user', JSON.stringify([{ key: KEY }]), /API_KEYS\[0\]\.user/],
    [
      'both key and digest',
      JSON.stringify([{ key: KEY, sha256: 'a'.repeat(64), user: 'u' }]),
      /exactly one of "key" or "sha256"/,
    ],
    ['neither key nor digest', JSON.stringify([{ user: 'u' }]), /exactly one/],
    ['a short key', JSON.stringify([{ key: 'short', user: 'u' }]), /API_KEYS\[0\]\.key: must be at least 16/],
    ['a bad digest', JSON.stringify([{ sha256: 'xyz', user: 'u' }]), /64 hex digits/],
    ['a bad expiry', JSON.stringify([{ key: KEY, user: 'u', expiresAt: 'tomorrow' }]), /ISO-8601/],
    ['an unknown field', JSON.stringify([{ key: KEY, user: 'u', admin: true }]), /Unrecognized key/],
    [
      'an unknown permission',
      JSON.stringify([{ key: KEY, user: 'u', permissions: ['draw', 'admin'] }]),
      /API_KEYS\[0\]\.permissions\[1\]: must be one of: draw, coins:write/,
    ],
    ['permissions not a list', JSON.stringify([{ key: KEY, user: 'u', permissions: 'draw' }]), /permissions/],
    ['a boolean field no permission has', JSON.stringify([{ key: KEY, user: 'u', imageEdit: true }]), /Unrecognized/],
    [
      'a duplicate id',
      JSON.stringify([
        { id: 'a', key: KEY, user: 'u' },
        { id: 'a', key: `${KEY}x`, user: 'u' },
      ]),
      /used twice/,
    ],
  ])('rejects %s with a message that never echoes the key', (_, json, message) => {
    expect(() => parse(json)).toThrow(message);
    try {
      parse(json);
    } catch (error) {
      expect((error as Error).message).not.toContain(KEY);
    }
  });
});

describe('loadKeys', () => {
  it('generates one random key with every permission when none is configured', () => {
    const first = loadKeys({}, PERMISSIONS);
    const second = loadKeys({}, PERMISSIONS);
    expect(first.generatedKey).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(first.generatedKey).not.toBe(second.generatedKey);
    expect(first.records).toHaveLength(1);
    expect(first.records[0]).toMatchObject({ permissions: ['draw', 'coins:write'], id: 'generated' });
    expect(first.records[0]!.digest.equals(sha256(first.generatedKey!))).toBe(true);
  });

  it('reads API_KEYS_FILE', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    const file = path.join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify([{ key: KEY, user: 'bob' }]));
    const loaded = loadKeys({ API_KEYS_FILE: file }, PERMISSIONS);
    expect(loaded.generatedKey).toBeUndefined();
    expect(loaded.records[0]!.user).toBe('bob');
  });

  it('names the file problem without its path', () => {
    expect(() => loadKeys({ API_KEYS_FILE: '/nonexistent/secret/keys.json' }, PERMISSIONS)).toThrow(
      'API_KEYS_FILE: the file cannot be read',
    );
  });

  it('refuses both sources at once', () => {
    expect(() => loadKeys({ API_KEYS: '[]', API_KEYS_FILE: 'x' }, PERMISSIONS)).toThrow(/both set/);
  });
});
