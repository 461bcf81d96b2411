import { describe, expect, it } from 'vitest';
import { decide, rateLimitHeaders, RateLimits, tightestBucket, type BucketState } from './rate-limit';

const state = (name: string, remaining: number, resetMs: number, allowed = true): BucketState => ({
  name,
  limit: 10,
  remaining,
  resetMs,
  allowed,
});

describe('tightestBucket', () => {
  it('prefers a rejecting bucket over one with requests left', () => {
    expect(tightestBucket([state('a', 5, 1000), state('b', 0, 30_000, false)]).name).toBe('b');
  });
  it('otherwise picks the bucket with the fewest requests left', () => {
    expect(tightestBucket([state('a', 5, 1000), state('b', 2, 30_000)]).name).toBe('b');
  });
  it('breaks ties by the later reset', () => {
    expect(tightestBucket([state('a', 2, 1000), state('b', 2, 30_000)]).name).toBe('b');
  });
});

describe('decide and headers', () => {
  it('allows when every bucket allows, with no Retry-After', () => {
    const decision = decide([state('a', 4, 12_300)]);
    expect(decision.allowed).toBe(true);
    expect(rateLimitHeaders(decision)).toEqual({
      'RateLimit-Limit': '10',
      'RateLimit-Remaining': '4',
      'RateLimit-Reset': '13',
    });
  });
  it('rejects when any bucket rejects and rounds Retry-After up to whole seconds', () => {
    const decision = decide([state('a', 3, 100), state('b', 0, 4_001, false)]);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfterSeconds).toBe(5);
    expect(rateLimitHeaders(decision)['Retry-After']).toBe('5');
  });
  it('never says Retry-After: 0', () => {
    expect(decide([state('a', 0, 0, false)]).retryAfterSeconds).toBe(1);
  });
});

describe('RateLimits (in memory)', () => {
  const perMinute = (name: string, points: number) => ({ name, points, durationSeconds: 60 });

  it('allows exactly N requests per user and bucket, then rejects', async () => {
    const limits = new RateLimits();
    const results = [];
    for (let i = 0; i < 7; i += 1) results.push(await limits.consume([perMinute('op', 5)], 'alice'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(results.map((r) => r.tightest.remaining)).toEqual([4, 3, 2, 1, 0, 0, 0]);
    expect(results[6]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[6]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('lets the next request through once its Retry-After has passed', async () => {
    // A one-second bucket: the same rule as the server's minute, without waiting a minute.
    const limits = new RateLimits();
    const bucket = [{ name: 'op', points: 1, durationSeconds: 1 }];
    expect((await limits.consume(bucket, 'dave')).allowed).toBe(true);
    const refused = await limits.consume(bucket, 'dave');
    expect(refused.allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterSeconds! * 1000));
    expect((await limits.consume(bucket, 'dave')).allowed).toBe(true);
  });

  it('keeps users and buckets apart', async () => {
    const limits = new RateLimits();
    for (let i = 0; i < 3; i += 1) await limits.consume([perMinute('op', 3)], 'alice');
    expect((await limits.consume([perMinute('op', 3)], 'alice')).allowed).toBe(false);
    expect((await limits.consume([perMinute('op', 3)], 'bob')).allowed).toBe(true);
    expect((await limits.consume([perMinute('other', 3)], 'alice')).allowed).toBe(true);
  });

  it('applies the tighter of two buckets and reports it', async () => {
    const limits = new RateLimits();
    const buckets = [perMinute('rpm', 60), perMinute('edit', 2)];
    const first = await limits.consume(buckets, 'carol');
    expect(first.tightest).toMatchObject({ name: 'edit', limit: 2, remaining: 1 });
    await limits.consume(buckets, 'carol');
    const third = await limits.consume(buckets, 'carol');
    expect(third.allowed).toBe(false);
    expect(third.tightest.name).toBe('edit');
  });
});
