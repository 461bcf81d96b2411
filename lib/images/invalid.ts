import { ApiError } from '../errors';

const ADVICE = 'Send a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).';

/** The one way an input image fails: 400 invalid_image, saying why and what to send instead. */
export function invalidImage(reason: string, cause?: unknown): ApiError {
  return new ApiError('invalid_image', `The image could not be loaded: ${reason}. ${ADVICE}`, { cause });
}

/** The same error with the position of the image in the request in front of its message. */
export function withImageIndex(error: ApiError, field: string): ApiError {
  if (error.kind !== 'invalid_image') return error;
  return new ApiError('invalid_image', `${field}: ${error.message}`, { cause: error.cause });
}

export function tooManyPixels(maxPixels: number, cause?: unknown): ApiError {
  return invalidImage(`the image has more than ${maxPixels.toLocaleString('en-US')} pixels`, cause);
}

/** sharp's message when limitInputPixels stops a decode. */
export const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
