import { z } from 'zod';

/**
 * What the console's Service page is sent (POST /console/api/service): the last hour of this
 * server's own metrics, read from the registry /metrics serves (lib/observability/history.ts).
 * Counts are requests; latencies are seconds (null where no request was timed).
 */
const count = z.number().int().nonnegative();
const seconds = z.number().nonnegative().nullable();
const counts = z.record(z.string(), count);

/** One minute of one operation (the current minute so far, last); null counts before the server started. */
export const serviceMinuteSchema = z.object({
  /** The minute's start, in epoch milliseconds. */
  at: z.number(),
  /** Requests by status class ("2xx", "4xx", "5xx"). */
  byClass: counts.nullable(),
  /** 429: refused by the per-user rate limits. */
  rateLimited: count.nullable(),
  /** 503: refused for lack of capacity or with the engine unavailable. */
  unavailable: count.nullable(),
  /** Engine errors: 5xx answers other than 503 (500, 502: the engine failed or broke its contract). */
  engineErrors: count.nullable(),
  /** Requests timed (the latency histogram's count): p50 and p95 rest on these; with one, both are its own latency. */
  timed: count.nullable(),
  p50: seconds,
  p95: seconds,
});

/** An operation over the whole window. */
export const serviceTotalsSchema = z.object({
  requests: count,
  /** Requests by exact HTTP status ("200", "429", …). */
  byStatus: counts,
  rateLimited: count,
  unavailable: count,
  /** Engine errors (5xx other than 503) by error code. */
  engineErrors: counts,
  /** Requests timed: p50 and p95 rest on these; with one, both are its own latency, exactly. */
  timed: count,
  p50: seconds,
  p95: seconds,
});

export const serviceOperationSchema = z.object({
  operation: z.string(),
  minutes: z.array(serviceMinuteSchema),
  totals: serviceTotalsSchema,
  /** The engines that answered it in the window, with how many requests each. */
  engines: counts,
});

/** A bounded pool of work slots (an operation's capacity), right now. */
export const serviceGateSchema = z.object({ gate: z.string(), busy: count, waiting: count, slots: count });

export const serviceSnapshotSchema = z.object({
  /** When it was read, in epoch milliseconds. */
  at: z.number(),
  /** When the server process started. */
  startedAt: z.number(),
  /** Where the totals start: an hour ago, or the server's start if that is later. */
  windowStart: z.number(),
  bucketSeconds: z.number().positive(),
  inFlight: count,
  operations: z.array(serviceOperationSchema),
  gates: z.array(serviceGateSchema),
});

export type ServiceMinute = z.infer<typeof serviceMinuteSchema>;
export type ServiceTotals = z.infer<typeof serviceTotalsSchema>;
export type ServiceOperation = z.infer<typeof serviceOperationSchema>;
export type ServiceGate = z.infer<typeof serviceGateSchema>;
export type ServiceSnapshot = z.infer<typeof serviceSnapshotSchema>;
