import { brand } from './per-process';

/**
 * The first codes of the contract's table, in the order the specification's table of codes lists
 * them (and docs/api.md after it): the codes every operation shares, and between them the four the
 * specification gives image editing (their conditions are declared in its folder). Every further
 * code is an operation's own, declared with its condition in the operation's folder; the one table
 * (lib/operations/contracts.ts, ERROR_CODES) is these, then theirs in registry order.
 */
export const SPECIFIED_ERROR_CODES = [
  'invalid_message',
  'invalid_image',
  'unauthorized',
  'image_edit_not_enabled',
  'rate_limit',
  'image_edit_failed',
  'image_edit_busy',
  'image_edit_unavailable',
  'internal_error',
] as const;

/**
 * An error code: one of the specification's, or one an operation declares. An error condition maps
 * to one and an HTTP status; several conditions share a code (the spec's `internal_error` comes back
 * as 500, 502 or 503 depending on what failed), so conditions are keyed by name, not by code.
 */
export type ErrorCode = (typeof SPECIFIED_ERROR_CODES)[number] | (string & {});

/** What one error condition answers with: the contract's code, an HTTP status and a default message. */
export interface ErrorCondition {
  code: ErrorCode;
  status: number;
  message: string;
}

/** A condition with its name, as a table made by errorConditions gives it. */
export interface NamedErrorCondition extends ErrorCondition {
  kind: string;
}

/** Names each condition of a table after its key (operations declare theirs in their folder). */
export function errorConditions<const T extends Record<string, ErrorCondition>>(
  table: T,
): { [K in keyof T & string]: T[K] & { kind: K } } {
  return Object.fromEntries(Object.entries(table).map(([kind, condition]) => [kind, { ...condition, kind }])) as {
    [K in keyof T & string]: T[K] & { kind: K };
  };
}

/** The conditions every operation, the pipeline and the console share. */
export const ERRORS = errorConditions({
  invalid_message: {
    code: 'invalid_message',
    status: 400,
    message: 'The request body does not match the operation’s request shape.',
  },
  invalid_image: {
    code: 'invalid_image',
    status: 400,
    message:
      'An input image could not be loaded. Send a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).',
  },
  unauthorized: {
    code: 'unauthorized',
    status: 401,
    message: 'A valid API key is required: send it as "Authorization: Bearer <key>" or "X-Api-Key: <key>".',
  },
  method_not_allowed: {
    code: 'invalid_message',
    status: 405,
    message: 'Method not allowed: this endpoint accepts POST only.',
  },
  /** A path under /private that names no operation. */
  no_such_path: { code: 'invalid_message', status: 404, message: 'There is no operation at this path.' },
  /** The request's headers or body did not arrive in full within the deadline for receiving them. */
  request_timeout: {
    code: 'request_timeout',
    status: 408,
    message: 'The request body did not arrive in full in time; send it again without pausing.',
  },
  /** The request line or headers are not HTTP/1.1 (answered by the server below the pipeline). */
  malformed_request: {
    code: 'invalid_message',
    status: 400,
    message: 'The request is not well-formed HTTP/1.1; send a request line, headers and a blank line.',
  },
  /** The request's headers are larger than the server reads (Node.js's limit, 16 KB by default). */
  headers_too_large: {
    code: 'invalid_message',
    status: 431,
    message: 'The request’s headers are too large; send fewer or shorter headers.',
  },
  rate_limit: {
    code: 'rate_limit',
    status: 429,
    message: 'Rate limit exceeded for this operation; retry after the time given in Retry-After.',
  },
  /** A model backend answered with an error or an unusable answer. */
  upstream_failed: {
    code: 'internal_error',
    status: 502,
    message: 'The model backend failed to produce a usable answer.',
  },
  /** A model backend timed out or could not be reached. */
  upstream_unavailable: {
    code: 'internal_error',
    status: 503,
    message: 'The model backend is temporarily unavailable; retry with backoff.',
  },
  /** Every worker is busy and the wait queue is full, or the wait timed out. */
  overloaded: { code: 'internal_error', status: 503, message: 'The service is busy; retry shortly.' },
  /** The server is shutting down and takes no new work. */
  draining: { code: 'internal_error', status: 503, message: 'The server is shutting down; retry on another instance.' },
  /** The console's routes refuse a cross-site call, or the console is turned off. */
  console_forbidden: {
    code: 'unauthorized',
    status: 403,
    message: 'The console accepts calls from its own pages only.',
  },
  /** The console's routes take JSON only (a cross-site form cannot send it without CORS). */
  unsupported_media_type: {
    code: 'invalid_message',
    status: 415,
    message: 'Send the body as JSON with Content-Type: application/json.',
  },
  /** The console was asked for an operation this server does not have. */
  unknown_operation: { code: 'invalid_message', status: 404, message: 'There is no such operation.' },
  internal_error: { code: 'internal_error', status: 500, message: 'An unexpected error occurred.' },
});

/** A shared condition, by name; an operation's own conditions are passed as the objects its folder declares. */
export type ErrorKind = keyof typeof ERRORS;

export interface ApiErrorOptions {
  /** Seconds the caller should wait before retrying; becomes the Retry-After header. */
  retryAfter?: number;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** Marks ApiErrors across copies of this module (lib/per-process.ts). */
const apiErrorBrand = brand<ApiError>('ApiError');

/** An error that is meant to reach the caller: its message must be safe to show. */
export class ApiError extends Error {
  readonly kind: string;
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfter?: number;
  readonly headers: Record<string, string>;

  constructor(condition: ErrorKind | NamedErrorCondition, message?: string, options: ApiErrorOptions = {}) {
    const { kind, code, status, message: fallback } = typeof condition === 'string' ? ERRORS[condition] : condition;
    super(message ?? fallback, { cause: options.cause });
    apiErrorBrand.mark(this);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => apiErrorBrand.is(error);
