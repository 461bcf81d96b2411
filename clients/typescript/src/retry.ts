import { retryAfterSeconds } from './errors.ts';

export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 turns retrying off). */
  maxRetries?: number;
  /**
   * Retry 5xx answers (default true), as openai-node does: a 503 (capacity, a store's outage) is brief
   * by design, a model backend that failed once (502) often answers the next time, and a 500 or a
   * proxy's 504 may not happen again.
   */
  on5xx?: boolean;
  /** Retry 503 answers (default `on5xx`). */
  on503?: boolean;
  /** Retry 502 answers (default `on5xx`). */
  on502?: boolean;
  /**
   * Retry 408 answers (default true), as openai-node does: the body did not arrive within the
   * service's deadline, so nothing ran.
   */
  on408?: boolean;
  /** Retry a request that got no answer: refused or reset connection, DNS failure, timeout (default true). */
  onConnectionError?: boolean;
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
  /** The answer's status; 0 when there was no answer (a connection error). */
  status: number;
  /** The wait before the retry, in seconds: Retry-After (or the back-off) plus up to 10% of jitter. */
  waitSeconds: number;
  requestId: string | null;
}

type Fetch = (request: Request) => Promise<Response>;

/** GET and HEAD, or a request the caller says may be sent twice with the effect of once. */
const isIdempotent = (request: Request, idempotentPaths: ReadonlySet<string>) =>
  request.method === 'GET' || request.method === 'HEAD' || idempotentPaths.has(new URL(request.url).pathname);

/**
 * A fetch that re-sends an idempotent request (GET, HEAD, or a POST to one of `idempotentPaths`)
 * answered 408 or 5xx (and, when asked, 429), or not answered at all, as openai-node does: after
 * `retry-after-ms` or Retry-After, else an exponential back-off (0.5, 1, 2 … s, at most 8 s), each
 * wait with up to 10% of random jitter so that many clients refused at once do not come back at once.
 * (openai-node also retries 409, a lock that timed out; this service answers none.)
 */
export function retryingFetch(
  baseFetch: Fetch,
  options: RetryOptions = {},
  { timeoutMs, idempotentPaths = new Set() }: { timeoutMs?: number; idempotentPaths?: ReadonlySet<string> } = {},
): Fetch {
  const maxRetries = options.maxRetries ?? 2;
  const maxWaitSeconds = options.maxWaitSeconds ?? 30;
  const on5xx = options.on5xx ?? true;
  const retryable = (status: number) => {
    if (status === 408) return options.on408 ?? true;
    if (status === 429) return options.on429 ?? false;
    if (status === 502) return options.on502 ?? on5xx;
    if (status === 503) return options.on503 ?? on5xx;
    return status >= 500 && status <= 599 && on5xx;
  };

  return async (request) => {
    const retries = isIdempotent(request, idempotentPaths) ? maxRetries : 0;
    for (let attempt = 1; ; attempt += 1) {
      const last = attempt > retries;
      let response: Response;
      try {
        // The original stays unread so that it can be cloned again for the next attempt.
        response = await baseFetch(withTimeout(last ? request : request.clone(), timeoutMs, request.signal));
      } catch (error) {
        // A call aborted by its caller is not retried; an attempt that timed out is, like a lost connection.
        if (last || request.signal.aborted || !(options.onConnectionError ?? true)) throw error;
        const waitSeconds = jittered(backOff(attempt));
        options.onRetry?.({ attempt, status: 0, waitSeconds, requestId: null });
        await sleep(waitSeconds * 1000, request.signal);
        continue;
      }
      if (last || !retryable(response.status)) return response;
      const asked = retryAfterSeconds(response.headers);
      if (asked !== null && asked > maxWaitSeconds) return response;
      const waitSeconds = jittered(asked ?? backOff(attempt));
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

/**
 * The request with its own deadline added to the caller's signal: an abort with a TimeoutError when it
 * passes (the body's reading included). The Request made here follows the deadline's signal through a
 * weak reference (undici's), so something must hold it until the deadline: its timer does (and the
 * caller's signal, through its listener). With `AbortSignal.timeout` inside `AbortSignal.any`, nothing
 * did, and a garbage collection in between (seen on a process's first request) left the request
 * waiting however long its answer took. The timer is unref'd under Node: a finished request keeps no
 * process alive. The caller's abort is followed from the original request's signal, not a clone's: a
 * clone's signal follows the original's through a weak reference too, and nothing holds the clone.
 */
function withTimeout(request: Request, timeoutMs: number | undefined, caller: AbortSignal): Request {
  const deadline = new AbortController();
  const attempt = new Request(request, { signal: deadline.signal });
  const abort = (reason: unknown) => {
    if (!attempt.signal.aborted) deadline.abort(reason);
  };
  // No timeout (0): the attempt still follows the caller's signal, for the clone's sake.
  const timer =
    timeoutMs === undefined || timeoutMs <= 0
      ? undefined
      : setTimeout(
          () => abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
          timeoutMs,
        );
  // Node's timers have unref (a browser's setTimeout gives a number).
  (timer as { unref?: () => void } | undefined)?.unref?.();
  if (caller.aborted) abort(caller.reason);
  else
    caller.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        abort(caller.reason);
      },
      { once: true },
    );
  return attempt;
}

/** 0.5 s before the first retry, doubling up to 8 s (openai-node's): what a proxy's 502 or a refused connection gets. */
const backOff = (attempt: number) => Math.min(0.5 * 2 ** (attempt - 1), 8);

/** The wait plus up to 10% more, rounded to milliseconds: never less than asked. */
const jittered = (seconds: number) => Math.round(seconds * (1 + Math.random() * 0.1) * 1000) / 1000;

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
