import 'server-only';
import type { OcrEngine } from '../../engines/ocr';
import type { ImageLoader } from '../../images/types';
import type { Capacity } from '../capacity';
import { IMAGE_TEXT_BUDGET_MS, type ImageTextReader } from '../services';

/** Images read per post: the first ones carry the meme; more would only queue on the OCR workers. */
const IMAGES_READ = 2;

/**
 * What OCR shares with other operations: the text of a post's first images, loaded by the SSRF-safe
 * loader and read by the OCR engine inside OCR's own capacity (so the caller waits in the same queue
 * as OCR requests, one slot for the post), answered within the budget. An image that cannot be
 * loaded or read adds no text.
 */
export function createImageTextReader(dependencies: {
  loadImage: ImageLoader;
  ocr: Pick<OcrEngine, 'recognize'>;
  capacity: Capacity;
  budgetMs?: number;
}): ImageTextReader {
  const { loadImage, ocr, capacity, budgetMs = IMAGE_TEXT_BUDGET_MS } = dependencies;
  const read: ImageTextReader = async (urls, signal) => {
    const images = await Promise.all(
      urls.slice(0, IMAGES_READ).map((url) => loadImage(url, { signal }).catch(() => undefined)),
    );
    if (!images.some(Boolean)) return '';
    // One slot for the post: its images are read in turn inside it.
    const readAll = async () => {
      const texts = [];
      for (const image of images) {
        if (image)
          texts.push(
            await ocr.recognize(image.bytes).then(
              ({ text }) => text,
              () => '',
            ),
          );
      }
      return texts;
    };
    const texts = await capacity.run(readAll, signal).catch((): string[] => []);
    return texts.filter((text) => text.trim() !== '').join('\n');
  };
  return (urls, signal) => readWithinBudget(read, urls, budgetMs, signal);
}

/**
 * The text of a post's images, or '' when reading takes longer than the budget, fails, or the caller
 * gives up. It answers at the budget even when a read already running cannot be stopped.
 */
export async function readWithinBudget(
  read: ImageTextReader,
  urls: string[],
  budgetMs: number,
  caller?: AbortSignal,
): Promise<string> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = caller ? AbortSignal.any([caller, budget]) : budget;
  let onAbort: (() => void) | undefined;
  const gaveUp = new Promise<string>((resolve) => {
    onAbort = () => resolve('');
    if (signal.aborted) resolve('');
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([read(urls, signal).catch(() => ''), gaveUp]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
