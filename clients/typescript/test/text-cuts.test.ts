import { describe, expect, it } from 'vitest';
import { CUT_LINE_SHARE, LINE_EDGE_SHARE, cutsText } from '../src/kit/text-cuts.ts';

const BOX = { x: 100, y: 100, width: 200, height: 200 };
const line = (x: number, y: number, width: number, height = 20) => ({ x, y, width, height });

describe('whether a crop cuts through a line of text', () => {
  it('does not when every line is inside it whole, or outside it', () => {
    expect(cutsText(BOX, [])).toBe(false);
    expect(cutsText(BOX, [line(120, 150, 150), line(100, 100, 200)])).toBe(false);
    expect(cutsText(BOX, [line(0, 0, 90), line(400, 150, 50), line(120, 330, 100)])).toBe(false);
  });

  it('does when a line runs out of its side, or its edge crosses the line', () => {
    expect(cutsText(BOX, [line(50, 150, 200)])).toBe(true);
    expect(cutsText(BOX, [line(150, 150, 200)])).toBe(true);
    expect(cutsText(BOX, [line(120, 290, 100)])).toBe(true);
  });

  it('does not count a sliver of a line’s edge as a cut', () => {
    const sliver = Math.floor(20 * CUT_LINE_SHARE) - 1;
    expect(cutsText(BOX, [line(120, 300 - sliver, 100)])).toBe(false);
    expect(cutsText(BOX, [line(120, 300 - sliver - 3, 100)])).toBe(true);
  });

  it('does not count leaving out the edge of a line’s box as a cut, only more of it', () => {
    const edge = Math.floor(20 * LINE_EDGE_SHARE);
    expect(cutsText(BOX, [line(120, 100 - edge, 100)])).toBe(false);
    expect(cutsText(BOX, [line(120, 100 - edge - 2, 100)])).toBe(true);
    expect(cutsText(BOX, [line(100 - edge, 150, 200)])).toBe(false);
    expect(cutsText(BOX, [line(100 - 30, 150, 200)])).toBe(true);
  });
});
