/**
 * Property checks on a 512x512 edited image, shared by the image-edit eval (bench/image_edit/eval.ts)
 * and the API tests (e2e/api/image-edit-meme.test.ts). Pure functions over raw RGB pixels,
 * and the cases' shape: what each request asks of its output.
 */

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Rgb = [number, number, number];

/** Where in the 512x512 output a check looks. The sample photo (4:3) fills rows 64..447. */
/** `band`: the bottom 80 rows, where a caption band goes. */
export type Area =
  'top' | 'middle' | 'bottom' | 'top-left' | 'top-right' | 'bottom-left' | 'top-centre' | 'bottom-right' | 'band';

export type Check =
  | { kind: 'ocr'; text: string; area: Area; ink?: Rgb }
  | { kind: 'hue'; area: Area; colour: Rgb; share: number }
  | { kind: 'emoji'; area: Area }
  | { kind: 'corners'; colour: Rgb }
  | { kind: 'ring'; colour: Rgb }
  | { kind: 'letterbox'; colour: Rgb; sides?: 'both' | 'bottom' }
  | { kind: 'gradient'; top: Rgb; bottom: Rgb }
  | { kind: 'rounded' }
  | { kind: 'filled' }
  | { kind: 'differs' }
  | { kind: 'luma'; direction: 'up' | 'down' }
  | { kind: 'grey' }
  | { kind: 'sepia' }
  | { kind: 'inverted' }
  | { kind: 'tint'; channel: 0 | 1 | 2 }
  | { kind: 'softer' }
  | { kind: 'blocks' }
  | { kind: 'border'; colour: Rgb; width: number }
  | { kind: 'plan'; includes: string }
  /** How many stickers the plan draws. */
  | { kind: 'stickers'; count: number };

export interface EditCase {
  prompt: string;
  checks: Check[];
  /** A family of requests reported on its own (the first 50 cases: `existing`). */
  family?: string;
  /** `check` cases were written before tuning and never tuned on; `tune` cases were. */
  split?: 'tune' | 'check';
  /** How many copies of the stand-in photo go in (1 unless said; 0: a text-only picture). */
  images?: number;
}

export const at = (pixels: Pixels, x: number, y: number): Rgb => {
  const offset = (y * pixels.width + x) * 3;
  return [pixels.data[offset]!, pixels.data[offset + 1]!, pixels.data[offset + 2]!];
};

export const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
export const distance = (a: Rgb, b: Rgb) =>
  Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));

/** Thirds of the canvas, for "the words are in the right third" checks. */
export const THIRDS: Record<'top' | 'middle' | 'bottom', Box> = {
  top: { left: 0, top: 0, width: 512, height: 171 },
  middle: { left: 0, top: 171, width: 512, height: 170 },
  bottom: { left: 0, top: 341, width: 512, height: 171 },
};

export function mean(pixels: Pixels, box: Box): Rgb {
  const sum = [0, 0, 0];
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1)
      at(pixels, x, y).forEach((value, channel) => (sum[channel]! += value));
  }
  const count = box.width * box.height;
  return sum.map((value) => value / count) as Rgb;
}

export function meanLuma(
  pixels: Pixels,
  box: Box = { left: 0, top: 0, width: pixels.width, height: pixels.height },
): number {
  return luma(mean(pixels, box));
}

/** Share of the pixels of a box within `tolerance` (per channel) of a colour. */
export function shareNear(pixels: Pixels, box: Box, colour: Rgb, tolerance = 40): number {
  let near = 0;
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1)
      if (distance(at(pixels, x, y), colour) <= tolerance) near += 1;
  }
  return near / (box.width * box.height);
}

/** The four corner patches (size x size) all within `tolerance` of one colour: what a circle crop leaves. */
export function cornersUniform(pixels: Pixels, colour: Rgb, size = 24, tolerance = 12): boolean {
  const last = pixels.width - size;
  return [
    [0, 0],
    [last, 0],
    [0, last],
    [last, last],
  ].every(
    ([left, top]) => shareNear(pixels, { left: left!, top: top!, width: size, height: size }, colour, tolerance) > 0.98,
  );
}

/**
 * A black-on-white copy of a box where the pixels near `ink` are black: what OCR reads best, and a
 * check that the words are drawn in that colour.
 */
export function inkMask(pixels: Pixels, box: Box, ink: Rgb, tolerance = 60): Pixels {
  const data = Buffer.alloc(box.width * box.height * 3, 255);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      if (distance(at(pixels, box.left + x, box.top + y), ink) <= tolerance)
        data.fill(0, (y * box.width + x) * 3, (y * box.width + x) * 3 + 3);
    }
  }
  return { data, width: box.width, height: box.height };
}

/** Hue buckets (of 12) holding at least `minimum` saturated pixels in a box: many for a colour emoji, one or none for a box glyph. */
export function hueBuckets(pixels: Pixels, box: Box, minimum = 20): number {
  const counts = new Array<number>(12).fill(0);
  for (let y = box.top; y < box.top + box.height; y += 1) {
    for (let x = box.left; x < box.left + box.width; x += 1) {
      const [r, g, b] = at(pixels, x, y);
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max - min < 50) continue;
      let hue = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min) : 4 + (r - g) / (max - min);
      hue = (hue * 60 + 360) % 360;
      counts[Math.floor(hue / 30)]! += 1;
    }
  }
  return counts.filter((count) => count >= minimum).length;
}

/** Words of a text, lower-cased, letters and digits only. */
export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Whether every word of `expected` is among the words OCR read. A ticker (`$PEPE`) is found read
 * with its dollar sign as an S ("SPEPE") too: tesseract reads the drawn sign so.
 */
export function readsAll(read: string, expected: string): boolean {
  const found = new Set(words(read));
  return expected
    .split(/\s+/)
    .every((token) =>
      words(token).every((word) => found.has(word) || (token.startsWith('$') && found.has(`s${word}`))),
    );
}
