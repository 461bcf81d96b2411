/**
 * The most requests a limit of N a minute admits within `spanMs` (GCRA, lib/limits/gcra.ts): a full
 * bucket's N, then one more every 60 s / N. A fixed window lets up to 2N through at its edge.
 */
export const mostAdmitted = (perMinute: number, spanMs: number): number =>
  perMinute + Math.floor((spanMs * perMinute) / 60_000);

/** Sends `count` requests at once and times them, from the first sent to the last answered. */
export async function timedBurst<T>(
  count: number,
  send: (index: number) => Promise<T>,
): Promise<{ results: T[]; spanMs: number }> {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return { results, spanMs: performance.now() - started };
}
