import { describe, expect, it } from 'vitest';
import { solid } from '../pixels';
import type { RawImage } from '../../../images/raw';
import { localImageEditor } from './index';
import { parsePrompt } from './parse-prompt';
import { describePlan } from './describe';
import { readPictureCaptions } from './picture-captions';

const captionsOf = (prompt: string, pictures: number) =>
  parsePrompt(prompt, { pictures })
    .texts.filter((text) => text.picture !== undefined)
    .map(({ text, picture }) => [text, picture]);

/** Dark pixels (the caption's letters) in a part of a picture. */
function inkIn(image: RawImage, from: { x: number; y: number }, to: { x: number; y: number }): number {
  let ink = 0;
  for (let y = from.y; y < to.y; y += 1)
    for (let x = from.x; x < to.x; x += 1) {
      const offset = (y * image.width + x) * 3;
      if (image.data[offset]! + image.data[offset + 1]! + image.data[offset + 2]! < 150) ink += 1;
    }
  return ink;
}

describe('a caption for each picture of a layout', () => {
  it('reads each picture by its place or its order, and the captions of a list in order', () => {
    const two: Array<[string, string[]]> = [
      ['two pics side by side, left one caption before, right one after', ['before', 'after']],
      ['caption them real and fake', ['real', 'fake']],
      ['caption the first pic me and the second pic also me', ['me', 'also me']],
      ['the first pic on top, second below, and write "then" and "now"', ['then', 'now']],
      ['first one says wen moon second one says never', ['wen moon', 'never']],
      ['caption me on the left and the boys on the right', ['me', 'the boys']],
      ['stack them and caption the top one fomo and the bottom one regret', ['fomo', 'regret']],
      ['caption each pic: day 1 and day 365', ['day 1', 'day 365']],
      ['first image caption: day one, second image caption: day 100', ['day one', 'day 100']],
      ['stack em vertically, first one "2021" second one "2024"', ['2021', '2024']],
      ['caption both pics: then, now', ['then', 'now']],
      ['side by side, text under each: gm / gn', ['gm', 'gn']],
      ['left: me, right: also me', ['me', 'also me']],
      ['on the left write bulls, on the right write bears', ['bulls', 'bears']],
      ['on the first one write gm and on the second one write gn', ['gm', 'gn']],
      ['pic 1: me, pic 2: also me', ['me', 'also me']],
      ['side by side with captions 2017 and 2025', ['2017', '2025']],
      ['caption the 1st pic bullish and the 2nd bearish', ['bullish', 'bearish']],
    ];
    for (const [prompt, captions] of two) expect(captionsOf(prompt, 2)).toEqual(captions.map((text, at) => [text, at]));
    expect(captionsOf('label them 1 2 3', 3)).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
    ]);
    expect(captionsOf('captions: buy, hold, sell, make it sepia', 3).map(([text]) => text)).toEqual([
      'buy',
      'hold',
      'sell',
    ]);
  });

  it('reads the layout from what each picture shows, told by its place', () => {
    expect(parsePrompt('left pic is me in 2021 right pic is me now', { pictures: 2 }).arrangement).toBe('row');
    expect(parsePrompt('top one is the chart, bottom one is my face', { pictures: 2 }).arrangement).toBe('column');
    expect(parsePrompt('left pic is me, left pic is also me', { pictures: 2 }).arrangement).toBeUndefined();
  });

  it('reads the layout from where each picture goes, and leaves meme lines and one caption as they were', () => {
    expect(parsePrompt('first pic on the left second on the right', { pictures: 2 }).arrangement).toBe('row');
    expect(describePlan(parsePrompt('first pic on the left second on the right', { pictures: 2 }))).toEqual([
      'layout(row)',
    ]);
    expect(
      parsePrompt('the first pic on top, second below, and write "then" and "now"', { pictures: 2 }).arrangement,
    ).toBe('column');
    expect(parsePrompt('left one caption before, right one after', { pictures: 2 }).arrangement).toBe('row');
    expect(parsePrompt('first pic top left, second top right, third bottom', { pictures: 3 }).arrangement).toBe('grid');
    expect(describePlan(parsePrompt('put me on the left and him on the right', { pictures: 2 }))).toEqual([
      'layout(row)',
    ]);
    // A colour said after a picture's caption is its letters'.
    expect(
      describePlan(parsePrompt('first one says buy in green second one says sell in yellow', { pictures: 2 })),
    ).toEqual([
      'caption("buy" bottom band normal green box white picture 1)',
      'caption("sell" bottom band normal yellow box black picture 2)',
    ]);
    for (const prompt of [
      'top text: GM bottom text: GN',
      'side by side, caption it before and after',
      'stack them, caption both of us',
      'write "wagmi" at the top and "ngmi" at the bottom',
      'put a rocket on the left one',
      'put these side by side and write vs in the middle',
    ])
      expect(readPictureCaptions(prompt, 2).captions).toEqual([]);
    // With one picture, nothing is read as a picture's caption.
    expect(captionsOf('caption them real and fake', 1)).toEqual([]);
  });

  it('owns up to captions with no picture to go on, and pictures a list leaves without one', () => {
    const plan = parsePrompt('label them 1 2 3', { pictures: 2 });
    expect(plan.texts.map((text) => text.text)).toEqual(['1', '2']);
    expect(plan.declined).toEqual([{ part: '3', reason: 'there are only 2 pictures' }]);
    const fewer = parsePrompt('caption them real and fake', { pictures: 3 });
    expect(fewer.declined.map((part) => part.reason)).toEqual(['2 captions for 3 pictures: the last has none']);
  });

  it("draws each caption in its own picture's cell, in order", async () => {
    const pictures = [solid(400, 300, { r: 230, g: 60, b: 60 }), solid(400, 300, { r: 60, g: 60, b: 230 })];
    const row = await localImageEditor.edit({ prompt: 'side by side, caption the first pic gm', images: pictures });
    expect(row.applied).toEqual(['layout(row)', 'caption("gm" bottom band normal black box white picture 1)']);
    // Side by side, in a band under the first picture only.
    expect(inkIn(row, { x: 0, y: 300 }, { x: 256, y: 512 })).toBeGreaterThan(100);
    expect(inkIn(row, { x: 256, y: 0 }, { x: 512, y: 512 })).toBe(0);
    expect(inkIn(row, { x: 0, y: 0 }, { x: 256, y: 300 })).toBe(0);

    const column = await localImageEditor.edit({
      prompt: 'stack them and caption the top one fomo and the bottom one regret',
      images: pictures,
    });
    expect(column.applied).toEqual([
      'layout(column)',
      'caption("fomo" bottom band normal black box white picture 1)',
      'caption("regret" bottom band normal black box white picture 2)',
    ]);
    // Stacked, each over the bottom of its own picture.
    const top = inkIn(column, { x: 0, y: 0 }, { x: 512, y: 252 });
    const bottom = inkIn(column, { x: 0, y: 260 }, { x: 512, y: 512 });
    expect(top).toBeGreaterThan(100);
    expect(bottom).toBeGreaterThan(100);
    // Not over the rest of either picture.
    expect(inkIn(column, { x: 0, y: 0 }, { x: 512, y: 180 })).toBe(0);
    expect(inkIn(column, { x: 0, y: 260 }, { x: 512, y: 440 })).toBe(0);
  }, 30_000);
});

describe('an edit of one picture of several', () => {
  it('reads the picture named in its clause, and edits that one alone', async () => {
    expect(describePlan(parsePrompt('stack them and make the top one sepia', { pictures: 2 }))).toEqual([
      'sepia(picture 1)',
      'layout(column)',
    ]);
    expect(describePlan(parsePrompt('make pic 2 darker', { pictures: 2 }))).toEqual(['brightness(0.7 picture 2)']);
    expect(describePlan(parsePrompt('make both black and white', { pictures: 2 }))).toEqual(['grayscale']);
    const pictures = [solid(400, 300, { r: 230, g: 60, b: 60 }), solid(400, 300, { r: 60, g: 60, b: 230 })];
    const edited = await localImageEditor.edit({ prompt: 'side by side, left one black and white', images: pictures });
    expect(edited.applied).toEqual(['grayscale(picture 1)', 'layout(row)']);
    const at = (x: number, y: number) => [...edited.data.subarray((y * 512 + x) * 3, (y * 512 + x) * 3 + 3)];
    const [r, g, b] = at(128, 256);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(6);
    const [r2, , b2] = at(384, 256);
    expect(b2! - r2!).toBeGreaterThan(100);
  }, 30_000);
});
