import 'server-only';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { inFlight } from '../server/lifecycle';
import { perProcess } from '../per-process';

/** Something with slots and a wait queue whose occupancy is worth watching (see lib/limits/gate.ts). */
export interface GateLike {
  readonly running: number;
  readonly waiting: number;
  readonly concurrency: number;
}

/** The names of the service's own metric families, for readers of the registry (history.ts) besides /metrics. */
export const METRIC_NAMES = {
  requests: 'inference_requests_total',
  latency: 'inference_request_duration_seconds',
  rateLimited: 'inference_rate_limit_rejections_total',
  inFlight: 'inference_requests_in_flight',
  busySlots: 'inference_busy_slots',
  queueDepth: 'inference_queue_depth',
  slots: 'inference_slots',
  /** From prom-client's default metrics. */
  processStart: 'process_start_time_seconds',
} as const;

export interface Metrics {
  registry: Registry;
  requests: Counter<'operation' | 'status' | 'code'>;
  latency: Histogram<'operation' | 'engine'>;
  rateLimited: Counter<'operation'>;
  gates: Map<string, GateLike>;
}

/** A registry with the service's metrics and the process defaults: one per process (metrics()), or one per test. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const gates = new Map<string, GateLike>();
  const metrics: Metrics = {
    registry,
    gates,
    requests: new Counter({
      name: METRIC_NAMES.requests,
      help: 'Requests answered, by operation, HTTP status and error code ("" on success).',
      labelNames: ['operation', 'status', 'code'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: METRIC_NAMES.latency,
      help: 'Time from request to response, by operation and the engine that answered ("none" when no engine ran).',
      labelNames: ['operation', 'engine'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: METRIC_NAMES.rateLimited,
      help: 'Requests refused with 429 by the per-user buckets.',
      labelNames: ['operation'],
      registers: [registry],
    }),
  };
  new Gauge({
    name: METRIC_NAMES.inFlight,
    help: 'Requests being answered right now (a draining server waits for these).',
    registers: [registry],
    collect() {
      this.set(inFlight());
    },
  });
  new Gauge({
    name: METRIC_NAMES.busySlots,
    help: 'Work slots in use, by gate.',
    labelNames: ['gate'],
    registers: [registry],
    collect() {
      for (const [name, gate] of gates) this.set({ gate: name }, gate.running);
    },
  });
  new Gauge({
    name: METRIC_NAMES.queueDepth,
    help: 'Requests waiting for a work slot, by gate.',
    labelNames: ['gate'],
    registers: [registry],
    collect() {
      for (const [name, gate] of gates) this.set({ gate: name }, gate.waiting);
    },
  });
  new Gauge({
    name: METRIC_NAMES.slots,
    help: 'Configured work slots, by gate.',
    labelNames: ['gate'],
    registers: [registry],
    collect() {
      for (const [name, gate] of gates) this.set({ gate: name }, gate.concurrency);
    },
  });
  return metrics;
}

/** The process's registry, the one /metrics serves. */
export const metrics = perProcess('metrics', createMetrics);

export function observeRequest(
  fields: { operation: string; status: number; code?: string; engine?: string; seconds: number },
  into: Metrics = metrics(),
): void {
  const { requests, latency, rateLimited } = into;
  requests.inc({ operation: fields.operation, status: String(fields.status), code: fields.code ?? '' });
  latency.observe({ operation: fields.operation, engine: fields.engine ?? 'none' }, fields.seconds);
  if (fields.status === 429) rateLimited.inc({ operation: fields.operation });
}

/** Makes a gate's busy slots and queue depth visible at /metrics. */
export function watchGate(name: string, gate: GateLike, into: Metrics = metrics()): void {
  into.gates.set(name, gate);
}

/** A counter of this registry, made on first use: an operation's own metrics (e.g. OCR's worker recycles). */
export function counter<Label extends string>(options: { name: string; help: string; labelNames: Label[] }) {
  const { registry } = metrics();
  const existing = registry.getSingleMetric(options.name);
  return (existing as Counter<Label> | undefined) ?? new Counter({ ...options, registers: [registry] });
}
