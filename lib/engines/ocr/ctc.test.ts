import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import {
  allowedClasses,
  blankGaps,
  decodeCtc,
  loadCharacterClasses,
  PIXELS_PER_STEP,
  recognizerKeysPath,
  zerosInNumbers,
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
    expect(decodeCtc(steps('A_B_C______A_B'), classes, { gaps: [gap] }).text).toBe('ABC AB');
    expect(decodeCtc(steps('A_B_C______A_B'), classes, { gaps: [] }).text).toBe('ABCAB');
  });

  it('keeps the spaces the model did emit, once', () => {
    const gap = { start: 5 * PIXELS_PER_STEP, end: 9 * PIXELS_PER_STEP };
    expect(decodeCtc(steps('A_B_ _____C'), classes, { gaps: [gap] }).text).toBe('AB C');
  });

  it('puts a space where the model gave the space class some probability between two characters', () => {
    const hesitant = steps('A_B__C').map((step, at) => (at === 3 ? { ...step, space: 0.08 } : step));
    expect(decodeCtc(hesitant, classes, { spaceFrom: 0.05 }).text).toBe('AB C');
    expect(decodeCtc(hesitant, classes, { spaceFrom: 0.1 }).text).toBe('ABC');
    expect(decodeCtc(hesitant, classes).text).toBe('ABC');
  });

  it('reads Han where the whole dictionary is sure of it, only on a line that holds enough of it', () => {
    const han = ['', 'A', 'B', '青', '蛙', ' '];
    // Latin best (allowed) and best of all, per step: `A` `_` then 青 and 蛙 where the Latin best is B.
    const line: CtcStep[] = [
      { index: 1, probability: 0.9, anyIndex: 1, anyProbability: 0.9 },
      { index: 0, probability: 0.9, anyIndex: 0, anyProbability: 0.9 },
      { index: 2, probability: 0.2, anyIndex: 3, anyProbability: 0.8 },
      { index: 0, probability: 0.9, anyIndex: 0, anyProbability: 0.9 },
      { index: 2, probability: 0.2, anyIndex: 4, anyProbability: 0.7 },
    ];
    expect(decodeCtc(line, han, { scripts: 'mixed' }).text).toBe('A 青蛙');
    expect(decodeCtc(line, han, { scripts: 'latin' }).text).toBe('ABB');
    expect(decodeCtc(line, han, { scripts: 'every' }).text).toBe('A 青蛙');
    // One sure Han character on a Latin line is a stray reading, not Chinese.
    expect(decodeCtc(line.slice(0, 3), han, { scripts: 'mixed' }).text).toBe('AB');
    expect(decodeCtc(line, han, { scripts: 'mixed', cjkFrom: 0.75 }).text).toBe('ABB');
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

describe('zerosInNumbers', () => {
  it('reads an O inside a number as the digit 0', () => {
    expect(zerosInNumbers('TOTAL O.50')).toBe('TOTAL 0.50');
    expect(zerosInNumbers('RM1O.OO')).toBe('RM10.00');
    expect(zerosInNumbers('ROOM 1O1')).toBe('ROOM 101');
  });

  it('leaves an O that touches another letter, or stands alone, a letter', () => {
    expect(zerosInNumbers('GOOD 10')).toBe('GOOD 10');
    expect(zerosInNumbers('NO.5 SOO')).toBe('NO.5 SOO');
    expect(zerosInNumbers('LINE O')).toBe('LINE O');
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
