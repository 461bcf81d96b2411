import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { waitFor } from '../../test-support/ports';
import { mostAdmitted, timedBurst } from '../../test-support/rate-limit';
import { startRedis, type RunningRedis } from '../../test-support/redis';

const KEY = 'shared-limit-key-0123456789';
const OTHER = 'shared-other-key-0123456789';
const EDGE = 'shared-edge-key-01234567890';
const LIMIT = 60;
const EVENT = { event: { text: 'Two servers, one bucket' } };

let redis: RunningRedis;
let first: RunningApp;
let second: RunningApp;
/** When the edge user's first request was answered: a fixed window would have opened then. */
let edgeOpenedAt: number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const either = (i: number) => (i % 2 === 0 ? first : second);

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    API_KEYS: JSON.stringify([
      { key: KEY, user: 'shared-user' },
      { key: OTHER, user: 'other-user' },
      { key: EDGE, user: 'edge-user' },
    ]),
    RATE_LIMIT_RPM: String(LIMIT),
    REDIS_URL: redis.url,
  };
  [first, second] = await Promise.all([startApp(env), startApp(env)]);
  // The burst must meet Redis, not the in-memory fallback that answers while the connection opens.
  const ready = async (app: RunningApp) => (await (await fetch(`${app.url}/readyz`)).json()).checks?.redis === true;
  await Promise.all([first, second].map((app) => waitFor(() => ready(app), 60_000, `Redis ready at ${app.url}`)));
  expect((await post(first, '/private/ai_name', EVENT, bearer(EDGE))).status).toBe(200);
  edgeOpenedAt = performance.now();
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
});

type Answer = Awaited<ReturnType<typeof post>>;
const statusCount = (results: Answer[], status: number) => results.filter((r) => r.status === status).length;

/**
 * At 60 a minute the bucket gains one a second, so each answer's headers are exact: `Retry-After`
 * is 1, and the seconds until it is full again are the requests it lacks.
 */
function expectTruthfulHeaders(results: Answer[]) {
  for (const result of results) {
    expect(result.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    const remaining = Number(result.headers.get('ratelimit-remaining'));
    expect(Number(result.headers.get('ratelimit-reset'))).toBe(LIMIT - remaining);
    if (result.status === 429) {
      expect(remaining).toBe(0);
      expect(result.headers.get('retry-after')).toBe('1');
    }
  }
}

describe('rate limits shared through one real Redis by two app instances', () => {
  it('a concurrent burst of N+k across both instances admits the bucket once, not once per instance', async () => {
    const { results, spanMs } = await timedBurst(LIMIT + 20, (i) =>
      post(either(i), '/private/ai_name', EVENT, bearer(KEY)),
    );
    const ok = statusCount(results, 200);
    expect(ok).toBeGreaterThanOrEqual(LIMIT);
    // One bucket: N, and one more a second while the burst lasts (two split buckets would give 2N).
    expect(ok, `200s within ${Math.round(spanMs)} ms`).toBeLessThanOrEqual(mostAdmitted(LIMIT, spanMs));
    expect(statusCount(results, 429)).toBe(results.length - ok);
    // Each instance served its own part of the one bucket.
    for (const app of [first, second]) {
      const served = results.filter((r, i) => either(i) === app && r.status === 200);
      expect(served.length, `200s from port ${app.port}`).toBeGreaterThan(0);
    }
    const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get('ratelimit-remaining')));
    expect(Math.min(...remaining)).toBe(0);
    expectTruthfulHeaders(results);
  });

  it('another user on the same Redis still has a full bucket', async () => {
    const result = await post(second, '/private/ai_name', EVENT, bearer(OTHER));
    expect(result.status).toBe(200);
    expect(result.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('the spent bucket is refused by either instance', async () => {
    // Ten to each: a second's refill lets one through, not ten.
    for (const app of [first, second]) {
      const { results } = await timedBurst(10, () => post(app, '/private/ai_name', EVENT, bearer(KEY)));
      expect(statusCount(results, 429), `429s from port ${app.port}`).toBeGreaterThan(0);
      expectTruthfulHeaders(results);
    }
  });

  it('bursts of 70 either side of where a fixed window would turn over: at most N + one a second pass', async () => {
    // A fixed window opened by the first request turns over 60 s later: one burst 4 s before, one
    // just after. It let 119 of these 140 through; one bucket of 60 a minute lets 60 + about 5.
    await sleep(Math.max(0, edgeOpenedAt + 56_000 - performance.now()));
    const started = performance.now();
    const before = await timedBurst(70, (i) => post(either(i), '/private/ai_name', EVENT, bearer(EDGE)));
    await sleep(4_500);
    const after = await timedBurst(70, (i) => post(either(i), '/private/ai_name', EVENT, bearer(EDGE)));
    const spanMs = performance.now() - started;
    const passed = [before.results, after.results].map((results) => statusCount(results, 200));
    const counted = `${passed.join(' + ')} of 140 passed within ${Math.round(spanMs)} ms`;
    expect(passed[0], counted).toBeGreaterThanOrEqual(LIMIT);
    expect(passed[1], counted).toBeGreaterThanOrEqual(4);
    expect(passed[0]! + passed[1]!, counted).toBeLessThanOrEqual(mostAdmitted(LIMIT, spanMs));
    expect(statusCount([...before.results, ...after.results], 429)).toBe(140 - passed[0]! - passed[1]!);
    expectTruthfulHeaders([...before.results, ...after.results]);

    // Retry-After is true: after its second, the next request passes.
    await sleep(1_000);
    expect((await post(second, '/private/ai_name', EVENT, bearer(EDGE))).status).toBe(200);
    // Remaining is true: five seconds on, as many as it says pass at once.
    await sleep(5_000);
    const probe = await post(first, '/private/ai_name', EVENT, bearer(EDGE));
    const remaining = Number(probe.headers.get('ratelimit-remaining'));
    expect(remaining).toBeGreaterThanOrEqual(4);
    const spend = await timedBurst(remaining, (i) => post(either(i), '/private/ai_name', EVENT, bearer(EDGE)));
    expect(spend.results.map((r) => r.status)).toEqual(Array(remaining).fill(200));
  }, 120_000);
});
