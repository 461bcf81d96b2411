import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  chatCompletion,
  startMockOpenAiChat,
  type MockOpenAiChat,
} from '../../../test-support/mock-openai-chat';
import { EngineError, isEngineError } from '../errors';
import { createOpenAiNamingEngine } from './openai';
import { NAMING_SYSTEM_PROMPT } from './prompt';

let mock: MockOpenAiChat;

beforeAll(async () => {
  mock = await startMockOpenAiChat();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.requests.length = 0;
});

function engine(timeoutMs = 2_000, maxRetries = 1) {
  return createOpenAiNamingEngine({
    apiKey: 'sk-test',
    baseURL: mock.baseURL,
    model: 'vision-model',
    timeoutMs,
    maxRetries,
  });
}

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isEngineError(error)).toBe(true);
  return error as EngineError;
}

const post = { text: 'Meet Biscotti, the sassy fat cat 🐱 $BISCOTTI', images: ['https://example.com/biscotti.png'] };

describe('OpenAI naming engine against a chat-completions server', () => {
  it('sends the prompt, the post, its images and a strict JSON schema, and returns the answer', async () => {
    mock.respond(() => ({
      body: chatCompletion({ content: JSON.stringify({ name: 'Biscotti', ticker: 'BISCOTTI' }) }),
    }));
    await expect(engine().name(post)).resolves.toEqual({ name: 'Biscotti', ticker: 'BISCOTTI' });

    expect(mock.requests).toHaveLength(1);
    const request = mock.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const body = request.body as {
      model: string;
      messages: { role: string; content: unknown }[];
      response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } };
    };
    expect(body.model).toBe('vision-model');
    expect(body.messages[0]).toEqual({ role: 'system', content: NAMING_SYSTEM_PROMPT });
    const parts = body.messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts[0]!.text).toContain('Meet Biscotti, the sassy fat cat');
    expect(parts[1]).toMatchObject({ type: 'image_url', image_url: { url: 'https://example.com/biscotti.png' } });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['name', 'ticker']);
  });

  it('repairs an answer that breaks the rules but keeps its meaning', async () => {
    mock.respond(() => ({
      body: chatCompletion({ content: JSON.stringify({ name: '  Biscotti the Sassy Cat  ', ticker: '$biscotti' }) }),
    }));
    await expect(engine().name(post)).resolves.toEqual({ name: 'Biscotti the Sassy Cat', ticker: 'BISCOTTI' });
  });

  it('refuses an answer that cannot be repaired into the rules', async () => {
    mock.respond(() => ({ body: chatCompletion({ content: JSON.stringify({ name: 'Biscotti', ticker: '🐱' }) }) }));
    const error = await failure(engine().name(post));
    expect(error.kind).toBe('failed');
  });

  it('refuses an answer that is not JSON or lacks a field', async () => {
    mock.respond(() => ({ body: chatCompletion({ content: 'Biscotti / BISCOTTI' }) }));
    expect((await failure(engine().name(post))).kind).toBe('failed');
    mock.respond(() => ({ body: chatCompletion({ content: JSON.stringify({ name: 'Biscotti' }) }) }));
    expect((await failure(engine().name(post))).kind).toBe('failed');
  });

  it('maps a refusal to upstream_failed (502)', async () => {
    mock.respond(() => ({ body: chatCompletion({ refusal: 'I cannot help with that.' }) }));
    const error = await failure(engine().name(post));
    expect(error.kind).toBe('failed');
  });

  it('retries a 500 once, then maps it to upstream_failed (502)', async () => {
    mock.respond(() => ({ status: 500, body: apiErrorBody('boom') }));
    const error = await failure(engine().name(post));
    expect(error.kind).toBe('failed');
    expect(mock.requests).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    mock.respond((_, attempt) =>
      attempt === 1
        ? { status: 503, body: apiErrorBody('busy') }
        : { body: chatCompletion({ content: JSON.stringify({ name: 'Biscotti', ticker: 'BISCOTTI' }) }) },
    );
    await expect(engine().name(post)).resolves.toEqual({ name: 'Biscotti', ticker: 'BISCOTTI' });
    expect(mock.requests).toHaveLength(2);
  });

  it('maps a rejected key (401) to upstream_failed without retrying', async () => {
    mock.respond(() => ({ status: 401, body: apiErrorBody('bad key', 'invalid_request_error') }));
    expect((await failure(engine().name(post))).kind).toBe('failed');
    expect(mock.requests).toHaveLength(1);
  });

  it('maps a backend rate limit (429) to upstream_unavailable with its Retry-After', async () => {
    mock.respond(() => ({
      status: 429,
      body: apiErrorBody('slow down', 'rate_limit_error'),
      headers: { 'retry-after': '0' },
    }));
    const error = await failure(engine(2_000, 0).name(post));
    expect(error.kind).toBe('unavailable');
    expect(error.retryAfter).toBeGreaterThan(0);
  });

  it('maps a hang to upstream_unavailable (503) with Retry-After, within the time budget', async () => {
    mock.respond(() => ({ hang: true }));
    const started = Date.now();
    const error = await failure(engine(600).name(post));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error.kind).toBe('unavailable');
    expect(error.retryAfter).toBeGreaterThan(0);
  });

  it('maps an unreachable backend to upstream_unavailable (503)', async () => {
    const closed = await startMockOpenAiChat();
    const baseURL = closed.baseURL;
    await closed.close();
    const unreachable = createOpenAiNamingEngine({
      apiKey: 'sk-test',
      baseURL,
      model: 'm',
      timeoutMs: 2_000,
      maxRetries: 0,
    });
    const error = await failure(unreachable.name(post));
    expect(error.kind).toBe('unavailable');
    expect(error.retryAfter).toBeGreaterThan(0);
  });

  it('passes the caller giving up on, not as a backend failure', async () => {
    mock.respond(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = engine(5_000).name(post, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller went away')), 50);
    await expect(pending).rejects.toThrow('caller went away');
  });

  it('sends no image parts for a text-only post and skips URLs a model cannot fetch', async () => {
    mock.respond(() => ({ body: chatCompletion({ content: JSON.stringify({ name: 'Pepe', ticker: 'PEPE' }) }) }));
    await engine().name({ text: 'pepe', images: ['ftp://example.com/a.png'] });
    const parts = (mock.requests[0]!.body as { messages: { content: { type: string }[] }[] }).messages[1]!.content;
    expect(parts.map((part) => part.type)).toEqual(['text']);
  });
});
