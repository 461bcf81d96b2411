import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, metricsText, post, seriesValue, startApp, untilReady, type RunningApp } from '../../test-support/app';
import { textPage } from '../../test-support/text-image';

/*
 * Every request is answered within its deadline (REQUEST_DEADLINE_MS, short here): one whose work runs
 * past it is answered 503 in the error shape, its work is stopped, and the next request runs.
 */
const KEY = 'deadline-key-0123456789abcdef';
const METRICS_TOKEN = 'deadline-metrics-token-0123456789';
const DEADLINE_MS = 3_000;

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([{ id: 'deadline-key', key: KEY, user: 'deadline' }]),
    RATE_LIMIT_RPM: '1000',
    OCR_WORKERS: '1',
    REQUEST_DEADLINE_MS: String(DEADLINE_MS),
    METRICS_TOKEN,
  });
  await untilReady(app);
}, 90_000);
afterAll(async () => app?.stop());

async function metric(series: string): Promise<number> {
  return seriesValue(await metricsText(app, METRICS_TOKEN), series);
}

const logLines = () =>
  app
    .logs()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

describe('a request whose work runs past its deadline', () => {
  it('is answered 503 at the deadline, its OCR work is stopped, and the worker reads the next request', async () => {
    // Eight pages of twelve lines take the one worker many seconds: far past the deadline.
    const pages = await Promise.all(
      ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT'].map((w) => textPage(w)),
    );
    const started = performance.now();
    const late = await post(app, '/private/ocr', { images: pages }, bearer(KEY));
    const waited = performance.now() - started;

    expect(late.status).toBe(503);
    expect(late.body.error.code).toBe('internal_error');
    expect(late.body.error.message).toMatch(/did not finish within 3 s/);
    expect(late.headers.get('retry-after')).toBe('5');
    expect(late.headers.get('x-request-id')).toBe(late.body.requestId);
    expect(waited).toBeGreaterThanOrEqual(DEADLINE_MS - 50);

    // Its work was stopped (not left to read the other pages), and the server says where it was.
    await expect
      .poll(() => metric('inference_jobs_cancelled_total{gate="ocr",stage="running"}'), { timeout: 10_000 })
      .toBe(1);
    const logged = logLines();
    expect(logged.filter((entry) => entry.msg === 'deadline exceeded')).toMatchObject([
      { operation: 'ocr', stage: 'run', requestId: late.body.requestId, keyId: 'deadline-key' },
    ]);
    expect(logged.filter((entry) => entry.msg === 'request' && entry.status === 503)).toMatchObject([
      { requestId: late.body.requestId, keyId: 'deadline-key' },
    ]);
    expect(logged.some((entry) => entry.level === 'error' || entry.status === 500)).toBe(false);

    const next = await post(app, '/private/ocr', { images: [await textPage('NEXT', 1)] }, bearer(KEY));
    expect(next.status).toBe(200);
    expect(next.body.results[0].text).toMatch(/NEXT/);
  }, 60_000);
});
