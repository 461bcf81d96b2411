import 'server-only';
import { isBlank } from '../../contract/ocr';
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
    const read = (bytes: Buffer) => () => engines.ocr.recognize(bytes);
    const pages = await Promise.all(
      loaded.map((image) => (capacity ? capacity.run(read(image.bytes), signal) : read(image.bytes)())),
    );
    const results = pages.map((page, k) => ({ imageIndex: wanted[k]!.imageIndex, text: page.text, lines: page.lines }));
    return { body: { requestId, results }, engine: engines.ocr.id };
  },
});
