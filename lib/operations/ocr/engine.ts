import 'server-only';
import {
  CjkRowReader,
  createDirectionClassifier,
  createOcrWorker,
  createPaddleRecognizer,
  createTextDetector,
  DEFAULT_OCR_SETTINGS,
  lineRecognizerThreads,
  OcrEngine,
  type RecycleReason,
} from '../../engines/ocr';
import type { Config } from '../../config';
import { counter } from '../../observability/metrics';
import type { OcrConfig } from './config';

/**
 * The OCR engine for this configuration: the learned text detector on its own threads, and a pool
 * of tesseract.js workers and/or the PP-OCRv4 line recogniser (OCR_RECOGNIZER), which also reads
 * the Chinese and Japanese rows (with a tesseract.js worker for Japanese, started when one comes). Build it once per
 * process (the shared services do): each worker and thread holds its model in memory.
 */
export function createOcrEngine(config: Pick<Config, 'appRoot'> & OcrConfig): OcrEngine {
  const recycles = counter({
    name: 'inference_ocr_worker_recycles_total',
    help: 'OCR workers replaced, by reason (job count reached, an error, or a read stopped because its caller left).',
    labelNames: ['reason'],
  });
  const settings = { ...DEFAULT_OCR_SETTINGS, recognizer: config.OCR_RECOGNIZER };
  const lineRecognizer = createPaddleRecognizer(
    lineRecognizerThreads(config.OCR_WORKERS, settings),
    settings,
    config.appRoot,
  );
  return new OcrEngine({
    workers: config.OCR_WORKERS,
    recycleAfter: config.OCR_RECYCLE_AFTER,
    settings,
    createWorker: () => createOcrWorker(config.appRoot),
    detector: createTextDetector(detectorThreads(config), settings, {
      appRoot: config.appRoot,
      isolated: config.OCR_DETECTOR_PROCESS,
    }),
    lineRecognizer,
    directionClassifier: createDirectionClassifier(1, config.appRoot),
    cjk: new CjkRowReader({
      readEveryScript: lineRecognizer.readEveryScript,
      createJapaneseWorker: () => createOcrWorker(config.appRoot, 'jpn'),
      recycleAfter: config.OCR_RECYCLE_AFTER,
    }),
    onRecycle: (reason: RecycleReason) => recycles.inc({ reason }),
  });
}

/**
 * The detector takes about a fifth of an image's time, so one thread serves two recognisers; each
 * thread holds a model instance that peaks at several hundred MB on a large page.
 */
function detectorThreads(config: OcrConfig): number {
  return config.OCR_DETECTOR_THREADS ?? Math.ceil(config.OCR_WORKERS / 2);
}
