import sharp, { type Sharp } from 'sharp';
import { invalidImage, isPixelLimitError, tooManyPixels, type ImageError } from './invalid';
import { sniffFormat } from './sniff';

/**
 * The one decode every operation uses, so that an image is judged loadable the same way
 * everywhere: stop before `maxPixels`, and refuse data libvips reports as damaged (a truncated
 * PNG or JPEG) instead of reading whatever part of it decodes.
 */
export function decodeImage(bytes: Buffer, maxPixels: number): Sharp {
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
}

/** Why a decode failed, as the ImageError the caller gets (400 invalid_image). */
export function decodeFailure(error: unknown, bytes: Buffer, maxPixels: number): ImageError {
  if (isPixelLimitError(error)) return tooManyPixels(maxPixels, error);
  const format = sniffFormat(bytes);
  return invalidImage(`the ${format ? format.toUpperCase() : 'image'} data is damaged or incomplete`, error);
}
