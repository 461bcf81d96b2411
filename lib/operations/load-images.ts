import 'server-only';
import { isImageError } from '../images/invalid';
import type { ImageLoader, LoadedImage } from '../images/types';

export interface ImageInput {
  source: string;
  /** The request field it came from, e.g. `images[2]`, named in the error when it fails. */
  field: string;
}

/**
 * The one image-loading step of every operation: all inputs load in parallel, the first failure
 * aborts the others, and the error names the field of the image that failed.
 */
export async function loadImages(load: ImageLoader, inputs: ImageInput[], signal: AbortSignal): Promise<LoadedImage[]> {
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  return Promise.all(
    inputs.map(({ source, field }) =>
      load(source, { signal: combined }).catch((error: unknown) => {
        stop.abort();
        throw isImageError(error) ? error.at(field) : error;
      }),
    ),
  );
}
