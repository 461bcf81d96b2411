import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, metricsText, post, seriesValue, startApp, type RunningApp } from '../../test-support/app';
import { startMockOpenAi, type MockOpenAi } from '../../test-support/mock-openai-images';

/*
 * Users share image edit's slots: with three slots one user holds at most two and waits for them in
 * a share of the queue of its own (two of four places), so another user's edit runs at once beside
 * a flood. The hosted model is a local mock whose HANG prompt holds an edit's slot until its caller
 * leaves.
 */
const FLOOD_KEY = 'fair-share-flood-key-0123456789';
const STEADY_KEY = 'fair-share-steady-key-012345678';
const METRICS_TOKEN = 'fair-share-metrics-token-012345';
const SLOTS = 3;
const QUEUE = 4;

let app: RunningApp;
let mock: MockOpenAi;

beforeAll(async () => {
  mock = await startMockOpenAi();
  app = await startApp({
    API_KEYS: JSON.stringify([
      { key: FLOOD_KEY, user: 'flooder', imageEdit: true },
      { key: STEADY_KEY, user: 'steady', imageEdit: true },
    ]),
    METRICS_TOKEN,
    RATE_LIMIT_RPM: '1000',
    IMAGE_EDIT_RPM: '1000',
    OPENAI_API_KEY: 'sk-mock-key',
    OPENAI_BASE_URL: mock.baseURL,
    IMAGE_EDIT_CONCURRENCY: String(SLOTS),
    IMAGE_EDIT_QUEUE: String(QUEUE),
    IMAGE_EDIT_QUEUE_WAIT_MS: '60000',
    IMAGE_EDIT_TIMEOUT_MS: '30000',
    IMAGE_EDIT_RETRIES: '0',
  });
});

afterAll(async () => {
  await Promise.all([app?.stop(), mock?.close()]);
});

/** One of image edit's series on /metrics. */
async function editGauge(name: string, labels = ''): Promise<number> {
  return seriesValue(await metricsText(app, METRICS_TOKEN), `${name}{gate="image_edit"${labels}}`);
}

/** An edit the mock holds until its caller leaves (`leave()`); `answer` is how the request ended. */
function heldEdit(key: string) {
  const caller = new AbortController();
  const answer = fetch(`${app.url}/private/image_edit`, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'HANG until the caller leaves' }),
    signal: caller.signal,
  }).catch((error: unknown) => error);
  return { leave: () => caller.abort(), answer };
}

describe('users share the heavy operations’ slots', () => {
  it('another user’s edit runs at once while one user’s flood holds its share and fills its part of the queue', async () => {
    const arrivedBefore = mock.arrived;
    const cancelledBefore = await editGauge('inference_jobs_cancelled_total', ',stage="queued"');
    // Two of the three slots reach the model; the next two edits wait in the flooder's share of the queue.
    const running = [heldEdit(FLOOD_KEY), heldEdit(FLOOD_KEY)];
    const waiting: ReturnType<typeof heldEdit>[] = [];
    try {
      await expect.poll(() => mock.arrived - arrivedBefore, { timeout: 20_000, interval: 20 }).toBe(SLOTS - 1);
      waiting.push(heldEdit(FLOOD_KEY), heldEdit(FLOOD_KEY));
      await expect.poll(() => editGauge('inference_queue_depth'), { timeout: 20_000, interval: 20 }).toBe(2);
      expect(await editGauge('inference_busy_slots')).toBe(SLOTS - 1);

      // One more from the flooder is refused at once, before its body is read; its own words say why.
      const refused = await post(app, '/private/image_edit', '{not even json', bearer(FLOOD_KEY));
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('image_edit_busy');
      expect(refused.body.error.message).toMatch(/one user’s share here \(2 running, 2 waiting at most\)/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      // The other user is not refused: the same bad body is read and answered for what it is,
      expect((await post(app, '/private/image_edit', '{not even json', bearer(STEADY_KEY))).status).toBe(400);
      // and an edit takes the free slot at once, ahead of the flooder's waiting edits.
      const steady = await post(app, '/private/image_edit', { prompt: 'a calm lake' }, bearer(STEADY_KEY));
      expect(steady.status, steady.text.slice(0, 200)).toBe(200);
      expect(mock.arrived - arrivedBefore).toBe(SLOTS);
      expect(await editGauge('inference_queue_depth')).toBe(2);

      // The flooder's waiting edits leave first: they leave the queue, counted cancelled there, and
      // none of them reaches the model (the running ones still hold the slots they would take).
      for (const edit of waiting) edit.leave();
      await expect
        .poll(() => editGauge('inference_jobs_cancelled_total', ',stage="queued"'), { timeout: 20_000 })
        .toBe(cancelledBefore + 2);
      expect(await editGauge('inference_queue_depth')).toBe(0);
    } finally {
      for (const edit of [...waiting, ...running]) edit.leave();
    }
    for (const edit of [...running, ...waiting]) expect(await edit.answer).toMatchObject({ name: 'AbortError' });
    // Its running ones free their slots.
    await expect.poll(() => editGauge('inference_busy_slots'), { timeout: 40_000, interval: 100 }).toBe(0);
    expect(await editGauge('inference_queue_depth')).toBe(0);
    expect(mock.arrived - arrivedBefore).toBe(SLOTS);
  }, 90_000);
});
