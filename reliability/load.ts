import autocannon from 'autocannon';

export interface LoadResult {
  sent: number;
  byStatus: Record<string, number>;
  errors: number;
  timeouts: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadOptions {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  connections: number;
  durationSeconds?: number;
  amount?: number;
  /** Requests per second across all connections; unset means as fast as possible. */
  rate?: number;
  timeoutSeconds?: number;
}

/** Drives one endpoint with autocannon and counts answers by status on the client side. */
export async function drive(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(options.body),
    connections: options.connections,
    duration: options.durationSeconds ?? 5,
    amount: options.amount,
    overallRate: options.rate,
    timeout: options.timeoutSeconds ?? 30,
  });
  const byStatus: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    byStatus[status] = Number((stat as { count: number | string }).count);
  }
  const answered = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    sent: answered + result.errors,
    byStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: answered / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

export const fmt = {
  rps: (value: number) => `${value.toFixed(0)} req/s`,
  ms: (value: number) => `${value.toFixed(1)} ms`,
  statuses: (byStatus: Record<string, number>) =>
    Object.entries(byStatus)
      .sort()
      .map(([status, count]) => `${status}:${count}`)
      .join(' ') || 'none',
};
