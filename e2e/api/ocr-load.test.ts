import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeRssMb } from '../../test-support/process-tree';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'ocr-load-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'loader' }]);

async function textImage(label: string): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="100%" height="100%" fill="#fff"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<text x="40" y="${70 + i * 64}" font-family="DejaVu Sans" font-size="34">${label} LINE ${i} TOTAL ${i}.50</text>`,
      )
      .join('') +
    `</svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

describe('OCR under load', () => {
  let app: RunningApp;

  beforeAll(async () => {
    // One worker, one waiting image, a short wait: a burst must overflow.
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '100000',
      OCR_WORKERS: '1',
      OCR_QUEUE: '1',
      OCR_QUEUE_WAIT_MS: '3000',
      OCR_RECYCLE_AFTER: '25',
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers a burst beyond the pool with 200s and clean 503s carrying Retry-After', async () => {
    const image = await textImage('BURST');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(app, '/private/ocr', { images: [image] }, bearer(KEY))),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const response of responses) {
      if (response.status === 200) {
        expect(response.body.results[0].text).toMatch(/BURST LINE 0/i);
      } else {
        expect(response.body.error.code).toBe('internal_error');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Object.keys(response.body).sort()).toEqual(['error', 'requestId']);
      }
    }
    // The service recovers once the burst is over.
    const after = await post(app, '/private/ocr', { images: [image] }, bearer(KEY));
    expect(after.status).toBe(200);
  });

  it('keeps memory bounded over 200 sequential requests (workers recycled every 25 images)', async () => {
    const images = await Promise.all(['ONE', 'TWO', 'THREE', 'FOUR'].map(textImage));
    for (let i = 0; i < 20; i++) {
      expect((await post(app, '/private/ocr', { images: [images[i % 4]] }, bearer(KEY))).status).toBe(200);
    }
    const warmMb = treeRssMb(app.process.pid!);
    let peakMb = warmMb;
    for (let i = 0; i < 200; i++) {
      const response = await post(app, '/private/ocr', { images: [images[i % 4]] }, bearer(KEY));
      expect(response.status).toBe(200);
      if (i % 20 === 19) peakMb = Math.max(peakMb, treeRssMb(app.process.pid!));
    }
    const endMb = treeRssMb(app.process.pid!);
    console.log(
      `server RSS: ${warmMb.toFixed(0)} MB after warm-up, ${endMb.toFixed(0)} MB after 200 requests, peak ${peakMb.toFixed(0)} MB`,
    );
    // The bound: under 1 GB in all, and no more than 250 MB of growth after warm-up.
    expect(peakMb).toBeLessThan(1024);
    expect(endMb - warmMb).toBeLessThan(250);
  }, 300_000);
});
