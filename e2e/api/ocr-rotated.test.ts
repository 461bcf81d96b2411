import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDistance } from '../../bench/ocr/metrics';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'ocr-rotated-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'reader' }]);

let app: RunningApp;
let defaultApp: RunningApp;

beforeAll(async () => {
  [app, defaultApp] = await Promise.all([
    startApp({ API_KEYS, RATE_LIMIT_RPM: '100000', OCR_WORKERS: '2', OCR_RECOGNIZER: 'paddle' }),
    startApp({ API_KEYS, RATE_LIMIT_RPM: '100000', OCR_WORKERS: '1' }),
  ]);
});

afterAll(async () => {
  await Promise.all([app?.stop(), defaultApp?.stop()]);
});

const RECEIPT_LINES = ['TOTAL 12.50', 'CASH 20.00'];
const PAGE_LINES = ['GROCERY MART 24 HIGH STREET', 'MILK 2 LITRES 1.89', 'BREAD WHOLEMEAL 2.40', 'TOTAL TO PAY 4.29'];

/** Lines of a receipt rendered on white and turned clockwise by `turn` degrees (pixels, no EXIF), as a PNG data URL. */
async function turnedReceipt(turn: number, lines = RECEIPT_LINES): Promise<string> {
  const text = lines
    .map(
      (line, row) =>
        `<text x="30" y="${70 + row * 70}" font-family="DejaVu Sans" font-size="36" fill="#000">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${lines === RECEIPT_LINES ? 640 : 760}" height="${40 + lines.length * 70}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  const png = await sharp(Buffer.from(svg)).rotate(turn).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The lowest character error rate of any returned line against `truth` (spaces ignored). */
function bestCharacterErrorRate(lines: ReadonlyArray<{ text: string }>, truth: string): number {
  const squeeze = (text: string) => [...text.replace(/\s+/g, '').toUpperCase()];
  const expected = squeeze(truth);
  return Math.min(1, ...lines.map((line) => editDistance(expected, squeeze(line.text)) / expected.length));
}

describe('POST /private/ocr with OCR_RECOGNIZER=paddle', () => {
  it.each([0, 90, 180, 270])(
    'reads text turned by %i°',
    async (turn) => {
      const response = await post(app, '/private/ocr', { images: [await turnedReceipt(turn)] }, bearer(KEY));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-engine')).toBe('pp-ocrv4-det+pp-ocrv4-rec');
      const lines = (response.body.results as Array<{ lines: Array<{ text: string }> }>).flatMap(
        (result) => result.lines,
      );
      // Read the wrong way up, a line comes back as a few unrelated characters; read upright, it may
      // still lose a character or gain a space, so each line is allowed a fifth of its characters wrong.
      expect(bestCharacterErrorRate(lines, 'TOTAL 12.50')).toBeLessThanOrEqual(0.2);
      expect(bestCharacterErrorRate(lines, 'CASH 20.00')).toBeLessThanOrEqual(0.2);
    },
    60_000,
  );
});

describe('POST /private/ocr, the default engine, on a page turned without an EXIF tag', () => {
  it.each([0, 90, 180, 270])(
    'reads the page turned by %i° as it reads it upright, its outlines on the turned picture',
    async (turn) => {
      const image = await turnedReceipt(turn, PAGE_LINES);
      const { width, height } = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
      const response = await post(defaultApp, '/private/ocr', { images: [image] }, bearer(KEY));
      expect(response.status).toBe(200);
      const [result] = response.body.results as Array<{
        lines: Array<{ text: string; confidence: number; points: Array<{ x: number; y: number }> }>;
      }>;
      for (const line of PAGE_LINES) expect(bestCharacterErrorRate(result!.lines, line), line).toBeLessThanOrEqual(0.2);
      for (const { points, confidence } of result!.lines) {
        expect(confidence).toBeGreaterThan(0.5);
        for (const { x, y } of points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(width!);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThan(height!);
        }
      }
      // The longest line's outline runs along the text: wide on a page upright or upside down, tall on one held sideways.
      const longest = result!.lines.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      const across = longest.points[1]!.x - longest.points[0]!.x;
      const down = longest.points[3]!.y - longest.points[0]!.y;
      expect(turn % 180 === 0 ? across > down : down > across).toBe(true);
    },
    60_000,
  );
});
