import type { OperationName, RateLimitInfo, RunRecord } from './types';

/** The console's same-origin route for an operation; it attaches the server-held key. */
export function consoleRoute(operation: OperationName): string {
  return `/console/api/${operation}`;
}

function readRateLimit(headers: Headers): RateLimitInfo | undefined {
  const limit = headers.get('RateLimit-Limit');
  const remaining = headers.get('RateLimit-Remaining');
  const reset = headers.get('RateLimit-Reset');
  if (limit === null || remaining === null || reset === null) return undefined;
  return { limit: Number(limit), remaining: Number(remaining), resetSeconds: Number(reset) };
}

function readError(body: unknown): RunRecord['error'] {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return { code: error.code, message: error.message };
  }
  return undefined;
}

/**
 * Runs an operation through the console's route and records everything a person may want to see.
 * HTTP errors are results too (their status, code and message are shown); only a network failure throws.
 */
export async function runOperation(
  operation: OperationName,
  request: unknown,
  signal?: AbortSignal,
): Promise<RunRecord> {
  const startedAt = Date.now();
  const started = performance.now();
  const response = await fetch(consoleRoute(operation), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    signal,
  });
  const text = await response.text();
  const latencyMs = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): shown as text.
  }
  const retryAfter = response.headers.get('Retry-After');
  return {
    id: `${startedAt}-${Math.random().toString(36).slice(2, 8)}`,
    operation,
    startedAt,
    latencyMs,
    request,
    status: response.status,
    ok: response.ok,
    requestId: response.headers.get('X-Request-Id') ?? undefined,
    engine: response.headers.get('X-Engine') ?? undefined,
    rateLimit: readRateLimit(response.headers),
    retryAfterSeconds: retryAfter === null ? undefined : Number(retryAfter),
    editPlan: response.headers.get('X-Edit-Plan') ?? undefined,
    response: body,
    error: response.ok
      ? undefined
      : (readError(body) ?? { code: `http_${response.status}`, message: String(text).slice(0, 300) }),
  };
}
