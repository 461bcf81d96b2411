import { retryAfterSeconds } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retrying off). */
  maxRetries?: number;
  /** Retry 503 answers (default true): capacity and store outages are brief by design. */
  on503?: boolean;
  /** Retry 429 answers (default false): a rate limit is usually the caller's to pace. */
  on429?: boolean;
  /**
   * The longest wait the client accepts (default 30 s): an answer asking for more is returned as it is,
   * since waiting less than asked would only be refused again.
   */
  maxWaitSeconds?: number;
  /** Called before each wait, e.g. to log it. */
  onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  status: number;
  waitSeconds: number;
  requestId: string | null;
}

type Fetch = (request: Request) => Promise<Response>;

/** A fetch that re-sends a request answered 503 (and, when asked, 429) after its Retry-After. */
export function retryingFetch(baseFetch: Fetch, options: RetryOptions = {}): Fetch {
  const maxRetries = options.maxRetries ?? 2;
  const maxWaitSeconds = options.maxWaitSeconds ?? 30;
  const retryable = (status: number) =>
    (status === 503 && (options.on503 ?? true)) || (status === 429 && (options.on429 ?? false));

  return async (request) => {
    for (let attempt = 1; ; attempt += 1) {
      // The original stays unread so that it can be cloned again for the next attempt.
      const response = await baseFetch(attempt > maxRetries ? request : request.clone());
      if (attempt > maxRetries || !retryable(response.status)) return response;
      // The service always sends Retry-After on 429 and 503; a proxy may not: back off 1, 2, 4 s.
      const waitSeconds = retryAfterSeconds(response.headers) ?? 2 ** (attempt - 1);
      if (waitSeconds > maxWaitSeconds) return response;
      await response.body?.cancel();
      options.onRetry?.({
        attempt,
        status: response.status,
        waitSeconds,
        requestId: response.headers.get('x-request-id'),
      });
      await sleep(waitSeconds * 1000, request.signal);
    }
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
