import type { Box } from './types';

/**
 * Where the eye goes in an RGB image (3 bytes a pixel), as a map of the same size. The image's border
 * is taken for the backdrop (a boundary prior), its colours and textures: a pixel far from all of
 * them stands out, more so where it is sharp (in focus) unlike the backdrop, and of saturated colour.
 */
export interface SaliencyMap {
  width: number;
  height: number;
  /** The map itself, row by row. */
  values: Float32Array;
  total: number;
}

/**
 * How the three cues add up: sharpness counts most, as an in-focus subject over a blurred backdrop
 * is the commonest photograph; distinctness from the backdrop next; saturation a little.
 */
const WEIGHTS = { distinct: 0.25, detail: 0.65, saturation: 0.1 };
/** Colours the border is summarised by (k-means): one backdrop may be sky above and grass below. */
const BORDER_COLOURS = 5;

/**
 * How strongly texture counts in the backdrop model: a pixel's detail (0 to 1) times this is set
 * beside its colour (0 to 255 a channel), so that gravel, grass or brick along the border is a
 * backdrop colour *and* texture, and the same texture further in is taken for backdrop too.
 * It sets the scale DETAIL_GATE is measured in.
 */
const TEXTURE_SCALE = 100;
/**
 * Detail counts in full only where a pixel is at least this far from the backdrop (in the model's
 * units), in proportion below: a busy texture like the border's is not a subject, however sharp.
 */
const DETAIL_GATE = 120;

/** `focus`, when given, is each pixel's sharpness (0 to 1) measured on a larger copy, used for detail. */
export function saliencyMap(rgb: Buffer, width: number, height: number, focus?: Float32Array): SaliencyMap {
  const detail = focus ?? gradients(rgb, width, height);
  const features = new Float32Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    features.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, TEXTURE_SCALE * detail[i]!], i * 4);
  }
  const backdrop = borderModel(features, width, height);
  const values = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const f = i * 4;
    let nearest = Infinity;
    for (let k = 0; k < backdrop.length; k += 4) {
      let distance = 0;
      for (let d = 0; d < 4; d++) distance += (features[f + d]! - backdrop[k + d]!) ** 2;
      nearest = Math.min(nearest, distance);
    }
    const distinct = Math.sqrt(nearest);
    const p = i * 3;
    const max = Math.max(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!);
    const gate = Math.min(1, distinct / DETAIL_GATE);
    values[i] =
      WEIGHTS.distinct * Math.min(1, distinct / 200) +
      WEIGHTS.detail * detail[i]! * gate +
      WEIGHTS.saturation * (max === 0 ? 0 : (max - Math.min(rgb[p]!, rgb[p + 1]!, rgb[p + 2]!)) / max);
  }
  return withTotal(values, width, height);
}

/** Each pixel's gradient (luma, central differences), 0 to 1: detail when no sharpness map is given. */
function gradients(rgb: Buffer, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const gx = luma(rgb, (row + Math.min(width - 1, x + 1)) * 3) - luma(rgb, (row + Math.max(0, x - 1)) * 3);
      const gy = luma(rgb, (down + x) * 3) - luma(rgb, (up + x) * 3);
      out[row + x] = Math.min(1, Math.hypot(gx, gy) / 128);
    }
  }
  return out;
}

function luma(rgb: Buffer, p: number): number {
  return 0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!;
}

/**
 * The backdrop: the main colours (and textures) of the outer twentieth of the image, by k-means
 * from evenly spaced seeds over 4 features a pixel.
 */
function borderModel(features: Float32Array, width: number, height: number): Float64Array {
  const band = Math.max(1, Math.round(Math.min(width, height) / 20));
  const samples: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      const f = (y * width + x) * 4;
      samples.push(features[f]!, features[f + 1]!, features[f + 2]!, features[f + 3]!);
    }
  }
  const count = samples.length / 4;
  const k = Math.min(BORDER_COLOURS, count);
  const centres = new Float64Array(k * 4);
  for (let c = 0; c < k; c++) {
    const s = Math.floor(((c + 0.5) * count) / k) * 4;
    centres.set(samples.slice(s, s + 4), c * 4);
  }
  const sums = new Float64Array(k * 5);
  for (let round = 0; round < 6; round++) {
    sums.fill(0);
    for (let s = 0; s < samples.length; s += 4) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < k; c++) {
        let distance = 0;
        for (let d = 0; d < 4; d++) distance += (samples[s + d]! - centres[c * 4 + d]!) ** 2;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      }
      for (let d = 0; d < 4; d++) sums[best * 5 + d]! += samples[s + d]!;
      sums[best * 5 + 4]! += 1;
    }
    for (let c = 0; c < k; c++) {
      const n = sums[c * 5 + 4]!;
      if (n > 0) for (let d = 0; d < 4; d++) centres[c * 4 + d] = sums[c * 5 + d]! / n;
    }
  }
  return centres;
}

/** The map with its total. */
function withTotal(values: Float32Array, width: number, height: number): SaliencyMap {
  let total = 0;
  for (const value of values) total += value;
  return { width, height, values, total };
}

/**
 * A component is part of the subject when it weighs at least this share of the heaviest one: a
 * subject is often seen in pieces (a head and a body apart), a speck of clutter weighs far less.
 */
const SUBJECT_SHARE = 0.25;

/**
 * The subject as the map sees it: the pixels well above the map's mean (mean + 0.75 standard
 * deviations), grouped into connected regions; the box around the heaviest region and any other of
 * at least a quarter of its weight. The whole image when nothing stands out.
 */
export function salientBox(map: SaliencyMap): Box {
  const { width, height, values } = map;
  const mean = map.total / values.length;
  let variance = 0;
  for (const value of values) variance += (value - mean) ** 2;
  const threshold = mean + 0.75 * Math.sqrt(variance / values.length);
  return heavyRegionsBox(values, width, height, threshold, SUBJECT_SHARE) ?? { x: 0, y: 0, width, height };
}

/**
 * The box around the heaviest connected region (4-connected) of a map's values above `threshold`,
 * and every other of at least `share` of its weight (the sum of its values); undefined when no value
 * is above the threshold.
 */
export function heavyRegionsBox(
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
  share: number,
): Box | undefined {
  const label = new Int32Array(values.length).fill(-1);
  const regions: Array<{ mass: number; box: [number, number, number, number] }> = [];
  const queue = new Int32Array(values.length);
  for (let start = 0; start < values.length; start++) {
    if (label[start] !== -1 || values[start]! <= threshold) continue;
    const region = { mass: 0, box: [width, height, 0, 0] as [number, number, number, number] };
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = regions.length;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      const y = (i - x) / width;
      region.mass += values[i]!;
      region.box = [
        Math.min(region.box[0], x),
        Math.min(region.box[1], y),
        Math.max(region.box[2], x + 1),
        Math.max(region.box[3], y + 1),
      ];
      for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (next < 0 || next >= values.length || label[next] !== -1 || values[next]! <= threshold) continue;
        label[next] = regions.length;
        queue[tail++] = next;
      }
    }
    regions.push(region);
  }
  if (regions.length === 0) return undefined;
  const heaviest = Math.max(...regions.map((region) => region.mass));
  const kept = regions.filter((region) => region.mass >= heaviest * share);
  const x0 = Math.min(...kept.map((region) => region.box[0]));
  const y0 = Math.min(...kept.map((region) => region.box[1]));
  const x1 = Math.max(...kept.map((region) => region.box[2]));
  const y1 = Math.max(...kept.map((region) => region.box[3]));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * How sharp each pixel of a `width` × `height` map is, measured on a larger copy of the image (grey,
 * `scale` times the map's size): the mean absolute Laplacian over the block each map pixel covers,
 * divided by the image's 98th percentile of it. In-focus subjects stand out of blurred backdrops.
 */
export function focusMap(
  grey: Buffer,
  greyWidth: number,
  greyHeight: number,
  width: number,
  height: number,
): Float32Array {
  const sums = new Float32Array(width * height);
  const counts = new Float32Array(width * height);
  for (let y = 1; y < greyHeight - 1; y++) {
    const my = Math.min(height - 1, Math.floor((y * height) / greyHeight));
    for (let x = 1; x < greyWidth - 1; x++) {
      const i = y * greyWidth + x;
      const laplacian = Math.abs(
        4 * grey[i]! - grey[i - 1]! - grey[i + 1]! - grey[i - greyWidth]! - grey[i + greyWidth]!,
      );
      const m = my * width + Math.min(width - 1, Math.floor((x * width) / greyWidth));
      sums[m]! += laplacian;
      counts[m]! += 1;
    }
  }
  for (let m = 0; m < sums.length; m++) sums[m] = counts[m]! > 0 ? sums[m]! / counts[m]! : 0;
  const sorted = Float32Array.from(sums).sort();
  const top = sorted[Math.floor(sorted.length * 0.98)] || 1;
  for (let m = 0; m < sums.length; m++) sums[m] = Math.min(1, sums[m]! / top);
  return sums;
}
