import { describe, expect, it, vi } from 'vitest';

const compared = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.calls += 1;
      return actual.timingSafeEqual(a, b);
    },
  };
});

const { parseKeys } = await import('./api-keys');
const { findKey } = await import('./verify');

describe('key comparison', () => {
  const records = parseKeys(
    JSON.stringify(
      Array.from({ length: 5 }, (_, i) => ({ id: `k${i}`, key: `constant-time-key-${i}-0123456789`, user: 'u' })),
    ),
    [],
  );

  it.each([
    ['the first key', 'constant-time-key-0-0123456789'],
    ['the last key', 'constant-time-key-4-0123456789'],
    ['no key', 'constant-time-key-9-0123456789'],
  ])('compares digests of equal length with timingSafeEqual against every record, matching %s', (_, key) => {
    compared.calls = 0;
    findKey(records, key);
    expect(compared.calls).toBe(records.length);
  });
});
