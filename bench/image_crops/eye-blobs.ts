/**
 * A classic eye finder, tried as a cue for where an animal's eyes are (eye-cues.ts): pairs of dark
 * round blobs, side by side, in a box of the analysis copy. Not part of the engine: it did not move
 * the crops closer to the marked eyes on the eval set's tune half (RESULTS.md).
 */
import type { Box } from '../../lib/engines/image_crops/types';

/** A grey image as numbers, one a pixel, row by row. */
export interface GreyPlane {
  grey: Float32Array | Uint8Array;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A round blob darker than its ring: its centre, its scale (the blur's sigma) and how much darker. */
export interface Blob extends Point {
  sigma: number;
  strength: number;
}

/** The blurs a blob is looked for at, in pixels of the analysis copy (an eye of about 3 to 20 pixels across). */
const SIGMAS = [1.5, 2.4, 3.8, 6];
/** The ring a blob is compared with is blurred this much more than the blob. */
const RING = 1.6;
/** A blob counts from this much darker than its ring, in grey levels. */
const MIN_STRENGTH = 6;
/** The strongest blobs kept for pairing. */
const MOST_BLOBS = 16;

/**
 * The dark round blobs in a box of a grey image (a difference of Gaussians: the image blurred a
 * little, minus it blurred more, at a few scales), strongest first, none closer to a stronger one
 * than twice the larger's scale.
 */
export function darkBlobs(image: GreyPlane, within: Box): Blob[] {
  const pad = Math.ceil(3 * RING * SIGMAS[SIGMAS.length - 1]!);
  const x0 = Math.max(0, Math.floor(within.x) - pad);
  const y0 = Math.max(0, Math.floor(within.y) - pad);
  const x1 = Math.min(image.width, Math.ceil(within.x + within.width) + pad);
  const y1 = Math.min(image.height, Math.ceil(within.y + within.height) + pad);
  const width = x1 - x0;
  const height = y1 - y0;
  if (width < 3 || height < 3) return [];
  const plane = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) plane[y * width + x] = image.grey[(y + y0) * image.width + x + x0]!;
  const found: Blob[] = [];
  for (const sigma of SIGMAS) {
    const fine = blurred(plane, width, height, sigma);
    const coarse = blurred(plane, width, height, sigma * RING);
    const darker = new Float32Array(width * height);
    for (let i = 0; i < darker.length; i++) darker[i] = coarse[i]! - fine[i]!;
    for (let y = 1; y < height - 1; y++)
      for (let x = 1; x < width - 1; x++) {
        const value = darker[y * width + x]!;
        if (value < MIN_STRENGTH) continue;
        const px = x + x0;
        const py = y + y0;
        if (px < within.x || py < within.y || px > within.x + within.width || py > within.y + within.height) continue;
        let peak = true;
        for (let dy = -1; dy <= 1 && peak; dy++)
          for (let dx = -1; dx <= 1; dx++)
            if ((dx || dy) && darker[(y + dy) * width + x + dx]! > value) {
              peak = false;
              break;
            }
        if (peak) found.push({ x: px, y: py, sigma, strength: value });
      }
  }
  found.sort((a, b) => b.strength - a.strength || a.y - b.y || a.x - b.x);
  const kept: Blob[] = [];
  for (const blob of found) {
    if (kept.length >= MOST_BLOBS) break;
    if (kept.every((other) => Math.hypot(other.x - blob.x, other.y - blob.y) > 2 * Math.max(other.sigma, blob.sigma)))
      kept.push(blob);
  }
  return kept;
}

/**
 * A pair of eyes among the dark blobs of a face's box: two blobs of about the same scale and
 * strength, side by side (more across than down), as far apart as an animal's eyes are for a face of
 * that width; the strongest such pair. None when no two blobs fit.
 */
export function eyePair(blobs: Blob[], face: Box): [Blob, Blob] | undefined {
  let best: [Blob, Blob] | undefined;
  let bestScore = 0;
  for (let i = 0; i < blobs.length; i++)
    for (let j = i + 1; j < blobs.length; j++) {
      const a = blobs[i]!;
      const b = blobs[j]!;
      const across = Math.abs(a.x - b.x);
      const down = Math.abs(a.y - b.y);
      if (across < 0.12 * face.width || across > 0.7 * face.width || down > 0.35 * across) continue;
      if (Math.max(a.sigma, b.sigma) > 1.7 * Math.min(a.sigma, b.sigma)) continue;
      if (across < 3 * Math.max(a.sigma, b.sigma)) continue;
      const weaker = Math.min(a.strength, b.strength);
      if (weaker < 0.4 * Math.max(a.strength, b.strength)) continue;
      const score = weaker * (1 - down / across);
      if (score > bestScore) {
        bestScore = score;
        best = a.x <= b.x ? [a, b] : [b, a];
      }
    }
  return best;
}

/** A plane blurred by a Gaussian of this sigma (separable, edges repeated). */
function blurred(plane: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) sum += kernel[i + radius] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! / sum;
  const across = new Float32Array(plane.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let value = 0;
      for (let i = -radius; i <= radius; i++)
        value += kernel[i + radius]! * plane[y * width + Math.min(width - 1, Math.max(0, x + i))]!;
      across[y * width + x] = value;
    }
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let value = 0;
      for (let i = -radius; i <= radius; i++)
        value += kernel[i + radius]! * across[Math.min(height - 1, Math.max(0, y + i)) * width + x]!;
      out[y * width + x] = value;
    }
  return out;
}
