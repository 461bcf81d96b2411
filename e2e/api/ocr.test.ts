import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { TALL_RECEIPT } from '../../test-support/fixtures/receipts';

const KEY = 'ocr-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'reader' }]);

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '100000', OCR_WORKERS: '2' });
});

afterAll(async () => {
  await app?.stop();
});

const read = (body: unknown) => post(app, '/private/ocr', body, bearer(KEY));

interface Rendered {
  dataUrl: string;
  width: number;
  height: number;
  /** Bounding box of the dark pixels: where the text really is. */
  ink: { x0: number; y0: number; x1: number; y1: number };
}

/** Renders black text lines on white with sharp (DejaVu Sans) and measures where the ink landed. */
async function render(
  lines: string[],
  options: { width?: number; height?: number; left?: number; top?: number } = {},
): Promise<Rendered> {
  const width = options.width ?? 900;
  const height = options.height ?? 120 + lines.length * 60;
  const left = options.left ?? 60;
  const top = options.top ?? 80;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${left}" y="${top + i * 60}" font-family="DejaVu Sans" font-size="36" fill="#000">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const ink = { x0: info.width, y0: info.height, x1: -1, y1: -1 };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width + x]! >= 128) continue;
      ink.x0 = Math.min(ink.x0, x);
      ink.y0 = Math.min(ink.y0, y);
      ink.x1 = Math.max(ink.x1, x);
      ink.y1 = Math.max(ink.y1, y);
    }
  }
  return { dataUrl: `data:image/png;base64,${png.toString('base64')}`, width, height, ink };
}

const blankImage = async (width = 400, height = 300) =>
  `data:image/png;base64,${(
    await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('POST /private/ocr', () => {
  it('reads the text of a rendered image, with a 0–1 confidence per line', async () => {
    const image = await render(['INVOICE 2048', 'TOTAL 42.50 USD']);
    const response = await read({ requestId: 'ocr-text-1', images: [image.dataUrl] });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('ocr-text-1');
    expect(response.headers.get('x-engine')).toBe('pp-ocrv4-det+pp-ocrv4-rec');
    expect(response.body.requestId).toBe('ocr-text-1');
    expect(response.body.results).toHaveLength(1);
    const [result] = response.body.results;
    expect(result.imageIndex).toBe(0);
    expect(words(result.text)).toBe('invoice 2048 total 42.50 usd');
    expect(result.lines.map((line: { text: string }) => line.text)).toEqual(result.text.split('\n'));
    for (const line of result.lines) {
      expect(line.confidence).toBeGreaterThan(0.5);
      expect(line.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('puts each line’s four integer points clockwise on the text, in the original pixel space', async () => {
    // Small and off-centre: any scaling the engine does internally must be undone.
    const image = await render(['RECEIPT NO 7731'], { width: 700, height: 260, left: 150, top: 150 });
    const response = await read({ images: [image.dataUrl] });
    expect(response.status, response.text).toBe(200);
    const [line] = response.body.results[0].lines;
    expect(words(line.text)).toBe('receipt no 7731');
    const points: Array<{ x: number; y: number }> = line.points;
    expect(points).toHaveLength(4);
    for (const point of points) {
      expect(Number.isInteger(point.x) && Number.isInteger(point.y)).toBe(true);
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThan(image.width);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThan(image.height);
    }
    const [topLeft, topRight, bottomRight, bottomLeft] = points as [
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
      (typeof points)[0],
    ];
    expect(topRight.x).toBeGreaterThan(topLeft.x);
    expect(bottomRight.y).toBeGreaterThan(topRight.y);
    expect(bottomLeft.x).toBeLessThan(bottomRight.x);
    // The box covers the ink, with at most a few pixels of slack around it.
    const slack = 6;
    expect(topLeft.x).toBeLessThanOrEqual(image.ink.x0 + slack);
    expect(topLeft.y).toBeLessThanOrEqual(image.ink.y0 + slack);
    expect(bottomRight.x).toBeGreaterThanOrEqual(image.ink.x1 - slack);
    expect(bottomRight.y).toBeGreaterThanOrEqual(image.ink.y1 - slack);
    expect(topLeft.x).toBeGreaterThanOrEqual(image.ink.x0 - 3 * slack);
    expect(bottomRight.x).toBeLessThanOrEqual(image.ink.x1 + 3 * slack);
  });

  it('keeps positions across skipped empty entries and answers "" for an image without text', async () => {
    const first = await render(['ALPHA 111']);
    const second = await render(['OMEGA 999']);
    const response = await read({ images: ['', first.dataUrl, '', await blankImage(), second.dataUrl] });
    expect(response.status, response.text).toBe(200);
    const results = response.body.results;
    expect(results.map((result: { imageIndex: number }) => result.imageIndex)).toEqual([1, 3, 4]);
    expect(words(results[0].text)).toBe('alpha 111');
    expect(results[1]).toEqual({ imageIndex: 3, text: '', lines: [] });
    expect(words(results[2].text)).toBe('omega 999');
  });

  it('reads a JPEG receipt from the development set', async () => {
    const jpeg = readFileSync(TALL_RECEIPT);
    const response = await read({ images: [`data:image/jpeg;base64,${jpeg.toString('base64')}`] });
    expect(response.status, response.text).toBe(200);
    const text = words(response.body.results[0].text);
    expect(text).toContain('restoran wan sheng');
    expect(text).toContain('9.10');
  });

  describe('400 invalid_message', () => {
    const cases: Array<[string, unknown]> = [
      ['a body without images', {}],
      ['images: null', { images: null }],
      ['an empty images array', { images: [] }],
      ['only empty entries', { images: ['', '  '] }],
      ['a number as an image', { images: [42] }],
      ['more than 8 images', { images: Array.from({ length: 9 }, () => 'https://example.com/a.png') }],
      ['a text field', { images: ['https://example.com/a.png'], text: 'read this' }],
      ['event metadata', { images: ['https://example.com/a.png'], event: { id: '1', text: 'hi' } }],
      ['a requestId that is not printable ASCII', { requestId: 'naïve', images: ['https://example.com/a.png'] }],
      ['a JSON array body', [{ images: ['https://example.com/a.png'] }]],
    ];
    it.each(cases)('%s', async (_name, body) => {
      const response = await read(body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.code).toBe('invalid_message');
      expect(Object.keys(response.body).sort()).toEqual(['error', 'requestId']);
      expect(response.text).not.toMatch(/\/work\/|node_modules|at .+\.js:\d+/);
    });

    it('names the rejected field for text and event metadata', async () => {
      const response = await read({ requestId: 'keep-me', images: ['https://example.com/a.png'], text: 'x' });
      expect(response.body.error.message).toMatch(/image URLs only.*text/);
      expect(response.body.requestId).toBe('keep-me');
    });

    it('is not JSON', async () => {
      const response = await read('{"images": [');
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_message');
    });
  });

  describe('400 invalid_image', () => {
    const cases: Array<[string, string]> = [
      ['another scheme', 'ftp://example.com/receipt.png'],
      ['not a URL at all', 'receipt.png'],
      ['a data URL without base64', 'data:image/png,abc'],
      [
        'base64 data that is not an image',
        `data:image/png;base64,${Buffer.from('definitely not a png').toString('base64')}`,
      ],
      ['a loopback address', 'http://127.0.0.1:9/receipt.png'],
    ];
    it.each(cases)('%s', async (_name, source) => {
      const response = await read({ images: [source] });
      expect(response.status, response.text).toBe(400);
      expect(response.body.error.code).toBe('invalid_image');
      expect(response.body.error.message).toMatch(/http\(s\) image URL or a base64 image data URL/);
    });

    it('fails the whole request when one of several images cannot be loaded', async () => {
      const good = await render(['GOOD 1']);
      const response = await read({ images: [good.dataUrl, 'data:image/png;base64,AAAA'] });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_image');
    });
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const response = await fetch(`${app.url}/private/ocr`, { headers: bearer(KEY) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('needs an API key', async () => {
    const response = await post(app, '/private/ocr', { images: [await blankImage()] });
    expect(response.status).toBe(401);
  });
});
