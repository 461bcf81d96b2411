import { describe, expect, it, vi } from 'vitest';
import { serviceSnapshotSchema } from '../contract/service';
import { createServiceHistory, histogramQuantile } from './history';
import { createMetrics, observeRequest, watchGate, type Metrics } from './metrics';

const MINUTE = 60_000;

/** A clock the test moves, starting 10 s into a minute. */
function clock() {
  let at = Math.floor(Date.now() / MINUTE) * MINUTE + 10_000;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
    /** To the start of the next minute, a few milliseconds in (as the timer fires). */
    nextMinute() {
      at = Math.floor(at / MINUTE) * MINUTE + MINUTE + 3;
    },
  };
}

function traffic(metrics: Metrics, operation: string, status: number, times: number, extra: object = {}) {
  for (let k = 0; k < times; k += 1) observeRequest({ operation, status, seconds: 0.003, ...extra }, metrics);
}

/** What /metrics says: the registry's own text, parsed, for inference_requests_total. */
async function servedCounts(metrics: Metrics, operation: string): Promise<Record<string, number>> {
  const text = await metrics.registry.metrics();
  const counts: Record<string, number> = {};
  for (const [, op, status, value] of text.matchAll(
    /^inference_requests_total\{operation="([^"]+)",status="(\d+)",code="[^"]*"\} (\d+)$/gm,
  )) {
    if (op === operation) counts[status!] = (counts[status!] ?? 0) + Number(value);
  }
  return counts;
}

describe('the service history', () => {
  it('totals each operation by status, rejections and engine errors as the registry counts them', async () => {
    const metrics = createMetrics();
    const time = clock();
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha', 'beta'], now: time.now });
    traffic(metrics, 'alpha', 200, 5, { engine: 'fast-engine' });
    traffic(metrics, 'alpha', 200, 2, { engine: 'slow-engine' });
    traffic(metrics, 'alpha', 400, 1, { code: 'invalid_message' });
    traffic(metrics, 'alpha', 429, 3, { code: 'rate_limit' });
    traffic(metrics, 'alpha', 503, 2, { code: 'overloaded' });
    traffic(metrics, 'alpha', 502, 1, { code: 'engine_failed' });
    traffic(metrics, 'alpha', 500, 2, { code: 'internal_error' });
    traffic(metrics, 'beta', 200, 4, { engine: 'other' });
    time.advance(5_000);

    const snapshot = await history.snapshot();
    // What the console's route sends is what the page's schema accepts, unchanged.
    expect(serviceSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    const [alpha, beta] = snapshot.operations;
    expect(alpha!.operation).toBe('alpha');
    expect(alpha!.totals.byStatus).toEqual(await servedCounts(metrics, 'alpha'));
    expect(beta!.totals.byStatus).toEqual(await servedCounts(metrics, 'beta'));
    expect(alpha!.totals).toMatchObject({
      requests: 16,
      rateLimited: 3,
      unavailable: 2,
    });
    // Engine errors are the 5xx answers but 503 (counted as rejections), by code.
    expect(alpha!.totals.engineErrors).toEqual({ engine_failed: 1, internal_error: 2 });
    // Engines that answered, by how many requests; "none" (nothing ran) is not an engine.
    expect(alpha!.engines).toEqual({ 'fast-engine': 5, 'slow-engine': 2 });
    expect(beta!.engines).toEqual({ other: 4 });
    expect(snapshot.startedAt).toBeLessThanOrEqual(time.now());
    expect(snapshot.windowStart).toBe(snapshot.startedAt);
  });

  it('splits the hour into minutes, the current one read live', async () => {
    const metrics = createMetrics();
    const time = clock();
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: time.now });
    time.nextMinute();
    await history.sample();
    traffic(metrics, 'alpha', 200, 4);
    traffic(metrics, 'alpha', 429, 1, { code: 'rate_limit' });
    time.nextMinute();
    await history.sample();
    traffic(metrics, 'alpha', 200, 2);
    traffic(metrics, 'alpha', 503, 3, { code: 'overloaded' });
    traffic(metrics, 'alpha', 502, 1, { code: 'engine_failed' });
    time.advance(20_000);

    const { minutes } = (await history.snapshot()).operations[0]!;
    expect(minutes).toHaveLength(60);
    expect(minutes.at(-1)!.at).toBe(Math.floor(time.now() / MINUTE) * MINUTE);
    expect(minutes.at(-1)).toMatchObject({
      byClass: { '2xx': 2, '5xx': 4 },
      rateLimited: 0,
      unavailable: 3,
      engineErrors: 1,
    });
    expect(minutes.at(-2)).toMatchObject({ byClass: { '2xx': 4, '4xx': 1 }, rateLimited: 1, unavailable: 0 });
    // The minutes before the server started have no data, not zero requests.
    expect(minutes[0]!.byClass).toBeNull();
    // Live: more traffic in the current minute shows at once.
    traffic(metrics, 'alpha', 200, 5);
    const again = (await history.snapshot()).operations[0]!;
    expect(again.minutes.at(-1)!.byClass!['2xx']).toBe(7);
    expect(again.totals.requests).toBe(4 + 1 + 2 + 3 + 1 + 5);
  });

  it('estimates p50 and p95 from the bucket differences of each minute, not the counts since start', async () => {
    const metrics = createMetrics();
    const time = clock();
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: time.now });
    time.nextMinute();
    await history.sample();
    for (let k = 0; k < 20; k += 1) observeRequest({ operation: 'alpha', status: 200, seconds: 0.003 }, metrics);
    time.nextMinute();
    await history.sample();
    for (let k = 0; k < 20; k += 1) observeRequest({ operation: 'alpha', status: 200, seconds: 0.3 }, metrics);
    time.advance(1_000);

    const { minutes, totals } = (await history.snapshot()).operations[0]!;
    const [earlier, current] = [minutes.at(-2)!, minutes.at(-1)!];
    // All 20 fell in the (0, 0.005] bucket, then all 20 in (0.25, 0.5].
    expect(earlier.p50).toBeGreaterThan(0);
    expect(earlier.p95).toBeLessThanOrEqual(0.005);
    expect(current.p50).toBeGreaterThan(0.25);
    expect(current.p95).toBeLessThanOrEqual(0.5);
    // Over both minutes, half were fast: p50 at the top of the fast bucket, p95 among the slow.
    expect(totals.p50).toBeLessThanOrEqual(0.005);
    expect(totals.p95).toBeGreaterThan(0.25);
    expect(minutes.at(-3)!.p50).toBeNull();
  });

  it('shows one timed request as its own latency, exactly, and counts how many were timed', async () => {
    const metrics = createMetrics();
    const time = clock();
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: time.now });
    // Interpolated in its bucket, one 4.67 s request would read as p50 3.75 s and p95 4.88 s.
    observeRequest({ operation: 'alpha', status: 200, seconds: 4.67 }, metrics);
    time.advance(1_000);
    const one = (await history.snapshot()).operations[0]!;
    expect(one.totals).toMatchObject({ timed: 1, p50: 4.67, p95: 4.67 });
    expect(one.minutes.at(-1)).toMatchObject({ timed: 1, p50: 4.67, p95: 4.67 });
    observeRequest({ operation: 'alpha', status: 200, seconds: 0.2 }, metrics);
    const two = (await history.snapshot()).operations[0]!;
    expect(two.totals.timed).toBe(2);
    expect(two.totals.p95).not.toBe(4.67); // an estimate again, from the buckets
  });

  it('counts what comes in the minute it starts, when the process started in a minute before', async () => {
    const metrics = createMetrics();
    // The history starts two minutes after this test process did, at the latest.
    let at = Math.floor(Date.now() / MINUTE) * MINUTE + 2 * MINUTE + 10_000;
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: () => at });
    traffic(metrics, 'alpha', 200, 3);
    at += 1_000;
    const { minutes, totals } = (await history.snapshot()).operations[0]!;
    expect(totals.timed).toBe(3);
    expect(minutes.at(-1)).toMatchObject({ byClass: { '2xx': 3 }, timed: 3 });
    expect(minutes.at(-2)!.byClass).toBeNull();
  });

  it('keeps one hour: older minutes leave the totals and the ring stays bounded', async () => {
    const metrics = createMetrics();
    const time = clock();
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: time.now });
    traffic(metrics, 'alpha', 200, 9);
    for (let minute = 0; minute < 120; minute += 1) {
      time.nextMinute();
      await history.sample();
      await history.sample(); // twice in a minute keeps one reading
      if (minute === 100) traffic(metrics, 'alpha', 429, 2, { code: 'rate_limit' });
    }
    time.advance(30_000);
    expect(history.size).toBeLessThanOrEqual(60);
    const snapshot = await history.snapshot();
    const alpha = snapshot.operations[0]!;
    expect(alpha.totals.byStatus).toEqual({ '429': 2 });
    expect(alpha.minutes.every((minute) => minute.byClass !== null)).toBe(true);
    expect(alpha.minutes.reduce((all, minute) => all + (minute.rateLimited ?? 0), 0)).toBe(2);
    expect(snapshot.windowStart).toBeGreaterThan(time.now() - 60 * MINUTE);
  });

  it('reports every gate’s busy, waiting and configured slots, and the requests in flight', async () => {
    const metrics = createMetrics();
    watchGate('workers', { running: 1, waiting: 2, concurrency: 3 }, metrics);
    watchGate('slots', { running: 0, waiting: 0, concurrency: 1 }, metrics);
    const history = createServiceHistory({ registry: metrics.registry, operations: [] });
    const snapshot = await history.snapshot();
    expect(snapshot.gates).toEqual([
      { gate: 'workers', busy: 1, waiting: 2, slots: 3 },
      { gate: 'slots', busy: 0, waiting: 0, slots: 1 },
    ]);
    expect(snapshot.inFlight).toBe(0);
  });

  it('samples at each minute’s start once started, and stops', async () => {
    const metrics = createMetrics();
    let at = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE - 30;
    const history = createServiceHistory({ registry: metrics.registry, operations: ['alpha'], now: () => at });
    await history.snapshot();
    const before = history.size;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      history.start();
      at += 20;
      await vi.advanceTimersByTimeAsync(20);
      expect(history.size).toBe(before); // 10 ms before the minute: not yet
      at += 20;
      await vi.advanceTimersByTimeAsync(20);
      expect(history.size).toBe(before + 1);
      history.stop();
      at += MINUTE;
      await vi.advanceTimersByTimeAsync(MINUTE);
      expect(history.size).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('histogramQuantile', () => {
  const buckets = (counts: number[], bounds = [0.1, 0.5, 1, Infinity]) =>
    bounds.map((le, k) => ({ le, count: counts.slice(0, k + 1).reduce((a, b) => a + b, 0) }));

  it('interpolates linearly inside the bucket that holds the rank', () => {
    // 10 in (0, 0.1], 10 in (0.1, 0.5]: the median is the top of the first, p75 halfway up the second.
    expect(histogramQuantile(0.5, buckets([10, 10, 0, 0]))).toBeCloseTo(0.1);
    expect(histogramQuantile(0.75, buckets([10, 10, 0, 0]))).toBeCloseTo(0.3);
    expect(histogramQuantile(0.25, buckets([10, 10, 0, 0]))).toBeCloseTo(0.05);
  });

  it('answers the highest finite bound when the rank is in +Inf, and null with no observation', () => {
    expect(histogramQuantile(0.95, buckets([1, 0, 0, 19]))).toBe(1);
    expect(histogramQuantile(0.5, buckets([0, 0, 0, 0]))).toBeNull();
  });
});
