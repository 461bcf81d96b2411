import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { SUBJECT_CUES } from '../../lib/operations/image_crops/contract';
import { ASTRONAUT, SMALL_RECEIPT } from '../../test-support/fixtures/receipts';
import { startImageServer, type ImageServer } from '../../test-support/image-server';

const KEY = 'crops-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'cropper' }]);

let app: RunningApp;
let host: ImageServer;

beforeAll(async () => {
  [app, host] = await Promise.all([
    startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', IMAGE_FETCH_ALLOW_PRIVATE: 'true', IMAGE_MAX_PIXELS: '40000000' }),
    startImageServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.stop(), host?.close()]);
});

const crop = (body: unknown, target = app) => post(target, '/private/image_crops', body, bearer(KEY));
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const holds = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** A grey image with a red disc whose bounding box is `disc`. */
async function discOn(width: number, height: number, disc: Box): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#8a8a8a"/><ellipse cx="${disc.x + disc.width / 2}" cy="${disc.y + disc.height / 2}" rx="${disc.width / 2}" ry="${disc.height / 2}" fill="#e02020"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function decoded(url: string) {
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/.exec(url);
  expect(match).not.toBeNull();
  return sharp(Buffer.from(match![1]!, 'base64')).metadata();
}

describe('POST /private/image_crops', () => {
  it('answers one 1:1 crop 512 wide by default, its box inside the source', async () => {
    const response = await crop({
      requestId: 'crops-1',
      images: [dataUrl(await discOn(800, 600, { x: 100, y: 100, width: 80, height: 80 }))],
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.headers.get('x-engine')).toBe('local');
    expect(response.body.requestId).toBe('crops-1');
    const [result] = response.body.results;
    expect(result).toMatchObject({ imageIndex: 0, width: 800, height: 600 });
    expect(result.crops).toHaveLength(1);
    expect(result.crops[0].aspect).toBe('1:1');
    expect(result.crops[0].box).toMatchObject({ y: 0, width: 600, height: 600 });
    // Output pixels per source pixel: 512 out of 600.
    expect(result.crops[0].scale).toBe(0.8533);
    expect(await decoded(result.crops[0].image)).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  });

  it('makes each aspect at exactly the size asked for, in request order', async () => {
    const crops = [
      { aspect: '1:1', width: 256 },
      { aspect: '3:1', width: 600 },
      { aspect: '16:9', width: 320 },
      { aspect: '4:5', width: 400 },
    ];
    const response = await crop({
      images: [dataUrl(await discOn(1000, 700, { x: 450, y: 300, width: 100, height: 100 }))],
      crops,
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const sizes = await Promise.all(response.body.results[0].crops.map((c: { image: string }) => decoded(c.image)));
    expect(sizes.map((size) => [size.width, size.height])).toEqual([
      [256, 256],
      [600, 200],
      [320, 180],
      [400, 500],
    ]);
    for (const [k, result] of response.body.results[0].crops.entries()) {
      expect(result.aspect).toBe(crops[k]!.aspect);
      const [w, h] = crops[k]!.aspect.split(':').map(Number);
      expect(Math.abs(result.box.width / result.box.height - w! / h!)).toBeLessThan(0.01);
      expect(result.box.x + result.box.width).toBeLessThanOrEqual(1000);
      expect(result.box.y + result.box.height).toBeLessThanOrEqual(700);
      expect(result.scale).toBeCloseTo(crops[k]!.width / result.box.width, 3);
    }
  });

  it('keeps a subject near the edge that a centre crop would cut', async () => {
    const disc = { x: 1480, y: 180, width: 100, height: 100 };
    const response = await crop({ images: [dataUrl(await discOn(1600, 500, disc))] });
    expect(response.status).toBe(200);
    expect(holds(response.body.results[0].crops[0].box, disc)).toBe(true);
  });

  it('keeps a face whole in a wide picture and a banner, whatever else is busy', async () => {
    const face = await sharp(readFileSync(ASTRONAUT)).toBuffer();
    const noise = await sharp({
      create: {
        width: 1400,
        height: 320,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .composite([{ input: face, left: 40, top: 32 }])
      .jpeg()
      .toBuffer();
    // The astronaut's face sits at about (80..170, 30..140) of the 256-pixel portrait.
    const faceBox = { x: 40 + 80, y: 32 + 30, width: 90, height: 110 };
    const response = await crop({
      images: [dataUrl(noise, 'image/jpeg')],
      crops: [{ aspect: '1:1' }, { aspect: '3:1' }],
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    for (const result of response.body.results[0].crops)
      expect(holds(result.box, faceBox), JSON.stringify(result.box)).toBe(true);
  });

  it('says what the crops were chosen on: the subject and its cue, the heads and the text lines, in the source', async () => {
    // A real photo whose subject a person marked (bench/image_crops/set/photos.json): the raccoon's face and body.
    const photos = path.resolve(__dirname, '../../bench/image_crops/set');
    const marks = JSON.parse(readFileSync(path.join(photos, 'photos.json'), 'utf8')) as Array<{
      file: string;
      subject: Box;
      faces?: Box[];
    }>;
    const marked = marks.find((mark) => mark.file === 'raccoon.jpg')!.subject;
    const markedFaces = marks.find((mark) => mark.file === 'astronaut.jpg')!.faces!;
    const [raccoon, astronaut] = ['raccoon.jpg', 'astronaut.jpg'].map((file) =>
      readFileSync(path.join(photos, 'photos', file)),
    );
    const receipt = readFileSync(SMALL_RECEIPT);
    const response = await crop({
      images: [raccoon, receipt, astronaut].map((bytes) => dataUrl(bytes!, 'image/jpeg')),
    });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const [photo, text, person] = response.body.results;
    const frame = { x: 0, y: 0, width: photo.width, height: photo.height };
    expect(SUBJECT_CUES).toContain(photo.subject.cue);
    expect(holds(frame, photo.subject.box), JSON.stringify(photo.subject)).toBe(true);
    // The subject seen is where the person marked it: it holds the middle of the marked box.
    const middle = { x: marked.x + marked.width / 2, y: marked.y + marked.height / 2, width: 0, height: 0 };
    expect(holds(photo.subject.box, middle), JSON.stringify(photo.subject)).toBe(true);
    // The receipt's lines, found by OCR's detector, lie inside it.
    const page = { x: 0, y: 0, width: text.width, height: text.height };
    expect(text.textLines.length).toBeGreaterThan(3);
    for (const line of text.textLines) expect(holds(page, line), JSON.stringify(line)).toBe(true);
    expect(SUBJECT_CUES).toContain(text.subject.cue);
    // The astronaut's face, marked by a person, is inside a head the answer says it kept, grown to the hair.
    expect(markedFaces.length).toBeGreaterThan(0);
    for (const face of markedFaces) {
      const faceMiddle = { x: face.x + face.width / 2, y: face.y + face.height / 2, width: 0, height: 0 };
      const kept = person.faces.filter((head: Box) => holds(head, faceMiddle));
      expect(kept, JSON.stringify(person.faces)).toHaveLength(1);
      expect(kept[0].height).toBeGreaterThan(face.height);
      expect(kept[0].score).toBeGreaterThan(0);
      expect(kept[0].score).toBeLessThanOrEqual(1);
    }
  });

  it('cuts the logo from the photo inside a screenshot of a post, where the largest square would cut its lines', async () => {
    const photo = await sharp(path.join(process.cwd(), 'bench/image_crops/set/gcompris-animals/dog.jpg'))
      .resize(1000, 700, { fit: 'cover' })
      .png()
      .toBuffer();
    const text = (y: number, size: number, words: string) =>
      `<text x="40" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="#111">${words}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1150"><rect width="100%" height="100%" fill="#fff"/>
${text(72, 34, 'Pancake Fan Club')}${text(115, 30, '@pancakefans · 2h')}${text(190, 38, 'my dog Pancake just stole an entire baguette')}
${text(240, 38, 'off the kitchen table and he is NOT sorry')}${text(1110, 30, 'Reply   Repost   Like   12   340   2.1K')}</svg>`;
    const screenshot = await sharp(Buffer.from(svg))
      .composite([{ input: photo, left: 40, top: 290 }])
      .jpeg({ quality: 88 })
      .toBuffer();
    const response = await crop({
      images: [dataUrl(screenshot, 'image/jpeg')],
      crops: [{ aspect: '1:1' }, { aspect: '3:1' }],
    });
    expect(response.status).toBe(200);
    const [result] = response.body.results;
    const [logo, banner] = result.crops as Array<{ box: Box }>;
    const lines = result.textLines as Box[];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    // Every square as wide as the page would cut the handle or the counts: the logo is the photo's.
    expect(logo!.box.width).toBeLessThan(1080);
    expect(logo!.box.width).toBe(logo!.box.height);
    // It holds none of the screen's lines: it lies in the band between the post's text and the counts.
    for (const line of lines) {
      const down = Math.min(logo!.box.y + logo!.box.height, line.y + line.height) - Math.max(logo!.box.y, line.y);
      expect(down, JSON.stringify({ logo: logo!.box, line })).toBeLessThanOrEqual(line.height * 0.1);
    }
    for (const box of [logo!.box, banner!.box]) {
      for (const line of lines) {
        const across = Math.min(box.x + box.width, line.x + line.width) - Math.max(box.x, line.x);
        const down = Math.min(box.y + box.height, line.y + line.height) - Math.max(box.y, line.y);
        const cut = across > 0 && down > line.height * 0.1 && (across < line.width * 0.9 || down < line.height * 0.9);
        expect(cut, JSON.stringify({ box, line })).toBe(false);
      }
    }
  });

  it('loads images by URL, like image edit, one result per image in order', async () => {
    host.serve('/a.png', await discOn(300, 200, { x: 10, y: 10, width: 40, height: 40 }));
    host.serve('/b.png', await discOn(200, 300, { x: 10, y: 10, width: 40, height: 40 }));
    const response = await crop({ images: [`${host.url}/a.png`, `${host.url}/b.png`] });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.body.results.map((r: { imageIndex: number; width: number }) => [r.imageIndex, r.width])).toEqual([
      [0, 300],
      [1, 200],
    ]);
  });

  it('enlarges an image smaller than the crop (a 1x1 pixel), and reads an animated GIF’s first frame', async () => {
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const tiny = await crop({
      images: [dataUrl(pixel)],
      crops: [
        { aspect: '1:1', width: 64 },
        { aspect: '3:1', width: 96 },
      ],
    });
    expect(tiny.status, tiny.text.slice(0, 300)).toBe(200);
    expect(tiny.body.results[0].crops.map((c: { box: Box }) => c.box)).toEqual([
      { x: 0, y: 0, width: 1, height: 1 },
      { x: 0, y: 0, width: 1, height: 1 },
    ]);
    expect(await decoded(tiny.body.results[0].crops[1].image)).toMatchObject({ width: 96, height: 32 });
    // The scale says how far each crop was enlarged: one source pixel became 64, and 96.
    expect(tiny.body.results[0].crops.map((c: { scale: number }) => c.scale)).toEqual([64, 96]);

    const gif = await sharp(
      Buffer.concat([
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
          .raw()
          .toBuffer(),
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0000ff' } })
          .raw()
          .toBuffer(),
      ]),
      { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } },
    )
      .gif()
      .toBuffer();
    const animated = await crop({ images: [dataUrl(gif, 'image/gif')], crops: [{ aspect: '4:3', width: 40 }] });
    expect(animated.status, animated.text.slice(0, 300)).toBe(200);
    expect(animated.body.results[0]).toMatchObject({ width: 40, height: 30 });
    const { data } = await sharp(Buffer.from(animated.body.results[0].crops[0].image.split(',')[1], 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red: the first frame
    expect(data[2]).toBeLessThan(60);
  });

  it('crops a 40-megapixel image within the pixel cap, and refuses one over it', async () => {
    const big = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#406080' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const response = await crop({ images: [dataUrl(big, 'image/jpeg')], crops: [{ aspect: '16:9', width: 640 }] });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.body.results[0]).toMatchObject({ width: 8000, height: 5000 });
    const over = await sharp({ create: { width: 8001, height: 5000, channels: 3, background: '#406080' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    const refused = await crop({ images: [dataUrl(over, 'image/jpeg')] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_image');
    expect(refused.body.error.message).toMatch(/^images\[0\]: /);
  });

  it.each([
    [{ images: [] }, /^images: /],
    [{ images: ['a', 'b', 'c', 'd'] }, /^images: must hold at most 3/],
    [{ images: ['x'], crops: [{ aspect: '0:1' }] }, /^crops\[0\]\.aspect: /],
    [{ images: ['x'], crops: [{ aspect: '17:1' }] }, /^crops\[0\]\.aspect: /],
    [{ images: ['x'], crops: [{ aspect: '1:x' }] }, /^crops\[0\]\.aspect: /],
    [{ images: ['x'], crops: [{ aspect: '3/1' }] }, /^crops\[0\]\.aspect: /],
    [{ images: ['x'], crops: [{ aspect: '1:1', width: 15 }] }, /^crops\[0\]\.width: must be at least 16/],
    [{ images: ['x'], crops: [{ aspect: '1:1', width: 1025 }] }, /^crops\[0\]\.width: must be at most 1024/],
    [{ images: ['x'], crops: Array(5).fill({ aspect: '1:1' }) }, /^crops: must hold at most 4/],
    [{ images: ['x'], prompt: 'crop it' }, /prompt/],
  ])('refuses %j with 400 invalid_message naming the field', async (body, message) => {
    const response = await crop(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_message');
    expect(response.body.error.message).toMatch(message);
  });

  it('answers 400 invalid_image naming the image that does not load', async () => {
    host.serve('/ok.png', await discOn(100, 100, { x: 10, y: 10, width: 20, height: 20 }));
    const response = await crop({ images: [`${host.url}/ok.png`, `${host.url}/missing.png`] });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_image');
    expect(response.body.error.message).toMatch(/^images\[1\]: /);
  });
});

describe('image crops under limits', () => {
  it('has its own rate bucket', async () => {
    const limited = await startApp({ API_KEYS, RATE_LIMIT_RPM: '2' });
    try {
      const body = {
        images: [dataUrl(await discOn(64, 64, { x: 8, y: 8, width: 16, height: 16 }))],
        crops: [{ aspect: '1:1', width: 32 }],
      };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await crop(body, limited)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const other = await post(
        limited,
        '/private/ai_name',
        { event: { text: 'A frog named Pepper $PEPPER' } },
        bearer(KEY),
      );
      expect(other.status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('answers 503 internal_error with Retry-After when its slots and queue are full', async () => {
    const busy = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '1000',
      IMAGE_CROPS_CONCURRENCY: '1',
      IMAGE_CROPS_QUEUE: '0',
    });
    try {
      const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#507090' } })
        .jpeg()
        .toBuffer();
      const body = { images: [dataUrl(big, 'image/jpeg')], crops: [{ aspect: '1:1' }, { aspect: '3:1' }] };
      const responses = await Promise.all(Array.from({ length: 4 }, () => crop(body, busy)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      const refused = responses.find((response) => response.status === 503)!;
      expect(refused.body.error.code).toBe('internal_error');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await busy.stop();
    }
  });
});
