import { connectedComponents } from './connected-components';
import { cornersOf, grow, minAreaRect } from './quads';
import type { Region } from './types';

// The text detector's settings and its post-processing, which runs on the detector's threads
// (detector-thread.ts): the event loop gets boxes, not the network's map.

export interface DetectorOptions {
  /** Longest side the page is scaled to before detection (a multiple of 32 is used). */
  maxSide: number;
  /** A page (so scaled) taller than this many rows is read in bands of them (serve-onnx-session.ts: runInBands); 0: whole. */
  bandRows: number;
  /** A pixel is text when the network's probability is above this. */
  pixelThreshold: number;
  /** A region is kept when its mean probability is above this. */
  regionThreshold: number;
  /** How far the network's shrunken text kernels are grown back (DB's "unclip ratio"). */
  unclipRatio: number;
}

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  maxSide: 1280,
  bandRows: 0,
  pixelThreshold: 0.3,
  regionThreshold: 0.5,
  unclipRatio: 1.5,
};

/** What turns the network's map into regions: every setting but the input's size and bands. */
export type RegionOptions = Omit<DetectorOptions, 'maxSide' | 'bandRows'>;

/**
 * DB post-processing: threshold, connected regions scored by mean probability, grown back by the
 * unclip distance. Each region has its axis-aligned box and, as PaddleOCR crops it, the smallest
 * turned rectangle around its pixels grown by the same distance (its `quad`).
 */
export function regionsOf(probability: Float32Array, width: number, height: number, options: RegionOptions): Region[] {
  const text = new Uint8Array(width * height);
  for (let i = 0; i < text.length; i++) if (probability[i]! > options.pixelThreshold) text[i] = 1;
  const boxes: Region[] = [];
  for (const region of connectedComponents(text, width, height, { outlines: true })) {
    const w = region.x1 - region.x0;
    const h = region.y1 - region.y0;
    if (Math.min(w, h) < 3) continue;
    let sum = 0;
    let count = 0;
    for (let y = region.y0; y < region.y1; y++) {
      for (let x = region.x0; x < region.x1; x++) {
        const index = y * width + x;
        if (text[index]) {
          sum += probability[index]!;
          count++;
        }
      }
    }
    if (count === 0 || sum / count < options.regionThreshold) continue;
    const distance = (w * h * options.unclipRatio) / (2 * (w + h));
    const turned = minAreaRect(region.outline!);
    const unclip = (turned.width * turned.height * options.unclipRatio) / (2 * (turned.width + turned.height));
    boxes.push({
      x0: region.x0 - distance,
      y0: region.y0 - distance,
      x1: region.x1 + distance,
      y1: region.y1 + distance,
      quad: cornersOf(grow(turned, unclip)),
    });
  }
  return boxes;
}

/** Numbers per region as a thread hands them back: x0, y0, x1, y1, then the quad's four x, y pairs. */
const NUMBERS_PER_REGION = 12;

/** Regions as the numbers a thread hands back (NUMBERS_PER_REGION each). */
export function boxesAsNumbers(regions: readonly Region[]): Float64Array {
  return Float64Array.from(
    regions.flatMap(({ x0, y0, x1, y1, quad }) => [
      x0,
      y0,
      x1,
      y1,
      ...(
        quad ?? [
          { x: x0, y: y0 },
          { x: x1, y: y0 },
          { x: x1, y: y1 },
          { x: x0, y: y1 },
        ]
      ).flatMap((point) => [point.x, point.y]),
    ]),
  );
}

/** The regions of boxesAsNumbers. */
export function boxesFrom(numbers: Float64Array): Region[] {
  const regions: Region[] = [];
  for (let i = 0; i + NUMBERS_PER_REGION - 1 < numbers.length; i += NUMBERS_PER_REGION) {
    const point = (k: number) => ({ x: numbers[i + 4 + 2 * k]!, y: numbers[i + 5 + 2 * k]! });
    regions.push({
      x0: numbers[i]!,
      y0: numbers[i + 1]!,
      x1: numbers[i + 2]!,
      y1: numbers[i + 3]!,
      quad: [point(0), point(1), point(2), point(3)],
    });
  }
  return regions;
}
