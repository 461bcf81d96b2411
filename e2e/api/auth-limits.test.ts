import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { mostAdmitted, timedBurst } from '../../test-support/rate-limit';

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
  it('a burst past 60 is 429 with Retry-After once the bucket is spent; valid or not, every request counts', async () => {
    // Keys "burst" and "sibling" belong to the same user and share one bucket; invalid bodies count too.
    const { results, spanMs } = await timedBurst(80, (i) =>
      post(app, ROUTE, i % 3 === 0 ? { bad: true } : EVENT, bearer(i % 2 === 0 ? KEYS.sibling : KEYS.burst)),
    );
    const admitted = results.filter((result) => result.status === 200 || result.status === 400);
    const limited = results.filter((result) => result.status === 429);
    expect(admitted.length + limited.length).toBe(80);
    expect(limited.length).toBeGreaterThan(0);
    // A full bucket's 60, and one more a second while the burst lasts: never 60 valid ones plus the invalid.
    expect(admitted.length).toBeGreaterThanOrEqual(60);
    expect(admitted.length, `admitted within ${Math.round(spanMs)} ms`).toBeLessThanOrEqual(mostAdmitted(60, spanMs));
    for (const refused of limited) {
      expect(refused.body.error.code).toBe('rate_limit');
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('ratelimit-limit')).toBe('60');
      expect(refused.headers.get('ratelimit-remaining')).toBe('0');
      expect(refused.headers.get('ratelimit-reset')).toBe('60');
    }
  });

  it('another user keeps a full bucket', async () => {
    const result = await post(app, ROUTE, EVENT, bearer(KEYS.other));
    expect(result.status).toBe(200);
    expect(result.headers.get('ratelimit-limit')).toBe('60');
    expect(result.headers.get('ratelimit-remaining')).toBe('59');
    // One request of sixty a minute is back within a second: the bucket is full again then.
    expect(result.headers.get('ratelimit-reset')).toBe('1');
  });
});
