import createFetchClient from 'openapi-fetch';
import { parseEditPlan, type EditPlan } from './edit-plan.ts';
import { errorFromResponse, MissingKeyError, NetworkError, TimeoutError, UserAbortError } from './errors.ts';
import type { paths } from './generated/openapi.ts';
import { retryingFetch, type RetryOptions } from './retry.ts';

/** Each operation's client method (its operationId) and path. */
export const OPERATIONS = {
  editImage: '/private/image_edit',
  extractImageText: '/private/ocr',
  aiName: '/private/ai_name',
  cropImages: '/private/image_crops',
  searchPastCoins: '/private/past_coin_search',
  recordPastCoins: '/private/past_coins',
} as const satisfies Record<string, keyof paths>;

/**
 * The paths whose requests may be sent twice with the effect of once, so a retry is safe even when
 * the first attempt may have reached the service: all six operations. Five compute an answer from
 * the body and store nothing; recording coins upserts them by address. Any other request made
 * through the client's fetch is never retried.
 */
export const IDEMPOTENT_PATHS: ReadonlySet<string> = new Set(Object.values(OPERATIONS));

type Operations = typeof OPERATIONS;
export type OperationId = keyof Operations;

// Fails to compile when the regenerated document has a path no method calls.
type Uncalled = Exclude<keyof paths, Operations[OperationId]>;
const everyPathHasAMethod: [Uncalled] extends [never] ? true : Uncalled = true;
void everyPathHasAMethod;

type Post<P extends keyof paths> = paths[P]['post'];
export type RequestOf<Id extends OperationId> = Post<Operations[Id]>['requestBody']['content']['application/json'];
export type ResponseOf<Id extends OperationId> = Post<Operations[Id]>['responses'][200]['content']['application/json'];

/** Where requests go when neither `baseUrl` nor API_BASE_URL says. */
export const DEFAULT_BASE_URL = 'http://localhost:3000';

export interface ClientOptions {
  /** Default: API_BASE_URL, else http://localhost:3000. */
  baseUrl?: string;
  /**
   * Default: API_KEY. Sent as `Authorization: Bearer <key>`. `null` sends none: for a `fetch` that
   * reaches the service through a server holding the key (the console's backend-for-frontend).
   */
  apiKey?: string | null;
  /**
   * Retries of idempotent requests (all six operations: see IDEMPOTENT_PATHS) answered 408 or 5xx or
   * not answered (on by default, as openai-node), and 429 (off by default), honouring retry-after-ms
   * and Retry-After, with jitter.
   */
  retry?: RetryOptions;
  /**
   * Milliseconds each attempt may take before it is abandoned (default 120 000; 0 for none). An attempt
   * that times out is retried like a lost connection; the last one throws a TimeoutError.
   */
  timeout?: number;
  /** Another fetch (a proxy agent, a test double, a backend-for-frontend's route); default the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The request id of each call that names none (in its options or its body), e.g. numbered in the
   * order sent: `inference kit --request-id launch` sends launch-1, launch-2 …
   */
  nextRequestId?: () => string;
}

/** One call's own settings, over the client's. */
export interface CallOptions {
  /**
   * Aborts the call: a UserAbortError (the signal's reason as its `cause`), or a TimeoutError when the
   * reason is a timeout (`AbortSignal.timeout(ms)`).
   */
  signal?: AbortSignal;
  /** Milliseconds each attempt of this call may take (0 for none); default the client's `timeout`. */
  timeout?: number;
  /** Retries of this call; default the client's `retry.maxRetries`. */
  maxRetries?: number;
  /** Headers added to this call's request (the key's Authorization is the client's). */
  headers?: Record<string, string>;
  /** The request's id (the body's `requestId`): X-Request-Id of the answer and the service's log line. */
  requestId?: string;
}

export interface RateLimit {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface ApiResult<T> {
  data: T;
  /** X-Request-Id: the requestId sent, or the one the service made (ai_name's body has none). */
  requestId: string;
  /** X-Engine: the engine that did the work. */
  engine: string | null;
  rateLimit: RateLimit | null;
  /** The raw answer (its body already read into `data`): status and every header. */
  response: Response;
}

/** Image edit's result: the plan the editor applied (X-Edit-Plan), null when the engine says none. */
export interface EditImageResult extends ApiResult<ResponseOf<'editImage'>> {
  editPlan: EditPlan | null;
}

export type ResultOf<Id extends OperationId> = Id extends 'editImage' ? EditImageResult : ApiResult<ResponseOf<Id>>;

export type InferenceClient = {
  [Id in OperationId]: (body: RequestOf<Id>, options?: CallOptions) => Promise<ResultOf<Id>>;
};

/** What every call sends besides its body: the caller's signal and headers, through the retrying fetch. */
interface SendInit {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  fetch: (request: Request) => Promise<Response>;
}

const env = (name: string): string | undefined =>
  typeof process === 'undefined' ? undefined : process.env[name]?.trim() || undefined;

/** A client with one method per operation; each resolves to the typed body or throws a typed ApiError. */
export function createInferenceClient(options: ClientOptions = {}): InferenceClient {
  const apiKey = options.apiKey === null ? null : (options.apiKey ?? env('API_KEY'));
  if (apiKey === '' || apiKey === undefined) throw new MissingKeyError('No API key: pass { apiKey } or set API_KEY.');
  const baseUrl = (options.baseUrl ?? env('API_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const baseFetch = options.fetch ?? ((request: Request) => fetch(request));
  const api = createFetchClient<paths>({
    baseUrl,
    headers: apiKey === null ? {} : { authorization: `Bearer ${apiKey}` },
  });

  /** The body with the call's request id: its options', else its own, else the client's next. */
  const withRequestId = <Body extends { requestId?: string }>(body: Body, callOptions: CallOptions = {}): Body => {
    const requestId = callOptions.requestId ?? (body.requestId === undefined ? options.nextRequestId?.() : undefined);
    return requestId === undefined ? body : { ...body, requestId };
  };

  /** Sends one operation's request (`send` posts its typed body) and reads the answer, or throws the typed error. */
  const call = async <Data>(
    send: (init: SendInit) => Promise<{ data?: Data; error?: unknown; response: Response }>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<Data>> => {
    const timeoutMs = callOptions.timeout ?? options.timeout ?? 120_000;
    const retry =
      callOptions.maxRetries === undefined ? options.retry : { ...options.retry, maxRetries: callOptions.maxRetries };
    let outcome;
    try {
      outcome = await send({
        signal: callOptions.signal,
        headers: callOptions.headers,
        fetch: retryingFetch(baseFetch, retry, { timeoutMs, idempotentPaths: IDEMPOTENT_PATHS }),
      });
    } catch (error) {
      throw callError(error, callOptions.signal, `${baseUrl} within ${timeoutMs} ms`, baseUrl);
    }
    const { response, data, error } = outcome;
    // A success without a body (an empty 200 from a proxy) is not the operation's answer either.
    if (!response.ok || data === undefined) throw errorFromResponse(response, error);
    return {
      data,
      requestId: response.headers.get('x-request-id') ?? '',
      engine: response.headers.get('x-engine'),
      rateLimit: rateLimitOf(response.headers),
      response,
    };
  };

  return {
    editImage: async (body, callOptions) => {
      const result = await call(
        (init) => api.POST(OPERATIONS.editImage, { ...init, body: withRequestId(body, callOptions) }),
        callOptions,
      );
      return { ...result, editPlan: parseEditPlan(result.response.headers.get('x-edit-plan')) };
    },
    extractImageText: (body, callOptions) =>
      call(
        (init) => api.POST(OPERATIONS.extractImageText, { ...init, body: withRequestId(body, callOptions) }),
        callOptions,
      ),
    aiName: (body, callOptions) =>
      call((init) => api.POST(OPERATIONS.aiName, { ...init, body: withRequestId(body, callOptions) }), callOptions),
    cropImages: (body, callOptions) =>
      call((init) => api.POST(OPERATIONS.cropImages, { ...init, body: withRequestId(body, callOptions) }), callOptions),
    searchPastCoins: (body, callOptions) =>
      call(
        (init) => api.POST(OPERATIONS.searchPastCoins, { ...init, body: withRequestId(body, callOptions) }),
        callOptions,
      ),
    recordPastCoins: (body, callOptions) =>
      call(
        (init) => api.POST(OPERATIONS.recordPastCoins, { ...init, body: withRequestId(body, callOptions) }),
        callOptions,
      ),
  };
}

/**
 * What a failed fetch becomes: the client's own errors whatever the cause. The caller's abort is a
 * UserAbortError (a TimeoutError when its reason is a timeout), an attempt's deadline a TimeoutError,
 * anything else a NetworkError; the original is the `cause`.
 */
function callError(error: unknown, signal: AbortSignal | undefined, within: string, baseUrl: string): Error {
  if (signal?.aborted) {
    const reason: unknown = signal.reason;
    if ((reason as Error | undefined)?.name === 'TimeoutError')
      return new TimeoutError(`No answer before the caller's signal timed out`, { cause: reason });
    return new UserAbortError('The call was aborted by its caller', { cause: reason });
  }
  if ((error as Error).name === 'TimeoutError') return new TimeoutError(`No answer from ${within}`, { cause: error });
  // fetch's own message is "fetch failed"; what failed is its cause's (ECONNREFUSED, ENOTFOUND, bad port).
  const cause = (error as Error).cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : cause?.message;
  const why = typeof detail === 'string' ? `${(error as Error).message}: ${detail}` : (error as Error).message;
  return new NetworkError(`Could not reach ${baseUrl} (${why})`, { cause: error });
}

function rateLimitOf(headers: Headers): RateLimit | null {
  const [limit, remaining, reset] = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].map((name) =>
    headers.get(name),
  );
  if (limit == null || remaining == null || reset == null) return null;
  return { limit: Number(limit), remaining: Number(remaining), resetSeconds: Number(reset) };
}
