import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeJpeg, fitImage, onCanvas } from './canvas';
import { inspect } from '../../images/load';
import type { RawImage } from '../../images/raw';

const at = (image: RawImage, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3),
];

describe('fitting inputs onto the canvas', () => {
  it('auto-orients by EXIF before fitting', async () => {
    // Stored 400x200 but tagged "rotate 90° clockwise to display" (orientation 6): shown as 200x400.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2040c0' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const loaded = await inspect(jpeg, 1_000_000);
    expect(loaded).toMatchObject({ width: 200, height: 400 });
    const fitted = await fitImage(loaded, 1_000_000);
    expect([fitted.width, fitted.height]).toEqual([256, 512]);
  });

  it('flattens transparency onto white and scales small inputs up to fit whole', async () => {
    const png = await sharp({
      create: { width: 20, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const fitted = await fitImage(await inspect(png, 1_000_000), 1_000_000);
    expect([fitted.width, fitted.height]).toEqual([512, 256]);
    expect(at(fitted, 100, 100)).toEqual([255, 255, 255]);
  });

  it('centres the picture on a white 512x512 canvas', async () => {
    const picture = { data: Buffer.alloc(512 * 256 * 3, 0), width: 512, height: 256 };
    const canvas = await onCanvas(picture);
    expect([canvas.width, canvas.height]).toEqual([512, 512]);
    expect(at(canvas, 256, 10)).toEqual([255, 255, 255]);
    expect(at(canvas, 256, 256)).toEqual([0, 0, 0]);
    expect(at(canvas, 256, 500)).toEqual([255, 255, 255]);
  });

  it('turns damaged data into invalid_image', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, 400);
    const loaded = { bytes: truncated, format: 'jpeg' as const, width: 300, height: 300 };
    await expect(fitImage(loaded, 1_000_000)).rejects.toMatchObject({ name: 'ImageError' });
  });

  it('encodes a baseline JPEG', async () => {
    const jpeg = await encodeJpeg(await onCanvas({ data: Buffer.alloc(3 * 4, 128), width: 2, height: 2 }));
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512, isProgressive: false });
  });
});
