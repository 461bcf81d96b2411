import sharp from 'sharp';
import type { Worker } from 'tesseract.js';
import type { CjkRowReader } from './cjk-rows';
import { engineShuttingDown } from '../errors';
import { toContract, type FoundLine } from './lines';
import type { LineRecognizerLike } from './paddle-recognizer';
import { OcrWorkerPool, PoolClosedError, type RecycleReason } from './tesseract-pool';
import { analysePage, readPage, type AnalysedPage, type DetectText } from './recognize';
import { readTheRightWayUp } from './orientation';
import { findPageTurn } from './page-turn';
import type { DirectionClassifierLike } from './direction-classifier';
import { TRUSTED_LINE_CONFIDENCE, type OcrSettings } from './settings';
import type { PreparedImage } from './preprocess';
import type { Box, OcrPageResult } from './types';

export interface OcrEngineOptions {
  workers: number;
  recycleAfter: number;
  settings: OcrSettings;
  createWorker: () => Promise<Worker>;
  /** The learned text detector. */
  detector: TextDetectorLike;
  /** The learned line recogniser, used instead of tesseract when the settings choose `paddle`. */
  lineRecognizer?: LineRecognizerLike;
  /** Tells upright text lines from upside-down ones, to find a page's turn before it is read (page-turn.ts). */
  directionClassifier?: DirectionClassifierLike;
  /** Reads the rows that are Chinese or Japanese (cjk-rows.ts); without it, only Latin is read. */
  cjk?: CjkRowReader;
  onRecycle?: (reason: RecycleReason) => void;
}

/** What the engine needs of a text detector (detector.ts has the real one). */
export interface TextDetectorLike {
  detect: DetectText;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The OCR path the service and the benchmarks share: detection, then a worker pool (or the learned
 * line recogniser) reading the page. Callers bound how many images run at once (the operation's
 * capacity, one per worker).
 */
export class OcrEngine {
  /** What reads the images, as the X-Engine header and the logs name it. */
  get id(): string {
    const { lineRecognizer, settings } = this.options;
    if (this.usesLineRecognizer) return `pp-ocrv4-det+${lineRecognizer!.id}`;
    return settings.recognizer === 'both' && lineRecognizer
      ? `pp-ocrv4-det+tesseract.js+${lineRecognizer.id}`
      : 'pp-ocrv4-det+tesseract.js';
  }

  /** Whether the detected regions are read by the learned line recogniser (tesseract workers are then never started). */
  get usesLineRecognizer(): boolean {
    const { settings, lineRecognizer } = this.options;
    return settings.recognizer === 'paddle' && !!lineRecognizer;
  }
  /** The line confidence (0–1) from which other operations take a line's text (settings.ts: TRUSTED_LINE_CONFIDENCE). */
  get trustedConfidence(): number {
    const { settings, lineRecognizer } = this.options;
    if (this.usesLineRecognizer) return TRUSTED_LINE_CONFIDENCE.paddle;
    return TRUSTED_LINE_CONFIDENCE[settings.recognizer === 'both' && lineRecognizer ? 'both' : 'tesseract'];
  }

  readonly pool: OcrWorkerPool;
  private readonly reading = new Set<Promise<FoundLine[]>>();

  constructor(readonly options: OcrEngineOptions) {
    this.pool = new OcrWorkerPool({
      size: options.workers,
      recycleAfter: options.recycleAfter,
      createWorker: options.createWorker,
      onRecycle: options.onRecycle,
    });
  }

  /**
   * Reads one image the right way up (its turn found by the direction classifier's vote before it
   * is read, page-turn.ts, then read once turned so, orientation.ts); once shutdown has begun, an EngineError `shutting_down`. When `signal` aborts
   * (its caller left), the read stops where it can: before detection, before the page is read, or
   * during a tesseract read, whose worker is then replaced (the detector's and the line
   * recogniser's runs finish first). It then rejects with the abort's reason.
   */
  async recognize(bytes: Buffer, signal?: AbortSignal): Promise<OcrPageResult> {
    if (this.pool.isClosed) throw engineShuttingDown();
    try {
      const { settings, detector, directionClassifier } = this.options;
      signal?.throwIfAborted();
      const page = await analysePage(bytes, settings, detector.detect);
      signal?.throwIfAborted();
      const classifier = settings.pageTurnVoters > 0 ? directionClassifier : undefined;
      return await readTheRightWayUp(page, {
        read: (turned, upright) => this.readAnalysed(turned, upright, signal),
        detect: detector.detect,
        findTurn:
          classifier && ((analysed) => findPageTurn(analysed, classifier, settings.pageTurnVoters, detector.detect)),
      });
    } catch (error) {
      if (error instanceof PoolClosedError) throw engineShuttingDown(error);
      throw error;
    }
  }

  /**
   * Finds the text on a grey image without reading it: the detector's regions (the words of a line
   * that sit close together), in that image's pixels. Other engines use it (crops keep lines whole).
   */
  async findText(image: Parameters<DetectText>[0]): Promise<Box[]> {
    if (this.pool.isClosed) throw engineShuttingDown();
    return this.options.detector.detect(image);
  }

  /**
   * Reads an analysed page with the line recogniser, or on a tesseract worker (with its second
   * opinion); `upright`: the page's turn is settled, so the line recogniser reads no line turned.
   */
  private async readAnalysed(page: AnalysedPage, upright: boolean, signal?: AbortSignal): Promise<OcrPageResult> {
    signal?.throwIfAborted();
    const { settings, lineRecognizer, cjk } = this.options;
    if (this.usesLineRecognizer) {
      const lines = await this.readLines(page, upright, signal);
      const read = cjk ? await cjk.read(lines, page.prepared, page.regions, settings, signal) : lines;
      signal?.throwIfAborted();
      return toContract(read, page.prepared);
    }
    const second = settings.recognizer === 'both' ? lineRecognizer : undefined;
    const readSecond =
      second && ((prepared: PreparedImage, regions: readonly Box[]) => second.read(prepared, regions, { upright }));
    return this.pool.use((worker) => readPage(worker, page, settings, readSecond, signal, cjk), signal);
  }

  /**
   * Reads the regions with the line recogniser, no more crops sent once `signal` aborts; shutdown
   * waits for these reads as the pool waits for its jobs.
   */
  private async readLines(
    { prepared, regions }: AnalysedPage,
    upright: boolean,
    signal?: AbortSignal,
  ): Promise<FoundLine[]> {
    if (this.pool.isClosed) throw new PoolClosedError();
    const reading = this.options.lineRecognizer!.read(prepared, regions, { upright, signal });
    this.reading.add(reading);
    try {
      return await reading;
    } finally {
      this.reading.delete(reading);
    }
  }

  /** Starts every worker and runs one tiny job on each, so the first request pays no start-up. */
  async warm(): Promise<void> {
    await Promise.all([
      this.usesLineRecognizer
        ? this.options.lineRecognizer!.warm()
        : this.pool.warm(async (worker) => {
            await worker.recognize(await warmUpImage());
          }),
      this.options.detector.warm(),
      this.options.settings.pageTurnVoters > 0 ? this.options.directionClassifier?.warm() : undefined,
      // Beside tesseract, the line recogniser reads second opinions (`both`) or CJK rows.
      !this.usesLineRecognizer && (this.options.settings.recognizer === 'both' || this.options.cjk)
        ? this.options.lineRecognizer?.warm()
        : undefined,
    ]);
  }

  async shutdown(): Promise<void> {
    try {
      await this.pool.shutdown();
      await Promise.allSettled([...this.reading]);
    } finally {
      await Promise.all([
        this.options.detector.close(),
        this.options.lineRecognizer?.close(),
        this.options.directionClassifier?.close(),
        this.options.cjk?.close(),
      ]);
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
