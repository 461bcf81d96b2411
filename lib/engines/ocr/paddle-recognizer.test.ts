import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { createTextDetector } from './detector';
import { createPaddleRecognizer } from './paddle-recognizer';
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
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(turn)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    grey: data,
    width: info.width,
    height: info.height,
    scale: 1,
    originalWidth: info.width,
    originalHeight: info.height,
  };
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
