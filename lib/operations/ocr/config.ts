import 'server-only';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import {
  atMost,
  booleanFromEnv,
  configSection,
  optionalPositiveInt,
  optionalWholeNumber,
  positiveInt,
  wholeNumber,
  type ConfigOf,
} from '../../config';
import { DEFAULT_OCR_SETTINGS, OCR_RECOGNIZERS } from '../../engines/ocr/settings';
import { OCR_MAX_IMAGES_DEFAULT } from './contract';

/** OCR's settings. */
export const ocrConfig = configSection({
  shape: {
    /** Images OCR reads at once (a PP-OCRv4 recogniser thread each, or a tesseract.js worker with OCR_RECOGNIZER=tesseract); default: one per core. */
    OCR_WORKERS: positiveInt(availableParallelism()),
    /** Threads running the text detector (one model instance each); unset: one per two OCR workers. */
    OCR_DETECTOR_THREADS: optionalPositiveInt(),
    /**
     * Runs the text detector in processes of its own whose allocator hands freed memory back at once:
     * a lower peak of memory for less OCR throughput (bench/ocr/RESULTS.md measures both).
     */
    OCR_DETECTOR_PROCESS: booleanFromEnv.default(false),
    /** What reads the detected text lines: PP-OCRv4's recognition network (`paddle`), tesseract.js (`tesseract`) or both. */
    OCR_RECOGNIZER: z
      .enum(OCR_RECOGNIZERS, { error: `must be one of ${OCR_RECOGNIZERS.join(', ')}` })
      .default(DEFAULT_OCR_SETTINGS.recognizer),
    /** Images per OCR request (entries of `images`, empty ones included). */
    OCR_MAX_IMAGES: positiveInt(OCR_MAX_IMAGES_DEFAULT),
    /** Images that may wait for an OCR worker; one more is 503 at once. */
    OCR_QUEUE: wholeNumber(32),
    /** How long an image may wait for an OCR worker before the request is 503. */
    OCR_QUEUE_WAIT_MS: positiveInt(20_000),
    /** Workers one user's requests may hold at once; unset: every worker but one (at least one). */
    OCR_USER_SLOTS: optionalPositiveInt(),
    /** Requests of one user that may wait for a worker; unset: half of OCR_QUEUE, rounded up. */
    OCR_USER_QUEUE: optionalWholeNumber(),
    /** An OCR worker is replaced after this many images (WASM memory only grows). */
    OCR_RECYCLE_AFTER: positiveInt(100),
  },
  check: (config): Array<[string, string]> => [
    ...atMost('OCR_USER_SLOTS', config.OCR_USER_SLOTS, 'OCR_WORKERS', config.OCR_WORKERS),
    ...atMost('OCR_USER_QUEUE', config.OCR_USER_QUEUE, 'OCR_QUEUE', config.OCR_QUEUE),
  ],
});

export type OcrConfig = ConfigOf<typeof ocrConfig>;
