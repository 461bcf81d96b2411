import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../test-support/app-root';
import { findFaces } from './find-faces';

const PHOTO = path.join(__dirname, '../../bench/image_crops/set/photos/astronaut.jpg');

async function rgb(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('findFaces (BlazeFace, from the npm package, offline)', () => {
  it('finds the astronaut’s face where the eval set marks it', async () => {
    const image = await rgb(PHOTO);
    const faces = await findFaces(APP_ROOT, image.data, image.width, image.height);
    expect(faces).toHaveLength(1);
    // Marked by hand in bench/image_crops/set/photos.json: 175,75 103x101.
    const [face] = faces;
    expect(face!.x).toBeGreaterThan(160);
    expect(face!.x).toBeLessThan(190);
    expect(face!.y).toBeGreaterThan(60);
    expect(face!.y).toBeLessThan(90);
    expect(face!.width).toBeGreaterThan(85);
    expect(face!.width).toBeLessThan(125);
    expect(face!.score).toBeGreaterThan(0.5);
  }, 30_000);

  it('finds none on a flat image, and the same faces every time', async () => {
    expect(await findFaces(APP_ROOT, Buffer.alloc(64 * 48 * 3, 200), 64, 48)).toEqual([]);
    const image = await rgb(PHOTO);
    const first = await findFaces(APP_ROOT, image.data, image.width, image.height);
    expect(await findFaces(APP_ROOT, image.data, image.width, image.height)).toEqual(first);
  }, 30_000);

  it('boxes a face in a wide image in that image’s pixels (padding does not shift it)', async () => {
    const face = await sharp(PHOTO).extract({ left: 120, top: 0, width: 240, height: 240 }).toBuffer();
    const wide = await sharp({ create: { width: 960, height: 240, channels: 3, background: '#808080' } })
      .composite([{ input: face, left: 700, top: 0 }])
      .removeAlpha()
      .raw()
      .toBuffer();
    const faces = await findFaces(APP_ROOT, wide, 960, 240);
    expect(faces).toHaveLength(1);
    expect(faces[0]!.x).toBeGreaterThan(700 + 175 - 120 - 30);
    expect(faces[0]!.x).toBeLessThan(700 + 175 - 120 + 30);
  }, 30_000);
});
