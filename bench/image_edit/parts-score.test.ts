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
