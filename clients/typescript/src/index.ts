export {
  createInferenceClient,
  IDEMPOTENT_PATHS,
  OPERATIONS,
  type ApiResult,
  type CallOptions,
  type ClientOptions,
  type EditImageResult,
  type InferenceClient,
  type OperationId,
  type RateLimit,
  type RequestOf,
  type ResponseOf,
  type ResultOf,
} from './client.js';
export { parseEditPlan, type EditPlan } from './edit-plan.js';
export { editPlanWords, ignoredReason, type PlanWords } from './edit-plan-words.js';
export { requestProblems } from './request-check.js';
export {
  ApiError,
  AuthError,
  InferenceError,
  InvalidRequestError,
  MissingKeyError,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnavailableError,
  UserAbortError,
  type ErrorCode,
  type ErrorKind,
} from './errors.js';
export { dataUrl, dataUrlBytes, imageInput, isUrl } from './images.js';
export type { RetryEvent, RetryOptions } from './retry.js';
export type { components, paths } from './generated/openapi.js';
