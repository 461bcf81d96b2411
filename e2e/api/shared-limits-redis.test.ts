import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { waitFor } from '../../test-support/ports';
import { startRedis, type RunningRedis } from '../../test-support/redis';

const KEY = 'shared-limit-key-0123456789';
const OTHER = 'shared-other-key-0123456789';
const LIMIT = 20;
const EVENT = { event: { text: 'Two servers, one bucket' } };

let redis: RunningRedis;
let first: RunningApp;
let second: RunningApp;

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    API_KEYS: JSON.stringify([
      { key: KEY, user: 'shared-user' },
      { key: OTHER, user: 'other-user' },
    ]),
    RATE_LIMIT_RPM: String(LIMIT),
    REDIS_URL: redis.url,
  };
  [first, second] = await Promise.all([startApp(env), startApp(env)]);
  // The burst must meet Redis, not the in-memory fallback that answers while the connection opens.
  const ready = async (app: RunningApp) => (await (await fetch(`${app.url}/readyz`)).json()).checks?.redis === true;
  await Promise.all([first, second].map((app) => waitFor(() => ready(app), 60_000, `Redis ready at ${app.url}`)));
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
});

describe('rate limits shared through one real Redis by two app instances', () => {
  it('a concurrent burst of N+k across both instances gives exactly N successes and k 429s', async () => {
    const extra = 7;
    const results = await Promise.all(
      Array.from({ length: LIMIT + extra }, (_, i) =>
        post(i % 2 === 0 ? first : second, '/private/ai_name', EVENT, bearer(KEY)),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    // Each instance served its own part of the one bucket (a split bucket would have let all through).
    const sentTo = (app: RunningApp) => results.filter((_, i) => (i % 2 === 0 ? first : second) === app);
    for (const app of [first, second]) {
      expect(sentTo(app).filter((r) => r.status === 200).length, `200s from port ${app.port}`).toBeGreaterThan(0);
    }
    const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get('ratelimit-remaining')));
    expect(new Set(remaining).size).toBe(LIMIT);
    expect(Math.min(...remaining)).toBe(0);
  });

  it('another user on the same Redis still has a full bucket', async () => {
    const result = await post(second, '/private/ai_name', EVENT, bearer(OTHER));
    expect(result.status).toBe(200);
    expect(result.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('the spent bucket is refused by either instance', async () => {
    const result = await post(first, '/private/ai_name', EVENT, bearer(KEY));
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
