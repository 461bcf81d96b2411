import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BASELINES, baselineBox } from './baselines';
import { centreBox, holdsSubject, type CropCase } from './eval-set';

/** A grey 1600 x 1000 image with a bright disc near its right edge: every content-aware crop goes right. */
async function discOnTheRight(): Promise<CropCase> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#888"/><circle cx="1400" cy="500" r="120" fill="red"/><circle cx="1400" cy="500" r="40" fill="yellow"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const subject = { x: 1280, y: 380, width: 240, height: 240 };
  return {
    name: 'test/disc',
    set: 'test',
    kind: 'composed',
    category: 'product',
    half: 'tune',
    bytes,
    format: 'jpeg',
    width: 1600,
    height: 1000,
    subject,
    faces: [],
    text: [],
  };
}

describe('the baselines', () => {
  it('each give the largest box of the aspect (to a pixel), inside the image', async () => {
    const image = await discOnTheRight();
    for (const aspect of ['1:1', '3:1'] as const)
      for (const method of BASELINES) {
        const box = await baselineBox(method, image, aspect);
        const largest = centreBox(image.width, image.height, aspect);
        // sharp's boxes are scaled back from its 512-pixel output: a pixel of rounding.
        expect(Math.abs(box.width - largest.width), `${method} ${aspect}`).toBeLessThanOrEqual(1);
        expect(Math.abs(box.height - largest.height), `${method} ${aspect}`).toBeLessThanOrEqual(1);
        expect(box.x >= 0 && box.y >= 0, `${method} ${aspect}`).toBe(true);
        expect(box.x + box.width <= image.width && box.y + box.height <= image.height).toBe(true);
      }
  }, 60_000);

  it('place the content-aware crops on the subject (sharp reports its offsets negated)', async () => {
    const image = await discOnTheRight();
    for (const method of ['attention', 'entropy', 'smartcrop', 'u2netp'] as const) {
      const box = await baselineBox(method, image, '1:1');
      expect(holdsSubject(box, image.subject, '1:1', image), method).toBe(true);
    }
    expect(holdsSubject(await baselineBox('centre', image, '1:1'), image.subject, '1:1', image)).toBe(false);
  }, 60_000);
});
