import 'server-only';
import type { OcrEngine } from '../../engines/ocr';
import { ERRORS } from '../../errors';
import { eachImageInOneSlot } from '../capacity';
import { loadAll } from '../load-images';
import { defineOperation } from '../types';
import { ocrConfig } from './config';
import { isBlank, ocrContract } from './contract';

export const ocr = defineOperation({
  name: 'ocr',
  contract: ocrContract,
  config: ocrConfig,
  limits: (config) => ({ maxImages: config.OCR_MAX_IMAGES }),
  engineErrors: { failed: ERRORS.internal_error, unavailable: ERRORS.overloaded },
  capacity: (config) => ({
    concurrency: config.OCR_WORKERS,
    maxQueue: config.OCR_QUEUE,
    maxWaitMs: config.OCR_QUEUE_WAIT_MS,
    userSlots: config.OCR_USER_SLOTS,
    userQueue: config.OCR_USER_QUEUE,
    busy: ERRORS.overloaded,
    busyMessage: 'OCR is busy; retry shortly.',
    retryAfterSeconds: Math.max(1, Math.ceil(config.OCR_QUEUE_WAIT_MS / 1000 / 4)),
  }),
  // Its engine is built with the shared services: its detector and its capacity serve others too.
  createEngine: (_config, shared): OcrEngine => shared.ocr,
  warm: (engine) => engine.warm(),
  close: (engine) => engine.shutdown(),
  async run({ images }, { requestId, user, signal }, { engine, loadImage, capacity }) {
    const wanted = images.flatMap((source, imageIndex) =>
      isBlank(source) ? [] : [{ source, field: `images[${imageIndex}]`, imageIndex }],
    );
    // Every image is loaded (400 invalid_image) before any is queued for a worker (503).
    const loaded = await loadAll(loadImage, wanted, signal);
    const pages = await eachImageInOneSlot(
      capacity,
      { loaded, inputs: wanted },
      (image) => engine.recognize(image.bytes, signal),
      { user, signal },
    );
    const results = pages.map((page, k) => ({ imageIndex: wanted[k]!.imageIndex, text: page.text, lines: page.lines }));
    return { body: { requestId, results }, engine: engine.id };
  },
});
