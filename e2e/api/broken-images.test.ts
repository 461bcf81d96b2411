import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'broken-images-key-0123456789';
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ key: KEY, user: 'broken', imageEdit: true }]),
    RATE_LIMIT_RPM: '100000',
    IMAGE_EDIT_RPM: '100000',
    IMAGE_EDIT_ENGINE: 'local',
  });
});
afterAll(async () => app?.stop());

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
/** A noisy picture (a fixed pseudo-random sequence), so that its compressed data is long enough to cut. */
function noisy(width: number, height: number) {
  let state = 12345;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A PNG whose header declares a size of 0 x 0 (CRC fixed, so only the size is wrong). */
async function zeroPixelPng(): Promise<Buffer> {
  const png = await noisy(8, 8).png().toBuffer();
  png.writeUInt32BE(0, 16);
  png.writeUInt32BE(0, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Bytes that start like a PNG and then hold garbage instead of image data. */
async function corruptPng(): Promise<Buffer> {
  const png = await noisy(64, 64).png().toBuffer();
  const copy = Buffer.from(png);
  for (let i = 60; i < copy.length - 20; i += 1) copy[i] = (i * 31) & 0xff;
  return copy;
}

const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

const broken: Array<[string, () => Promise<string>]> = [
  ['a truncated PNG', async () => dataUrl('image/png', half(await noisy(200, 200).png().toBuffer()))],
  ['a truncated JPEG', async () => dataUrl('image/jpeg', half(await noisy(400, 400).jpeg().toBuffer()))],
  ['a corrupt PNG', async () => dataUrl('image/png', await corruptPng())],
  ['a zero-pixel PNG', async () => dataUrl('image/png', await zeroPixelPng())],
];

describe('a broken image is judged the same by every operation', () => {
  it.each(broken)('%s: 400 invalid_image from image edit and from OCR, naming the image', async (_name, make) => {
    const image = await make();
    const good = dataUrl('image/png', await noisy(16, 16).png().toBuffer());

    const edited = await post(
      app,
      '/private/image_edit',
      { prompt: 'make it black and white', images: [good, image] },
      bearer(KEY),
    );
    expect(edited.status, edited.text.slice(0, 200)).toBe(400);
    expect(edited.body.error.code).toBe('invalid_image');
    expect(edited.body.error.message).toMatch(/^images\[1\]: The image could not be loaded/);

    const read = await post(app, '/private/ocr', { images: ['', image] }, bearer(KEY));
    expect(read.status, read.text.slice(0, 200)).toBe(400);
    expect(read.body.error.code).toBe('invalid_image');
    expect(read.body.error.message).toMatch(/^images\[1\]: The image could not be loaded/);
  });

  it('the same good image is read by both', async () => {
    const good = dataUrl('image/png', await noisy(64, 64).png().toBuffer());
    expect((await post(app, '/private/image_edit', { prompt: 'invert', images: [good] }, bearer(KEY))).status).toBe(
      200,
    );
    expect((await post(app, '/private/ocr', { images: [good] }, bearer(KEY))).status).toBe(200);
  });
});
