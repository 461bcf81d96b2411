import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toRaw, type RawImage } from '../../../images/raw';
import { solid } from '../pixels';
import { blurBehind, subjectMask, type SubjectMask } from './background-blur';
import { facesIn } from './laser-eyes';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';

const FACE = path.join(__dirname, '../../../../bench/image_crops/set/photos/astronaut.jpg');

const at = (image: RawImage, x: number, y: number) => {
  const offset = (y * image.width + x) * 3;
  return [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!] as const;
};

/** Black and white stripes one pixel wide: blurred, they turn grey. */
function stripes(width: number, height: number): RawImage {
  const image = solid(width, height, { r: 255, g: 255, b: 255 });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 2) image.data.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
  return image;
}

describe('the background blurred behind the subject', () => {
  it('blurs where the mask is background and keeps the subject as it is', async () => {
    const image = stripes(64, 32);
    // The subject: the left half.
    const mask: SubjectMask = { data: Buffer.alloc(64 * 32), width: 64, height: 32 };
    for (let y = 0; y < 32; y += 1) mask.data.fill(255, y * 64, y * 64 + 32);
    const blurred = await blurBehind(image, mask, 4);
    for (const x of [4, 5, 20, 21]) expect(at(blurred, x, 16)).toEqual(at(image, x, 16));
    for (const x of [44, 45, 56, 57]) {
      const [r] = at(blurred, x, 16);
      expect(r).toBeGreaterThan(90);
      expect(r).toBeLessThan(165);
    }
  });

  it("finds the person in a portrait as the subject (the network's mask), and not the wall behind", async () => {
    const photo = await toRaw(sharp(FACE));
    const mask = (await subjectMask(photo))!;
    const [face] = await facesIn(photo);
    const value = (x: number, y: number) => mask.data[Math.round(y) * mask.width + Math.round(x)]!;
    expect(value(face!.x + face!.width / 2, face!.y + face!.height / 2)).toBeGreaterThan(200);
    // The grey wall between the flag and the shuttle.
    expect(value(100, 20)).toBeLessThan(60);
  }, 30_000);

  it('reads "blur the background", "bokeh", "portrait mode" as it, and a plain blur as a blur', () => {
    for (const prompt of [
      'blur the background',
      'blurr the bg pls',
      'background blur',
      'give it bokeh',
      'portrait mode effect',
      // "blurred bg" names no red background.
      'blurred bg pls',
      'background out of focus',
      'blur everything except him',
      'blur behind her',
    ])
      expect(describePlan(parsePrompt(prompt))).toEqual(['blur-background(6)']);
    expect(describePlan(parsePrompt('blur the background a lot'))).toEqual(['blur-background(12)']);
    expect(describePlan(parsePrompt('blur it'))).toEqual(['blur(4)']);
  });

  it('owns up to it, with why, when nothing stands out or there is no picture', async () => {
    const flat = solid(300, 200, { r: 90, g: 160, b: 90 });
    const none = await localImageEditor.edit({ prompt: 'blur the background', images: [flat] });
    expect(none.applied).toEqual([
      'ignored("blur the background" "no subject stands out from the background in the picture")',
    ]);
    const noPicture = await localImageEditor.edit({ prompt: 'blur the background, caption LFG', images: [] });
    expect(noPicture.applied).toContain('ignored("blur the background" "there is no picture")');
  }, 30_000);
});

describe('a sticker on a head', () => {
  it('goes above the face the face finder finds, as wide as the face', async () => {
    const photo = await toRaw(sharp(FACE));
    const edited = await localImageEditor.edit({ prompt: 'put a crown on his head', images: [photo] });
    expect(edited.applied).toEqual(['sticker("\\u{1f451}" head normal)']);
    const plain = await localImageEditor.edit({ prompt: 'as it is', images: [photo] });
    const [face] = await facesIn(plain);
    // Where the crown changed the picture: its box.
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let y = 0; y < edited.height; y += 1)
      for (let x = 0; x < edited.width; x += 1) {
        const [a, b] = [at(edited, x, y), at(plain, x, y)];
        if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) < 60) continue;
        [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
      }
    const middle = (left + right) / 2;
    expect(Math.abs(middle - (face!.x + face!.width / 2))).toBeLessThan(face!.width * 0.2);
    expect(bottom).toBeLessThan(face!.y + face!.height * 0.2);
    expect(right - left).toBeGreaterThan(face!.width * 0.6);
  }, 30_000);

  it('reads "on him", "give her a crown" and a hat on a head as it; with no face it is at the top', async () => {
    for (const prompt of ['put a top hat on him', 'put a hat on his head', 'give her a crown', 'add a crown on him'])
      expect(parsePrompt(prompt).stickers.map(({ at: place }) => place)).toEqual(['head']);
    expect(describePlan(parsePrompt('put a hat on the dog'))).toEqual(['ignored("put a hat on the dog")']);
    // A wearable given to someone is worn; "no cap" as slang asks for nothing.
    for (const prompt of [
      'give her a cap',
      'give him a cowboy hat',
      'give him a santa hat',
      'give her a halo',
      'give him laser eyes and a crown',
    ])
      expect(parsePrompt(prompt).stickers.map(({ at: place }) => place)).toEqual(['head']);
    expect(describePlan(parsePrompt('no cap, make it pop'))).toEqual(['contrast(1.35)']);
    expect(describePlan(parsePrompt('make it black and white no cap'))).toEqual(['grayscale']);
    expect(parsePrompt('give her a cap and write no cap').texts.map((text) => text.text)).toEqual(['no cap']);
    // Put on a person, what is not worn on a head goes in the centre.
    for (const prompt of ['put sunglasses on him', 'put a 🐸 on her'])
      expect(parsePrompt(prompt).stickers.map(({ at: place }) => place)).toEqual(['centre']);
    const flat = solid(300, 200, { r: 90, g: 160, b: 90 });
    const headless = await localImageEditor.edit({ prompt: 'put a crown on his head', images: [flat] });
    expect(headless.applied).toEqual(['sticker("\\u{1f451}" top normal)']);
  }, 30_000);
});
