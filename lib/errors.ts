/**
 * The one table of error conditions: each maps to the contract's error code and HTTP status.
 * Several conditions share a code (the spec's `internal_error` comes back as 500, 502 or 503
 * depending on what failed), so the table is keyed by condition, not by code.
 */
export const ERROR_CODES = [
  'invalid_message',
  'invalid_image',
  'unauthorized',
  'image_edit_not_enabled',
  'rate_limit',
  'image_edit_failed',
  'image_edit_busy',
  'image_edit_unavailable',
  'internal_error',
  'past_coin_search_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERRORS = {
  invalid_message: { code: 'invalid_message', status: 400 },
  invalid_image: { code: 'invalid_image', status: 400 },
  unauthorized: { code: 'unauthorized', status: 401 },
  image_edit_not_enabled: { code: 'image_edit_not_enabled', status: 403 },
  method_not_allowed: { code: 'invalid_message', status: 405 },
  rate_limit: { code: 'rate_limit', status: 429 },
  image_edit_failed: { code: 'image_edit_failed', status: 502 },
  image_edit_busy: { code: 'image_edit_busy', status: 503 },
  image_edit_unavailable: { code: 'image_edit_unavailable', status: 503 },
  /** A model backend answered with an error or an unusable answer. */
  upstream_failed: { code: 'internal_error', status: 502 },
  /** A model backend timed out or could not be reached. */
  upstream_unavailable: { code: 'internal_error', status: 503 },
  /** Every worker is busy and the wait queue is full, or the wait timed out. */
  overloaded: { code: 'internal_error', status: 503 },
  /** The server is shutting down and takes no new work. */
  draining: { code: 'internal_error', status: 503 },
  /** The console's routes refuse a cross-site call, or the console is turned off. */
  console_forbidden: { code: 'unauthorized', status: 403 },
  /** The console's routes take JSON only (a cross-site form cannot send it without CORS). */
  unsupported_media_type: { code: 'invalid_message', status: 415 },
  /** The console was asked for an operation this server does not have. */
  unknown_operation: { code: 'invalid_message', status: 404 },
  internal_error: { code: 'internal_error', status: 500 },
  /** Reserved by the spec; no operation here emits it. */
  past_coin_search_failed: { code: 'past_coin_search_failed', status: 502 },
} as const satisfies Record<string, { code: ErrorCode; status: number }>;

export type ErrorKind = keyof typeof ERRORS;

export const DEFAULT_MESSAGES: Record<ErrorKind, string> = {
  invalid_message: 'The request body does not match the operation’s request shape.',
  invalid_image:
    'An input image could not be loaded. Send a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).',
  unauthorized: 'A valid API key is required: send it as "Authorization: Bearer <key>" or "X-Api-Key: <key>".',
  image_edit_not_enabled: 'Image editing is not enabled for this API key.',
  method_not_allowed: 'Method not allowed: this endpoint accepts POST only.',
  rate_limit: 'Rate limit exceeded for this operation; retry after the time given in Retry-After.',
  image_edit_failed: 'The image edit failed.',
  image_edit_busy: 'Image editing is busy; retry shortly.',
  image_edit_unavailable: 'Image editing is temporarily unavailable; retry with backoff.',
  upstream_failed: 'The model backend failed to produce a usable answer.',
  upstream_unavailable: 'The model backend is temporarily unavailable; retry with backoff.',
  overloaded: 'The service is busy; retry shortly.',
  draining: 'The server is shutting down; retry on another instance.',
  console_forbidden: 'The console accepts calls from its own pages only.',
  unsupported_media_type: 'Send the body as JSON with Content-Type: application/json.',
  unknown_operation: 'There is no such operation.',
  internal_error: 'An unexpected error occurred.',
  past_coin_search_failed: 'Past-coin search failed.',
};

export interface ApiErrorOptions {
  /** Seconds the caller should wait before retrying; becomes the Retry-After header. */
  retryAfter?: number;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * Marks ApiErrors across module copies: Next.js evaluates this module once per bundle
 * (instrumentation, each route), so an ApiError thrown by a singleton created in one bundle is not
 * an `instanceof` the class of another. The brand is shared through the global symbol registry.
 */
const API_ERROR = Symbol.for('inference.ApiError');

/** An error that is meant to reach the caller: its message must be safe to show. */
export class ApiError extends Error {
  readonly [API_ERROR] = true;
  readonly kind: ErrorKind;
  readonly retryAfter?: number;
  readonly headers: Record<string, string>;

  constructor(kind: ErrorKind, message?: string, options: ApiErrorOptions = {}) {
    super(message ?? DEFAULT_MESSAGES[kind], { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.retryAfter = options.retryAfter;
    this.headers = options.headers ?? {};
  }

  get code(): ErrorCode {
    return ERRORS[this.kind].code;
  }

  get status(): number {
    return ERRORS[this.kind].status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { [API_ERROR]?: unknown })[API_ERROR] === true;
}
