import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const ROUTE = '/private/ai_name';
const EVENT = { event: { text: 'A cat named Biscuit learned to skateboard' } };
const KEYS = {
  plain: 'plain-key-0123456789abcdef',
  hashed: 'hashed-key-0123456789abcdef',
  expired: 'expired-key-0123456789abcd',
  burst: 'burst-key-0123456789abcdef',
  sibling: 'sibling-key-0123456789abcd',
  other: 'other-user-key-0123456789ab',
};

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([
      { id: 'plain', key: KEYS.plain, user: 'alice' },
      { id: 'hashed', sha256: createHash('sha256').update(KEYS.hashed).digest('hex'), user: 'hank' },
      { id: 'expired', key: KEYS.expired, user: 'alice', expiresAt: '2001-01-01T00:00:00Z' },
      { id: 'burst', key: KEYS.burst, user: 'bursty' },
      { id: 'sibling', key: KEYS.sibling, user: 'bursty' },
      { id: 'other', key: KEYS.other, user: 'olga' },
    ]),
  });
});
afterAll(async () => app?.stop());

describe('authentication', () => {
  it.each([
    ['no key', {}],
    ['an unknown key', bearer('unknown-key-0123456789abcd')],
    ['an expired key', bearer(KEYS.expired)],
    ['a Basic scheme', { authorization: `Basic ${Buffer.from(`u:${KEYS.plain}`).toString('base64')}` }],
    ['the key with a prefix', bearer(`x${KEYS.plain}`)],
    ['an empty X-Api-Key', { 'x-api-key': '' }],
  ])('%s → 401 unauthorized with the error shape and no rate-limit headers', async (_, headers) => {
    const result = await post(app, ROUTE, EVENT, headers);
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('unauthorized');
    expect(result.headers.get('x-request-id')).toBe(result.body.requestId);
    expect(result.headers.get('ratelimit-limit')).toBeNull();
  });

  it('accepts Bearer and X-Api-Key, plain and digest-configured keys', async () => {
    expect((await post(app, ROUTE, EVENT, bearer(KEYS.plain))).status).toBe(200);
    expect((await post(app, ROUTE, EVENT, { 'x-api-key': KEYS.plain })).status).toBe(200);
    expect((await post(app, ROUTE, EVENT, bearer(KEYS.hashed))).status).toBe(200);
  });

  it('reads Bearer before X-Api-Key when both are sent', async () => {
    expect(
      (await post(app, ROUTE, EVENT, { ...bearer('wrong-key-0123456789abcdef'), 'x-api-key': KEYS.plain })).status,
    ).toBe(401);
    expect((await post(app, ROUTE, EVENT, { ...bearer(KEYS.plain), 'x-api-key': 'wrong' })).status).toBe(200);
  });

  it('checks the key before the body: a bad body without a key is 401', async () => {
    const result = await post(app, ROUTE, '{not json', {});
    expect(result.status).toBe(401);
  });
});

describe('rate limits (in memory, default 60 per minute per user and operation)', () => {
  it('the 61st request inside a minute is 429 with Retry-After; valid or not, every request counts', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    // Keys "burst" and "sibling" belong to the same user and share one bucket; invalid bodies count too.
    for (let i = 0; i < 61; i += 1) {
      const key = i % 2 === 0 ? KEYS.sibling : KEYS.burst;
      last = await post(app, ROUTE, i % 3 === 0 ? { bad: true } : EVENT, bearer(key));
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.slice(0, 60).every((status) => status === 200 || status === 400)).toBe(true);
    expect(last!.status).toBe(429);
    expect(last!.body.error.code).toBe('rate_limit');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(last!.headers.get('ratelimit-limit')).toBe('60');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(last!.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('another user keeps a full bucket', async () => {
    const result = await post(app, ROUTE, EVENT, bearer(KEYS.other));
    expect(result.status).toBe(200);
    expect(result.headers.get('ratelimit-limit')).toBe('60');
    expect(result.headers.get('ratelimit-remaining')).toBe('59');
    expect(Number(result.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
  });
});
