import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

/*
 * The RateLimit-* rule as README and docs/api.md state it (docs/rate-limit-rule.test.ts keeps the two
 * in the same words): on every answer to a request that reached the rate limiter (200, 400, 429, 5xx),
 * on none refused before it (401, 403, 405).
 */
const KEY = 'rl-headers-reader-0123456789';
const NAMING = '/private/ai_name';
const EVENT = { event: { text: 'A cat named Biscuit learned to skateboard' } };

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ API_KEYS: JSON.stringify([{ key: KEY, user: 'rl-headers' }]), RATE_LIMIT_RPM: '3' });
});
afterAll(async () => app?.stop());

const rateLimitHeaders = (headers: Headers) =>
  ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((name) => headers.get(name));

describe('RateLimit-* headers', () => {
  it('are on none of the answers refused before the rate limiter: 401, 403, 405', async () => {
    const unauthorized = await post(app, NAMING, EVENT);
    const forbidden = await post(app, '/private/image_edit', { prompt: 'grey' }, bearer(KEY));
    const wrongMethod = await fetch(`${app.url}${NAMING}`, { headers: bearer(KEY) });
    expect([unauthorized.status, forbidden.status, wrongMethod.status]).toEqual([401, 403, 405]);
    for (const headers of [unauthorized.headers, forbidden.headers, wrongMethod.headers])
      expect(rateLimitHeaders(headers)).toEqual([null, null, null]);
  });

  it('are on every answer past it: 200, 400 and 429 (the refusals above spent nothing: 3 a minute)', async () => {
    const ok = await post(app, NAMING, EVENT, bearer(KEY));
    const invalid = await post(app, NAMING, { event: { text: 42 } }, bearer(KEY));
    const last = await post(app, NAMING, EVENT, bearer(KEY));
    const limited = await post(app, NAMING, EVENT, bearer(KEY));
    expect([ok.status, invalid.status, last.status, limited.status]).toEqual([200, 400, 200, 429]);
    expect(rateLimitHeaders(ok.headers).slice(0, 2)).toEqual(['3', '2']);
    expect(rateLimitHeaders(invalid.headers).slice(0, 2)).toEqual(['3', '1']);
    expect(rateLimitHeaders(limited.headers).slice(0, 2)).toEqual(['3', '0']);
    expect(Number(limited.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });
});
