import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { preparedGreyPage } from '../../../test-support/text-image';
import { createTextDetector } from './detector';
import { createDirectionClassifier } from './direction-classifier';
import type { Turn } from './orientation';
import { findPageTurn } from './page-turn';
import { DEFAULT_OCR_SETTINGS } from './settings';

const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
const classifier = createDirectionClassifier(1, APP_ROOT);

afterAll(async () => {
  await Promise.all([detector.close(), classifier.close()]);
});

/** A few rendered lines of a receipt, their pixels turned clockwise by `turn`, as a grey page. */
async function turnedPage(turn: Turn) {
  const rows = [
    'GROCERY MART 24 HOURS',
    'Milk 2L            3.49',
    'Bread wholemeal    2.15',
    'TOTAL             12.50',
  ];
  const text = rows
    .map(
      (row, k) =>
        `<text x="24" y="${56 + 52 * k}" font-family="DejaVu Sans" font-size="30" xml:space="preserve">${row}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="250"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  const prepared = await preparedGreyPage(sharp(Buffer.from(svg)).rotate(turn));
  return { prepared, regions: await detector.detect(prepared) };
}

describe("finding a page's turn before it is read", () => {
  it.each([0, 90, 180, 270] as Turn[])('finds the turn back for a page turned by %i°', async (turn) => {
    const page = await turnedPage(turn);
    expect(page.regions.length).toBeGreaterThanOrEqual(4);
    expect(await findPageTurn(page, classifier, DEFAULT_OCR_SETTINGS.pageTurnVoters, detector.detect)).toBe(
      (360 - turn) % 360,
    );
  });

  it('leaves a page with no text as it is', async () => {
    const blank = {
      grey: Buffer.alloc(200 * 100, 255),
      width: 200,
      height: 100,
      scale: 1,
      originalWidth: 200,
      originalHeight: 100,
    };
    expect(await findPageTurn({ prepared: blank, regions: [] }, classifier, 8, detector.detect)).toBe(0);
  });

  it('tells an upright line crop from the same crop upside down', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="192" height="48"><rect width="100%" height="100%" fill="#fff"/>' +
      '<text x="6" y="34" font-family="DejaVu Sans" font-size="26">Total 12.50</text></svg>';
    const crop = async (turn: number) => ({
      pixels: new Uint8Array(await sharp(Buffer.from(svg)).rotate(turn).greyscale().raw().toBuffer()),
      width: 192,
      height: 48,
    });
    const [upright, upsideDown] = await classifier.upsideDown([await crop(0), await crop(180)]);
    expect(upright).toBeLessThan(0.5);
    expect(upsideDown).toBeGreaterThan(0.5);
  });
});
