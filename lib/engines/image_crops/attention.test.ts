import { describe, expect, it } from 'vitest';
import { attentionBoxes } from './attention';

/** A flat grey image with an optional saturated red square. */
function picture(width: number, height: number, square?: { x: number; y: number; side: number }) {
  const data = Buffer.alloc(width * height * 3, 128);
  if (square) {
    for (let y = square.y; y < square.y + square.side; y++)
      for (let x = square.x; x < square.x + square.side; x++) data.set([230, 30, 30], (y * width + x) * 3);
  }
  return { data, width, height };
}

describe('attentionBoxes', () => {
  it('gives the largest box of each aspect, inside the image', () => {
    const [square, strip] = attentionBoxes(picture(300, 200), [
      [1, 1],
      [3, 1],
    ]);
    expect(square).toMatchObject({ width: 200, height: 200, y: 0 });
    expect(square!.x).toBeGreaterThanOrEqual(0);
    expect(square!.x).toBeLessThanOrEqual(100);
    expect(strip).toMatchObject({ x: 0, width: 300, height: 100 });
    expect(strip!.y).toBeGreaterThanOrEqual(0);
    expect(strip!.y).toBeLessThanOrEqual(100);
  });

  it('moves the box onto a saturated thing near an edge', () => {
    const [box] = attentionBoxes(picture(300, 100, { x: 260, y: 30, side: 30 }), [[1, 1]]);
    expect(box!.x).toBeGreaterThan(180);
    const [left] = attentionBoxes(picture(300, 100, { x: 10, y: 30, side: 30 }), [[1, 1]]);
    expect(left!.x).toBeLessThan(20);
  });

  it('asks nothing when no aspect is asked for', () => {
    expect(attentionBoxes(picture(10, 10), [])).toEqual([]);
  });
});
