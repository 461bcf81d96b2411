import { Agent, request } from 'undici';

export interface Answer {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string;
  requestId?: string;
  shapeOk: boolean;
}

const agent = new Agent({ connections: 512, pipelining: 0, headersTimeout: 120_000, bodyTimeout: 120_000 });

/**
 * One POST, timed, with the parts of the answer the suite checks. undici's `request` rather than
 * `fetch`: a fraction of the client's CPU per request, which on a 2-core machine is CPU the server
 * under test keeps.
 */
export async function call(url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      dispatcher: agent,
    });
    const text = await response.body.text();
    const ms = performance.now() - started;
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    let parsed: any;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const isError = response.statusCode >= 400;
    const shapeOk = isError
      ? Boolean(
          parsed &&
          Object.keys(parsed).sort().join() === 'error,requestId' &&
          parsed.error?.code &&
          parsed.error?.message &&
          parsed.requestId === header('x-request-id'),
        )
      : parsed !== undefined;
    return {
      status: response.statusCode,
      ms,
      code: parsed?.error?.code,
      retryAfter: header('retry-after'),
      requestId: header('x-request-id'),
      shapeOk,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, shapeOk: false };
  }
}

/**
 * Open-loop load: starts `rate` requests per second for `seconds`, whatever the server's pace
 * (a closed loop would slow down with the server and never overload it), and waits for all answers.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  send: () => Promise<Answer>,
): Promise<{ answers: Answer[]; elapsed: number }> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<Answer>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send());
  }
  const answers = await Promise.all(pending);
  return { answers, elapsed: (performance.now() - started) / 1000 };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
