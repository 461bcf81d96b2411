import 'server-only';
import { ApiError } from '../../errors';
import { isImageError } from '../../images/invalid';
import type { ImageLoader } from '../../images/types';

export interface EventImage {
  url: string;
  /** Where it sits in the request, named in the error: `event.images[2]`. */
  field: string;
}

/**
 * A post with no text is named from its images alone: at least one must load, else there is
 * nothing to name from and the answer is 400 invalid_image naming each image and why it failed,
 * never a name made up from nothing. Stops at the first image that loads (the others are aborted).
 */
export async function requireAnImage(load: ImageLoader, images: EventImage[], signal: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  try {
    await Promise.any(images.map(({ url }) => load(url, { signal: combined })));
  } catch (error) {
    const failures = error instanceof AggregateError ? error.errors : [error];
    // A caller who left, or a failure that is not the image's: passed on as it is.
    const other = failures.find((failure) => !isImageError(failure));
    if (other !== undefined) throw other;
    const reasons = images.map(({ field }, k) => {
      const failure = failures[k] as unknown;
      return `${field}: ${isImageError(failure) ? failure.reason : 'could not be loaded'}`;
    });
    throw new ApiError(
      'invalid_image',
      `Nothing to name from: event.text is empty and no image in event.images could be loaded (${reasons.join('; ')}). ` +
        'Send text, or a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).',
    );
  } finally {
    stop.abort();
  }
}
