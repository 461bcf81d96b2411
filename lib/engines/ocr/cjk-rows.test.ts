import sharp, { type OverlayOptions } from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { CJK_FONT, preparedGreyPage } from '../../../test-support/text-image';
import { CjkRowReader, isDoubtful, lightLettersAsInk, readsSparsely, strokeCrossings } from './cjk-rows';
import { createTextDetector } from './detector';
import { createPaddleRecognizer } from './paddle-recognizer';
import type { PreparedImage } from './preprocess';
import { DEFAULT_OCR_SETTINGS } from './settings';
import { createOcrWorker } from './tesseract-worker';
import type { Box } from './types';

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({ x0, y0, x1, y1 });

/**
 * One line of text rendered dark on white (or white, outlined, on grey) as a grey page: CJK in the
 * npm-shipped Noto Sans CJK, so no system font is needed; Latin in DejaVu Sans.
 */
async function page(text: string, { latin = false, light = false } = {}): Promise<PreparedImage> {
  const width = 560;
  const height = 120;
  const layers: OverlayOptions[] = [];
  if (text !== '') {
    const face = latin ? { font: 'DejaVu Sans 36' } : { font: 'Noto Sans S Chinese 36', fontfile: CJK_FONT };
    const ink = (colour: string) =>
      sharp({ text: { text: `<span foreground="${colour}">${text}</span>`, ...face, rgba: true, dpi: 96 } })
        .png()
        .toBuffer();
    const letters = await ink(light ? '#ffffff' : '#000000');
    const { height: tall = 0 } = await sharp(letters).metadata();
    const top = Math.max(0, Math.round((height - tall) / 2));
    if (light) {
      const outline = await ink('#000000');
      for (const [dx, dy] of [
        [-2, -2],
        [2, -2],
        [-2, 2],
        [2, 2],
        [0, -3],
        [0, 3],
        [-3, 0],
        [3, 0],
      ] as const)
        layers.push({ input: outline, left: 20 + dx, top: top + dy });
    }
    layers.push({ input: letters, left: 20, top });
  }
  return preparedGreyPage(
    sharp({ create: { width, height, channels: 3, background: light ? '#9a9a9a' : '#ffffff' } }).composite(layers),
  );
}

describe('strokeCrossings', () => {
  it('counts more stacked strokes in Chinese characters than in Latin print', async () => {
    const whole = box(0, 0, 560, 120);
    const chinese = strokeCrossings(await page('這是書畫'), whole);
    const latin = strokeCrossings(await page('TOTAL 12.50', { latin: true }), whole);
    expect(chinese).toBeGreaterThanOrEqual(DEFAULT_OCR_SETTINGS.cjkStrokesFrom);
    expect(latin).toBeLessThan(DEFAULT_OCR_SETTINGS.cjkStrokesFrom);
  });

  it('is 0 on a blank box', async () => {
    expect(strokeCrossings(await page(''), box(0, 0, 560, 120))).toBe(0);
  });
});

describe('isDoubtful', () => {
  const row = box(0, 20, 400, 70);
  const settings = DEFAULT_OCR_SETTINGS;

  it('takes a row read not at all, or with few letters for its width where it was unsure', async () => {
    const blank = await page('');
    expect(isDoubtful(blank, row, undefined, settings)).toBe(true);
    const unsure = { text: 'HE', confidence: 30, box: box(200, 20, 300, 70) };
    const mixed = { text: '$PEPE HE', confidence: 70, weakestWord: unsure, box: row };
    expect(isDoubtful(blank, row, mixed, settings)).toBe(true);
  });

  it('leaves a row read surely, and an unsure word with as many letters as Latin print holds', async () => {
    const blank = await page('');
    const sure = {
      text: 'TOTAL 12.50',
      confidence: 92,
      weakestWord: { text: '12.50', confidence: 88, box: row },
      box: row,
    };
    expect(isDoubtful(blank, row, sure, settings)).toBe(false);
    const short = box(0, 20, 200, 70);
    const latinWord = { text: 'SUBTOTAL', confidence: 40, box: short };
    expect(isDoubtful(blank, short, { ...latinWord, weakestWord: latinWord }, settings)).toBe(false);
  });
});

describe('readsSparsely', () => {
  const regions = [box(0, 0, 250, 50), box(300, 0, 500, 50)];

  it('tells a reading that left most of its row unread from a full one', () => {
    expect(readsSparsely('東京行', regions)).toBe(true);
    expect(readsSparsely('', regions)).toBe(true);
    expect(readsSparsely('東京タワーに行きました', regions)).toBe(false);
    expect(readsSparsely('GROCERY MART 24 HIGH ST', regions)).toBe(false);
  });

  it('leaves a row too short to judge', () => {
    expect(readsSparsely('', [box(0, 0, 60, 50)])).toBe(false);
  });
});

describe('lightLettersAsInk', () => {
  it('turns white outlined letters dark and what reaches the edge white', () => {
    const width = 5;
    const grey = Buffer.from([
      255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 250, 0, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255,
    ]);
    const image = { grey, width, height: 5, scale: 1, originalWidth: width, originalHeight: 5 };
    const out = lightLettersAsInk(image).grey;
    expect(out[12]).toBe(0);
    expect([...out].filter((value) => value === 0)).toHaveLength(1);
  });
});

describe('CjkRowReader', () => {
  const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
  const recognizer = createPaddleRecognizer(1, DEFAULT_OCR_SETTINGS, APP_ROOT);
  const reader = new CjkRowReader({
    readEveryScript: recognizer.readEveryScript,
    createJapaneseWorker: () => createOcrWorker(APP_ROOT, 'jpn'),
    recycleAfter: 10,
  });

  afterAll(async () => {
    await Promise.all([detector.close(), recognizer.close(), reader.close()]);
  });

  /** The page's row read as CJK after a first reading of nothing. */
  async function read(text: string, options?: { light?: boolean }): Promise<string> {
    const image = await page(text, options);
    const lines = await reader.read([], image, await detector.detect(image), DEFAULT_OCR_SETTINGS);
    return lines.map((line) => line.text).join('\n');
  }

  it('reads a Chinese row with the whole dictionary', async () => {
    expect(await read('这只青蛙会说话')).toBe('这只青蛙会说话');
  }, 30_000);

  it('reads a kana row with tesseract’s Japanese model', async () => {
    expect(await read('ありがとう')).toBe('ありがとう');
  }, 30_000);

  it('reads a mixed row with a space between the scripts', async () => {
    expect(await read('GM 早安')).toBe('GM 早安');
  }, 30_000);

  it('keeps a first reading it is sure of', async () => {
    const image = await page('TOTAL 12.50', { latin: true });
    const regions = await detector.detect(image);
    const first = [{ text: 'TOTAL 12.50', confidence: 95, box: box(0, 0, 560, 120) }];
    expect(await reader.read(first, image, regions, DEFAULT_OCR_SETTINGS)).toEqual(first);
  }, 30_000);
});
