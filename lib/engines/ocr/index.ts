import 'server-only';
import type { Config } from '../../config';
import { createTextDetector } from './detector';
import { OcrEngine } from './engine';
import { DEFAULT_OCR_SETTINGS } from './settings';
import { createOcrWorker } from './worker';

export { OcrEngine } from './engine';
export type { OcrLine, OcrPageResult } from './types';

/**
 * The OCR engine for this configuration: the learned text detector on its own threads and a pool
 * of tesseract.js workers. Build it once per process (the composition root does): each worker and
 * detector thread holds its model in memory.
 */
export function createOcrEngine(config: Config, onRecycle?: (reason: 'jobs' | 'error') => void): OcrEngine {
  return new OcrEngine({
    workers: config.OCR_WORKERS,
    recycleAfter: config.OCR_RECYCLE_AFTER,
    settings: DEFAULT_OCR_SETTINGS,
    createWorker: () => createOcrWorker(),
    detector:
      DEFAULT_OCR_SETTINGS.segmentation === 'detected'
        ? createTextDetector(detectorThreads(config), DEFAULT_OCR_SETTINGS)
        : undefined,
    onRecycle,
  });
}

/**
 * The detector takes about a fifth of an image's time, so one thread serves two recognisers; each
 * thread holds a model instance that peaks at several hundred MB on a large page.
 */
function detectorThreads(config: Config): number {
  return config.OCR_DETECTOR_THREADS ?? Math.ceil(config.OCR_WORKERS / 2);
}
