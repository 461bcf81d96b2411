import { describe, expect, it } from 'vitest';
import { scoreRequest } from './parts-score';
import type { Part } from './phrasings';

const grey: Part = { kind: 'step', step: 'grayscale', said: 'black and white' };
const gm: Part = { kind: 'text', text: 'GM', said: 'GM' };
const tint: Part = { kind: 'step', step: 'tint', name: 'red', said: 'red tint' };
const painting: Part = { kind: 'cannot', said: 'painting' };

describe('scoreRequest', () => {
  it('says which parts the plan applied, owned up to or dropped', () => {
    const result = scoreRequest([grey, gm, painting], 'caption("GM" bottom band normal black box white)');
    expect(result.parts.map((part) => part.outcome)).toEqual(['dropped', 'applied', 'dropped']);
    expect(result.whole).toBe(false);
    const owned = scoreRequest(
      [grey, gm, painting],
      'grayscale; caption("GM" bottom band normal black box white); ignored("make it look like a painting")',
    );
    expect(owned.parts.map((part) => part.outcome)).toEqual(['applied', 'applied', 'owned']);
    expect(owned.parts[2]!.note).toMatch(/cannot change the style/);
    expect(owned.whole).toBe(true);
  });

  it('counts a caption in the colour of another part as applied wrongly', () => {
    const result = scoreRequest([tint, gm], 'caption("GM" bottom band normal red box white)');
    expect(result.parts[1]).toMatchObject({ outcome: 'applied', wrong: true });
    expect(scoreRequest([tint, gm], 'tint(red); caption("GM" bottom band normal black box white)').whole).toBe(true);
  });
});

describe('scoreRequest, a caption of one picture', () => {
  const before: Part = { kind: 'text', text: 'before', said: 'before', picture: 1 };
  const after: Part = { kind: 'text', text: 'after', said: 'after', picture: 2 };

  it('counts a caption outside the cell of its picture as applied wrongly', () => {
    const inCells =
      'caption("before" bottom band normal black picture 1); caption("after" bottom band normal black picture 2)';
    expect(scoreRequest([before, after], inCells).whole).toBe(true);
    const swapped = 'caption("before" bottom band normal black picture 2); caption("after" bottom band normal black)';
    expect(scoreRequest([before, after], swapped).parts.map((part) => part.wrong)).toEqual([true, true]);
  });
});

describe('scoreRequest, strictly', () => {
  const circle: Part = { kind: 'shape', shape: 'circle', said: 'circle' };
  const moon: Part = { kind: 'sticker', symbol: '🌕', at: 'top-right', said: 'moon' };

  it('counts a part owned up to that the request never asked for against it', () => {
    const header = 'circle; ignored("crop it into")';
    expect(scoreRequest([circle], header).whole).toBe(true);
    const strict = scoreRequest([circle], header, { strict: true });
    expect(strict.whole).toBe(false);
    expect(strict.spurious).toEqual(['crop it into']);
    expect(scoreRequest([painting], 'ignored("a painting")', { strict: true }).whole).toBe(true);
  });

  it('says a sticker away from the place asked for is applied wrongly', () => {
    expect(scoreRequest([moon], 'sticker("\\u{1f315}" top-right normal)').whole).toBe(true);
    expect(scoreRequest([moon], 'sticker("\\u{1f315}" top-left normal)').parts[0]).toMatchObject({ wrong: true });
  });
});
