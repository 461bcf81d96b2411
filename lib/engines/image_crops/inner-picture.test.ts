import { describe, expect, it } from 'vitest';
import { chooseBox, WEIGHTS, type Analysis } from './choose';
import { cutsLine, innerPictureBox } from './inner-picture';
import { inSource } from './cropper';
import type { Box } from './types';

/** A screenshot of a post at the analysis copy's size: a header, two lines, a photo, the counts. */
const HEADER: Box[] = [
  { x: 64, y: 5, width: 160, height: 20 },
  { x: 64, y: 25, width: 140, height: 23 },
];
const POST: Box[] = [
  { x: 18, y: 71, width: 403, height: 24 },
  { x: 18, y: 95, width: 385, height: 24 },
];
const COUNTS: Box = { x: 18, y: 490, width: 216, height: 25 };
const PAGE = { width: 500, height: 520, text: [...HEADER, ...POST, COUNTS] };
const DOG: Box = { x: 34, y: 136, width: 396, height: 315 };

function screenshot(net: Box): Analysis {
  return { ...PAGE, faces: [], net: { box: net, peak: 0.995, cover: 0.4 } };
}

/** Whether `outer` holds `inner`, to half a pixel. */
function holds(outer: Box, inner: Box): boolean {
  const [left, top] = [inner.x - outer.x, inner.y - outer.y];
  const right = outer.x + outer.width - (inner.x + inner.width);
  const bottom = outer.y + outer.height - (inner.y + inner.height);
  return Math.min(left, top, right, bottom) >= -0.5;
}

describe('the picture inside a page of text', () => {
  it('is the logo: a square inside the photo, cutting no line, where every largest square cuts one', () => {
    for (let y = 0; y <= 20; y++)
      expect(PAGE.text.some((line) => cutsLine({ x: 0, y, width: 500, height: 500 }, line))).toBe(true);
    expect(chooseBox(screenshot(DOG), [1, 1], { ...WEIGHTS, innerPicture: Infinity }).width).toBeCloseTo(500);
    const box = chooseBox(screenshot(DOG), [1, 1]);
    expect(box.width).toBeLessThan(500);
    expect(box.width).toBeCloseTo(box.height);
    expect(PAGE.text.some((line) => cutsLine(box, line))).toBe(false);
    // The photo's band (below the post's last line, above the counts) holds the dog's height whole.
    expect(box.y).toBeGreaterThanOrEqual(POST[1]!.y + POST[1]!.height * 0.9 - 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(COUNTS.y + COUNTS.height * 0.1 + 0.5);
    expect(box.y).toBeLessThanOrEqual(DOG.y);
    expect(box.y + box.height).toBeGreaterThanOrEqual(DOG.y + DOG.height);
  });

  it('is not taken where the largest box cuts no line', () => {
    const band = { x: 0, y: 130, width: 500, height: 167 };
    expect(innerPictureBox(PAGE, [3, 1], band, { matters: DOG, side: 0.3, heavy: true })).toBeUndefined();
  });

  it('is not taken when a line lies over what matters, or the band between lines is a strip', () => {
    const largest = { x: 0, y: 0, width: 500, height: 500 };
    const overText = { x: 18, y: 60, width: 400, height: 200 };
    expect(innerPictureBox(PAGE, [1, 1], largest, { matters: overText, side: 0.3, heavy: true })).toBeUndefined();
    const betweenLines = { x: 40, y: 62, width: 100, height: 8 };
    expect(innerPictureBox(PAGE, [1, 1], largest, { matters: betweenLines, side: 0.3, heavy: true })).toBeUndefined();
  });

  it('centres on an animal’s face where the band is wider than the box', () => {
    const largest = { x: 0, y: 0, width: 500, height: 500 };
    const face = { x: 300, y: 160, width: 60, height: 60 };
    const box = innerPictureBox(PAGE, [1, 1], largest, {
      matters: { x: 100, y: 140, width: 300, height: 300 },
      centre: face,
      side: 0.3,
      heavy: true,
    })!;
    expect(box.x + box.width / 2).toBeGreaterThan(250);
    expect(holds(box, face)).toBe(true);
  });

  it('is cut from the source at its own size, of the aspect', () => {
    const box = chooseBox(screenshot(DOG), [1, 1]);
    const source = inSource(box, PAGE, { width: 1080, height: 1123 }, [1, 1]);
    expect(source.width).toBe(source.height);
    expect(source.width).toBeLessThan(1080);
    expect(source.y + source.height).toBeLessThanOrEqual(1123);
    const largest = inSource({ x: 0, y: 0, width: 500, height: 500 }, PAGE, { width: 1080, height: 1123 }, [1, 1]);
    expect(largest).toEqual({ x: 0, y: 0, width: 1080, height: 1080 });
  });
});
