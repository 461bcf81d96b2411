import { describe, expect, it } from 'vitest';
import { darkBlobs, eyePair, type GreyPlane } from './eye-blobs';

/** A light grey plane with dark discs of radius 4 at the given centres. */
function withDiscs(width: number, height: number, centres: Array<{ x: number; y: number }>): GreyPlane {
  const grey = new Uint8Array(width * height).fill(200);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (centres.some((centre) => Math.hypot(x - centre.x, y - centre.y) <= 4)) grey[y * width + x] = 40;
  return { grey, width, height };
}

describe('the classic eye finder (dark blob pairs)', () => {
  const whole = { x: 0, y: 0, width: 120, height: 90 };

  it('pairs two dark discs side by side, and not one below them', () => {
    const image = withDiscs(120, 90, [
      { x: 40, y: 30 },
      { x: 80, y: 32 },
      { x: 60, y: 75 },
    ]);
    const pair = eyePair(darkBlobs(image, whole), whole);
    expect(pair).toBeDefined();
    expect(pair![0].x).toBeCloseTo(40, -0.5);
    expect(pair![0].y).toBeCloseTo(30, -0.5);
    expect(pair![1].x).toBeCloseTo(80, -0.5);
    expect(pair![1].y).toBeCloseTo(32, -0.5);
  });

  it('finds no pair in a plain plane or with one disc alone', () => {
    expect(eyePair(darkBlobs(withDiscs(120, 90, []), whole), whole)).toBeUndefined();
    expect(eyePair(darkBlobs(withDiscs(120, 90, [{ x: 60, y: 40 }]), whole), whole)).toBeUndefined();
  });

  it('looks only inside the box it is given', () => {
    const image = withDiscs(120, 90, [
      { x: 40, y: 30 },
      { x: 80, y: 32 },
    ]);
    expect(darkBlobs(image, { x: 0, y: 50, width: 120, height: 40 })).toEqual([]);
  });
});
