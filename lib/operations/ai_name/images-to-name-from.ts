import 'server-only';
import { ApiError } from '../../errors';
import type { ImageReading } from '../../images/image-text';
import type { ImageLoader } from '../../images/types';
import { loadAny } from '../load-images';

export interface EventImage {
  url: string;
  /** Where it sits in the request, named in the error: `event.images[2]`. */
  field: string;
}

const SEND_AN_IMAGE =
  'Send text, or a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).';

/**
 * For an engine that is shown the images: a post with no text is named from its images alone, so at
 * least one must load, else there is nothing to name from and the answer is 400 invalid_image naming
 * each image and why it failed, never a name made up from nothing. Stops at the first image that
 * loads (the others are aborted).
 */
export async function requireAnImage(load: ImageLoader, images: EventImage[], signal: AbortSignal): Promise<void> {
  const inputs = images.map(({ url, field }) => ({ source: url, field }));
  const found = await loadAny(load, inputs, signal);
  if (found.loaded) return;
  throw nothingToNameFrom(
    images,
    found.failures.map((failure): ImageReading => ({ status: 'not_loaded', reason: failure.reason })),
  );
}

/** Why one image gave nothing to name from, as the error says it. */
function whyNothing(reading: ImageReading | undefined): string {
  switch (reading?.status) {
    case 'no_text':
      return 'no text could be read from it';
    case 'not_loaded':
      return reading.reason;
    case 'text':
      return 'its text was read';
    default:
      return 'not read (only the first images that load are read)';
  }
}

/**
 * The 400 invalid_image for a post with no text whose images gave nothing to name from: each image
 * by its field and why (`readings` in the order of `images`).
 */
export function nothingToNameFrom(images: EventImage[], readings: ImageReading[]): ApiError {
  const reasons = images.map(({ field }, index) => `${field}: ${whyNothing(readings[index])}`).join('; ');
  const noneLoaded = readings.every((reading) => reading.status === 'not_loaded');
  const what = noneLoaded
    ? 'no image in event.images could be loaded'
    : 'no text could be read from the images in event.images';
  const advice = noneLoaded
    ? SEND_AN_IMAGE
    : 'This server’s namer reads the text in a post’s images, not the picture: send the post’s text, or an image with text in it.';
  return new ApiError('invalid_image', `Nothing to name from: event.text is empty and ${what} (${reasons}). ${advice}`);
}
