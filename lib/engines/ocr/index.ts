import 'server-only';
import { getConfig } from '../../config';
import { describeError, logger } from '../../log';
import { countOcrWorkerRecycle, watchGate } from '../../observability/metrics';
import { onShutdown, registerReadinessCheck } from '../../server/lifecycle';
import { createTextDetector } from './detector';
import { OcrEngine } from './engine';
import { createPaddleRecognizer } from './paddle-recognizer';
import { DEFAULT_OCR_SETTINGS } from './settings';
import { createOcrWorker } from './worker';

export { isOcrUnavailable, OcrEngine, OcrUnavailableError } from './engine';
export type { OcrLine, OcrPageResult } from './types';

const ENGINE = Symbol.for('inference.ocrEngine');
type WithEngine = typeof globalThis & { [ENGINE]?: OcrEngine };

/**
 * The process's one OCR engine. Kept on globalThis because Next.js may evaluate this module in
 * several bundles (instrumentation and each route); a second pool would double the memory.
 */
export function getOcrEngine(): OcrEngine {
  const holder = globalThis as WithEngine;
  if (!holder[ENGINE]) {
    const config = getConfig();
    const settings = { ...DEFAULT_OCR_SETTINGS, recognizer: config.OCR_RECOGNIZER };
    holder[ENGINE] = new OcrEngine({
      workers: config.OCR_WORKERS,
      recycleAfter: config.OCR_RECYCLE_AFTER,
      maxQueue: config.OCR_QUEUE,
      maxWaitMs: config.OCR_QUEUE_WAIT_MS,
      settings,
      createWorker: () => createOcrWorker(),
      detector: settings.segmentation === 'detected' ? createTextDetector(detectorThreads(config), settings) : undefined,
      lineRecognizer: settings.recognizer !== 'tesseract' ? createPaddleRecognizer(config.OCR_WORKERS, settings) : undefined,
      onRecycle: countOcrWorkerRecycle,
    });
    watchGate('ocr', holder[ENGINE]);
  }
  return holder[ENGINE];
}

/**
 * The detector takes about a fifth of an image's time, so one thread serves two recognisers; each
 * thread holds a model instance that peaks at several hundred MB on a large page.
 */
function detectorThreads(config: ReturnType<typeof getConfig>): number {
  return config.OCR_DETECTOR_THREADS ?? Math.ceil(config.OCR_WORKERS / 2);
}

/** Stops the engine if it was ever started: new images are refused, running ones finish first. */
export async function shutdownOcrEngine(): Promise<void> {
  await (globalThis as WithEngine)[ENGINE]?.shutdown();
}

/**
 * Starts the OCR workers in the background at server start (a request that comes first waits for
 * them), reports them to /readyz, and stops them after in-flight requests on SIGTERM/SIGINT.
 */
export function warmOcrEngine(): void {
  let warm = false;
  registerReadinessCheck('ocr', () => warm);
  onShutdown('ocr', shutdownOcrEngine);
  const started = performance.now();
  getOcrEngine()
    .warm()
    .then(() => {
      warm = true;
      logger.info({ msg: 'ocr workers warm', workers: getOcrEngine().pool.size, ms: Math.round(performance.now() - started) });
    })
    .catch((error: unknown) => logger.error({ msg: 'ocr workers failed to start', ...describeError(error) }));
}
