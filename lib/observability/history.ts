import 'server-only';
import type { MetricValue, Registry } from 'prom-client';
import type { ServiceGate, ServiceMinute, ServiceOperation, ServiceSnapshot, ServiceTotals } from '../contract/service';
import { METRIC_NAMES } from './metrics';

/**
 * The last hour of this server's own metrics, for the console's Service page: the registry /metrics
 * serves is read at every minute's start and the readings are kept in a bounded ring; a minute's
 * requests, rejections, errors and latency quantiles are the differences between two readings (the
 * current minute's, between the last reading and now). Prometheus does the same with its
 * scrapes; this is one instance's view without one.
 */
export interface ServiceHistory {
  /** Reads the registry now and keeps the reading (the timer calls it at each minute's start). */
  sample(): Promise<void>;
  /** The window as the Service page shows it, read live up to now. */
  snapshot(): Promise<ServiceSnapshot>;
  /** Samples at every minute's start until stop(); the timer keeps no process alive. */
  start(): void;
  stop(): void;
  /** How many readings are kept (bounded by the window). */
  readonly size: number;
}

export interface HistoryOptions {
  registry: Registry;
  /** The operations to report, in order (the registry's list). */
  operations: readonly string[];
  /** Epoch milliseconds; Date.now by default. */
  now?: () => number;
  windowSeconds?: number;
  bucketSeconds?: number;
}

type Labels = Record<string, string | number | undefined>;

/** A counter's series at one moment: value by label set. */
class Series {
  readonly values = new Map<string, { labels: Labels; value: number }>();

  add(labels: Labels, value: number): void {
    const key = JSON.stringify(labels);
    const entry = this.values.get(key);
    if (entry) entry.value += value;
    else this.values.set(key, { labels, value });
  }

  /** This minus an earlier reading (counters only grow; a reset counts from zero). */
  since(earlier: Series): Series {
    const delta = new Series();
    for (const [key, { labels, value }] of this.values) {
      const before = earlier.values.get(key)?.value ?? 0;
      delta.add(labels, value >= before ? value - before : value);
    }
    return delta;
  }

  /** The entries whose labels match, e.g. { operation: 'x' }. */
  *where(match: Labels): Generator<{ labels: Labels; value: number }> {
    for (const entry of this.values.values()) {
      if (Object.entries(match).every(([name, value]) => entry.labels[name] === value)) yield entry;
    }
  }
}

interface Reading {
  at: number;
  /** inference_requests_total by operation, status and code. */
  requests: Series;
  /** inference_request_duration_seconds_bucket by operation and le, summed over engines. */
  buckets: Series;
  /** inference_request_duration_seconds_count by operation and engine. */
  engines: Series;
  /** inference_request_duration_seconds_sum by operation (exact: the one latency when one request was timed). */
  sums: Series;
}

const empty = (at: number): Reading => ({
  at,
  requests: new Series(),
  buckets: new Series(),
  engines: new Series(),
  sums: new Series(),
});

function since(later: Reading, earlier: Reading): Reading {
  return {
    at: later.at,
    requests: later.requests.since(earlier.requests),
    buckets: later.buckets.since(earlier.buckets),
    engines: later.engines.since(earlier.engines),
    sums: later.sums.since(earlier.sums),
  };
}

/** A metric's values as the registry gives them to /metrics (a histogram's with their series name). */
async function valuesOf(
  registry: Registry,
  name: string,
): Promise<Array<MetricValue<string> & { metricName?: string }>> {
  const metric = registry.getSingleMetric(name);
  return metric ? (await metric.get()).values : [];
}

async function read(registry: Registry, at: number): Promise<Reading> {
  const reading = empty(at);
  for (const { labels, value } of await valuesOf(registry, METRIC_NAMES.requests)) {
    reading.requests.add({ operation: labels.operation, status: labels.status, code: labels.code }, value);
  }
  for (const { labels, value, metricName } of await valuesOf(registry, METRIC_NAMES.latency)) {
    if (metricName === `${METRIC_NAMES.latency}_bucket`) {
      reading.buckets.add({ operation: labels.operation, le: labels.le }, value);
    } else if (metricName === `${METRIC_NAMES.latency}_count`) {
      reading.engines.add({ operation: labels.operation, engine: labels.engine }, value);
    } else if (metricName === `${METRIC_NAMES.latency}_sum`) {
      reading.sums.add({ operation: labels.operation }, value);
    }
  }
  return reading;
}

/**
 * The q-quantile of a histogram's cumulative bucket counts, as Prometheus' histogram_quantile
 * estimates it: linear within the bucket holding the rank; the highest finite bound when the rank
 * falls in +Inf; null when nothing was observed.
 */
export function histogramQuantile(q: number, buckets: ReadonlyArray<{ le: number; count: number }>): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of sorted) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return count === below ? le : lower + ((le - lower) * (rank - below)) / (count - below);
    }
    lower = le;
    below = count;
  }
  return lower;
}

/**
 * How many requests were timed, and their p50 and p95: estimated from the buckets, except for a
 * single request, whose own latency is known exactly (the histogram's sum) and shown as both.
 */
function latencyOf(delta: Reading, operation: string) {
  const buckets = [...delta.buckets.where({ operation })].map(({ labels, value }) => ({
    le: labels.le === '+Inf' ? Infinity : Number(labels.le),
    count: value,
  }));
  const timed = buckets.find(({ le }) => le === Infinity)?.count ?? 0;
  if (timed === 1) {
    const only = [...delta.sums.where({ operation })].reduce((total, { value }) => total + value, 0);
    return { timed, p50: only, p95: only };
  }
  return { timed, p50: histogramQuantile(0.5, buckets), p95: histogramQuantile(0.95, buckets) };
}

/** Requests by exact status, and engine errors (5xx but 503) by code. */
function statusesOf(delta: Reading, operation: string) {
  const byStatus: Record<string, number> = {};
  const engineErrors: Record<string, number> = {};
  for (const { labels, value } of delta.requests.where({ operation })) {
    if (value === 0) continue;
    const status = String(labels.status);
    byStatus[status] = (byStatus[status] ?? 0) + value;
    if (status.startsWith('5') && status !== '503') {
      const code = String(labels.code || status);
      engineErrors[code] = (engineErrors[code] ?? 0) + value;
    }
  }
  return { byStatus, engineErrors };
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

function totalsOf(delta: Reading, operation: string): ServiceTotals {
  const { byStatus, engineErrors } = statusesOf(delta, operation);
  return {
    requests: sum(byStatus),
    byStatus,
    rateLimited: byStatus['429'] ?? 0,
    unavailable: byStatus['503'] ?? 0,
    engineErrors,
    ...latencyOf(delta, operation),
  };
}

function minuteOf(at: number, delta: Reading | undefined, operation: string): ServiceMinute {
  if (!delta)
    return {
      at,
      byClass: null,
      rateLimited: null,
      unavailable: null,
      engineErrors: null,
      timed: null,
      p50: null,
      p95: null,
    };
  const totals = totalsOf(delta, operation);
  const byClass: Record<string, number> = {};
  for (const [status, value] of Object.entries(totals.byStatus)) {
    byClass[`${status[0]}xx`] = (byClass[`${status[0]}xx`] ?? 0) + value;
  }
  const { rateLimited, unavailable, timed, p50, p95 } = totals;
  return { at, byClass, rateLimited, unavailable, engineErrors: sum(totals.engineErrors), timed, p50, p95 };
}

function enginesOf(delta: Reading, operation: string): Record<string, number> {
  const engines: Record<string, number> = {};
  for (const { labels, value } of delta.engines.where({ operation })) {
    if (value > 0 && labels.engine !== 'none') engines[String(labels.engine)] = value;
  }
  return engines;
}

async function gatesOf(registry: Registry): Promise<ServiceGate[]> {
  const gates = new Map<string, ServiceGate>();
  const gate = (name: string) =>
    gates.get(name) ?? gates.set(name, { gate: name, busy: 0, waiting: 0, slots: 0 }).get(name)!;
  for (const [field, metric] of [
    ['busy', METRIC_NAMES.busySlots],
    ['waiting', METRIC_NAMES.queueDepth],
    ['slots', METRIC_NAMES.slots],
  ] as const) {
    for (const { labels, value } of await valuesOf(registry, metric)) gate(String(labels.gate))[field] = value;
  }
  return [...gates.values()];
}

async function gaugeOf(registry: Registry, name: string): Promise<number | undefined> {
  return (await valuesOf(registry, name))[0]?.value;
}

export function createServiceHistory(options: HistoryOptions): ServiceHistory {
  const { registry, operations, now = Date.now, windowSeconds = 3600, bucketSeconds = 60 } = options;
  const bucketMs = bucketSeconds * 1000;
  const floor = (at: number) => Math.floor(at / bucketMs) * bucketMs;
  /** The first minute the window shows at this moment: the current one is its last. */
  const firstMinute = (at: number) => floor(at) - (Math.ceil(windowSeconds / bucketSeconds) - 1) * bucketMs;
  const created = now();
  let startedAt = created;
  /** The first reading of each minute, oldest first. */
  const readings: Reading[] = [];
  let timer: NodeJS.Timeout | undefined;
  const ready = (async () => {
    const start = await gaugeOf(registry, METRIC_NAMES.processStart);
    if (start !== undefined && start * 1000 <= created) startedAt = start * 1000;
    // Counters start at zero with the process: a zero reading at its start is exact. It counts in the
    // minute the history starts, not in the one the process started (maybe the minute before): what
    // comes now would otherwise be shown in a past minute and never in the current one.
    readings.push(empty(Math.max(startedAt, floor(created))));
  })();

  /** Drops the readings of minutes the window no longer shows. */
  function trim(at: number): void {
    while (readings.length > 0 && floor(readings[0]!.at) < firstMinute(at)) readings.shift();
  }

  async function sample(): Promise<void> {
    await ready;
    const at = now();
    if (readings.length === 0 || floor(readings.at(-1)!.at) < floor(at)) readings.push(await read(registry, at));
    trim(at);
  }

  async function snapshot(): Promise<ServiceSnapshot> {
    await ready;
    const at = now();
    const live = await read(registry, at);
    trim(at);
    const all = [...readings, live];
    // A minute is what happened from its first reading to the next minute's (the live one, for the current minute).
    const deltas = new Map<number, Reading>();
    for (let k = 0; k < all.length - 1; k += 1) deltas.set(floor(all[k]!.at), since(all[k + 1]!, all[k]!));
    const minutes: number[] = [];
    for (let minute = firstMinute(at); minute <= floor(at); minute += bucketMs) minutes.push(minute);
    const whole = since(live, all[0]!);
    return {
      at,
      startedAt,
      windowStart: all[0]!.at,
      bucketSeconds,
      inFlight: (await gaugeOf(registry, METRIC_NAMES.inFlight)) ?? 0,
      operations: operations.map((operation): ServiceOperation => ({
        operation,
        minutes: minutes.map((minute) => minuteOf(minute, deltas.get(minute), operation)),
        totals: totalsOf(whole, operation),
        engines: enginesOf(whole, operation),
      })),
      gates: await gatesOf(registry),
    };
  }

  function schedule(): void {
    const at = now();
    timer = setTimeout(
      () => {
        void sample().finally(() => timer && schedule());
      },
      floor(at) + bucketMs - at,
    );
    timer.unref();
  }

  return {
    sample,
    snapshot,
    start() {
      if (!timer) schedule();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    get size() {
      return readings.length;
    },
  };
}
