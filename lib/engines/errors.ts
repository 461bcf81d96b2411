import { brand } from '../per-process';

/**
 * The typed errors every engine throws. Engines know nothing of HTTP: the operation that runs an
 * engine maps these to the API's error conditions (lib/operations/engine-errors.ts).
 * Recognised by a brand, not `instanceof`: an engine built in one bundle serves routes of another
 * (lib/per-process.ts).
 */
const engineErrorBrand = brand<EngineError>('EngineError');

export type EngineErrorKind =
  /** The backend answered but produced nothing usable, or refused. The message is safe to show. */
  | 'failed'
  /** The backend is down, timed out or its circuit is open; worth retrying after `retryAfter` seconds. */
  | 'unavailable'
  /** The engine is shutting down and takes no new work. */
  | 'shutting_down';

export class EngineError extends Error {
  constructor(
    readonly kind: EngineErrorKind,
    message: string,
    options: { retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    engineErrorBrand.mark(this);
    this.name = 'EngineError';
    this.retryAfter = options.retryAfter;
  }

  /** Seconds after which a retry may succeed (for `unavailable`). */
  readonly retryAfter?: number;
}

export const isEngineError = (error: unknown): error is EngineError => engineErrorBrand.is(error);

export const engineFailed = (message: string, cause?: unknown) => new EngineError('failed', message, { cause });

export const engineUnavailable = (message: string, retryAfter: number, cause?: unknown) =>
  new EngineError('unavailable', message, { retryAfter, cause });

export const engineShuttingDown = (cause?: unknown) =>
  new EngineError('shutting_down', 'The engine is shutting down.', { cause });
