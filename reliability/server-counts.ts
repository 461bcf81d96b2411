import { metricsText } from '../test-support/app';

/** Reads the server's own count of answers by status for one operation from /metrics. */
export async function serverCounts(baseUrl: string, token: string, operation: string): Promise<Record<string, number>> {
  return countsIn(await metricsText({ url: baseUrl }, token), operation);
}

function countsIn(text: string, operation: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const pattern = new RegExp(
    `^inference_requests_total\\{operation="${operation}",status="(\\d+)",code="[^"]*"\\} (\\d+)`,
    'gm',
  );
  for (const match of text.matchAll(pattern)) counts[match[1]!] = (counts[match[1]!] ?? 0) + Number(match[2]);
  return counts;
}

export function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [status, count] of Object.entries(after)) {
    const delta = count - (before[status] ?? 0);
    if (delta > 0) out[status] = delta;
  }
  return out;
}

export function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}

/** Requests the server was answering when it wrote this /metrics text (its own gauge). */
function inFlightIn(text: string): number {
  return Number(/^inference_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0);
}

/**
 * The server's counts once they stop moving: requests a load tool gave up on may still be finishing.
 * Settled means nothing in flight (the /metrics read itself aside) and no change for `quietMs`: on a
 * busy machine a slow operation's stragglers can take longer than any fixed quiet time.
 */
export async function settledCounts(
  baseUrl: string,
  token: string,
  operation: string,
  quietMs = 1_000,
): Promise<Record<string, number>> {
  let previous = await serverCounts(baseUrl, token, operation);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const text = await metricsText({ url: baseUrl }, token);
    const current = countsIn(text, operation);
    const idle = inFlightIn(text) === 0;
    if (idle && sameCounts(current, previous)) return current;
    previous = current;
  }
  return previous;
}
