import 'server-only';
import type { OcrEngine } from '../../engines/ocr';
import type { ImageLoader } from '../../images/types';
import type { Capacity } from '../capacity';
import type { ImageTextReader } from '../types';

/** Images read per post: the first ones carry the meme; more would only queue on the OCR workers. */
const IMAGES_READ = 2;

/**
 * What OCR shares with other operations: the text of a post's first images, loaded by the SSRF-safe
 * loader and read by the OCR engine inside OCR's own capacity (so the caller waits in the same queue
 * as OCR requests, one slot for the post). An image that cannot be loaded or read adds no text; the
 * caller bounds the time.
 */
export function createImageTextReader(dependencies: {
  loadImage: ImageLoader;
  ocr: OcrEngine;
  capacity: Capacity;
}): ImageTextReader {
  const { loadImage, ocr, capacity } = dependencies;
  return async (urls, signal) => {
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
}
