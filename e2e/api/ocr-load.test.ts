import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeRssMb } from '../../test-support/process-tree';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

const KEY = 'ocr-load-key-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: KEY, user: 'loader' }]);
const METRICS_TOKEN = 'ocr-load-metrics-0123456789';

/** A worker is replaced after this many images: small, so a short run replaces it many times. */
const RECYCLE_AFTER = 5;
/** Recycles the measured run must include (the run is sized for them). */
const RECYCLES = 8;

/** Workers replaced because they reached their job count, as the server's /metrics counts them. */
async function jobRecycles(app: RunningApp): Promise<number> {
  const response = await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
  const found = /^inference_ocr_worker_recycles_total\{reason="jobs"\} (\d+)$/m.exec(await response.text());
  return Number(found?.[1] ?? 0);
}

async function textImage(label: string): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="100%" height="100%" fill="#fff"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<text x="40" y="${70 + i * 64}" font-family="DejaVu Sans" font-size="34">${label} LINE ${i + 1} TOTAL ${i}.50</text>`,
      )
      .join('') +
    `</svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The server on one OCR worker replaced every RECYCLE_AFTER images, with `env` besides, for the tests of a describe block. */
function serverForTheBlock(env: Record<string, string>): () => RunningApp {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp({
      API_KEYS,
      METRICS_TOKEN,
      RATE_LIMIT_RPM: '100000',
      OCR_WORKERS: '1',
      OCR_RECYCLE_AFTER: String(RECYCLE_AFTER),
      ...env,
    });
  });
  afterAll(async () => {
    await app?.stop();
  });
  return () => app!;
}

describe('OCR under load', () => {
  // One worker, one waiting image, a short wait: a burst must overflow.
  const server = serverForTheBlock({ OCR_QUEUE: '1', OCR_QUEUE_WAIT_MS: '3000' });

  it('answers a burst beyond the pool with 200s and clean 503s carrying Retry-After', async () => {
    const image = await textImage('BURST');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(server(), '/private/ocr', { images: [image] }, bearer(KEY))),
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
        expect(response.body.results[0].text).toMatch(/BURST LINE 1/i);
      } else {
        expect(response.body.error.code).toBe('internal_error');
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Object.keys(response.body).sort()).toEqual(['error', 'requestId']);
      }
    }
    // The service recovers once the burst is over.
    const after = await post(server(), '/private/ocr', { images: [image] }, bearer(KEY));
    expect(after.status).toBe(200);
  });

  it('keeps memory bounded over many images (the default path: PP-OCRv4 reads, no tesseract worker)', async () => {
    const run = await readMany(server());
    // The bound: under 1.125 GB in all, and no more than 250 MB of growth after warm-up (no leak).
    expect(run.peakMb).toBeLessThan(1152);
    expect(run.endMb - run.warmMb).toBeLessThan(250);
  }, 300_000);
});

describe('OCR under load, read by tesseract.js (OCR_RECOGNIZER=tesseract)', () => {
  const server = serverForTheBlock({ OCR_RECOGNIZER: 'tesseract' });

  it(`keeps memory bounded while its worker is replaced ${RECYCLES} times (every ${RECYCLE_AFTER} images)`, async () => {
    const run = await readMany(server());
    expect(run.recycled).toBe(RECYCLES);
    // The bound: under 1.125 GB in all (the direction classifier's thread, which finds a page's turn,
    // holds about 90 MB of it), and no more than 250 MB of growth after warm-up (no leak).
    expect(run.peakMb).toBeLessThan(1152);
    expect(run.endMb - run.warmMb).toBeLessThan(250);
  }, 300_000);
});

/**
 * Two workers' lifetimes of warm-up, then RECYCLES lifetimes measured, each answer checked to be its
 * own image's: the server's memory after warm-up, at its peak and at the end, and the workers replaced.
 */
async function readMany(app: RunningApp) {
  const images = await Promise.all(['ONE', 'TWO', 'THREE', 'FOUR'].map(textImage));
  for (let i = 0; i < 2 * RECYCLE_AFTER; i++) {
    expect((await post(app, '/private/ocr', { images: [images[i % 4]] }, bearer(KEY))).status).toBe(200);
  }
  const warmMb = treeRssMb(app.process.pid!);
  const recyclesBefore = await jobRecycles(app);
  let peakMb = warmMb;
  const requests = RECYCLES * RECYCLE_AFTER;
  for (let i = 0; i < requests; i++) {
    const response = await post(app, '/private/ocr', { images: [images[i % 4]] }, bearer(KEY));
    expect(response.status).toBe(200);
    expect(response.body.results[0].text).toMatch(new RegExp(`${['ONE', 'TWO', 'THREE', 'FOUR'][i % 4]} LINE 1`, 'i'));
    if (i % RECYCLE_AFTER === RECYCLE_AFTER - 1) peakMb = Math.max(peakMb, treeRssMb(app.process.pid!));
  }
  const endMb = treeRssMb(app.process.pid!);
  const recycled = (await jobRecycles(app)) - recyclesBefore;
  console.log(
    `server RSS: ${warmMb.toFixed(0)} MB after warm-up, ${endMb.toFixed(0)} MB after ${requests} requests ` +
      `(${recycled} workers replaced), peak ${peakMb.toFixed(0)} MB`,
  );
  return { warmMb, endMb, peakMb, recycled };
}
