/**
 * The generic cell rate algorithm (GCRA), as redis-cell, Stripe and go-redis/redis_rate use it: a
 * bucket of N requests a period is one number, its theoretical arrival time (TAT). Each request
 * admitted moves the TAT one emission interval (period / N) later; a request is admitted while the
 * TAT lies at most N − 1 intervals ahead of now. So a full bucket takes N at once, then one more per
 * interval: any span of S seconds admits at most N + ⌊S / interval⌋, wherever it starts, and no
 * window edge can be straddled for 2N. It is a token bucket kept as one timestamp (one key in
 * Redis, written only when a request is admitted). All times are whole microseconds, so the
 * arithmetic is exact in a double (and in Redis's Lua); the interval is rounded up, so a limit
 * never admits more than its N a period (above 60,000,000 a minute it is one a microsecond).
 */
export interface Cell {
  /** Microseconds between two requests at the sustained rate (period / N, rounded up). */
  intervalUs: number;
  /** Requests a full bucket admits at once (N). */
  burst: number;
  /** The bucket's period: it is full again at most this long after its last request. */
  periodUs: number;
}

export function cellOf(points: number, durationSeconds: number): Cell {
  const periodUs = durationSeconds * 1_000_000;
  return { intervalUs: Math.max(1, Math.ceil(periodUs / points)), burst: points, periodUs };
}

/** The TAT as it stands now: a TAT in the past is a full bucket, the same as one never used. */
export const currentTat = (stored: number | undefined, nowUs: number): number => Math.max(stored ?? nowUs, nowUs);

/** Whether a bucket whose TAT is `tat` (never before now) admits one more request now. */
export const admits = (tat: number, nowUs: number, cell: Cell): boolean =>
  tat - nowUs <= (cell.burst - 1) * cell.intervalUs;

export interface CellState {
  /** Whole requests the bucket would admit now. */
  remaining: number;
  /** Microseconds until the bucket is full again. */
  untilFullUs: number;
  /** Microseconds until it admits one more request (0 while it has one left). */
  untilNextUs: number;
}

/** What a bucket holds at `nowUs` when its TAT is `tat` (after the request, if it was admitted). */
export function cellState(tat: number, nowUs: number, cell: Cell): CellState {
  const aheadUs = Math.max(0, tat - nowUs);
  const freeUs = cell.burst * cell.intervalUs - aheadUs;
  // Never below zero, even for a TAT left by another limit of the same bucket (a changed setting).
  const remaining = Math.max(0, Math.floor(freeUs / cell.intervalUs));
  return {
    remaining,
    // The rounded-up interval can put "full" a few microseconds past the period: it is the period.
    untilFullUs: Math.min(aheadUs, cell.periodUs),
    untilNextUs: remaining > 0 ? 0 : cell.intervalUs - freeUs,
  };
}
