import 'server-only';
import { unlessAborted } from '../../abortable';
import type { OcrEngine } from '../../engines/ocr';
import { isImageError } from '../../images/invalid';
import { outcomeOf, type ImageReading, type ImageTextOutcome, type ImageTextReader } from '../../images/image-text';
import type { ImageLoader, LoadedImage } from '../../images/types';
import type { Capacity } from '../capacity';
import { loadFirst } from '../load-images';
import { toApiError, type EngineErrorKinds } from '../engine-errors';

/** How long a caller waits for the text of a post's images before it goes on without it. */
export const IMAGE_TEXT_BUDGET_MS = 2_000;

/** Images read per post: the first ones that load carry the meme; more would only queue on the OCR workers. */
export const IMAGES_READ = 2;

/**
 * What OCR shares with other operations: the text of a post's first images that load (the SSRF-safe
 * loader, each image fetched once), read by the OCR engine inside OCR's own capacity (so the caller
 * waits in the same queue as OCR requests, one slot for the post, in its user's share of the
 * workers), answered within the budget, with
 * what became of each image (lib/images/image-text.ts). `engineErrors` are OCR's own conditions, for
 * an engine that fails.
 */
export function createImageTextReader(dependencies: {
  loadImage: ImageLoader;
  ocr: Pick<OcrEngine, 'recognize' | 'trustedConfidence'>;
  capacity: Capacity;
  engineErrors: EngineErrorKinds;
  budgetMs?: number;
}): ImageTextReader {
  const { loadImage, ocr, capacity, engineErrors, budgetMs = IMAGE_TEXT_BUDGET_MS } = dependencies;
  const read = async (urls: string[], user: string, signal: AbortSignal): Promise<ImageTextOutcome> => {
    const loads = await loadFirst(loadImage, urls, IMAGES_READ, signal);
    const loaded = loads.flatMap((load, index) => (load.status === 'loaded' ? [{ index, image: load.image }] : []));
    const readings = loads.map((load): ImageReading =>
      load.status === 'failed' ? { status: 'not_loaded', reason: load.reason } : { status: 'not_read' },
    );
    if (loaded.length === 0) return outcomeOf(readings);
    let started = false;
    // One slot for the post: its images are read in turn inside it.
    const readAll = async () => {
      started = true;
      for (const { index, image } of loaded) readings[index] = await recognize(ocr, image, signal);
    };
    try {
      await capacity.run(readAll, { user, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      const why = started ? 'failed' : 'busy';
      return { status: 'unread', why, error: started ? toApiError(error, engineErrors) : error };
    }
    return outcomeOf(readings);
  };
  const timedOut = () =>
    capacity.busy(
      undefined,
      `The text of the post’s images could not be read within ${budgetMs / 1000} s (OCR is busy or the images are slow to load); retry shortly.`,
    );
  return (urls, { user, signal }) =>
    readWithinBudget((wanted, within) => read(wanted, user, within), urls, { budgetMs, timedOut }, signal);
}

/**
 * What reading one loaded image found, the lines read under the engine's trusted confidence left
 * out (naming would otherwise make a name of photo texture or of a turned page misread); an image
 * the engine cannot decode is the image's failure.
 */
async function recognize(
  ocr: Pick<OcrEngine, 'recognize' | 'trustedConfidence'>,
  image: LoadedImage,
  signal: AbortSignal,
): Promise<ImageReading> {
  try {
    const { lines } = await ocr.recognize(image.bytes, signal);
    const text = lines
      .filter((line) => line.confidence >= ocr.trustedConfidence)
      .map((line) => line.text.trim())
      .filter((line) => line !== '')
      .join('\n');
    return text === '' ? { status: 'no_text' } : { status: 'text', text };
  } catch (error) {
    if (isImageError(error)) return { status: 'not_loaded', reason: error.reason };
    throw error;
  }
}

/**
 * The reader's answer, or `unread` when it takes longer than the budget (`timed_out`, answered with
 * `timedOut()`), fails unexpectedly, or the caller gives up (`cancelled`). It answers at the budget
 * even when a read already running cannot be stopped.
 */
export async function readWithinBudget(
  read: (urls: string[], signal: AbortSignal) => Promise<ImageTextOutcome>,
  urls: string[],
  { budgetMs, timedOut }: { budgetMs: number; timedOut: () => unknown },
  caller?: AbortSignal,
): Promise<ImageTextOutcome> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = caller ? AbortSignal.any([caller, budget]) : budget;
  const gaveUp = (): ImageTextOutcome =>
    caller?.aborted
      ? { status: 'unread', why: 'cancelled', error: caller.reason }
      : { status: 'unread', why: 'timed_out', error: timedOut() };
  try {
    return await unlessAborted(read(urls, signal), signal);
  } catch (error) {
    return signal.aborted ? gaveUp() : { status: 'unread', why: 'failed', error };
  }
}
