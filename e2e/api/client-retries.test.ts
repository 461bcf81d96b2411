import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInferenceClient,
  dataUrl,
  RateLimitError,
  ServerError,
  UnavailableError,
  type RetryEvent,
} from '../../clients/typescript/src/index';
import { startLocalServer, type LocalServer } from '../../clients/typescript/test/local-server';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { chatCompletion, startMockOpenAiChat, type MockOpenAiChat } from '../../test-support/mock-openai-chat';

const KEY = 'client-retry-0123456789abcdef';
const OTHER = 'client-other-0123456789abcdef';
/** Its answers are recorded (its one call a minute, then the refusal of a second) and replayed to the client. */
const RECORDED = 'client-recorded-0123456789abc';
const API_KEYS = JSON.stringify([
  { key: KEY, user: 'retrier' },
  { key: OTHER, user: 'other' },
  { key: RECORDED, user: 'recorded' },
]);

const METRICS_TOKEN = 'client-retry-metrics-0123456789';

/** Waits until the server reports a slot of this gate busy (inference_busy_slots in /metrics). */
async function waitForBusySlot(app: RunningApp, gate: string): Promise<void> {
  const busy = new RegExp(`^inference_busy_slots\\{gate="${gate}"\\} [1-9]`, 'm');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (busy.test(await response.text())) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no slot of ${gate} became busy within 30 s`);
}

describe('503 on a full capacity gate (image crops: one slot, no queue)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({
      API_KEYS,
      METRICS_TOKEN,
      RATE_LIMIT_RPM: '1000',
      IMAGE_CROPS_CONCURRENCY: '1',
      IMAGE_CROPS_QUEUE: '0',
    });
  });
  afterAll(async () => app?.stop());

  it('is an UnavailableError without retries, and is retried after its Retry-After until the slot frees', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#507090' } })
      .jpeg()
      .toBuffer();
    const crops = [
      { aspect: '1:1', width: 1024 },
      { aspect: '3:1', width: 1024 },
      { aspect: '16:9', width: 1024 },
      { aspect: '4:5', width: 800 },
    ];
    // Holds the only slot for a few hundred milliseconds (a 24-megapixel image decoded whole for four cuts).
    const holder = createInferenceClient({ baseUrl: app.url, apiKey: OTHER }).cropImages({
      images: [dataUrl(big)],
      crops,
    });
    const small = {
      images: [
        dataUrl(
          await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        ),
      ],
    };
    // Nothing else asks until the holder has the slot, as the server's own gauge tells: from then on
    // the refused call and the patient one are a few milliseconds of the holder's hold.
    await Promise.race([
      waitForBusySlot(app, 'image_crops'),
      holder.then(() => Promise.reject(new Error('the holder was answered before its slot was seen busy'))),
    ]);

    const once = createInferenceClient({ baseUrl: app.url, apiKey: KEY, retry: { maxRetries: 0 } });
    const refused = await once.cropImages(small).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnavailableError);
    expect(refused).toMatchObject({ status: 503, code: 'internal_error', kind: 'unavailable' });
    const retryAfter = (refused as UnavailableError).retryAfterSeconds!;
    expect(retryAfter).toBeGreaterThanOrEqual(1);

    const retries: RetryEvent[] = [];
    const patient = createInferenceClient({
      baseUrl: app.url,
      apiKey: KEY,
      retry: { maxRetries: 20, onRetry: (retry) => retries.push(retry) },
    });
    const started = Date.now();
    const result = await patient.cropImages(small);
    expect(result.data.results).toHaveLength(1);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    // Retry-After plus up to 10% of jitter.
    expect(retries[0]).toMatchObject({ attempt: 1, status: 503 });
    expect(retries[0]!.waitSeconds).toBeGreaterThanOrEqual(retryAfter);
    expect(retries[0]!.waitSeconds).toBeLessThanOrEqual(retryAfter * 1.1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(retryAfter * 1000 - 50);
    expect((await holder).data.results[0]!.crops).toHaveLength(4);
  });
});

describe('429 (RATE_LIMIT_RPM=1) and 502 (a naming model answering nonsense)', () => {
  let app: RunningApp;
  let model: MockOpenAiChat;
  let replay: LocalServer | undefined;
  const EVENT = { event: { text: 'A cat named Biscuit learned to skateboard' } };
  const answerWell = () =>
    model.respond(() => ({
      body: chatCompletion({ content: JSON.stringify({ name: 'Biscuit', ticker: 'BISCUIT' }) }),
    }));

  beforeAll(async () => {
    model = await startMockOpenAiChat();
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '1',
      AI_NAME_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-mock-key',
      OPENAI_BASE_URL: model.baseURL,
    });
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
    await replay?.close();
  });

  it('a model answer outside the rules is a ServerError: 502 internal_error', async () => {
    model.respond(() => ({ body: chatCompletion({ content: 'not JSON at all' }) }));
    // on502: false: a 502 is retried by default, and the retry would meet the limit of 1 a minute (429).
    const client = createInferenceClient({ baseUrl: app.url, apiKey: OTHER, retry: { on502: false } });
    const error = await client.aiName(EVENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 502, code: 'internal_error', kind: 'server_error' });
  });

  it('429 is a RateLimitError with a Retry-After over 5 s, retried neither by default nor past maxWaitSeconds', async () => {
    answerWell();
    const plain = createInferenceClient({ baseUrl: app.url, apiKey: KEY });
    expect((await plain.aiName(EVENT)).data.ticker).toBe('BISCUIT');

    const started = Date.now();
    const limited = (await plain.aiName(EVENT).catch((caught: unknown) => caught)) as RateLimitError;
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ status: 429, code: 'rate_limit', kind: 'rate_limited' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(5);
    expect(Date.now() - started).toBeLessThan(2000);

    const impatient = createInferenceClient({
      baseUrl: app.url,
      apiKey: KEY,
      retry: { on429: true, maxWaitSeconds: 5 },
    });
    await expect(impatient.aiName(EVENT)).rejects.toBeInstanceOf(RateLimitError);
  });

  /*
   * Waiting out the server's own window would take a minute. The opted-in retry is shown instead on
   * the server's real answers, recorded and replayed by a local server with Retry-After cut to 1 s;
   * that the server lets a request through once its Retry-After has passed is lib/limits'
   * rate-limit.test.ts ("lets the next request through once its Retry-After has passed").
   */
  it('opted in, a 429 is retried after its Retry-After with the same body (the server’s answers, replayed)', async () => {
    answerWell();
    const recorded = async () => {
      const answer = await post(app, '/private/ai_name', EVENT, bearer(RECORDED));
      // The answer as the server gave it, less how it travelled (fetch has already decoded the body).
      const transport = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'];
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !transport.includes(name)));
      return { status: answer.status, body: answer.text, headers };
    };
    const [served, refused] = [await recorded(), await recorded()];
    expect([served.status, refused.status]).toEqual([200, 429]);
    replay = await startLocalServer([{ ...refused, headers: { ...refused.headers, 'retry-after': '1' } }, served]);

    const retries: RetryEvent[] = [];
    const patient = createInferenceClient({
      baseUrl: replay.url,
      apiKey: KEY,
      retry: { on429: true, maxWaitSeconds: 5, onRetry: (retry) => retries.push(retry) },
    });
    const started = Date.now();
    const result = await patient.aiName(EVENT);
    expect(result.data.ticker).toBe('BISCUIT');
    expect(retries).toEqual([
      { attempt: 1, status: 429, waitSeconds: expect.any(Number), requestId: refused.headers['x-request-id'] },
    ]);
    // Retry-After plus up to 10% of jitter.
    expect(retries[0]!.waitSeconds).toBeGreaterThanOrEqual(1);
    expect(retries[0]!.waitSeconds).toBeLessThanOrEqual(1.1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(retries[0]!.waitSeconds * 1000 - 50);
    expect(replay.received.map((request) => request.body)).toEqual([EVENT, EVENT]);
  });
});
