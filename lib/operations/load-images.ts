import 'server-only';
import { isImageError, type ImageError } from '../images/invalid';
import type { ImageLoader, LoadedImage } from '../images/types';

/**
 * How operations load their input images, in the three ways they need them: every one (`loadAll`),
 * any one (`loadAny`), or the first few that load (`loadFirst`). Each load goes through the one
 * SSRF-safe loader with the caller's signal; a failure that is not the image's (the signal aborted)
 * rejects as it is.
 */

export interface ImageInput {
  source: string;
  /** The request field it came from, e.g. `images[2]`, named in the error when it fails. */
  field: string;
}

/**
 * Every input, loaded in parallel, in order: the first failure aborts the others, and its error
 * names the field of the image that failed.
 */
export async function loadAll(load: ImageLoader, inputs: ImageInput[], signal: AbortSignal): Promise<LoadedImage[]> {
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

/** The first of the inputs to load (the others are aborted then), or why each one failed, in order. */
export type AnyLoad = { loaded: true; image: LoadedImage } | { loaded: false; failures: ImageError[] };

export async function loadAny(load: ImageLoader, inputs: ImageInput[], signal: AbortSignal): Promise<AnyLoad> {
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  try {
    const image = await Promise.any(inputs.map(({ source }) => load(source, { signal: combined })));
    return { loaded: true, image };
  } catch (error) {
    const failures: unknown[] = error instanceof AggregateError ? error.errors : [error];
    const other = failures.find((failure) => !isImageError(failure));
    if (other !== undefined) throw other;
    return {
      loaded: false,
      failures: failures.map((failure, index) => (failure as ImageError).at(inputs[index]!.field)),
    };
  } finally {
    stop.abort();
  }
}

/** What became of one source in `loadFirst`: loaded, failed (and why), or never tried. */
export type FirstLoad =
  { status: 'loaded'; image: LoadedImage } | { status: 'failed'; reason: string } | { status: 'not_tried' };

/**
 * The first `wanted` sources that load, in order: `wanted` loads at a time, each source that fails
 * making way for the next; the rest are never fetched (`not_tried`).
 */
export async function loadFirst(
  load: ImageLoader,
  sources: string[],
  wanted: number,
  signal: AbortSignal,
): Promise<FirstLoad[]> {
  const loads: FirstLoad[] = sources.map(() => ({ status: 'not_tried' }));
  let next = 0;
  // Each lane ends with one image loaded, or when no source is left.
  const lane = async () => {
    while (next < sources.length) {
      const index = next++;
      try {
        loads[index] = { status: 'loaded', image: await load(sources[index]!, { signal }) };
        return;
      } catch (error) {
        if (!isImageError(error)) throw error;
        loads[index] = { status: 'failed', reason: error.reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(wanted, sources.length) }, lane));
  return loads;
}
