export {
  createInferenceClient,
  OPERATIONS,
  type ApiResult,
  type CallOptions,
  type ClientOptions,
  type InferenceClient,
  type OperationId,
  type RateLimit,
  type RequestOf,
  type ResponseOf,
} from './client.js';
export {
  ApiError,
  AuthError,
  InferenceError,
  InvalidRequestError,
  NetworkError,
  RateLimitError,
  ServerError,
  UnavailableError,
  type ErrorCode,
  type ErrorKind,
} from './errors.js';
export { dataUrl, dataUrlBytes, imageInput, isUrl } from './images.js';
export type { RetryEvent, RetryOptions } from './retry.js';
export type { components, paths } from './generated/openapi.js';
