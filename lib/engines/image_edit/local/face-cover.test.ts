import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Face } from '../../../faces/find-faces';
import { toRaw, type RawImage } from '../../../images/raw';
import { solid } from '../pixels';
import { coverFaces, faceArea, facesToCover } from './face-cover';
import { facesIn } from './laser-eyes';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';

const FACE = path.join(__dirname, '../../../../bench/image_crops/set/photos/astronaut.jpg');

/** A picture of fine stripes: any pixelation or blur changes it. */
function stripes(width: number, height: number): RawImage {
  const picture = solid(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      picture.data.fill((x + y) % 4 < 2 ? 20 : 230, (y * width + x) * 3, (y * width + x + 1) * 3);
  return picture;
}

const face = {
  x: 80,
  y: 60,
  width: 60,
  height: 60,
  score: 1,
  eyes: [
    { x: 95, y: 75 },
    { x: 125, y: 75 },
  ] as const,
};

/** How many pixels of `box` differ between two pictures. */
function changedIn(a: RawImage, b: RawImage, box: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 1)
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const offset = (y * a.width + x) * 3;
      if (Math.abs(a.data[offset]! - b.data[offset]!) > 40) count += 1;
    }
  return count;
}

/** The photo of a face as it is and edited by `prompt`, and the box of the face the finder finds in it. */
async function editedPhoto(prompt: string) {
  const photo = await toRaw(sharp(FACE));
  const plain = await localImageEditor.edit({ prompt: 'as it is', images: [photo] });
  const edited = await localImageEditor.edit({ prompt, images: [photo] });
  const [found] = await facesIn(plain);
  const box = { x: Math.round(found!.x), y: Math.round(found!.y) };
  return { plain, edited, box: { ...box, width: Math.round(found!.width), height: Math.round(found!.height) } };
}

describe('a face pixelated or blurred', () => {
  it('reads "pixelate his face", "blur her face", "censor the face" as the faces only', () => {
    expect(describePlan(parsePrompt('pixelate his face lol'))).toEqual(['pixelate(face 32)']);
    expect(describePlan(parsePrompt('censor the face'))).toEqual(['pixelate(face 32)']);
    expect(describePlan(parsePrompt('blur her face pls'))).toEqual(['blur(face 4)']);
    expect(describePlan(parsePrompt('blur out his face'))).toEqual(['blur(face 4)']);
    for (const prompt of ['pixelate the guys face', 'pixelate faces', 'hide his face'])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual(['pixelate(face 32)']);
    expect(describePlan(parsePrompt('face blur pls'))).toEqual(['blur(face 4)']);
    // Smoothing the skin is no blur of the face.
    expect(describePlan(parsePrompt('soften her face'))).not.toContain('blur(face 1.5)');
    // The whole picture, as before.
    expect(describePlan(parsePrompt('pixelate it'))).toEqual(['pixelate(32)']);
    expect(describePlan(parsePrompt('blur it a bit'))).toEqual(['blur(1.5)']);
  });

  it('pixelates the faces however many are named, and "… face with" something is still the face', () => {
    for (const prompt of ['pixelate all the faces', 'pixelate both faces', 'face pixelation', 'pixelate each face'])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual(['pixelate(face 32)']);
    expect(describePlan(parsePrompt("blur everyone's face"))).toEqual(['blur(face 4)']);
    expect(describePlan(parsePrompt('pixelate his face with a mosaic'))).toEqual(['pixelate(face 32)']);
    const mosaic = describePlan(parsePrompt('mosaic her face with 😂'));
    expect(mosaic).toContain('pixelate(face 32)');
    expect(mosaic).not.toContain('pixelate(32)');
    expect(mosaic.filter((part) => part.startsWith('ignored'))).toEqual([]);
  });

  it('blurs the faces for the verb only: "a blurry face" is what is wrong, not what to blur', () => {
    expect(describePlan(parsePrompt('blurring his face'))).toEqual(['blur(face 4)']);
    expect(describePlan(parsePrompt('blurred out her face'))).toEqual(['blur(face 4)']);
    expect(describePlan(parsePrompt('too blurry face'))).toEqual(['sharpen(2)', 'ignored("face")']);
    expect(describePlan(parsePrompt('blurry faces, fix it'))).toEqual(['sharpen(2)', 'ignored("faces")']);
    expect(describePlan(parsePrompt('blurry face'))).not.toContain('blur(face 4)');
  });

  it('changes the face and leaves the rest of the picture as it was', async () => {
    const picture = stripes(240, 200);
    const area = faceArea({ ...face, eyes: [...face.eyes] }, picture.width, picture.height);
    for (const cover of [{ kind: 'pixelate', cells: 32 } as const, { kind: 'blur', sigma: 4 } as const]) {
      const covered = await coverFaces(picture, [{ ...face, eyes: [...face.eyes] }], cover);
      expect(changedIn(covered, picture, area), cover.kind).toBeGreaterThan((area.width * area.height) / 4);
      expect(changedIn(covered, picture, { x: 0, y: 0, width: 240, height: area.y }), cover.kind).toBe(0);
      expect(
        changedIn(covered, picture, { x: area.x + area.width, y: 0, width: 240 - area.x - area.width, height: 200 }),
      ).toBe(0);
    }
  });

  it('counts only the faces it covers, and leaves the picture itself when there are none', async () => {
    const picture = stripes(240, 200);
    const speck: Face = { ...face, x: 240, y: 200, width: 1, height: 1, eyes: [...face.eyes] };
    expect(facesToCover([speck, { ...face, eyes: [...face.eyes] }], 240, 200)).toHaveLength(1);
    expect(await coverFaces(picture, [speck], { kind: 'blur', sigma: 4 })).toBe(picture);
  });

  it('pixelates the face the finder finds in a photo, not the corners', async () => {
    const { plain, edited, box } = await editedPhoto('pixelate his face');
    expect(edited.applied).toEqual(['pixelate(face 32)']);
    expect(changedIn(edited, plain, box)).toBeGreaterThan(box.width * box.height * 0.05);
    expect(changedIn(edited, plain, { x: 0, y: 460, width: 512, height: 52 })).toBe(0);
  }, 30_000);

  it('owns up to a picture with no face and leaves it as it was', async () => {
    const flat = stripes(300, 200);
    const plain = await localImageEditor.edit({ prompt: 'as it is', images: [flat] });
    const edited = await localImageEditor.edit({ prompt: 'pixelate his face', images: [flat] });
    expect(edited.applied).toEqual(['ignored("pixelate his face" "no face was found in the picture")']);
    expect(Buffer.compare(edited.data, plain.data)).toBe(0);
    const none = await localImageEditor.edit({ prompt: 'blur her face and write gm', images: [] });
    expect(none.applied).toContain('ignored("blur her face" "there is no picture to find a face in")');
  }, 30_000);
});

describe('a sticker on the face', () => {
  it('reads "on his face", "on her face" as the face', () => {
    expect(describePlan(parsePrompt('put 😎 on his face'))).toEqual(['sticker("\\u{1f60e}" face normal)']);
    expect(describePlan(parsePrompt('put a 🎯 on her face'))).toEqual(['sticker("\\u{1f3af}" face normal)']);
    expect(describePlan(parsePrompt('a 🐸 on her'))).toEqual(['sticker("\\u{1f438}" centre normal)']);
    for (const prompt of ['cover his face with 🤡', 'hide his face with 🤡', 'slap a clown emoji on her face'])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual(['sticker("\\u{1f921}" face normal)']);
    // An emoji right after "hide his face" is what hides it: no pixelation besides.
    expect(describePlan(parsePrompt('hide his face 😂'))).toEqual(['sticker("\\u{1f602}" face normal)']);
  });

  it('reads "on their faces" as the faces, and "give them all" as one on every face', () => {
    expect(describePlan(parsePrompt('put 😎 on their faces'))).toEqual(['sticker("\\u{1f60e}" face normal)']);
    expect(describePlan(parsePrompt('give them all 😎 on their face'))).toEqual([
      'sticker("\\u{1f60e}" face normal each)',
    ]);
  });

  it('is drawn over the face the finder finds, and in the centre when it finds none', async () => {
    const { plain, edited, box } = await editedPhoto('put 😎 on his face');
    expect(edited.applied).toEqual(['sticker("\\u{1f60e}" face normal)']);
    expect(changedIn(edited, plain, box)).toBeGreaterThan(box.width * box.height * 0.3);
    const flat = solid(300, 200, { r: 90, g: 160, b: 90 });
    const headless = await localImageEditor.edit({ prompt: 'put 😎 on his face', images: [flat] });
    expect(headless.applied).toEqual(['sticker("\\u{1f60e}" centre normal)']);
  }, 30_000);
});
