import { connectedComponents } from './connected-components';
import type { Box } from './types';

// The text detector's settings and its post-processing, which runs on the detector's threads
// (detector-thread.ts): the event loop gets boxes, not the network's map.

export interface DetectorOptions {
  /** Longest side the page is scaled to before detection (a multiple of 32 is used). */
  maxSide: number;
  /** A pixel is text when the network's probability is above this. */
  pixelThreshold: number;
  /** A region is kept when its mean probability is above this. */
  regionThreshold: number;
  /** How far the network's shrunken text kernels are grown back (DB's "unclip ratio"). */
  unclipRatio: number;
}

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  maxSide: 1280,
  pixelThreshold: 0.3,
  regionThreshold: 0.5,
  unclipRatio: 1.5,
};

/** What turns the network's map into regions: every setting but the input size. */
export type RegionOptions = Omit<DetectorOptions, 'maxSide'>;

/** DB post-processing: threshold, connected regions scored by mean probability, grown back by the unclip distance. */
export function regionsOf(probability: Float32Array, width: number, height: number, options: RegionOptions): Box[] {
  const text = new Uint8Array(width * height);
  for (let i = 0; i < text.length; i++) if (probability[i]! > options.pixelThreshold) text[i] = 1;
  const boxes: Box[] = [];
  for (const region of connectedComponents(text, width, height)) {
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
    const grow = (w * h * options.unclipRatio) / (2 * (w + h));
    boxes.push({ x0: region.x0 - grow, y0: region.y0 - grow, x1: region.x1 + grow, y1: region.y1 + grow });
  }
  return boxes;
}

/** Boxes as the numbers a thread hands back: x0, y0, x1, y1 of each in turn. */
export function boxesAsNumbers(boxes: readonly Box[]): Float64Array {
  return Float64Array.from(boxes.flatMap(({ x0, y0, x1, y1 }) => [x0, y0, x1, y1]));
}

/** The boxes of boxesAsNumbers. */
export function boxesFrom(numbers: Float64Array): Box[] {
  const boxes: Box[] = [];
  for (let i = 0; i + 3 < numbers.length; i += 4) {
    boxes.push({ x0: numbers[i]!, y0: numbers[i + 1]!, x1: numbers[i + 2]!, y1: numbers[i + 3]! });
  }
  return boxes;
}
