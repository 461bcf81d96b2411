import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import {
  allowedClasses,
  blankGaps,
  decodeCtc,
  loadCharacterClasses,
  PIXELS_PER_STEP,
  recognizerKeysPath,
  type CtcStep,
} from './ctc';

const classes = ['', 'A', 'B', 'C', '1', '。', ' '];

/** Time steps from a compact notation: a letter is its class, `_` a blank. */
function steps(pattern: string, probability = 0.9): CtcStep[] {
  return [...pattern].map((char) => ({ index: char === '_' ? 0 : classes.indexOf(char), probability }));
}

describe('decodeCtc', () => {
  it('merges repeats and drops blanks', () => {
    expect(decodeCtc(steps('AA_B_BB_C'), classes).text).toBe('ABBC');
  });

  it('puts a space where an ink-free gap lies between two characters', () => {
    const gap = { start: 5 * PIXELS_PER_STEP, end: 9 * PIXELS_PER_STEP };
    expect(decodeCtc(steps('A_B_C______A_B'), classes, [gap]).text).toBe('ABC AB');
    expect(decodeCtc(steps('A_B_C______A_B'), classes, []).text).toBe('ABCAB');
  });

  it('keeps the spaces the model did emit, once', () => {
    const gap = { start: 5 * PIXELS_PER_STEP, end: 9 * PIXELS_PER_STEP };
    expect(decodeCtc(steps('A_B_ _____C'), classes, [gap]).text).toBe('AB C');
  });

  it('gives the mean probability of its characters as confidence', () => {
    const line = decodeCtc(
      [
        { index: 1, probability: 0.5 },
        { index: 0, probability: 1 },
        { index: 2, probability: 1 },
      ],
      classes,
    );
    expect(line.confidence).toBeCloseTo(0.75);
    expect(decodeCtc(steps('___'), classes)).toEqual({ text: '', confidence: 0 });
  });
});

describe('allowedClasses', () => {
  it('keeps the blank and Latin characters, not full-width punctuation', () => {
    expect([...allowedClasses(classes)]).toEqual([1, 1, 1, 1, 1, 0, 1]);
  });

  it('reads the installed model keys: blank first, space last', () => {
    const installed = loadCharacterClasses(recognizerKeysPath(APP_ROOT));
    expect(installed).toHaveLength(6625);
    expect(installed[0]).toBe('');
    expect(installed.at(-1)).toBe(' ');
    const allowed = allowedClasses(installed);
    expect(allowed[installed.indexOf('A')]).toBe(1);
    expect(allowed[installed.indexOf('中')]).toBe(0);
  });
});

describe('blankGaps', () => {
  /** A 10-px-high crop from a column pattern: `#` an inked column, `.` a white one. */
  function crop(pattern: string) {
    const width = pattern.length;
    const pixels = new Uint8Array(width * 10).fill(250);
    for (let y = 0; y < 10; y++) [...pattern].forEach((c, x) => c === '#' && (pixels[y * width + x] = 10));
    return { pixels, width };
  }

  it('finds the white runs at least as wide as asked, between ink only', () => {
    const { pixels, width } = crop('..##.##....###..');
    expect(blankGaps(pixels, width, 10, 3)).toEqual([{ start: 7, end: 11 }]);
    expect(blankGaps(pixels, width, 10, 1)).toEqual([
      { start: 4, end: 5 },
      { start: 7, end: 11 },
    ]);
  });

  it('finds none on a blank crop', () => {
    expect(blankGaps(new Uint8Array(100).fill(255), 10, 10, 1)).toEqual([]);
  });
});
