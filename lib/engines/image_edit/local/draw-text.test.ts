import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../../test-support/app-root';
import type { RawImage } from '../../../images/raw';
import { renderStyledText, renderText } from './draw-text';
import { loadFonts } from './fonts';

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

// The shipped faces, as an image edit thread loads them at start.
beforeAll(() => loadFonts(APP_ROOT));

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
    const long =
      'the quick brown fox jumps over the lazy dog '.repeat(20) +
      'averyveryverylongwordwithoutanyspacesthatmustbreak'.repeat(3);
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

describe('renderStyledText', () => {
  const style = { font: 'sans' as const, colour: { r: 0, g: 0, b: 0 }, lineHeight: 80, maxWidth: 400 };
  /** Coverage (alpha > 128) resampled to a 24x24 grid: a glyph's shape, independent of its size. */
  async function shape(text: string): Promise<boolean[]> {
    const layer = await renderStyledText(text, style);
    const grid: boolean[] = [];
    const [left, top, right, bottom] = inkBounds(layer);
    for (let gy = 0; gy < 24; gy += 1) {
      for (let gx = 0; gx < 24; gx += 1) {
        const x = Math.floor(left + ((right - left) * (gx + 0.5)) / 24);
        const y = Math.floor(top + ((bottom - top) * (gy + 0.5)) / 24);
        grid.push(layer.data[(y * layer.width + x) * 4 + 3]! > 128);
      }
    }
    return grid;
  }
  function inkBounds(layer: { data: Buffer; width: number; height: number }): [number, number, number, number] {
    let [left, top, right, bottom] = [layer.width, layer.height, 0, 0];
    for (let y = 0; y < layer.height; y += 1) {
      for (let x = 0; x < layer.width; x += 1) {
        if (layer.data[(y * layer.width + x) * 4 + 3]! > 128)
          [left, top, right, bottom] = [
            Math.min(left, x),
            Math.min(top, y),
            Math.max(right, x + 1),
            Math.max(bottom, y + 1),
          ];
      }
    }
    return [left, top, right, bottom];
  }
  const overlap = (a: boolean[], b: boolean[]) => a.filter((value, index) => value === b[index]).length / a.length;

  it('draws CJK and emoji as glyphs, not as the box drawn for a character no font has', async () => {
    // U+E000 is a private-use code point: no installed font has it, so it draws as the missing-glyph box.
    const tofu = await shape('\uE000');
    for (const glyph of ['月', '金', '🚀', '👑']) {
      expect(overlap(await shape(glyph), tofu), glyph).toBeLessThan(0.75);
    }
    // The control: another missing character looks like the box.
    expect(overlap(await shape('\uE001'), tofu)).toBeGreaterThan(0.9);
  });

  it('draws emoji in colour', async () => {
    const layer = await renderStyledText('🚀', style);
    const colours = new Set<string>();
    for (let offset = 0; offset < layer.data.length; offset += 4) {
      const [r, g, b, a] = [
        layer.data[offset]!,
        layer.data[offset + 1]!,
        layer.data[offset + 2]!,
        layer.data[offset + 3]!,
      ];
      if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) colours.add(`${r >> 6},${g >> 6},${b >> 6}`);
    }
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });

  it('fits a long meme line to the width on at most two lines, with an outline', async () => {
    const layer = await renderStyledText('ONE DOES NOT SIMPLY BUY THE DIP WITHOUT CHECKING', {
      font: 'display',
      colour: { r: 255, g: 255, b: 255 },
      lineHeight: 88,
      maxWidth: 480,
      outline: { colour: { r: 0, g: 0, b: 0 }, width: 5 },
    });
    // The ink fits the width; the outline may reach twice its width beyond it on each side.
    expect(layer.width).toBeLessThanOrEqual(480 + 2 * 2 * 5);
    let dark = 0;
    for (let offset = 0; offset < layer.data.length; offset += 4)
      if (layer.data[offset + 3]! > 200 && layer.data[offset]! < 50) dark += 1;
    expect(dark).toBeGreaterThan(500);
  });
});
