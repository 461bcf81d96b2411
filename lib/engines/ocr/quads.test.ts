import { describe, expect, it } from 'vitest';
import type { Quad } from './types';
import { convexHull, cornersOf, grow, minAreaRect, quadOfBox, quadSize, warpQuad } from './quads';

describe('minAreaRect', () => {
  it('finds the turned rectangle around turned points, its top side nearest the x axis', () => {
    // A 30 x 10 rectangle turned by 30°, sampled at its corners and along its sides.
    const angle = Math.PI / 6;
    const u = { x: Math.cos(angle), y: Math.sin(angle) };
    const v = { x: -u.y, y: u.x };
    const points = [];
    for (let s = 0; s <= 30; s += 5)
      for (const t of [0, 10]) points.push({ x: 50 + s * u.x + t * v.x, y: 20 + s * u.y + t * v.y });
    const rect = minAreaRect(points);
    expect(rect.width).toBeCloseTo(30, 6);
    expect(rect.height).toBeCloseTo(10, 6);
    expect(rect.along.x).toBeCloseTo(u.x, 6);
    expect(rect.along.y).toBeCloseTo(u.y, 6);
    const [topLeft] = cornersOf(rect);
    expect(topLeft.x).toBeCloseTo(50, 6);
    expect(topLeft.y).toBeCloseTo(20, 6);
  });

  it('keeps a tall rectangle tall, and grows every side by the distance', () => {
    const rect = grow(minAreaRect(quadOfBox({ x0: 0, y0: 0, x1: 10, y1: 40 })), 2);
    expect(rect.width).toBeCloseTo(14);
    expect(rect.height).toBeCloseTo(44);
    expect(cornersOf(rect)[0].x).toBeCloseTo(-2);
    expect(cornersOf(rect)[0].y).toBeCloseTo(-2);
  });

  it('hulls only the outside points', () => {
    const hull = convexHull([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 2, y: 1 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
    ]);
    expect(hull).toHaveLength(4);
  });
});

describe('warpQuad', () => {
  it('straightens a turned quad out of the page', () => {
    // A quad whose top edge runs down the page's right side: the crop's first row is the page's last column.
    const page = { grey: Uint8Array.from({ length: 16 }, (_, i) => i * 10), width: 4, height: 4 };
    const quad = [
      { x: 4, y: 0 },
      { x: 4, y: 4 },
      { x: 0, y: 4 },
      { x: 0, y: 0 },
    ] as Quad;
    expect(quadSize(quad)).toEqual({ width: 4, height: 4 });
    const out = warpQuad(page, quad, 4, 4);
    expect([...out.subarray(0, 4)]).toEqual([30, 70, 110, 150]);
  });

  it('copies an axis-aligned quad pixel for pixel', () => {
    const page = { grey: Uint8Array.from({ length: 16 }, (_, i) => i * 10), width: 4, height: 4 };
    const out = warpQuad(page, quadOfBox({ x0: 1, y0: 1, x1: 3, y1: 3 }), 2, 2);
    expect([...out]).toEqual([50, 60, 90, 100]);
  });
});
