import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../../test-support/app-root';
import { toRaw, type RawImage } from '../../../images/raw';
import { solid } from '../pixels';
import { deepFry, vaporwave } from './effects';
import { loadFonts } from './fonts';
import { localImageEditor } from './index';
import { drawLaserEyes, facesIn } from './laser-eyes';
import { INK, PAPER } from './poster';

const FACE = path.join(__dirname, '../../../../bench/image_crops/set/photos/astronaut.jpg');

const at = (image: RawImage, x: number, y: number) => {
  const offset = (y * image.width + x) * 3;
  return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!] as const;
};
const luma = ([r, g, b]: readonly number[]) => 0.299 * r! + 0.587 * g! + 0.114 * b!;
const chroma = ([r, g, b]: readonly number[]) => Math.max(r!, g!, b!) - Math.min(r!, g!, b!);

/** Every pixel of a box, as [r, g, b]. */
function pixels(image: RawImage, box = { x: 0, y: 0, width: image.width, height: image.height }) {
  const found: Array<readonly [number, number, number]> = [];
  for (let y = box.y; y < box.y + box.height; y += 1)
    for (let x = box.x; x < box.x + box.width; x += 1) found.push(at(image, x, y));
  return found;
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const spread = (values: number[]) => {
  const middle = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - middle) ** 2)));
};

/** A smooth picture: a colour gradient left to right, lighter towards the bottom. */
function gradient(width = 256, height = 192): RawImage {
  const image = solid(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const t = x / (width - 1);
      const light = 0.7 + (0.3 * y) / (height - 1);
      image.data.set(
        [Math.round((170 - 60 * t) * light), Math.round((120 + 20 * t) * light), Math.round((100 + 70 * t) * light)],
        (y * width + x) * 3,
      );
    }
  return image;
}

beforeAll(() => loadFonts(APP_ROOT));

describe('deep fry', () => {
  it('pushes the colours and the contrast, adds grain and the blocks of a low-quality JPEG', async () => {
    const input = gradient();
    const fried = await deepFry(input);
    expect([fried.width, fried.height]).toEqual([input.width, input.height]);
    expect(mean(pixels(fried).map(chroma))).toBeGreaterThan(mean(pixels(input).map(chroma)) * 1.8);
    expect(spread(pixels(fried).map(luma))).toBeGreaterThan(spread(pixels(input).map(luma)) * 1.3);
    // A flat picture comes out grainy.
    const flat = await deepFry(solid(128, 128, { r: 140, g: 110, b: 90 }));
    expect(spread(pixels(flat).map(luma))).toBeGreaterThan(4);
    // Steps between 8x8 blocks are larger than steps inside them (seen without the grain).
    const blocky = await deepFry(input, { grain: 0 });
    let across = 0;
    let inside = 0;
    for (let y = 0; y < fried.height; y += 1)
      for (let x = 8; x + 8 < fried.width; x += 8) {
        across += Math.abs(luma(at(blocky, x, y)) - luma(at(blocky, x - 1, y)));
        inside += Math.abs(luma(at(blocky, x + 4, y)) - luma(at(blocky, x + 3, y)));
      }
    expect(across).toBeGreaterThan(inside * 1.2);
    expect((await deepFry(input)).data.equals(fried.data)).toBe(true);
  });
});

describe('vaporwave', () => {
  it('grades the picture pink and cyan by its grey levels, with dark scan lines', async () => {
    const ramp = solid(256, 64);
    for (let y = 0; y < 64; y += 1)
      for (let x = 0; x < 256; x += 1) ramp.data.fill(x, (y * 256 + x) * 3, (y * 256 + x) * 3 + 3);
    const graded = await vaporwave(ramp);
    const row = (y: number, from: number, to: number) => pixels(graded, { x: from, y, width: to - from, height: 1 });
    const pink = row(1, 200, 256).filter(([r, g, b]) => r > g + 60 && b > g + 20);
    const cyan = row(1, 90, 130).filter(([r, g, b]) => g > r + 60 && b > r + 60);
    expect(pink.length).toBeGreaterThan(40);
    expect(cyan.length).toBeGreaterThan(30);
    // Every 4th row is darker than the rows around it.
    for (const y of [3, 7, 31, 63])
      expect(mean(row(y, 0, 256).map(luma))).toBeLessThan(mean(row(y - 1, 0, 256).map(luma)) * 0.7);
  });
});

describe('a wanted poster', () => {
  it('puts the picture in sepia on paper, "WANTED" above it and the name below, in brown', async () => {
    const edited = await localImageEditor.edit({ prompt: 'wanted poster of pepe', images: [gradient(400, 300)] });
    expect(edited.applied).toEqual(['wanted-poster', 'meme-text("pepe" bottom band big brown)']);
    const near = (colour: readonly number[], want: { r: number; g: number; b: number }, by: number) =>
      Math.abs(colour[0]! - want.r) + Math.abs(colour[1]! - want.g) + Math.abs(colour[2]! - want.b) < by;
    // Paper at the edge, inside the rule (darker there, as old paper is).
    expect(near(at(edited, 20, 256), PAPER.colour, 160)).toBe(true);
    expect(near(at(edited, 60, 256), PAPER.colour, 70)).toBe(true);
    const ink = (box: { x: number; y: number; width: number; height: number }) =>
      pixels(edited, box).filter((colour) => near(colour, INK.colour, 60)).length;
    expect(ink({ x: 30, y: 30, width: 452, height: 110 })).toBeGreaterThan(3_000);
    expect(ink({ x: 30, y: 400, width: 452, height: 80 })).toBeGreaterThan(1_000);
    const [r, g, b] = at(edited, 256, 270);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });
});

describe('laser eyes', () => {
  it('draws a red glow on each eye the face finder finds', async () => {
    const photo = await toRaw(sharp(FACE));
    const faces = await facesIn(photo);
    expect(faces).toHaveLength(1);
    const lasered = await drawLaserEyes(photo, faces);
    for (const eye of faces[0]!.eyes) {
      const box = { x: Math.round(eye.x) - 8, y: Math.round(eye.y) - 8, width: 16, height: 16 };
      const red = pixels(lasered, box).filter(([r, g, b]) => r > 200 && g < 150 && b < 150);
      const white = pixels(lasered, box).filter(([r, g, b]) => r > 230 && g > 200 && b > 200);
      expect(red.length + white.length).toBeGreaterThan(150);
    }
    // Below the face, nothing changed.
    expect(at(lasered, 60, 480)).toEqual(at(photo, 60, 480));
  }, 30_000);

  it('draws them in the colour asked for ("blue laser eyes"), read in more words', async () => {
    const photo = await toRaw(sharp(FACE));
    const [face] = await facesIn(photo);
    const edited = await localImageEditor.edit({ prompt: 'blue laser eyes', images: [photo] });
    expect(edited.applied).toEqual(['laser-eyes(1 blue)']);
    // The beam, beside the face on the side with more room: blue, where red lasers are red.
    const strip = {
      x: Math.round(face!.x + face!.width) + 20,
      y: 0,
      width: 60,
      height: Math.round(face!.y + face!.height),
    };
    const red = await localImageEditor.edit({ prompt: 'laser eyes', images: [photo] });
    const blue = (image: typeof edited) => pixels(image, strip).filter(([r, , b]) => b > 200 && r < 120).length;
    const reddish = (image: typeof edited) =>
      pixels(image, strip).filter(([r, g, b]) => r > 200 && g < 120 && b < 120).length;
    expect(blue(edited)).toBeGreaterThan(100);
    expect(reddish(red)).toBeGreaterThan(100);
    expect(reddish(edited)).toBeLessThan(reddish(red) / 4);
    expect(blue(red)).toBeLessThan(blue(edited) / 4);
    for (const prompt of ['make his eyes shoot lasers', 'add lasers to his eyes', 'red laser eyes'])
      expect((await localImageEditor.edit({ prompt, images: [photo] })).applied, prompt).toEqual(['laser-eyes(1)']);
  }, 30_000);

  it('says on how many faces, and owns up to it with why when there is none', async () => {
    const photo = await toRaw(sharp(FACE));
    expect((await localImageEditor.edit({ prompt: 'laser eyes', images: [photo] })).applied).toEqual(['laser-eyes(1)']);
    const flat = solid(300, 200, { r: 90, g: 160, b: 90 });
    const none = await localImageEditor.edit({ prompt: 'laser eyes', images: [flat] });
    expect(none.applied).toEqual(['ignored("laser eyes" "no face was found in the picture")']);
    const plain = await localImageEditor.edit({ prompt: 'as it is', images: [flat] });
    expect(none.data.equals(plain.data)).toBe(true);
    const noPicture = await localImageEditor.edit({ prompt: 'laser eyes, caption LFG', images: [] });
    expect(noPicture.applied).toContain('ignored("laser eyes" "there is no picture to find a face in")');
  }, 30_000);
});
