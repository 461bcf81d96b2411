import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, metricsText, post, seriesValue, startApp, untilReady, type RunningApp } from '../../test-support/app';
import { textPage } from '../../test-support/text-image';

/*
 * A caller who leaves frees its work: an OCR request waiting for the one worker is dropped from the
 * queue when its caller goes away, counted in inference_jobs_cancelled_total, and logged as 499.
 */
const KEY = 'leavers-key-0123456789abcdef';
const METRICS_TOKEN = 'leavers-metrics-token-0123456789';
const WORDS = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO', 'FOXTROT', 'GOLF', 'HOTEL'];

const textImage = (label: string) => textPage(label);

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
  await untilReady(app);
}, 90_000);
afterAll(async () => app?.stop());

/** The value of one of the OCR gate's series on /metrics (0 when absent). */
async function ocrGauge(name: string, labels = ''): Promise<number> {
  return seriesValue(await metricsText(app, METRICS_TOKEN), `${name}{gate="ocr"${labels}}`);
}

const cancelledJobs = (stage: string) => ocrGauge('inference_jobs_cancelled_total', `,stage="${stage}"`);
const busySlots = () => ocrGauge('inference_busy_slots');
const waiting = () => ocrGauge('inference_queue_depth');

const statusesLogged = (status: number) =>
  app
    .logs()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"status":${status}`)).length;

describe('a caller who leaves while its OCR request waits for the worker', () => {
  it('is dropped from the queue (never read), counted as cancelled and logged as 499', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    // Eight pages hold the one worker for seconds.
    const holder = post(app, '/private/ocr', { images }, bearer(KEY));
    await expect.poll(busySlots, { timeout: 20_000, interval: 50 }).toBe(1);
    const leaving = new AbortController();
    const left = fetch(`${app.url}/private/ocr`, {
      method: 'POST',
      headers: { ...bearer(KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ images: [images[0]] }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    await expect.poll(waiting, { timeout: 20_000, interval: 50 }).toBe(1);
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

  it('a caller who leaves while its one page is being read stops the read, which never completes', async () => {
    const [cancelledBefore, leftBefore, answeredBefore] = [
      await cancelledJobs('running'),
      statusesLogged(499),
      statusesLogged(200),
    ];
    const leaving = new AbortController();
    const left = fetch(`${app.url}/private/ocr`, {
      method: 'POST',
      headers: { ...bearer(KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ images: [await textPage('LONGPAGE', 40)] }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    await expect.poll(busySlots, { timeout: 20_000, interval: 50 }).toBe(1);
    leaving.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });
    // Stopped where it was (before or after detection, or mid-read, where its worker is replaced).
    await expect.poll(() => cancelledJobs('running'), { timeout: 10_000 }).toBe(cancelledBefore + 1);
    expect(statusesLogged(499)).toBe(leftBefore + 1);
    expect(statusesLogged(200)).toBe(answeredBefore);
    const next = await post(app, '/private/ocr', { images: [await textImage('KILO')] }, bearer(KEY));
    expect(next.status).toBe(200);
    expect(next.body.results[0].text).toMatch(/KILO/i);
  }, 60_000);

  it('a running 8-image request whose caller leaves stops at the next image and frees the worker', async () => {
    const images = await Promise.all(WORDS.map(textImage));
    const before = statusesLogged(499);
    const cancelledBefore = await cancelledJobs('running');
    const leaving = new AbortController();
    const left = fetch(`${app.url}/private/ocr`, {
      method: 'POST',
      headers: { ...bearer(KEY), 'content-type': 'application/json' },
      body: JSON.stringify({ images }),
      signal: leaving.signal,
    }).catch((error: unknown) => error);
    // It leaves once the worker has started on it: reading eight pages takes seconds, so mid-read.
    await expect.poll(busySlots, { timeout: 20_000, interval: 50 }).toBe(1);
    leaving.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });
    await expect.poll(() => cancelledJobs('running'), { timeout: 30_000 }).toBe(cancelledBefore + 1);
    expect(statusesLogged(499)).toBe(before + 1);
    // The worker is free again: a one-image request is read at once.
    const next = await post(app, '/private/ocr', { images: [images[1]] }, bearer(KEY));
    expect(next.status).toBe(200);
    expect(next.body.results[0].text).toMatch(/BRAVO/i);
  }, 60_000);
});
