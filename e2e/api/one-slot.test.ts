import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'one-slot-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'one-slot' }]);

const png = async (svg: string) =>
  `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;

/** A white image with one line of text, `label` in it. */
const textImage = (label: string) =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="90"><rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="20" y="58" font-family="DejaVu Sans" font-size="34">${label} TOTAL 12.50</text></svg>`,
  );

/** A grey image with a red disc at a place of its own. */
const discImage = (index: number) =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="100%" height="100%" fill="#8a8a8a"/>` +
      `<circle cx="${120 + index * 180}" cy="200" r="50" fill="#e02020"/></svg>`,
  );

const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'HOTEL'];

describe('one capacity slot per request', () => {
  let app: RunningApp;

  beforeAll(async () => {
    // One slot each and no queue: a request that took a slot per image would refuse its own second image.
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '1000',
      IMAGE_CROPS_CONCURRENCY: '1',
      IMAGE_CROPS_QUEUE: '0',
      OCR_WORKERS: '1',
      OCR_QUEUE: '0',
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('crops a three-image request with one slot and no queue', async () => {
    const images = await Promise.all([0, 1, 2].map(discImage));
    const response = await post(app, '/private/image_crops', { images }, bearer(KEY));
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.body.results.map((result: { imageIndex: number }) => result.imageIndex)).toEqual([0, 1, 2]);
    // Each crop follows its own image's disc: the images were not mixed up on the way through the slot.
    const lefts = response.body.results.map(
      (result: { crops: Array<{ box: { x: number } }> }) => result.crops[0]!.box.x,
    );
    expect(lefts[0]).toBeLessThan(lefts[2]);
  }, 60_000);

  it('reads an 8-image OCR request with one slot and no queue, each image its own text', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    const response = await post(app, '/private/ocr', { images }, bearer(KEY));
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const results = response.body.results as Array<{ imageIndex: number; text: string }>;
    expect(results.map((result) => result.imageIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    results.forEach((result, k) => expect(result.text).toMatch(new RegExp(WORDS[k]!, 'i')));
  }, 120_000);

  it('still refuses a second request while the one slot is busy (503 with Retry-After)', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    // Two 8-image requests at once: one holds the slot for all its images, the other finds it taken.
    const responses = await Promise.all([0, 1].map(() => post(app, '/private/ocr', { images }, bearer(KEY))));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 503]);
    const refused = responses.find((response) => response.status === 503)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
