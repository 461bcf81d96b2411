import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDistance } from '../../bench/ocr/metrics';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'ocr-rotated-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'reader' }]);

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '100000', OCR_WORKERS: '2', OCR_RECOGNIZER: 'paddle' });
});

afterAll(async () => {
  await app?.stop();
});

/** Two receipt lines rendered on white and turned clockwise by `turn` degrees, as a PNG data URL. */
async function turnedReceipt(turn: number): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="180"><rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="30" y="70" font-family="DejaVu Sans" font-size="36" fill="#000">TOTAL 12.50</text>' +
    '<text x="30" y="140" font-family="DejaVu Sans" font-size="36" fill="#000">CASH 20.00</text></svg>';
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
