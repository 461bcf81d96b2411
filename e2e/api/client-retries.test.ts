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
import { startApp, type RunningApp } from '../../test-support/app';
import { chatCompletion, startMockOpenAiChat, type MockOpenAiChat } from '../../test-support/mock-openai-chat';

const KEY = 'client-retry-0123456789abcdef';
const OTHER = 'client-other-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: KEY, user: 'retrier' },
  { key: OTHER, user: 'other' },
]);

describe('503 on a full capacity gate (image crops: one slot, no queue)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', IMAGE_CROPS_CONCURRENCY: '1', IMAGE_CROPS_QUEUE: '0' });
  });
  afterAll(async () => app?.stop());

  it('is an UnavailableError without retries, and is retried after its Retry-After until the slot frees', async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#507090' } })
      .jpeg()
      .toBuffer();
    const crops = [{ aspect: '1:1' }, { aspect: '3:1' }, { aspect: '16:9' }, { aspect: '4:5' }];
    // Holds the only slot for about a second; retrying too, in case a probe took the slot first.
    const holder = createInferenceClient({ baseUrl: app.url, apiKey: OTHER, retry: { maxRetries: 5 } }).cropImages({
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
    await new Promise((resolve) => setTimeout(resolve, 250));

    const once = createInferenceClient({ baseUrl: app.url, apiKey: KEY, retry: { maxRetries: 0 } });
    let refused: unknown;
    for (let tries = 0; tries < 200 && !refused; tries += 1) {
      refused = await once.cropImages(small).then(
        () => undefined,
        (error: unknown) => error,
      );
    }
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
    expect(retries[0]).toMatchObject({ attempt: 1, status: 503, waitSeconds: retryAfter });
    expect(Date.now() - started).toBeGreaterThanOrEqual(retryAfter * 1000 - 50);
    expect((await holder).data.results[0]!.crops).toHaveLength(4);
  });
});

describe('429 (RATE_LIMIT_RPM=1) and 502 (a naming model answering nonsense)', () => {
  let app: RunningApp;
  let model: MockOpenAiChat;
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
  });

  it('a model answer outside the rules is a ServerError: 502 internal_error', async () => {
    model.respond(() => ({ body: chatCompletion({ content: 'not JSON at all' }) }));
    const client = createInferenceClient({ baseUrl: app.url, apiKey: OTHER });
    const error = await client.aiName(EVENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 502, code: 'internal_error', kind: 'server_error' });
  });

  it('429 is a RateLimitError, not retried by default nor past maxWaitSeconds; opted in, retried after Retry-After', async () => {
    answerWell();
    const plain = createInferenceClient({ baseUrl: app.url, apiKey: KEY });
    expect((await plain.aiName(EVENT)).data.ticker).toBe('BISCUIT');

    let started = Date.now();
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

    const retries: RetryEvent[] = [];
    const patient = createInferenceClient({
      baseUrl: app.url,
      apiKey: KEY,
      retry: { on429: true, maxWaitSeconds: 70, onRetry: (retry) => retries.push(retry) },
    });
    started = Date.now();
    const result = await patient.aiName(EVENT);
    expect(result.data.ticker).toBe('BISCUIT');
    expect(retries[0]).toMatchObject({ attempt: 1, status: 429 });
    expect(retries[0]!.waitSeconds).toBeGreaterThan(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(retries[0]!.waitSeconds * 1000 - 50);
  }, 100_000);
});
