import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalImageCropper } from './cropper';
import type { Look } from './look';

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
