import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { samplePhoto } from '../../bench/image_edit/photo';
import {
  at,
  cornersUniform,
  distance,
  hueBuckets,
  inkMask,
  meanLuma,
  readsAll,
  shareNear,
  THIRDS,
  type Box,
  type Pixels,
  type Rgb,
} from '../../bench/image_edit/checks';

const KEY = 'meme-key-0123456789abcdef';
let app: RunningApp;
let ocr: Worker;
let photo: string;

beforeAll(async () => {
  [app, ocr, photo] = await Promise.all([
    startApp({
      API_KEYS: JSON.stringify([{ key: KEY, user: 'memer', imageEdit: true }]),
      RATE_LIMIT_RPM: '1000',
      IMAGE_EDIT_RPM: '1000',
    }),
    createWorker('eng', 1, {
      langPath: path.join(process.cwd(), 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
    }),
    samplePhoto(800, 600).then((jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.stop(), ocr?.terminate()]);
});

interface Edited extends Pixels {
  plan: string;
}

/** One edit of the sample photo (4:3, so fitted it leaves a 64 px letterbox above and below). */
async function edit(prompt: string, images = [photo]): Promise<Edited> {
  const response = await post(app, '/private/image_edit', { prompt, images }, bearer(KEY));
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(Object.keys(response.body).sort()).toEqual(['images', 'requestId']);
  const jpeg = Buffer.from(String(response.body.images[0]).replace(/^data:image\/jpeg;base64,/, ''), 'base64');
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height, info.channels]).toEqual([512, 512, 3]);
  return { data, width: 512, height: 512, plan: response.headers.get('x-edit-plan') ?? '' };
}

/**
 * OCR of a box as drawn, then of only its pixels of one colour (black on white): tesseract reads
 * outlined display type in the first and plain coloured letters in the second.
 */
async function readInk(pixels: Pixels, box: Box, ink: Rgb, tolerance = 60): Promise<string> {
  const mask = inkMask(pixels, box, ink, tolerance);
  const asDrawn = await sharp(pixels.data, { raw: { width: 512, height: 512, channels: 3 } })
    .extract(box)
    .png()
    .toBuffer();
  const inkOnly = await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 3 } })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .png()
    .toBuffer();
  return `${(await ocr.recognize(asDrawn)).data.text}\n${(await ocr.recognize(inkOnly)).data.text}`;
}

const WHITE: Rgb = [255, 255, 255];
const GOLD: Rgb = [220, 175, 50];
const RED: Rgb = [220, 30, 30];
const YELLOW: Rgb = [240, 210, 40];

describe('the six requests meme makers try first', () => {
  it('meme text: "WHEN MOON" over the top of the picture and "SOON" over its bottom, white with a black outline', async () => {
    const pixels = await edit('add meme text "WHEN MOON" at the top and "SOON" at the bottom');
    // The thirds of the photo itself (the white letterbox above and below would read as ink).
    const top = { ...THIRDS.top, top: 64, height: THIRDS.top.height - 64 };
    const bottom = { ...THIRDS.bottom, height: THIRDS.bottom.height - 64 };
    const [topText, bottomText] = [await readInk(pixels, top, WHITE, 40), await readInk(pixels, bottom, WHITE, 40)];
    expect(topText).toMatch(/WHEN\W*MOON/);
    expect(topText).not.toMatch(/SOON/);
    expect(bottomText).toMatch(/SOON/);
    // Over the picture, not in a band: the letterbox stays white above the text and the outline is dark.
    expect(shareNear(pixels, { left: 0, top: 0, width: 512, height: 60 }, WHITE, 8)).toBeGreaterThan(0.95);
    expect(shareNear(pixels, { left: 0, top: 64, width: 512, height: 110 }, [0, 0, 0], 50)).toBeGreaterThan(0.03);
    expect(pixels.plan).toContain('meme-text("WHEN MOON" top');
    expect(pixels.plan).toContain('meme-text("SOON" bottom');
  });

  it('make the background red: the letterbox around the photo is red, the photo is not', async () => {
    const pixels = await edit('make the background red');
    for (const band of [
      { left: 0, top: 0, width: 512, height: 60 },
      { left: 0, top: 452, width: 512, height: 60 },
    ]) {
      expect(shareNear(pixels, band, RED, 12)).toBeGreaterThan(0.99);
    }
    expect(distance(at(pixels, 256, 256), RED)).toBeGreaterThan(60);
    expect(pixels.plan).toBe('background(red)');
  });

  it('a round coin logo with a gold border: a circle with a gold ring, uniform corners', async () => {
    const pixels = await edit('turn it into a round coin logo with a gold border');
    expect(cornersUniform(pixels, WHITE)).toBe(true);
    // Along the middle row: white outside the circle, gold on its rim, the photo inside.
    const rim = [...Array(60).keys()].map((x) => at(pixels, x, 256));
    expect(distance(rim[4]!, WHITE)).toBeLessThan(10);
    expect(rim.some((pixel) => distance(pixel, GOLD) < 30)).toBe(true);
    expect(distance(at(pixels, 256, 256), GOLD)).toBeGreaterThan(40);
    // At 45 degrees, just outside the circle's radius is background; inside is not.
    const radius = 244;
    const outside = Math.round(256 - (radius + 6) / Math.SQRT2);
    const inside = Math.round(256 - (radius - 30) / Math.SQRT2);
    expect(distance(at(pixels, outside, outside), WHITE)).toBeLessThan(10);
    expect(distance(at(pixels, inside, inside), WHITE)).toBeGreaterThan(30);
    expect(pixels.plan).toBe('circle(ring gold)');
  });

  it('pixel art, 8-bit: the photo becomes 16 px blocks', async () => {
    const pixels = await edit('pixel art style, 8-bit');
    let uniform = 0;
    let blocks = 0;
    for (let top = 64; top + 16 <= 448; top += 16) {
      for (let left = 0; left + 16 <= 512; left += 16) {
        blocks += 1;
        const first = at(pixels, left + 3, top + 3);
        if (
          distance(at(pixels, left + 12, top + 12), first) < 20 &&
          distance(at(pixels, left + 12, top + 3), first) < 20
        )
          uniform += 1;
      }
    }
    expect(uniform / blocks).toBeGreaterThan(0.9);
    expect(pixels.plan).toBe('pixelate(32)');
  });

  it('a caption "to the moon 🚀" in big yellow letters: big yellow words and a colour rocket', async () => {
    const pixels = await edit('add a caption "to the moon 🚀" in big yellow letters');
    const yellow = inkMask(pixels, THIRDS.bottom, YELLOW, 50);
    let [top, bottom, right] = [Infinity, -1, -1];
    for (let y = 0; y < yellow.height; y += 1) {
      for (let x = 0; x < yellow.width; x += 1) {
        if (yellow.data[(y * yellow.width + x) * 3] === 0)
          [top, bottom, right] = [Math.min(top, y), Math.max(bottom, y), Math.max(right, x)];
      }
    }
    expect(bottom - top, 'yellow letters at least 36 px tall (big)').toBeGreaterThan(36);
    expect(readsAll(await readInk(pixels, THIRDS.bottom, YELLOW, 50), 'to the moon')).toBe(true);
    // The rocket right of the words is drawn in colour (red, blue, grey...), not as a one-colour box.
    const rocket = {
      left: right + 4,
      top: THIRDS.bottom.top + top - 10,
      width: Math.min(100, 508 - right),
      height: bottom - top + 20,
    };
    expect(hueBuckets(pixels, rocket, 15)).toBeGreaterThanOrEqual(3);
    expect(pixels.plan).toContain('caption("to the moon \\u{1f680}" bottom band big yellow');
  });

  it('vintage with a thick black border: sepia tones inside a 32 px black frame', async () => {
    const pixels = await edit('make it look vintage and add a thick black border');
    for (const [x, y] of [
      [4, 4],
      [28, 256],
      [256, 28],
      [507, 300],
      [300, 483],
    ] as const)
      expect(distance(at(pixels, x, y), [0, 0, 0])).toBeLessThan(12);
    const [r, g, b] = at(pixels, 200, 200);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(pixels.plan).toBe('sepia; border(black 32)');
  });
});

describe('requests the embedded editor cannot do', () => {
  it('"add a hat on the dog" still answers the photo, and X-Edit-Plan says what was ignored', async () => {
    const plain = await edit('as it is');
    const pixels = await edit('add a hat on the dog and make it brighter');
    expect(pixels.plan).toBe('brightness(1.35); ignored("add a hat on the dog")');
    expect(meanLuma(pixels, { left: 0, top: 64, width: 512, height: 384 })).toBeGreaterThan(
      meanLuma(plain, { left: 0, top: 64, width: 512, height: 384 }) + 10,
    );
  });
});

describe('prompts as people type them, through the built server', () => {
  it('top and bottom text without quotes, and the rocket typed at the end as a sticker', async () => {
    const { plan } = await edit('top text: WHEN YOU BUY THE TOP, bottom text: AND IT KEEPS GOING UP 🚀');
    expect(plan).toBe(
      'meme-text("WHEN YOU BUY THE TOP" top over normal white outline black); ' +
        'meme-text("AND IT KEEPS GOING UP" bottom over normal white outline black); ' +
        'sticker("\\u{1f680}" top-right normal)',
    );
  });

  it('laser eyes on the face the edit thread’s face finder finds, and why not when there is none', async () => {
    const face = await sharp(path.join(process.cwd(), 'bench/image_crops/set/photos/astronaut.jpg')).jpeg().toBuffer();
    const lasered = await edit('laser eyes', [`data:image/jpeg;base64,${face.toString('base64')}`]);
    expect(lasered.plan).toBe('laser-eyes(1)');
    const none = await edit('laser eyes');
    expect(none.plan).toBe('ignored("laser eyes" "no face was found in the picture")');
  }, 60_000);

  it('blurs the background behind the subject the edit thread’s network finds, and a crown goes on the head', async () => {
    const face = await sharp(path.join(process.cwd(), 'bench/image_crops/set/photos/astronaut.jpg')).jpeg().toBuffer();
    const picture = `data:image/jpeg;base64,${face.toString('base64')}`;
    const blurred = await edit('blur the background', [picture]);
    expect(blurred.plan).toMatch(/^blur-background\([\d.]+\)$/);
    const crowned = await edit('put a crown on his head', [picture]);
    expect(crowned.plan).toMatch(/sticker\("\\u\{1f451\}" head /);
  }, 60_000);
});
