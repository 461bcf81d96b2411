import { describe, expect, it } from 'vitest';
import type { RawImage } from './raw';
import { renderText } from './text';

/** The bounding box of dark pixels. */
function inkBox(image: RawImage) {
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.data[(y * image.width + x) * 3]! < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

describe('renderText', () => {
  it('centres short text at a capped size', async () => {
    const image = await renderText('Hi', { width: 400, height: 400, maxDpi: 150 });
    const ink = inkBox(image);
    expect(ink.width).toBeGreaterThan(20);
    expect(ink.height).toBeLessThan(120);
    expect(Math.abs(ink.left + ink.width / 2 - 200)).toBeLessThan(12);
    expect(Math.abs(ink.top + ink.height / 2 - 200)).toBeLessThan(30);
  });

  it('wraps and shrinks long text so that all of it fits the box', async () => {
    const long = 'the quick brown fox jumps over the lazy dog '.repeat(20) + 'averyveryverylongwordwithoutanyspacesthatmustbreak'.repeat(3);
    const image = await renderText(long, { width: 300, height: 200 });
    const ink = inkBox(image);
    expect(ink.width).toBeGreaterThan(200);
    expect(ink.height).toBeGreaterThan(120);
    expect(ink.left).toBeGreaterThanOrEqual(0);
    expect(ink.top + ink.height).toBeLessThanOrEqual(200);
  });

  it('draws markup characters literally', async () => {
    const image = await renderText('<b>&amp;</b>', { width: 300, height: 100 });
    expect(inkBox(image).width).toBeGreaterThan(100);
  });
});
