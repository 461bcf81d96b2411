import { cellOf, cellState, type Cell } from './gcra';
import { memoryStore, type BucketStore, type Taken } from './stores';

/**
 * A bucket of `points` requests every `durationSeconds`, per user: full, it takes `points` at once,
 * and it gains one back every `durationSeconds / points` (GCRA, see gcra.ts).
 */
export interface BucketSpec {
  name: string;
  points: number;
  durationSeconds: number;
  /** One bucket for every caller (a cap on all of them together) instead of one per user. */
  shared?: boolean;
}

export interface BucketState {
  name: string;
  limit: number;
  /** Whole requests the bucket would admit now. */
  remaining: number;
  /** Milliseconds until this bucket is full again. */
  resetMs: number;
  /** Milliseconds until it admits one more request (0 while it has one left). */
  retryMs: number;
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
  // The request passes once every bucket that refused it admits one more.
  const waitMs = Math.max(...rejected.map((state) => state.retryMs));
  return { allowed: false, tightest, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * `RateLimit-Reset` is the three-field IETF draft's "seconds until the quota resets": until the
 * bucket is full again. The time until the next request passes is `Retry-After` on a 429.
 */
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

const bucketKey = (spec: BucketSpec, user: string) =>
  spec.shared ? `rl:${spec.name}` : `rl:${spec.name}:${encodeURIComponent(user)}`;

/**
 * Takes one request from each named bucket of a user, all or none: a request refused by one bucket
 * costs none of the others anything. Reports the combined decision.
 */
export class RateLimits {
  constructor(private readonly store: BucketStore = memoryStore()) {}

  async consume(buckets: readonly BucketSpec[], user: string): Promise<RateDecision> {
    const cells = buckets.map((spec) => ({
      key: bucketKey(spec, user),
      cell: cellOf(spec.points, spec.durationSeconds),
    }));
    const taken = await this.store.take(cells);
    return decide(buckets.map((spec, i) => toState(spec, taken, i, cells[i]!.cell)));
  }
}

function toState(spec: BucketSpec, taken: Taken, index: number, cell: Cell): BucketState {
  const state = cellState(taken.tats[index]!, taken.nowUs, cell);
  return {
    name: spec.name,
    limit: spec.points,
    remaining: state.remaining,
    resetMs: state.untilFullUs / 1000,
    retryMs: state.untilNextUs / 1000,
    // Refused, a bucket with a request left is one that would have admitted it.
    allowed: taken.admitted || state.remaining > 0,
  };
}
