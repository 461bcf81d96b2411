import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, rateLimitHeaders, RateLimits, tightestBucket, type BucketSpec, type BucketState } from './rate-limit';
import { memoryStore } from './stores';

const state = (name: string, remaining: number, resetMs: number, allowed = true, retryMs = 0): BucketState => ({
  name,
  limit: 10,
  remaining,
  resetMs,
  retryMs,
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
  it('rejects when any bucket rejects; Retry-After is the longest wait of the refusing buckets, rounded up', () => {
    const decision = decide([
      state('a', 3, 100),
      state('b', 0, 50_000, false, 4_001),
      state('c', 0, 9_000, false, 900),
    ]);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfterSeconds).toBe(5);
    expect(rateLimitHeaders(decision)).toMatchObject({ 'Retry-After': '5', 'RateLimit-Reset': '50' });
  });
  it('never says Retry-After: 0', () => {
    expect(decide([state('a', 0, 0, false)]).retryAfterSeconds).toBe(1);
  });
});

/** A clock the test moves: milliseconds, starting at a realistic epoch time. */
function testClock() {
  let nowMs = 1_764_000_000_000;
  return {
    now: () => nowMs,
    advance: (ms: number) => (nowMs += ms),
  };
}

const perMinute = (name: string, points: number): BucketSpec => ({ name, points, durationSeconds: 60 });

describe('RateLimits in memory (GCRA: a burst of N, then one every 60 s / N)', () => {
  it('at 60 a minute: the 60th request at once passes, the 61st is refused, one passes again after 1 s', async () => {
    const clock = testClock();
    const limits = new RateLimits(memoryStore(clock.now));
    const bucket = [perMinute('op', 60)];
    const burst = [];
    for (let i = 0; i < 61; i += 1) burst.push(await limits.consume(bucket, 'alice'));
    expect(burst.slice(0, 60).every((decision) => decision.allowed)).toBe(true);
    expect(burst.map((decision) => decision.tightest.remaining).slice(0, 60)).toEqual(
      Array.from({ length: 60 }, (_, i) => 59 - i),
    );
    const refused = burst[60]!;
    expect(refused.allowed).toBe(false);
    expect(rateLimitHeaders(refused)).toEqual({
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '60',
      'Retry-After': '1',
    });

    clock.advance(999);
    expect((await limits.consume(bucket, 'alice')).allowed).toBe(false);
    clock.advance(1);
    const again = await limits.consume(bucket, 'alice');
    expect(again.allowed).toBe(true);
    expect(rateLimitHeaders(again)).toEqual({
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'RateLimit-Reset': '60',
    });
    expect((await limits.consume(bucket, 'alice')).allowed).toBe(false);
  });

  it("Remaining and Reset tell the truth: Remaining more pass now, and the bucket is full after Reset's seconds", async () => {
    const clock = testClock();
    const limits = new RateLimits(memoryStore(clock.now));
    const bucket = [perMinute('op', 10)];
    for (let i = 0; i < 7; i += 1) await limits.consume(bucket, 'erin');
    clock.advance(4_000);
    const probe = rateLimitHeaders(await limits.consume(bucket, 'erin'));
    const remaining = Number(probe['RateLimit-Remaining']);
    expect(remaining).toBeGreaterThan(0);
    for (let i = 0; i < remaining; i += 1) expect((await limits.consume(bucket, 'erin')).allowed).toBe(true);
    expect((await limits.consume(bucket, 'erin')).allowed).toBe(false);

    const spent = rateLimitHeaders(await limits.consume(bucket, 'erin'));
    clock.advance(Number(spent['RateLimit-Reset']) * 1000);
    const full = [];
    for (let i = 0; i < 11; i += 1) full.push((await limits.consume(bucket, 'erin')).allowed);
    expect(full).toEqual([...Array(10).fill(true), false]);
  });

  it('at 60 a minute, bursts around what would be a window edge: at most 66 of 140 within 6 s', async () => {
    const clock = testClock();
    const limits = new RateLimits(memoryStore(clock.now));
    const bucket = [perMinute('op', 60)];
    // One request opens what a fixed window would count from; 57 s later, 70 calls over the 3 s
    // before that window's edge and 70 over the 3 s after it.
    await limits.consume(bucket, 'mallory');
    clock.advance(57_000);
    let passed = 0;
    for (let i = 0; i < 140; i += 1) {
      if ((await limits.consume(bucket, 'mallory')).allowed) passed += 1;
      clock.advance(6_000 / 140);
    }
    expect(passed).toBeLessThanOrEqual(66);
    // The bucket was full at the first burst: all of it, then one a second.
    expect(passed).toBeGreaterThanOrEqual(65);
  });

  it('in any span of S seconds, at most N + ⌊S × N / 60⌋ requests pass, whatever the arrival times', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 400 }),
        async (points, gapsMs) => {
          const clock = testClock();
          const limits = new RateLimits(memoryStore(clock.now));
          const admittedAt: number[] = [];
          for (const gap of gapsMs) {
            clock.advance(gap);
            if ((await limits.consume([perMinute('op', points)], 'prop')).allowed) admittedAt.push(clock.now());
          }
          // Every span that starts and ends at an admitted request is the tightest one to check.
          for (let first = 0; first < admittedAt.length; first += 1)
            for (let last = first; last < admittedAt.length; last += 1) {
              const spanMs = admittedAt[last]! - admittedAt[first]!;
              expect(last - first + 1).toBeLessThanOrEqual(points + Math.floor((spanMs * points) / 60_000));
            }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps users and buckets apart', async () => {
    const limits = new RateLimits(memoryStore(testClock().now));
    for (let i = 0; i < 3; i += 1) await limits.consume([perMinute('op', 3)], 'alice');
    expect((await limits.consume([perMinute('op', 3)], 'alice')).allowed).toBe(false);
    expect((await limits.consume([perMinute('op', 3)], 'bob')).allowed).toBe(true);
    expect((await limits.consume([perMinute('other', 3)], 'alice')).allowed).toBe(true);
  });

  it('a shared bucket is one for every user', async () => {
    const limits = new RateLimits(memoryStore(testClock().now));
    const everyone = { ...perMinute('all', 2), shared: true };
    expect((await limits.consume([everyone], 'alice')).allowed).toBe(true);
    expect((await limits.consume([everyone], 'bob')).allowed).toBe(true);
    expect((await limits.consume([everyone], 'carol')).allowed).toBe(false);
  });

  it('applies the tighter of two buckets and reports it', async () => {
    const limits = new RateLimits(memoryStore(testClock().now));
    const buckets = [perMinute('rpm', 60), perMinute('edit', 2)];
    const first = await limits.consume(buckets, 'carol');
    expect(first.tightest).toMatchObject({ name: 'edit', limit: 2, remaining: 1 });
    await limits.consume(buckets, 'carol');
    const third = await limits.consume(buckets, 'carol');
    expect(third.allowed).toBe(false);
    expect(third.tightest.name).toBe('edit');
    expect(third.retryAfterSeconds).toBe(30);
  });

  it('a request refused by one bucket takes nothing from the others', async () => {
    const limits = new RateLimits(memoryStore(testClock().now));
    const buckets = [perMinute('rpm', 5), perMinute('edit', 1)];
    expect((await limits.consume(buckets, 'dave')).allowed).toBe(true);
    for (let i = 0; i < 10; i += 1) expect((await limits.consume(buckets, 'dave')).allowed).toBe(false);
    // The five-a-minute bucket lost only the one request that passed: four are left.
    const rest = [];
    for (let i = 0; i < 5; i += 1) rest.push((await limits.consume([perMinute('rpm', 5)], 'dave')).allowed);
    expect(rest).toEqual([true, true, true, true, false]);
  });
});
