import 'server-only';
import { isEngineError } from '../engines/errors';
import { ApiError, isApiError, type NamedErrorCondition } from '../errors';
import { isImageError } from '../images/invalid';

/** Which API error conditions an operation answers its engine's failures with. */
export interface EngineErrorKinds {
  /** The backend answered but produced nothing usable (502). */
  failed: NamedErrorCondition;
  /** The backend is down, timed out or its circuit is open (503 with Retry-After). */
  unavailable: NamedErrorCondition;
}

/**
 * The one place engine and image failures become API errors: a bad input image is 400
 * invalid_image naming its field, an engine shutting down is the server draining, and an engine
 * that failed or is unavailable is the operation's own condition. Anything else passes unchanged.
 */
export function toApiError(error: unknown, kinds: EngineErrorKinds): unknown {
  if (isApiError(error)) return error;
  if (isImageError(error)) {
    const message = error.field ? `${error.field}: ${error.message}` : error.message;
    return new ApiError('invalid_image', message, { cause: error });
  }
  if (!isEngineError(error)) return error;
  switch (error.kind) {
    case 'shutting_down':
      return new ApiError('draining', undefined, { retryAfter: 1, cause: error });
    case 'unavailable':
      return new ApiError(kinds.unavailable, error.message, { retryAfter: error.retryAfter ?? 5, cause: error });
    case 'failed':
      return new ApiError(kinds.failed, error.message, { cause: error });
  }
}
