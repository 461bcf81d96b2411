import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { createTextDetector } from './detector';
import { OcrEngine } from './engine';
import { DEFAULT_OCR_SETTINGS } from './settings';
import { createOcrWorker } from './tesseract-worker';

const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
let detected: () => void = () => undefined;
const recycled: string[] = [];
const engine = new OcrEngine({
  workers: 1,
  recycleAfter: 100,
  settings: DEFAULT_OCR_SETTINGS,
  createWorker: () => createOcrWorker(APP_ROOT),
  // The real detector, telling the test when a page's regions are found (tesseract reads next).
  detector: {
    detect: async (image) => {
      const regions = await detector.detect(image);
      detected();
      return regions;
    },
    warm: () => detector.warm(),
    close: () => detector.close(),
  },
  onRecycle: (reason) => recycled.push(reason),
});
afterAll(() => engine.shutdown());

/** A page of `lines` printed lines as PNG bytes. */
async function page(label: string, lines: number): Promise<Buffer> {
  const text = Array.from(
    { length: lines },
    (_, row) =>
      `<text x="30" y="${60 + row * 50}" font-family="DejaVu Sans" font-size="30">${label} ${row + 1} TOTAL 9.50</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${80 + lines * 50}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('OcrEngine.recognize with a signal', () => {
  it('stops a tesseract read mid-page when the signal aborts, replaces the worker, and reads the next page', async () => {
    await engine.warm();
    const regionsFound = new Promise<void>((resolve) => (detected = resolve));
    const leaving = new AbortController();
    const reading = engine.recognize(await page('LONG', 40), leaving.signal);
    await regionsFound;
    // Tesseract has the page now (forty lines take it well over a second).
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.abort(new Error('the caller left'));
    await expect(reading).rejects.toThrow('the caller left');
    expect(recycled).toEqual(['cancelled']);

    const next = await engine.recognize(await page('AFTER', 1));
    expect(next.text).toMatch(/AFTER/);
  }, 60_000);

  it('reads nothing for a signal that has already aborted', async () => {
    detected = () => expect.unreachable('the detector ran for a caller who had left');
    await expect(engine.recognize(await page('GONE', 2), AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    detected = () => undefined;
  });
});
