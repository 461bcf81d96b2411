import 'server-only';
import { isBlank } from '../../contract/ocr';
import { isImageError } from '../../images/invalid';
import { loadImages } from '../load-images';
import { defineOperation } from '../types';

export const ocr = defineOperation({
  name: 'ocr',
  engineErrors: { failed: 'internal_error', unavailable: 'overloaded' },
  capacity: (config) => ({
    concurrency: config.OCR_WORKERS,
    maxQueue: config.OCR_QUEUE,
    maxWaitMs: config.OCR_QUEUE_WAIT_MS,
    busy: 'overloaded',
    busyMessage: 'OCR is busy; retry shortly.',
    retryAfterSeconds: Math.max(1, Math.ceil(config.OCR_QUEUE_WAIT_MS / 1000 / 4)),
  }),
  async run({ images }, { requestId, signal }, { engines, loadImage, capacity }) {
    const wanted = images.flatMap((source, imageIndex) =>
      isBlank(source) ? [] : [{ source, field: `images[${imageIndex}]`, imageIndex }],
    );
    // Every image is loaded (400 invalid_image) before any is queued for a worker (503).
    const loaded = await loadImages(loadImage, wanted, signal);
    const read = (bytes: Buffer, field: string) => () =>
      engines.ocr.recognize(bytes).catch((error: unknown) => {
        throw isImageError(error) ? error.at(field) : error;
      });
    const pages = await Promise.all(
      loaded.map((image, k) => {
        const work = read(image.bytes, wanted[k]!.field);
        return capacity ? capacity.run(work, signal) : work();
      }),
    );
    const results = pages.map((page, k) => ({ imageIndex: wanted[k]!.imageIndex, text: page.text, lines: page.lines }));
    return { body: { requestId, results }, engine: engines.ocr.id };
  },
});
