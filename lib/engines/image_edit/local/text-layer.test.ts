import { describe, expect, it } from 'vitest';
import { type RawImage } from '../../../images/raw';
import { solid } from '../pixels';
import { drawLayer, type Layer } from './text-layer';

describe('drawLayer', () => {
  /** The obvious per-pixel blend, rounding each channel to the nearest value. */
  function reference(canvas: RawImage, layer: Layer, x: number, y: number): void {
    for (let row = 0; row < layer.height; row += 1) {
      for (let column = 0; column < layer.width; column += 1) {
        const [cx, cy] = [column + x, row + y];
        if (cx < 0 || cy < 0 || cx >= canvas.width || cy >= canvas.height) continue;
        const from = (row * layer.width + column) * 4;
        const to = (cy * canvas.width + cx) * 3;
        const alpha = layer.data[from + 3]!;
        for (let channel = 0; channel < 3; channel += 1) {
          const blended = (layer.data[from + channel]! * alpha + canvas.data[to + channel]! * (255 - alpha)) / 255;
          canvas.data[to + channel] = Math.round(blended);
        }
      }
    }
  }

  it('blends exactly as the per-pixel formula does, clipped at every edge', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 8) & 255;
    const layer: Layer = { data: Buffer.alloc(13 * 9 * 4), width: 13, height: 9 };
    for (let index = 0; index < layer.data.length; index += 1) layer.data[index] = random();
    // Fully transparent and fully opaque pixels take the fast paths.
    for (let pixel = 0; pixel < 20; pixel += 1) layer.data[pixel * 16 + 3] = pixel % 2 === 0 ? 0 : 255;
    for (const [x, y] of [
      [3, 2],
      [-5, -4],
      [14, 10],
      [-20, 0],
      [0, 30],
    ] as const) {
      const canvas = solid(20, 15, { r: 40, g: 130, b: 220 });
      for (let index = 0; index < canvas.data.length; index += 1) canvas.data[index] = random();
      const expected = { ...canvas, data: Buffer.from(canvas.data) };
      reference(expected, layer, x, y);
      drawLayer(canvas, layer, x, y);
      expect(canvas.data.equals(expected.data), `at ${x},${y}`).toBe(true);
    }
  });
});
