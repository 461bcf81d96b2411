import { brand } from '../per-process';

const ADVICE = 'Send a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).';

const imageErrorBrand = brand<ImageError>('ImageError');

/**
 * The one way an input image fails: it could not be fetched, decoded or fitted within the limits.
 * The message says why and what to send instead, and is safe to show to the caller; operations
 * turn it into 400 invalid_image, prefixed with the image's place in the request when known.
 */
export class ImageError extends Error {
  constructor(
    readonly reason: string,
    options: { cause?: unknown; field?: string } = {},
  ) {
    super(`The image could not be loaded: ${reason}. ${ADVICE}`, { cause: options.cause });
    imageErrorBrand.mark(this);
    this.name = 'ImageError';
    this.field = options.field;
  }

  /** The request field the image came from, e.g. `images[2]`. */
  readonly field?: string;

  /** The same failure, naming the request field the image came from. */
  at(field: string): ImageError {
    return new ImageError(this.reason, { cause: this.cause, field });
  }
}

/** Recognises an ImageError from any copy of this module (see lib/per-process.ts). */
export const isImageError = (error: unknown): error is ImageError => imageErrorBrand.is(error);

export function invalidImage(reason: string, cause?: unknown): ImageError {
  return new ImageError(reason, { cause });
}

export function tooManyPixels(maxPixels: number, cause?: unknown): ImageError {
  return invalidImage(`the image has more than ${maxPixels.toLocaleString('en-US')} pixels`, cause);
}

/** sharp's message when limitInputPixels stops a decode. */
export const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
