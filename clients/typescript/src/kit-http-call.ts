import { retryingFetch, type RetryOptions } from './retry.js';
import type { KitCall } from './kit/index.js';

export interface HttpCallOptions {
  /** The service, e.g. http://localhost:3000. */
  baseUrl: string;
  apiKey: string;
  /** 503s are retried after Retry-After by default; 429s are answered as they are. */
  retry?: RetryOptions;
  /** Milliseconds each attempt may take (none by default). */
  timeoutMs?: number;
  /** Each request's id is this with its number in the order sent: `<id>-1`, `<id>-2` … */
  requestId?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** A KitCall over HTTP to the service's /private routes (the command line's and the bench's). */
export function httpCall(options: HttpCallOptions): KitCall {
  const send = retryingFetch(options.fetch ?? ((request) => fetch(request)), options.retry, {
    timeoutMs: options.timeoutMs,
  });
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let sent = 0;
  return async (operation, request, signal) => {
    sent += 1;
    const body =
      options.requestId === undefined ? request : { ...(request as object), requestId: `${options.requestId}-${sent}` };
    const response = await send(
      new Request(`${baseUrl}/private/${operation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      }),
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page): kept as text, shown in the step's error.
    }
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      body: parsed,
      ...(retryAfter !== null && { retryAfterSeconds: Number(retryAfter) }),
    };
  };
}
