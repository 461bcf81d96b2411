import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';

/** A per-user bucket of `points` requests that refills every `durationSeconds`. */
export interface BucketSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

export interface BucketState {
  name: string;
  limit: number;
  remaining: number;
  /** Milliseconds until this bucket refills. */
  resetMs: number;
  allowed: boolean;
}

export interface RateDecision {
  allowed: boolean;
  /** The bucket that binds tightest: the one the RateLimit-* headers describe. */
  tightest: BucketState;
  /** Seconds to wait before a retry can succeed (set when not allowed). */
  retryAfterSeconds?: number;
}

/** Picks the bucket a caller will hit first: a rejecting one, else the one with fewest requests left. */
export function tightestBucket(states: readonly BucketState[]): BucketState {
  const ranked = [...states].sort(
    (a, b) => Number(a.allowed) - Number(b.allowed) || a.remaining - b.remaining || b.resetMs - a.resetMs,
  );
  return ranked[0]!;
}

export function decide(states: readonly BucketState[]): RateDecision {
  const tightest = tightestBucket(states);
  const rejected = states.filter((state) => !state.allowed);
  if (rejected.length === 0) return { allowed: true, tightest };
  const waitMs = Math.max(...rejected.map((state) => state.resetMs));
  return { allowed: false, tightest, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const { tightest } = decision;
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(tightest.limit),
    'RateLimit-Remaining': String(Math.max(0, tightest.remaining)),
    'RateLimit-Reset': String(Math.max(0, Math.ceil(tightest.resetMs / 1000))),
  };
  if (decision.retryAfterSeconds !== undefined) headers['Retry-After'] = String(decision.retryAfterSeconds);
  return headers;
}

type LimiterFactory = (spec: BucketSpec) => RateLimiterAbstract;

export const memoryLimiter: LimiterFactory = (spec) =>
  new RateLimiterMemory({ keyPrefix: `rl:${spec.name}`, points: spec.points, duration: spec.durationSeconds });

/**
 * Buckets in Redis (one Lua script per consume, so exact across instances). When Redis is down the
 * limiter answers from an in-memory insurance bucket at once instead of stalling the request.
 */
export function redisLimiter(client: Redis): LimiterFactory {
  return (spec) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `rl:${spec.name}`,
      points: spec.points,
      duration: spec.durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryLimiter(spec),
    });
}

/** Consumes one request from each named bucket for a user and reports the combined decision. */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly factory: LimiterFactory = memoryLimiter) {}

  private limiter(spec: BucketSpec): RateLimiterAbstract {
    const key = `${spec.name}:${spec.points}:${spec.durationSeconds}`;
    let limiter = this.limiters.get(key);
    if (!limiter) {
      limiter = this.factory(spec);
      this.limiters.set(key, limiter);
    }
    return limiter;
  }

  async consume(buckets: readonly BucketSpec[], user: string): Promise<RateDecision> {
    const states = await Promise.all(buckets.map((spec) => this.consumeOne(spec, user)));
    return decide(states);
  }

  private async consumeOne(spec: BucketSpec, user: string): Promise<BucketState> {
    try {
      const result = await this.limiter(spec).consume(user, 1);
      return toState(spec, result, true);
    } catch (rejection) {
      // Over the limit arrives as a RateLimiterRes; anything else is a store failure, which must
      // not turn into a 429 (the insurance limiter normally absorbs it before it gets here).
      if (rejection instanceof RateLimiterRes) return toState(spec, rejection, false);
      throw rejection;
    }
  }
}

function toState(spec: BucketSpec, result: RateLimiterRes, allowed: boolean): BucketState {
  return {
    name: spec.name,
    limit: spec.points,
    remaining: Math.max(0, result.remainingPoints),
    resetMs: Math.max(0, result.msBeforeNext),
    allowed,
  };
}
