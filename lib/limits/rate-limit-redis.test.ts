import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../../test-support/redis';
import { rateLimitHeaders, RateLimits, type BucketSpec } from './rate-limit';
import { memoryStore, redisStore } from './stores';

/** Buckets in one real redis-server, shared by two RateLimits on two connections (two instances). */
let redis: RunningRedis;
let clients: Redis[];
let first: RateLimits;
let second: RateLimits;
const failures: unknown[] = [];

const connect = async (url: string) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  await client.connect();
  return client;
};

beforeAll(async () => {
  redis = await startRedis();
  clients = await Promise.all([connect(redis.url), connect(redis.url)]);
  const onError = (error: unknown) => failures.push(error);
  first = new RateLimits(redisStore(clients[0]!, { onError }));
  second = new RateLimits(redisStore(clients[1]!, { onError }));
});
afterAll(async () => {
  for (const client of clients ?? []) client.disconnect();
  await redis?.stop();
});

/** An hour-long bucket: a burst's count cannot be changed by the seconds the burst takes. */
const perHour = (name: string, points: number): BucketSpec => ({ name, points, durationSeconds: 3600 });

describe('RateLimits in Redis', () => {
  it('a concurrent burst across two instances admits exactly N, each with its own Remaining', async () => {
    const bucket = [perHour('op', 60)];
    const decisions = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? first : second).consume(bucket, 'alice')),
    );
    const admitted = decisions.filter((decision) => decision.allowed);
    expect(admitted).toHaveLength(60);
    expect(new Set(admitted.map((decision) => decision.tightest.remaining)).size).toBe(60);
    expect(Math.min(...admitted.map((decision) => decision.tightest.remaining))).toBe(0);
    for (const refused of decisions.filter((decision) => !decision.allowed))
      expect(rateLimitHeaders(refused)).toMatchObject({ 'RateLimit-Remaining': '0', 'Retry-After': '60' });
    expect(failures).toEqual([]);
  });

  it('keeps the bucket as one key that expires when it is full again', async () => {
    const probe = await connect(redis.url);
    try {
      await first.consume([perHour('expiring', 10)], 'bob');
      expect(await probe.keys('rl:expiring:*')).toEqual(['rl:expiring:bob']);
      const ttlMs = await probe.pttl('rl:expiring:bob');
      // One request of ten an hour is back after six minutes.
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(360_000);
    } finally {
      probe.disconnect();
    }
  });

  it('a refused request takes nothing from its other buckets', async () => {
    const buckets = [perHour('rpm', 5), perHour('edit', 1)];
    expect((await first.consume(buckets, 'carol')).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await second.consume(buckets, 'carol')).allowed).toBe(false);
    const rest = [];
    for (let i = 0; i < 5; i += 1) rest.push((await first.consume([perHour('rpm', 5)], 'carol')).allowed);
    expect(rest).toEqual([true, true, true, true, false]);
  });

  it("refills by Redis's clock: after Retry-After's wait the next request passes", async () => {
    // Ten a tenth of a second: one back every 10 ms, the minute's rule without waiting a minute.
    const bucket = [{ name: 'fast', points: 10, durationSeconds: 0.1 }];
    for (let i = 0; i < 10; i += 1) await first.consume(bucket, 'dave');
    const refused = await second.consume(bucket, 'dave');
    expect(refused.allowed).toBe(false);
    expect(refused.tightest.retryMs).toBeGreaterThan(0);
    expect(refused.tightest.retryMs).toBeLessThanOrEqual(10);
    await new Promise((resolve) => setTimeout(resolve, refused.tightest.retryMs + 1));
    expect((await second.consume(bucket, 'dave')).allowed).toBe(true);
  });

  it('a store failure is answered from memory, never as a 429', async () => {
    const probe = await connect(redis.url);
    try {
      await probe.lpush('rl:broken:erin', 'not a bucket');
      const before = failures.length;
      const decision = await first.consume([perHour('broken', 1)], 'erin');
      expect(decision.allowed).toBe(true);
      expect(failures.length).toBe(before + 1);
    } finally {
      probe.disconnect();
    }
  });

  it('with Redis gone, answers from the in-memory insurance at once, still limiting', async () => {
    const client = await connect(redis.url);
    const limits = new RateLimits(redisStore(client, { insurance: memoryStore() }));
    try {
      await redis.stop();
      await new Promise<void>((resolve) => (client.status === 'ready' ? client.once('close', resolve) : resolve()));
      const bucket = [perHour('offline', 2)];
      const decisions = [];
      for (let i = 0; i < 3; i += 1) decisions.push((await limits.consume(bucket, 'frank')).allowed);
      expect(decisions).toEqual([true, true, false]);
    } finally {
      client.disconnect();
    }
  });
});
