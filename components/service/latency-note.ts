/** Below this many timed requests a p95 is not a 95th percentile of anything: it rests on the slowest one or two. */
export const FEW_TIMED = 20;

/**
 * What the Service page says beside p50 and p95 when they rest on few requests (the histogram
 * interpolates inside a bucket, so with few samples they are guesses), or undefined when enough
 * were timed or none was.
 */
export function latencyNote(timed: number): string | undefined {
  if (timed === 1) return 'One request timed: its own latency, not a percentile.';
  if (timed > 1 && timed < FEW_TIMED)
    return `Only ${timed} requests timed: p50 and p95 are rough estimates within the histogram’s buckets (p95 needs ${FEW_TIMED} or more).`;
  return undefined;
}
