import type { Box } from './types';

/**
 * Where the eye goes in an RGB image (3 bytes a pixel), as a map of the same size: what differs
 * from the colour of the image's border (the backdrop, usually), edges and detail, and saturated
 * colour. Summed areas come from its integral (`massIn`).
 */
export interface SaliencyMap {
  width: number;
  height: number;
  /** (width + 1) × (height + 1) running sums of the map, for the mass in any box in O(1). */
  integral: Float64Array;
  total: number;
}

const WEIGHTS = { distinct: 0.45, detail: 0.35, saturation: 0.2 };

export function saliencyMap(rgb: Buffer, width: number, height: number): SaliencyMap {
  const luma = new Float32Array(width * height);
  for (let i = 0, p = 0; i < luma.length; i++, p += 3) {
    luma[i] = 0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!;
  }
  const border = borderColour(rgb, width, height);
  const map = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const p = i * 3;
      const r = rgb[p]!;
      const g = rgb[p + 1]!;
      const b = rgb[p + 2]!;
      const distinct = Math.hypot(r - border[0], g - border[1], b - border[2]) / 441.7;
      const detail = Math.min(1, gradient(luma, width, height, x, y) / 255);
      const max = Math.max(r, g, b);
      const saturation = max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
      map[i] = WEIGHTS.distinct * distinct + WEIGHTS.detail * detail + WEIGHTS.saturation * saturation;
    }
  }
  return withIntegral(map, width, height);
}

/** The mean colour of the outer twentieth of the image on every side. */
function borderColour(rgb: Buffer, width: number, height: number): [number, number, number] {
  const band = Math.max(1, Math.round(Math.min(width, height) / 20));
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      const p = (y * width + x) * 3;
      sum[0]! += rgb[p]!;
      sum[1]! += rgb[p + 1]!;
      sum[2]! += rgb[p + 2]!;
      count++;
    }
  }
  return [sum[0]! / count, sum[1]! / count, sum[2]! / count];
}

/** Sobel magnitude of the luma at (x, y), edges repeated. */
function gradient(luma: Float32Array, width: number, height: number, x: number, y: number): number {
  const at = (dx: number, dy: number) =>
    luma[Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))]!;
  const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
  const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
  return Math.hypot(gx, gy) / 4;
}

function withIntegral(map: Float32Array, width: number, height: number): SaliencyMap {
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += map[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  return { width, height, integral, total: integral[height * stride + width]! };
}

/** The map's mass inside a box (clamped to the map). */
export function massIn(map: SaliencyMap, box: Box): number {
  const x0 = clamp(Math.round(box.x), 0, map.width);
  const y0 = clamp(Math.round(box.y), 0, map.height);
  const x1 = clamp(Math.round(box.x + box.width), 0, map.width);
  const y1 = clamp(Math.round(box.y + box.height), 0, map.height);
  const stride = map.width + 1;
  const { integral } = map;
  return (
    integral[y1 * stride + x1]! -
    integral[y0 * stride + x1]! -
    integral[y1 * stride + x0]! +
    integral[y0 * stride + x0]!
  );
}

/**
 * The subject as the map sees it: the box holding the middle 80% of the mass in each direction,
 * after the faint half of the map (the backdrop's noise) is set aside.
 */
export function salientBox(map: SaliencyMap): Box {
  const { width, height, integral } = map;
  const stride = width + 1;
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  const cell = (x: number, y: number) =>
    integral[(y + 1) * stride + x + 1]! -
    integral[y * stride + x + 1]! -
    integral[(y + 1) * stride + x]! +
    integral[y * stride + x]!;
  const mean = map.total / (width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = Math.max(0, cell(x, y) - mean);
      columns[x]! += value;
      rows[y]! += value;
    }
  }
  const [x0, x1] = middle(columns, 0.1);
  const [y0, y1] = middle(rows, 0.1);
  return { x: x0, y: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) };
}

/** The indices between which a distribution holds all but `tail` of its mass at each end. */
function middle(values: Float64Array, tail: number): [number, number] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return [0, values.length];
  let start = 0;
  for (let seen = 0; start < values.length && seen + values[start]! <= total * tail; start++) seen += values[start]!;
  let end = values.length;
  for (let seen = 0; end > start + 1 && seen + values[end - 1]! <= total * tail; end--) seen += values[end - 1]!;
  return [start, end];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
