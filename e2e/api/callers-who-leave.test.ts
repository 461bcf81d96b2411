import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';

/*
 * A caller who leaves frees its work: an OCR request waiting for the one worker is dropped from the
 * queue when its caller goes away, counted in inference_jobs_cancelled_total, and logged as 499.
 */
const KEY = 'leavers-key-0123456789abcdef';
const METRICS_TOKEN = 'leavers-metrics-token-0123456789';
const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'HOTEL'];

/** A white image with one line of text. */
const textImage = async (label: string) =>
  `data:image/png;base64,${(
    await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="90"><rect width="100%" height="100%" fill="#fff"/>` +
          `<text x="20" y="58" font-family="DejaVu Sans" font-size="34">${label} TOTAL 12.50</text></svg>`,
      ),
    )
      .png()
      .toBuffer()
  ).toString('base64')}`;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ key: KEY, user: 'leavers' }]),
    RATE_LIMIT_RPM: '1000',
    OCR_WORKERS: '1',
    OCR_QUEUE: '4',
    OCR_QUEUE_WAIT_MS: '60000',
    METRICS_TOKEN,
  });
  for (let waited = 0; waited < 60_000 && (await fetch(`${app.url}/readyz`)).status !== 200; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 90_000);
afterAll(async () => app?.stop());

async function cancelledJobs(stage: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) })).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`inference_jobs_cancelled_total{gate="ocr",stage="${stage}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const statusesLogged = (status: number) =>
  app
    .logs()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"status":${status}`)).length;

describe('a caller who leaves while its OCR request waits for the worker', () => {
  it('is dropped from the queue (never read), counted as cancelled and logged as 499', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    // Eight images hold the one worker for a few seconds.
    const holder = post(app, '/private/ocr', { images }, bearer(KEY));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const leaving = new AbortController();
    const left = fetch(`${app.url}/private/ocr`, {
      method: 'POST',
      headers: { ...bearer(KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ images: [images[0]] }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 400));
    leaving.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });

    await expect.poll(() => cancelledJobs('queued'), { timeout: 10_000 }).toBe(1);
    expect(statusesLogged(499)).toBe(1);
    const held = await holder;
    expect(held.status).toBe(200);
    expect(held.body.results).toHaveLength(8);
    // The request that left never reached the worker: the only OCR answered is the holder's.
    expect(statusesLogged(200)).toBe(1);
    expect(statusesLogged(500)).toBe(0);
  }, 120_000);

  it('a running 8-image request whose caller leaves stops at the next image and frees the worker', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    const before = statusesLogged(499);
    const leaving = new AbortController();
    const left = fetch(`${app.url}/private/ocr`, {
      method: 'POST',
      headers: { ...bearer(KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ images }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    // Its images load in a few milliseconds; reading eight takes seconds: it leaves mid-read.
    await new Promise((resolve) => setTimeout(resolve, 700));
    leaving.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });
    await expect.poll(() => cancelledJobs('running'), { timeout: 10_000 }).toBe(1);
    expect(statusesLogged(499)).toBe(before + 1);
    // The worker is free again: a one-image request is read at once.
    const next = await post(app, '/private/ocr', { images: [images[1]] }, bearer(KEY));
    expect(next.status).toBe(200);
    expect(next.body.results[0].text).toMatch(/BRAVO/i);
  }, 60_000);
});
