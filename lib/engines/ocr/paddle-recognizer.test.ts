import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { cjkCaptionDataUrl, preparedGreyPage } from '../../../test-support/text-image';
import { createTextDetector } from './detector';
import { createPaddleRecognizer, recognizeRegions, startRecognizerThreads, type ReadCrops } from './paddle-recognizer';
import { loadCharacterClasses, recognizerKeysPath, recognizerModelPath } from './ctc';
import { DEFAULT_OCR_SETTINGS } from './settings';

const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
const recognizer = createPaddleRecognizer(1, DEFAULT_OCR_SETTINGS, APP_ROOT);

afterAll(async () => {
  await Promise.all([detector.close(), recognizer.close()]);
});

/** Two rendered receipt lines, turned clockwise by `turn` degrees, as a grey page. */
async function page(turn: number) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="520" height="140"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="20" y="50" font-family="DejaVu Sans Mono, monospace" font-size="30">TOTAL 12.50</text>' +
    '<text x="20" y="110" font-family="DejaVu Sans Mono, monospace" font-size="30">CASH 20.00</text></svg>';
  return preparedGreyPage(sharp(Buffer.from(svg)).rotate(turn));
}

async function read(turn: number): Promise<string> {
  const image = await page(turn);
  const lines = await recognizer.read(image, await detector.detect(image));
  return lines.map((line) => line.text).join('\n');
}

describe('PP-OCRv4 line recogniser', () => {
  // The network reads this font's O and 0 alike when the page was turned, hence [O0].
  it.each([0, 90, 180, 270])(
    'reads lines turned by %i°, with the spaces between words',
    async (turn) => {
      const text = await read(turn);
      expect(text).toMatch(/T[O0]TAL 12\.50/);
      expect(text).toMatch(/CASH 20\.[O0]{2}/);
    },
    60_000,
  );

  it('keeps the word spaces of a meme caption: white capitals outlined in black on a busy photo', async () => {
    // Dark stripes behind the letters: no column of the crop is free of ink.
    const stripes = Array.from(
      { length: 48 },
      (_, k) => `<rect x="${k * 18}" y="0" width="9" height="160" fill="#${k % 2 ? '5a7d3c' : '8c6a4f'}"/>`,
    ).join('');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="160"><rect width="100%" height="100%" fill="#3b4a5c"/>${stripes}` +
      '<text x="30" y="100" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#fff" stroke="#000" stroke-width="3">WHEN YOU BUY THE TOP</text></svg>';
    const image = await preparedGreyPage(sharp(Buffer.from(svg)));

    const lines = await recognizer.read(image, await detector.detect(image));
    // Word breaks are what this is about; a bold sans is not Impact, and some of its capitals read as small letters.
    expect(lines.map((line) => line.text.toUpperCase()).join(' ')).toBe('WHEN YOU BUY THE TOP');
  }, 60_000);

  it('reads a Chinese caption, and one that mixes Latin with it, in their own scripts', async () => {
    const caption = async (text: string) => {
      const url = await cjkCaptionDataUrl(text);
      const image = await preparedGreyPage(sharp(Buffer.from(url.split(',')[1]!, 'base64')));

      const lines = await recognizer.read(image, await detector.detect(image));
      return lines.map((line) => line.text).join(' ');
    };
    expect(await caption('青蛙跳上了月球')).toBe('青蛙跳上了月球');
    expect(await caption('GM 早安 PEPE')).toBe('GM 早安 PEPE');
    expect(await caption('TOTAL 12.50')).toBe('TOTAL 12.50');
  }, 60_000);

  it('gives confidences between 0 and 100 and boxes inside the page', async () => {
    const image = await page(0);
    const lines = await recognizer.read(image, await detector.detect(image));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.confidence).toBeGreaterThan(0);
      expect(line.confidence).toBeLessThanOrEqual(100);
      expect(line.box.x0).toBeGreaterThanOrEqual(0);
      expect(line.box.x1).toBeLessThanOrEqual(image.width);
    }
  }, 60_000);
});

/** Receipt lines rendered one under another, as a grey page. */
async function receiptLines(items: readonly string[]) {
  const body = items
    .map(
      (text, row) => `<text x="20" y="${50 + row * 60}" font-family="DejaVu Sans Mono" font-size="30">${text}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="${items.length * 60 + 40}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

describe('PP-OCRv4 line recogniser batches', () => {
  const classes = loadCharacterClasses(recognizerKeysPath(APP_ROOT));
  const threads = startRecognizerThreads(1, classes, recognizerModelPath(APP_ROOT));
  afterAll(() => threads.close());

  it('reads crops of similar width together, a few to a network call, each answer in its place', async () => {
    const items = ['TOTAL 12.50', 'CASH 20.00', 'CHANGE 7.50', 'ITEMS 14', 'TAX 0.72', 'SUBTOTAL 11.78', 'THANK YOU'];
    const image = await receiptLines(items);
    const batches: Array<{ count: number; width: number }> = [];
    const readCrops: ReadCrops = (batch) => {
      batches.push({ count: batch.count ?? 1, width: batch.width });
      return threads.run(batch);
    };
    const regions = await detector.detect(image);
    const settings = { ...DEFAULT_OCR_SETTINGS, recognitionBatch: 3, minCropWidth: 320 };
    const lines = await recognizeRegions(image, regions, readCrops, classes, settings);
    expect(lines.map((line) => line.text.replace(/[O0]/g, '0'))).toEqual(items.map((text) => text.replace(/O/g, '0')));
    const crops = batches.reduce((sum, batch) => sum + batch.count, 0);
    // One crop per line at least (a short word's region that overlaps its neighbour's, as "14" does
    // "ITEMS", is read with it: alone its crop began with the S and read "614").
    expect(crops).toBeGreaterThanOrEqual(items.length);
    expect(batches.length).toBeLessThan(crops);
    expect(Math.max(...batches.map((batch) => batch.count))).toBeLessThanOrEqual(settings.recognitionBatch);
    // Padded as PaddleOCR pads: never narrower than the settings' minimum.
    expect(Math.min(...batches.map((batch) => batch.width))).toBeGreaterThanOrEqual(settings.minCropWidth);
  }, 60_000);

  it('by default reads each crop alone, at its own width (no padding to spend the network on)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="520" height="160"><rect width="100%" height="100%" fill="#fff"/>' +
      '<text x="20" y="50" font-family="DejaVu Sans Mono" font-size="30">TOTAL 12.50</text>' +
      '<text x="20" y="120" font-family="DejaVu Sans Mono" font-size="30">TAX</text></svg>';
    const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const image = { grey: data, width: info.width, height: info.height };
    const batches: Array<{ count: number; width: number }> = [];
    const readCrops: ReadCrops = (batch) => {
      batches.push({ count: batch.count ?? 1, width: batch.width });
      return threads.run(batch);
    };
    const lines = await recognizeRegions(image, await detector.detect(image), readCrops, classes, DEFAULT_OCR_SETTINGS);
    expect(lines.map((line) => line.text)).toEqual(['TOTAL 12.50', 'TAX']);
    expect(batches.every((batch) => batch.count === 1)).toBe(true);
    // "TAX" at 48 px high is about 100 px wide: read so, not padded to PaddleOCR's 320.
    expect(Math.min(...batches.map((batch) => batch.width))).toBeLessThan(160);
  }, 60_000);
});

describe('PP-OCRv4 line recogniser whose caller leaves', () => {
  const classes = loadCharacterClasses(recognizerKeysPath(APP_ROOT));
  const threads = startRecognizerThreads(1, classes, recognizerModelPath(APP_ROOT));
  afterAll(() => threads.close());

  it('sends no more crops once the signal aborts, and rejects with its reason', async () => {
    const items = ['TOTAL 12.50', 'CASH 20.00', 'CHANGE 7.50', 'TAX 0.72', 'THANK YOU'];
    const image = await receiptLines(items);
    const regions = await detector.detect(image);
    const caller = new AbortController();
    let calls = 0;
    const readCrops: ReadCrops = (batch) => {
      calls++;
      caller.abort(new Error('the caller left'));
      return threads.run(batch);
    };
    const reading = recognizeRegions(image, regions, readCrops, classes, DEFAULT_OCR_SETTINGS, {
      upright: true,
      parallel: 1,
      signal: caller.signal,
    });
    await expect(reading).rejects.toThrow('the caller left');
    expect(regions.length).toBeGreaterThan(1);
    expect(calls).toBe(1);
  }, 60_000);
});
