import { describe, expect, it } from 'vitest';
import { allowedClasses, decodeCtc, loadCharacterClasses, type CtcStep } from './ctc';

const classes = ['', 'A', 'B', 'C', '1', '。', ' '];

/** Time steps from a compact notation: a letter is its class, `_` a blank. */
function steps(pattern: string, probability = 0.9): CtcStep[] {
  return [...pattern].map((char) => ({ index: char === '_' ? 0 : classes.indexOf(char), probability }));
}

describe('decodeCtc', () => {
  it('merges repeats and drops blanks', () => {
    expect(decodeCtc(steps('AA_B_BB_C'), classes).text).toBe('ABBC');
  });

  it('puts a space where the gap between characters is much wider than usual', () => {
    expect(decodeCtc(steps('A_B_C______A_B'), classes).text).toBe('ABC AB');
    expect(decodeCtc(steps('A_B_C_A_B'), classes).text).toBe('ABCAB');
  });

  it('keeps the spaces the model did emit, once', () => {
    expect(decodeCtc(steps('A_B_ _____C'), classes).text).toBe('AB C');
  });

  it('gives the mean probability of its characters as confidence', () => {
    const line = decodeCtc([{ index: 1, probability: 0.5 }, { index: 0, probability: 1 }, { index: 2, probability: 1 }], classes);
    expect(line.confidence).toBeCloseTo(0.75);
    expect(decodeCtc(steps('___'), classes)).toEqual({ text: '', confidence: 0 });
  });
});

describe('allowedClasses', () => {
  it('keeps the blank and Latin characters, not full-width punctuation', () => {
    expect([...allowedClasses(classes)]).toEqual([1, 1, 1, 1, 1, 0, 1]);
  });

  it('reads the installed model keys: blank first, space last', () => {
    const installed = loadCharacterClasses();
    expect(installed).toHaveLength(6625);
    expect(installed[0]).toBe('');
    expect(installed.at(-1)).toBe(' ');
    const allowed = allowedClasses(installed);
    expect(allowed[installed.indexOf('A')]).toBe(1);
    expect(allowed[installed.indexOf('中')]).toBe(0);
  });
});
