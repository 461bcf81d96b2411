import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boxInSource, createLocalImageCropper } from './cropper';
import type { Look } from './look';
import type { FindText } from './types';

describe('createLocalImageCropper', () => {
  it('cuts where the chosen box lies, reports the box in the image’s pixels, and scales the cut to the size asked for', async () => {
    // Left half red, right half blue; the look says the subject is at the right edge.
    const width = 2000;
    const height = 1000;
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 1000, height, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          left: 1000,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const look: Look = async (small) => ({
      faces: [],
      subject: { x: small.width * 0.8, y: small.height * 0.3, width: small.width * 0.2, height: small.height * 0.4 },
    });
    const cropper = createLocalImageCropper({ maxPixels: 10_000_000, look });
    const result = await cropper.crop({ bytes, format: 'jpeg', width, height }, [
      { aspect: [1, 1], width: 100, height: 100 },
    ]);
    expect(result).toMatchObject({ width, height });
    // What the crops were chosen on, in the source's pixels: the look's subject, no face, no text.
    expect(result.basis).toEqual({
      subject: { box: { x: 1600, y: 300, width: 400, height: 400 }, cue: 'salience' },
      faces: [],
      textLines: [],
    });
    const [crop] = result.crops;
    expect(crop!.box).toEqual({ x: 1000, y: 0, width: 1000, height: 1000 });
    const { data, info } = await sharp(crop!.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 100, height: 100 });
    // Blue throughout: no red column from the left half crept in at the cut's edge.
    for (const x of [0, 50, 99]) {
      const p = (50 * 100 + x) * info.channels;
      expect(data[p + 2]!).toBeGreaterThan(200);
      expect(data[p]!).toBeLessThan(60);
    }
  });
});

describe('what the crops were chosen on', () => {
  it('gives the heads (faces grown to the hair), the text lines and the subject in the source’s pixels', async () => {
    // 1024×512: the analysis copy is 512×256, half the size.
    const bytes = await sharp({ create: { width: 1024, height: 512, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const look: Look = async () => ({
      faces: [{ x: 100, y: 100, width: 50, height: 50, score: 0.91234 }],
      subject: { x: 0, y: 0, width: 512, height: 256 },
    });
    const findText: FindText = async ({ width }) => [{ x: 0, y: 10, width: width / 2, height: 20 }];
    const cropper = createLocalImageCropper({ maxPixels: 10_000_000, look, findText });
    const { basis } = await cropper.crop({ bytes, format: 'png', width: 1024, height: 512 }, [
      { aspect: [1, 1], width: 64, height: 64 },
    ]);
    // 30% of the width each side, 60% of the height up, none down; then twice as large.
    expect(basis.faces).toEqual([{ x: 170, y: 140, width: 160, height: 160, score: 0.91 }]);
    expect(basis.subject).toEqual({ box: { x: 0, y: 0, width: 1024, height: 512 }, cue: 'frame' });
    expect(basis.textLines).toHaveLength(1);
    expect(basis.textLines[0]).toMatchObject({ x: 0, width: 512 });
  });
});

describe('boxInSource', () => {
  const analysis = { width: 512, height: 341 };
  const source = { width: 3000, height: 2000 };

  it('scales a box found on the analysis copy to the source, grown out to whole pixels', () => {
    const box = boxInSource({ x: 100.2, y: 50, width: 200, height: 100.5 }, analysis, source);
    expect(box.x).toBe(Math.floor((100.2 * 3000) / 512));
    expect(box.y).toBe(Math.floor((50 * 2000) / 341));
    expect(box.x + box.width).toBe(Math.ceil((300.2 * 3000) / 512));
    expect(box.y + box.height).toBe(Math.ceil((150.5 * 2000) / 341));
  });

  it('maps the whole copy to the whole source, and keeps what spills over inside it', () => {
    expect(boxInSource({ x: 0, y: 0, width: 512, height: 341 }, analysis, source)).toEqual({
      x: 0,
      y: 0,
      width: 3000,
      height: 2000,
    });
    expect(boxInSource({ x: 500, y: 330, width: 40, height: 40 }, analysis, source)).toEqual({
      x: 2929,
      y: 1935,
      width: 71,
      height: 65,
    });
  });

  it('gives at least one pixel on a side, inside the image, for a box with no size at the edge', () => {
    expect(boxInSource({ x: 512, y: 341, width: 0, height: 0 }, analysis, { width: 10, height: 8 })).toEqual({
      x: 9,
      y: 7,
      width: 1,
      height: 1,
    });
  });
});
