import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKeys, parseKeys, sha256 } from './keys';

const KEY = 'k-test-0123456789abcdef';

describe('parseKeys', () => {
  it('stores plain keys as SHA-256 digests with defaults', () => {
    const [record] = parseKeys(JSON.stringify([{ key: KEY, user: 'alice' }]));
    expect(record).toMatchObject({ id: 'key-1', user: 'alice', imageEdit: false, expiresAt: undefined });
    expect(record!.digest.equals(sha256(KEY))).toBe(true);
    expect(JSON.stringify(record)).not.toContain(KEY);
  });

  it('accepts a digest in place of the key, in either case', () => {
    const hex = sha256(KEY).toString('hex').toUpperCase();
    const [record] = parseKeys(
      JSON.stringify([{ id: 'ops', sha256: hex, user: 'ops', imageEdit: true, expiresAt: '2030-01-01T00:00:00Z' }]),
    );
    expect(record!.digest.equals(sha256(KEY))).toBe(true);
    expect(record!.id).toBe('ops');
    expect(record!.imageEdit).toBe(true);
    expect(record!.expiresAt?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
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
      'a duplicate id',
      JSON.stringify([
        { id: 'a', key: KEY, user: 'u' },
        { id: 'a', key: `${KEY}x`, user: 'u' },
      ]),
      /used twice/,
    ],
  ])('rejects %s with a message that never echoes the key', (_, json, message) => {
    expect(() => parseKeys(json)).toThrow(message);
    try {
      parseKeys(json);
    } catch (error) {
      expect((error as Error).message).not.toContain(KEY);
    }
  });
});

describe('loadKeys', () => {
  it('generates one random key with image editing when none is configured', () => {
    const first = loadKeys({});
    const second = loadKeys({});
    expect(first.generatedKey).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(first.generatedKey).not.toBe(second.generatedKey);
    expect(first.records).toHaveLength(1);
    expect(first.records[0]).toMatchObject({ imageEdit: true, id: 'generated' });
    expect(first.records[0]!.digest.equals(sha256(first.generatedKey!))).toBe(true);
  });

  it('reads API_KEYS_FILE', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-'));
    const file = path.join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify([{ key: KEY, user: 'bob' }]));
    const loaded = loadKeys({ API_KEYS_FILE: file });
    expect(loaded.generatedKey).toBeUndefined();
    expect(loaded.records[0]!.user).toBe('bob');
  });

  it('names the file problem without its path', () => {
    expect(() => loadKeys({ API_KEYS_FILE: '/nonexistent/secret/keys.json' })).toThrow(
      'API_KEYS_FILE: the file cannot be read',
    );
  });

  it('refuses both sources at once', () => {
    expect(() => loadKeys({ API_KEYS: '[]', API_KEYS_FILE: 'x' })).toThrow(/both set/);
  });
});
