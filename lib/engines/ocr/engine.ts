import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import { engineShuttingDown } from '../errors';
import { OcrWorkerPool, PoolClosedError } from './pool';
import { analysePage, readPage, type DetectText } from './recognize';
import type { OcrSettings } from './settings';
import type { OcrPageResult } from './types';

export interface OcrEngineOptions {
  workers: number;
  recycleAfter: number;
  settings: OcrSettings;
  createWorker: () => Promise<Worker>;
  /** The learned text detector, for the `detected` segmentation. */
  detector?: TextDetectorLike;
  onRecycle?: (reason: 'jobs' | 'error') => void;
}

/** What the engine needs of a text detector (detector.ts has the real one). */
export interface TextDetectorLike {
  detect: DetectText;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The OCR path the service and the benchmarks share: detection, then a worker pool reading the
 * page. Callers bound how many images run at once (the operation's capacity, one per worker).
 */
export class OcrEngine {
  /** What reads the images, as the X-Engine header and the logs name it. */
  get id(): string {
    return this.options.detector ? 'pp-ocrv4-det+tesseract.js' : 'tesseract.js';
  }
  readonly pool: OcrWorkerPool;

  constructor(readonly options: OcrEngineOptions) {
    this.pool = new OcrWorkerPool({
      size: options.workers,
      recycleAfter: options.recycleAfter,
      createWorker: options.createWorker,
      onRecycle: options.onRecycle,
    });
  }

  /** Reads one image; once shutdown has begun, an EngineError `shutting_down`. */
  async recognize(bytes: Buffer): Promise<OcrPageResult> {
    if (this.pool.isClosed) throw engineShuttingDown();
    try {
      const { settings, detector } = this.options;
      const page = await analysePage(bytes, settings, detector?.detect);
      return await this.pool.use((worker) => readPage(worker, page, settings));
    } catch (error) {
      if (error instanceof PoolClosedError) throw engineShuttingDown(error);
      throw error;
    }
  }

  /** Starts every worker and runs one tiny job on each, so the first request pays no start-up. */
  async warm(): Promise<void> {
    await Promise.all([
      this.pool.warm(async (worker) => {
        await worker.recognize(await warmUpImage());
      }),
      this.options.detector?.warm(),
    ]);
  }

  async shutdown(): Promise<void> {
    try {
      await this.pool.shutdown();
    } finally {
      await this.options.detector?.close();
    }
  }
}

/** A small rendered text line: loads the model and runs the recogniser once, as a real job does. */
function warmUpImage(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="8" y="32" font-family="DejaVu Sans, sans-serif" font-size="24">Total 12.50</text></svg>';
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}
