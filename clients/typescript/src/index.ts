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
} from './client.ts';
export { parseEditPlan, type EditPlan } from './edit-plan.ts';
export { editPlanWords, ignoredReason, type PlanWords } from './edit-plan-words.ts';
export { requestProblems } from './request-check.ts';
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
} from './errors.ts';
export { dataUrl, dataUrlBytes, imageInput, isUrl } from './images.ts';
export type { RetryEvent, RetryOptions } from './retry.ts';
export type { components, paths } from './generated/openapi.ts';
