import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { toRaw } from '../../../images/raw';
import { solid } from '../pixels';
import * as finder from '../../../faces/find-faces';
import { facesIn } from './laser-eyes';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';

vi.mock('../../../faces/find-faces', async (original) => {
  const actual = await original<typeof import('../../../faces/find-faces')>();
  return { ...actual, findFaces: vi.fn(actual.findFaces) };
});

const FACE = path.join(__dirname, '../../../../bench/image_crops/set/photos/astronaut.jpg');

describe('a zoom on the face', () => {
  it('reads "zoom in on his face", "close up of her face", "crop to his face", "zoom in on her"', () => {
    for (const prompt of [
      'zoom in on his face',
      'zoom on the face',
      'close up of her face',
      'crop to his face',
      'zoom in on her pls',
      'face close up',
      'crop closer to the face',
      'zoom on their faces',
    ])
      expect(describePlan(parsePrompt(prompt))).toEqual(['zoom(face 1.5)']);
    expect(describePlan(parsePrompt('zoom on his face a lot'))).toEqual(['zoom(face 2.5)']);
    expect(describePlan(parsePrompt('zoom in 2x'))).toEqual(['zoom(2)']);
  });

  it('is centred on the largest face, which it makes larger', async () => {
    const photo = await toRaw(sharp(FACE));
    const plain = await localImageEditor.edit({ prompt: 'as it is', images: [photo] });
    const zoomed = await localImageEditor.edit({ prompt: 'zoom in on his face', images: [photo] });
    expect(zoomed.applied).toEqual(['zoom(face 1.5)']);
    const [before] = await facesIn(plain);
    const [after] = await facesIn(zoomed);
    expect(after!.width).toBeGreaterThan(before!.width * 1.3);
    // Centred across; the face box starts at the brows, so it sits a little below the middle, or as
    // near the middle as the picture's edge lets it.
    expect(Math.abs(after!.x + after!.width / 2 - 256)).toBeLessThan(40);
    // A plain zoom keeps the centre of the picture, not the face.
    const centre = await localImageEditor.edit({ prompt: 'zoom in', images: [photo] });
    const [ofCentre] = await facesIn(centre);
    expect(Math.abs((ofCentre?.y ?? 0) - after!.y)).toBeGreaterThan(10);
  }, 30_000);

  it('owns up to a picture with no face, and to no picture', async () => {
    const flat = solid(300, 200, { r: 90, g: 160, b: 90 });
    const edited = await localImageEditor.edit({ prompt: 'zoom on his face', images: [flat] });
    expect(edited.applied).toEqual(['ignored("zoom on the face" "no face was found in the picture")']);
    const none = await localImageEditor.edit({ prompt: 'zoom on his face and write gm', images: [] });
    expect(none.applied).toContain('ignored("zoom on the face" "there is no picture to find a face in")');
  }, 30_000);

  it('looks for the faces of a picture once, for laser eyes, the zoom and a crown on the head', async () => {
    const photo = await toRaw(sharp(FACE));
    vi.mocked(finder.findFaces).mockClear();
    const edited = await localImageEditor.edit({
      prompt: 'laser eyes, zoom on his face and put a crown on his head',
      images: [photo],
    });
    expect(edited.applied).toEqual(['laser-eyes(1)', 'zoom(face 1.5)', 'sticker("\\u{1f451}" head normal)']);
    expect(finder.findFaces).toHaveBeenCalledTimes(1);
  }, 30_000);
});

describe('a sticker on every head', () => {
  it('reads "crowns on both of them", "give them both crowns", and draws one above each face', async () => {
    for (const prompt of ['crowns on both of them', 'give them both crowns', 'put a hat on each of them'])
      expect(describePlan(parsePrompt(prompt)), prompt).toEqual([
        expect.stringMatching(/^sticker\(".*" head normal each\)$/),
      ]);
    expect(describePlan(parsePrompt('put a crown on him'))).toEqual(['sticker("\\u{1f451}" head normal)']);
    const photo = await toRaw(sharp(FACE));
    const both = await localImageEditor.edit({ prompt: 'give them both crowns', images: [photo, photo] });
    const one = await localImageEditor.edit({ prompt: 'give him a crown', images: [photo, photo] });
    const plain = await localImageEditor.edit({ prompt: 'side by side', images: [photo, photo] });
    // Changed pixels in each half, above the faces: both halves with "both", one with "him".
    const changed = (image: typeof plain, from: number) => {
      let count = 0;
      for (let y = 0; y < 256; y += 1)
        for (let x = from; x < from + 256; x += 1) {
          const offset = (y * 512 + x) * 3;
          if (Math.abs(image.data[offset]! - plain.data[offset]!) > 60) count += 1;
        }
      return count;
    };
    expect(changed(both, 0)).toBeGreaterThan(300);
    expect(changed(both, 256)).toBeGreaterThan(300);
    expect(Math.min(changed(one, 0), changed(one, 256))).toBeLessThan(50);
  }, 30_000);
});
