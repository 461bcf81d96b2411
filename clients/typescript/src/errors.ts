import type { components } from './generated/openapi.ts';

/** Every code the service's error bodies carry, from the OpenAPI document. */
export type ErrorCode = components['schemas']['ErrorResponse']['error']['code'];

/** What went wrong, by status: what a caller (and the CLI's exit code) branches on. */
export type ErrorKind =
  'invalid_request' | 'unauthorized' | 'forbidden' | 'rate_limited' | 'unavailable' | 'server_error';

/**
 * Any failure of a call: an answer with an error status (ApiError) or no answer at all (NetworkError).
 * As openai-node's errors do, every one has the answer's `status` and `headers`: undefined when there
 * was no answer.
 */
export class InferenceError extends Error {
  override name = 'InferenceError';
  /** The answer's HTTP status; undefined when there was none. */
  readonly status: number | undefined = undefined;
  /** The answer's headers (`RateLimit-Remaining`, `Retry-After`, `X-Request-Id` …); undefined when there was none. */
  readonly headers: Headers | undefined = undefined;
}

/** The service answered with an error status. */
export class ApiError extends InferenceError {
  override name = 'ApiError';
  readonly kind: ErrorKind;

  constructor(
    override readonly status: number,
    /** The body's error code; `unexpected_response` when the body is not the service's error shape (e.g. a proxy's page). */
    readonly code: ErrorCode | 'unexpected_response',
    message: string,
    /** The request's id (X-Request-Id, else the body's), to quote when asking about a failure. */
    readonly requestId: string | null,
    /** Retry-After in seconds, on 429 and 503. */
    readonly retryAfterSeconds: number | null,
    /** The request field the error is about (`coins[0].ticker`), when the service names one; else null. */
    readonly param: string | null = null,
    /** Every header of the answer; empty for an error made here (a launch kit's failed step). */
    override readonly headers: Headers = new Headers(),
  ) {
    super(message);
    this.kind = kindOf(status);
  }
}

export class InvalidRequestError extends ApiError {
  override name = 'InvalidRequestError';
}
export class AuthError extends ApiError {
  override name = 'AuthError';
}
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}
export class UnavailableError extends ApiError {
  override name = 'UnavailableError';
}
export class ServerError extends ApiError {
  override name = 'ServerError';
}

/** The service could not be reached, or the connection failed before an answer. */
export class NetworkError extends InferenceError {
  override name = 'NetworkError';
}

/**
 * No answer in time: within the client's (or the call's) `timeout` after the retries, or before the
 * caller's own signal timed out (`AbortSignal.timeout`).
 */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

/** The caller aborted the call (its `signal`), whatever the abort's reason; `cause` holds the reason. */
export class UserAbortError extends InferenceError {
  override name = 'UserAbortError';
}

/** No API key given nor in API_KEY: thrown by createInferenceClient before any request. */
export class MissingKeyError extends InferenceError {
  override name = 'MissingKeyError';
}

function kindOf(status: number): ErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  if (status >= 400 && status < 500) return 'invalid_request';
  return 'server_error';
}

const CLASS_BY_KIND: Record<ErrorKind, typeof ApiError> = {
  invalid_request: InvalidRequestError,
  unauthorized: AuthError,
  forbidden: AuthError,
  rate_limited: RateLimitError,
  unavailable: UnavailableError,
  server_error: ServerError,
};

/**
 * The wait an answer asks for, in seconds: `retry-after-ms` (milliseconds, as openai-node reads it)
 * first, else Retry-After (delta-seconds or an HTTP date); null when absent or unreadable.
 */
export function retryAfterSeconds(headers: Headers): number | null {
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds)) return Math.max(0, milliseconds / 1000);
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The typed error for an error answer and its parsed body (JSON, text or nothing). */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const shaped = isErrorBody(body) ? body : undefined;
  const requestId = response.headers.get('x-request-id') ?? shaped?.requestId ?? null;
  const code = shaped?.error.code ?? 'unexpected_response';
  const message =
    shaped?.error.message ??
    `HTTP ${response.status}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
  const param = typeof shaped?.error.param === 'string' ? shaped.error.param : paramOf(code, message);
  return apiError(
    response.status,
    code,
    message,
    requestId,
    retryAfterSeconds(response.headers),
    param,
    response.headers,
  );
}

/** A field path as the service writes one at the start of a message: `event.images[0]: …`. */
const FIELD = /^((?:[A-Za-z_$][\w$]*|body)(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*): /;

/**
 * The field an invalid_message names, from the message's start (`coins[0].ticker: must be …`); null
 * for the body as a whole (`body: …`) and for other errors.
 */
function paramOf(code: string, message: string): string | null {
  if (code !== 'invalid_message') return null;
  const field = FIELD.exec(message)?.[1];
  return field === undefined || field === 'body' ? null : field;
}

/** The typed error for an error status, code and message (a launch kit's failed step, say). */
export function apiError(
  status: number,
  code: string,
  message: string,
  requestId: string | null = null,
  retryAfter: number | null = null,
  param: string | null = null,
  headers: Headers = new Headers(),
): ApiError {
  const ErrorClass = CLASS_BY_KIND[kindOf(status)];
  return new ErrorClass(status, code as ErrorCode, message, requestId, retryAfter, param, headers);
}

/** The service's error body; `param` is read when a service sends it. */
type ErrorBody = components['schemas']['ErrorResponse'] & { error: { param?: unknown } };

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
