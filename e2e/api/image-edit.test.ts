import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { startImageServer, type ImageServer } from '../../test-support/image-server';

const KEY = 'edit-key-0123456789abcdef';
const NO_EDIT_KEY = 'plain-key-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: KEY, user: 'editor', imageEdit: true },
  { key: NO_EDIT_KEY, user: 'viewer' },
]);

let app: RunningApp;
let host: ImageServer;
let ocr: Worker;

beforeAll(async () => {
  [app, host, ocr] = await Promise.all([
    startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '1000',
      IMAGE_EDIT_RPM: '1000',
      IMAGE_MAX_BYTES: '2000000',
      IMAGE_MAX_PIXELS: '30000000',
    }),
    startImageServer(),
    createWorker('eng', 1, {
      langPath: path.join(process.cwd(), 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.stop(), host?.close(), ocr?.terminate()]);
});

const edit = (body: unknown, key = KEY) => post(app, '/private/image_edit', body, bearer(key));

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  at(x: number, y: number): [number, number, number];
}

/** Checks the contract's output (one 512x512 baseline JPEG data URL) and decodes it. */
async function outputOf(response: Awaited<ReturnType<typeof edit>>): Promise<Pixels> {
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(Object.keys(response.body).sort()).toEqual(['images', 'requestId']);
  expect(response.body.images).toHaveLength(1);
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/.exec(response.body.images[0]);
  expect(match).not.toBeNull();
  const jpeg = Buffer.from(match![1]!, 'base64');
  const metadata = await sharp(jpeg).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512, isProgressive: false });
  expect(hasMarker(jpeg, 0xc0)).toBe(true); // SOF0: baseline DCT
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  return {
    data,
    width: info.width,
    height: info.height,
    at: (x, y) => [data[(y * 512 + x) * 3]!, data[(y * 512 + x) * 3 + 1]!, data[(y * 512 + x) * 3 + 2]!],
  };
}

function hasMarker(jpeg: Buffer, marker: number): boolean {
  for (let offset = 2; offset + 4 < jpeg.length;) {
    if (jpeg[offset] !== 0xff) return false;
    if (jpeg[offset + 1] === marker) return true;
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  return false;
}

async function dataUrl(image: Sharp, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 95 }).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

const solidImage = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** Two colours side by side: left half `left`, right half `right`. */
async function halves(width: number, height: number, left: string, right: string): Promise<Sharp> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: half, left: width / 2, top: 0 },
  ]);
}

/** Vertical stripes `period` pixels wide, alternating black and white. */
async function stripes(width: number, height: number, period: number): Promise<Sharp> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      data.fill(Math.floor(x / period) % 2 === 0 ? 0 : 255, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** The bounding box of pixels that are not (nearly) white. */
function contentBox(pixels: Pixels) {
  let [left, top, right, bottom] = [512, 512, -1, -1];
  for (let y = 0; y < 512; y += 1) {
    for (let x = 0; x < 512; x += 1) {
      if (Math.min(...pixels.at(x, y)) < 225) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  return { width: right - left + 1, height: bottom - top + 1 };
}

function mean(pixels: Pixels, x0: number, y0: number, x1: number, y1: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) pixels.at(x, y).forEach((value, channel) => (sum[channel]! += value));
  const count = (x1 - x0) * (y1 - y0);
  return sum.map((value) => value / count) as [number, number, number];
}

const chroma = ([r, g, b]: number[]) => Math.max(r!, g!, b!) - Math.min(r!, g!, b!);
const luma = ([r, g, b]: number[]) => 0.299 * r! + 0.587 * g! + 0.114 * b!;

/** Mean absolute difference between horizontal neighbours along the middle rows: high for sharp detail. */
function edginess(pixels: Pixels): number {
  let total = 0;
  let count = 0;
  for (let y = 200; y < 312; y += 4) {
    for (let x = 40; x < 471; x += 1) {
      total += Math.abs(luma(pixels.at(x + 1, y)) - luma(pixels.at(x, y)));
      count += 1;
    }
  }
  return total / count;
}

/** Pixels of the middle rows that are neither near black nor near white: the width of soft edges. */
function midTones(pixels: Pixels): number {
  let count = 0;
  for (let y = 200; y < 312; y += 4)
    for (let x = 0; x < 512; x += 1) if (luma(pixels.at(x, y)) > 40 && luma(pixels.at(x, y)) < 215) count += 1;
  return count;
}

/** How many times a row changes colour sharply: many for fine stripes, few once pixelated. */
function transitions(pixels: Pixels, y: number): number {
  let count = 0;
  for (let x = 40; x < 471; x += 1) if (Math.abs(luma(pixels.at(x + 1, y)) - luma(pixels.at(x, y))) > 60) count += 1;
  return count;
}

async function readText(
  pixels: Pixels,
  region?: { left: number; top: number; width: number; height: number },
): Promise<string> {
  let image = sharp(pixels.data, { raw: { width: 512, height: 512, channels: 3 } });
  if (region) image = image.extract(region);
  const { data } = await ocr.recognize(await image.png().toBuffer());
  return data.text;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('POST /private/image_edit (embedded editor)', () => {
  it('answers one 512x512 baseline JPEG, echoing the requestId and naming the engine', async () => {
    const response = await edit({ requestId: 'req-42', prompt: 'Hello' });
    await outputOf(response);
    expect(response.body.requestId).toBe('req-42');
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(response.headers.get('x-engine')).toBe('local');
    const generated = await edit({ prompt: 'Hello' });
    expect(generated.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['Launch day', 'The quick brown fox jumps over the lazy dog while everyone watches the moon rise slowly'])(
    'draws the prompt on a white canvas when there are no images, legibly: %s',
    async (prompt) => {
      const pixels = await outputOf(await edit({ prompt: `  ${prompt}\n` }));
      expect(pixels.at(2, 2)).toEqual([255, 255, 255]);
      expect(words(await readText(pixels))).toEqual(words(prompt));
    },
  );

  it('fits a single input whole onto the white canvas', async () => {
    const pixels = await outputOf(
      await edit({
        prompt: 'keep it as it is',
        images: [await dataUrl(solidImage(400, 200, { r: 200, g: 40, b: 40 }))],
      }),
    );
    expect(contentBox(pixels)).toMatchObject({
      width: expect.toSatisfy((w: number) => w >= 508),
      height: expect.toSatisfy((h: number) => Math.abs(h - 256) <= 4),
    });
    expect(pixels.at(256, 30)).toEqual([255, 255, 255]);
    expect(chroma(pixels.at(256, 256))).toBeGreaterThan(120);
  });

  describe('edits, each checked by a property of the output pixels', () => {
    let colourful: string;
    let grey: string;
    let wide: string;
    let redBlue: string;
    let fineStripes: string;
    let softStripes: string;
    let twoTones: string;
    let baseline: { stripes: Pixels; soft: Pixels; grey: Pixels; twoTones: Pixels; colourful: Pixels };

    beforeAll(async () => {
      colourful = await dataUrl(solidImage(300, 300, { r: 170, g: 110, b: 90 }));
      grey = await dataUrl(solidImage(300, 300, { r: 120, g: 120, b: 120 }));
      wide = await dataUrl(solidImage(480, 160, { r: 40, g: 90, b: 200 }));
      redBlue = await dataUrl(await halves(400, 400, '#dc1e1e', '#1e3cdc'));
      fineStripes = await dataUrl(await stripes(256, 256, 2));
      softStripes = await dataUrl((await stripes(256, 256, 16)).blur(1.2));
      twoTones = await dataUrl(await halves(400, 400, '#505050', '#aaaaaa'));
      const plain = 'leave it';
      baseline = {
        stripes: await outputOf(await edit({ prompt: plain, images: [fineStripes] })),
        soft: await outputOf(await edit({ prompt: plain, images: [softStripes] })),
        grey: await outputOf(await edit({ prompt: plain, images: [grey] })),
        twoTones: await outputOf(await edit({ prompt: plain, images: [twoTones] })),
        colourful: await outputOf(await edit({ prompt: plain, images: [colourful] })),
      };
    });

    const run = async (prompt: string, images: string[]) => outputOf(await edit({ prompt, images }));

    it('grayscale / black and white: no chroma anywhere', async () => {
      for (const prompt of ['make it black and white', 'convert to grayscale']) {
        const pixels = await run(prompt, [redBlue]);
        let worst = 0;
        for (let y = 0; y < 512; y += 7)
          for (let x = 0; x < 512; x += 7) worst = Math.max(worst, chroma(pixels.at(x, y)));
        expect(worst, prompt).toBeLessThanOrEqual(4);
        expect(luma(pixels.at(128, 256)), prompt).toBeLessThan(200);
      }
    });

    it('sepia: warm brown tones, red over green over blue', async () => {
      const [r, g, b] = mean(await run('apply a sepia filter', [redBlue]), 200, 200, 312, 312);
      expect(r).toBeGreaterThan(g);
      expect(g).toBeGreaterThan(b);
      expect(r - b).toBeGreaterThan(25);
    });

    it('invert: a known pixel flips to its complement', async () => {
      const [r, g, b] = (await run('invert the colours', [colourful])).at(256, 256);
      expect(Math.abs(r - (255 - 170))).toBeLessThan(8);
      expect(Math.abs(g - (255 - 110))).toBeLessThan(8);
      expect(Math.abs(b - (255 - 90))).toBeLessThan(8);
    });

    it('blur: sharp stripes lose their edges', async () => {
      const pixels = await run('blur it', [fineStripes]);
      expect(edginess(pixels)).toBeLessThan(edginess(baseline.stripes) / 3);
    });

    it('sharpen: soft edges get steeper (fewer mid-tones between black and white)', async () => {
      const pixels = await run('sharpen the photo', [softStripes]);
      expect(midTones(pixels)).toBeLessThan(midTones(baseline.soft) * 0.8);
    });

    it('brightness: brighter and darker move the mean luminance', async () => {
      const before = luma(mean(baseline.grey, 200, 200, 312, 312));
      expect(luma(mean(await run('make it brighter', [grey]), 200, 200, 312, 312))).toBeGreaterThan(before + 20);
      expect(luma(mean(await run('darken it', [grey]), 200, 200, 312, 312))).toBeLessThan(before - 20);
    });

    it('contrast: the two tones move apart (or together)', async () => {
      const gap = (pixels: Pixels) => luma(pixels.at(384, 256)) - luma(pixels.at(128, 256));
      expect(gap(await run('increase the contrast', [twoTones]))).toBeGreaterThan(gap(baseline.twoTones) + 25);
      expect(gap(await run('lower the contrast', [twoTones]))).toBeLessThan(gap(baseline.twoTones) - 20);
    });

    it('saturation: more and less colourful', async () => {
      const before = chroma(baseline.colourful.at(256, 256));
      expect(chroma((await run('make it more saturated', [colourful])).at(256, 256))).toBeGreaterThan(before + 20);
      expect(chroma((await run('desaturate it', [colourful])).at(256, 256))).toBeLessThan(before - 20);
    });

    it.each([
      ['tint it red', 0],
      ['add a green tint', 1],
      ['make it blue', 2],
    ])('tint with a named colour: %s', async (prompt, channel) => {
      const pixel = (await run(prompt, [grey])).at(256, 256);
      const others = pixel.filter((_, index) => index !== channel);
      expect(pixel[channel]).toBeGreaterThan(Math.max(...others) + 15);
    });

    it('rotate 90 degrees: a wide input becomes tall on the canvas', async () => {
      const before = contentBox(await run('no changes', [wide]));
      expect(before.width).toBeGreaterThan(before.height * 2);
      const after = contentBox(await run('rotate it 90 degrees', [wide]));
      expect(after.height).toBeGreaterThan(after.width * 2);
    });

    it('flip / mirror: left and right swap', async () => {
      for (const prompt of ['mirror the image', 'flip it horizontally']) {
        const pixels = await run(prompt, [redBlue]);
        expect(pixels.at(100, 256)[2], prompt).toBeGreaterThan(pixels.at(100, 256)[0] + 100);
        expect(pixels.at(412, 256)[0], prompt).toBeGreaterThan(pixels.at(412, 256)[2] + 100);
      }
    });

    it('pixelate: fine detail collapses into blocks', async () => {
      const pixels = await run('pixelate it', [fineStripes]);
      expect(transitions(baseline.stripes, 256)).toBeGreaterThan(100);
      expect(transitions(pixels, 256)).toBeLessThan(transitions(baseline.stripes, 256) / 4);
    });

    it('border / frame: a coloured band around the edge, the picture inside', async () => {
      const pixels = await run('add a thick red border', [grey]);
      for (const [x, y] of [
        [3, 3],
        [256, 5],
        [508, 256],
        [256, 508],
      ] as const) {
        const [r, g, b] = pixels.at(x, y);
        expect(r, `${x},${y}`).toBeGreaterThan(180);
        expect(Math.max(g, b), `${x},${y}`).toBeLessThan(80);
      }
      expect(chroma(pixels.at(256, 256))).toBeLessThan(10);
    });

    it('caption text in quotes: written under the picture, readable', async () => {
      const pixels = await run('add the caption "GOOD MORNING"', [grey]);
      const text = await readText(pixels, { left: 0, top: 436, width: 512, height: 76 });
      expect(words(text)).toEqual(['good', 'morning']);
      expect(chroma(pixels.at(256, 200))).toBeLessThan(10);
      expect(luma(pixels.at(256, 200))).toBeLessThan(150);
    });

    it('side by side, stacked and grid layouts of several inputs', async () => {
      const red = await dataUrl(solidImage(200, 200, { r: 220, g: 20, b: 20 }));
      const blue = await dataUrl(solidImage(200, 200, { r: 20, g: 20, b: 220 }));
      const green = await dataUrl(solidImage(200, 200, { r: 20, g: 200, b: 20 }));
      const reddest = (pixel: number[]) => pixel.indexOf(Math.max(...pixel));

      const row = await run('put them side by side', [red, blue]);
      expect([reddest(row.at(128, 256)), reddest(row.at(384, 256))]).toEqual([0, 2]);
      const column = await run('stack them one above the other', [red, blue]);
      expect([reddest(column.at(256, 128)), reddest(column.at(256, 384))]).toEqual([0, 2]);
      const grid = await run('make a grid', [red, blue, green]);
      expect([reddest(grid.at(128, 128)), reddest(grid.at(384, 128)), reddest(grid.at(256, 384))]).toEqual([0, 2, 1]);
    });

    it('several edits in one prompt compose', async () => {
      const pixels = await run('Rotate it 90 degrees, then make it black and white and add a blue frame', [wide]);
      const box = contentBox(await run('Rotate it 90 degrees and make it black and white', [wide]));
      expect(box.height).toBeGreaterThan(box.width * 2);
      expect(chroma(pixels.at(256, 256))).toBeLessThanOrEqual(4);
      const [r, g, b] = pixels.at(4, 4);
      expect(b).toBeGreaterThan(Math.max(r, g) + 80);
    });

    it('a prompt it does not understand still yields the fitted input', async () => {
      const pixels = await run('make it feel like a summer afternoon in 1962', [colourful]);
      const [r, g, b] = pixels.at(256, 256);
      expect([Math.abs(r - 170), Math.abs(g - 110), Math.abs(b - 90)].every((delta) => delta < 8)).toBe(true);
    });
  });

  it('honours EXIF orientation and accepts JPEG, WebP and GIF inputs', async () => {
    const tagged = await solidImage(480, 160, { r: 40, g: 90, b: 200 })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const pixels = await outputOf(
      await edit({ prompt: 'as is', images: [`data:image/jpeg;base64,${tagged.toString('base64')}`] }),
    );
    const box = contentBox(pixels);
    expect(box.height).toBeGreaterThan(box.width * 2);
    for (const format of ['webp', 'gif'] as const) {
      const bytes = await solidImage(100, 100, { r: 200, g: 30, b: 30 })[format]().toBuffer();
      // Declared as PNG on purpose: the format is read from the bytes.
      await outputOf(await edit({ prompt: 'as is', images: [`data:image/png;base64,${bytes.toString('base64')}`] }));
    }
  });

  it('fetches http(s) images only from public addresses by default', async () => {
    host.serve('/red.png', await solidImage(50, 50, { r: 255, g: 0, b: 0 }).png().toBuffer());
    for (const url of [
      `${host.url}/red.png`,
      `http://localhost:${host.port}/red.png`,
      `http://[::ffff:127.0.0.1]:${host.port}/red.png`,
    ]) {
      const response = await edit({ prompt: 'x', images: [url] });
      expect(response.status, url).toBe(400);
      expect(response.body.error.code).toBe('invalid_image');
      expect(response.body.error.message).toMatch(/public http\(s\) image URL or a base64 image data URL/);
    }
    expect(host.hits).toEqual([]);
  });
});

describe('POST /private/image_edit: statuses the spec lists', () => {
  const tooLong = 'a'.repeat(2001);
  const longestEmoji = '🙂'.repeat(2000);

  it.each([
    ['no prompt', {}],
    ['empty prompt', { prompt: '' }],
    ['whitespace-only prompt', { prompt: '   \n\t ' }],
    ['prompt over 2000 code points', { prompt: tooLong }],
    ['prompt not a string', { prompt: 42 }],
    ['four images', { prompt: 'x', images: ['a', 'b', 'c', 'd'] }],
    ['images null', { prompt: 'x', images: null }],
    ['images not an array', { prompt: 'x', images: 'data:image/png;base64,AAAA' }],
    ['an empty image item', { prompt: 'x', images: [''] }],
    ['a number as an image item', { prompt: 'x', images: [7] }],
    ['an unknown field', { prompt: 'x', style: 'neon' }],
    ['an empty requestId', { requestId: '', prompt: 'x' }],
  ])('400 invalid_message for %s', async (_name, body) => {
    const response = await edit(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_message');
    expect(Object.keys(response.body).sort()).toEqual(['error', 'requestId']);
  });

  it('accepts a prompt of exactly 2000 code points (4000 UTF-16 units)', async () => {
    await outputOf(await edit({ prompt: longestEmoji }));
  });

  it.each([
    ['another scheme', 'ftp://example.com/a.png'],
    ['not a URL', 'just some words'],
    ['a data URL without ;base64', 'data:image/png,abcd'],
    ['a data URL of another type', 'data:text/plain;base64,aGVsbG8='],
    [
      'bytes that are no image',
      `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    ],
    ['a truncated JPEG', 'TRUNCATED'],
    ['a data URL over the byte limit', 'OVERSIZED'],
    ['a pixel bomb', 'BOMB'],
    ['a private address', 'http://169.254.169.254/latest/meta-data/'],
  ])('400 invalid_image for %s, naming the image and what to send', async (_name, source) => {
    let image = source;
    if (source === 'TRUNCATED') {
      const jpeg = await solidImage(600, 600, { r: 1, g: 2, b: 3 }).jpeg().toBuffer();
      image = `data:image/jpeg;base64,${jpeg.subarray(0, 300).toString('base64')}`;
    } else if (source === 'OVERSIZED') {
      image = `data:image/png;base64,${Buffer.alloc(2_000_001).toString('base64')}`;
    } else if (source === 'BOMB') {
      const png = await solidImage(10, 10, { r: 0, g: 0, b: 0 }).png().toBuffer();
      png.writeUInt32BE(30_000, 16);
      png.writeUInt32BE(30_000, 20);
      const { crc32 } = await import('node:zlib');
      png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
      image = `data:image/png;base64,${png.toString('base64')}`;
    }
    const valid = await dataUrl(solidImage(10, 10, { r: 0, g: 0, b: 0 }));
    const response = await edit({ prompt: 'x', images: [valid, image] });
    expect(response.status, response.text.slice(0, 200)).toBe(400);
    expect(response.body.error.code).toBe('invalid_image');
    expect(response.body.error.message).toMatch(/^images\[1\]: /);
    expect(response.body.error.message).toMatch(/public http\(s\) image URL or a base64 image data URL/);
  });

  it('401 without a valid key', async () => {
    const missing = await post(app, '/private/image_edit', { prompt: 'x' });
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('unauthorized');
    expect((await edit({ prompt: 'x' }, 'wrong-key-0123456789abcdef')).status).toBe(401);
  });

  it('403 image_edit_not_enabled for a key without the flag, before the body is even read', async () => {
    const response = await edit('{not json', NO_EDIT_KEY);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('image_edit_not_enabled');
  });
});

describe('POST /private/image_edit: 429 from the image-edit bucket', () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startApp({ API_KEYS, RATE_LIMIT_RPM: '100', IMAGE_EDIT_RPM: '2' });
  });
  afterAll(() => limited?.stop());

  it('allows IMAGE_EDIT_RPM edits per minute, then answers 429 rate_limit with Retry-After', async () => {
    const call = () => post(limited, '/private/image_edit', { prompt: 'hi' }, bearer(KEY));
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const third = await call();
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limit');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
