import { afterEach, describe, expect, it } from 'vitest';
import {
  createInferenceClient,
  InferenceError,
  InvalidRequestError,
  NetworkError,
  TimeoutError,
  UnavailableError,
  UserAbortError,
} from '../src/index';
import { startLocalServer, type Answer, type LocalServer } from './local-server';

const NAME: Answer = { status: 200, body: { name: 'Biscuit', ticker: 'BISCUIT' }, headers: { 'x-request-id': 'r' } };
const SLOW_NAME: Answer = { ...NAME, delayMs: 3_000 };
const EVENT = { event: { text: 'a cat on a skateboard' } };
const invalid = (message: string, extra: object = {}): Answer => ({
  status: 400,
  body: { requestId: 'r', error: { code: 'invalid_message', message, ...extra } },
});

let server: LocalServer | undefined;
afterEach(async () => server?.close());

async function clientFor(answers: Answer[], options: { timeout?: number; maxRetries?: number } = {}) {
  server = await startLocalServer(answers);
  const client = createInferenceClient({
    baseUrl: server.url,
    apiKey: 'test-key',
    timeout: options.timeout,
    retry: { maxRetries: options.maxRetries },
  });
  return { client, server };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('a call its caller stops is one of the client’s errors', () => {
  it('an abort mid-request is a UserAbortError, the abort its cause', async () => {
    const { client } = await clientFor([SLOW_NAME]);
    const controller = new AbortController();
    const call = failure(client.aiName(EVENT, { signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    const error = await call;
    expect(error).toBeInstanceOf(UserAbortError);
    expect(error).toBeInstanceOf(InferenceError);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(((error as Error).cause as Error).name).toBe('AbortError');
  });

  it('an abort with a reason of the caller’s keeps it as the cause', async () => {
    const { client } = await clientFor([SLOW_NAME]);
    const reason = new Error('the user closed the tab');
    const error = await failure(client.aiName(EVENT, { signal: AbortSignal.abort(reason) }));
    expect(error).toBeInstanceOf(UserAbortError);
    expect((error as Error).cause).toBe(reason);
  });

  it('a signal already aborted sends nothing', async () => {
    const { client, server } = await clientFor([NAME]);
    expect(await failure(client.aiName(EVENT, { signal: AbortSignal.abort() }))).toBeInstanceOf(UserAbortError);
    expect(server.received).toEqual([]);
  });

  it('the caller’s timeout signal is the client’s TimeoutError, not a DOMException, during an attempt', async () => {
    const { client } = await clientFor([SLOW_NAME]);
    const error = await failure(client.aiName(EVENT, { signal: AbortSignal.timeout(150) }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).not.toBeInstanceOf(DOMException);
    expect(((error as Error).cause as Error).name).toBe('TimeoutError');
  });

  it('and during the wait before a retry', async () => {
    const { client, server } = await clientFor([
      {
        status: 503,
        body: { requestId: 'r', error: { code: 'internal_error', message: 'busy' } },
        headers: { 'retry-after': '20' },
      },
      NAME,
    ]);
    const error = await failure(client.aiName(EVENT, { signal: AbortSignal.timeout(200) }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.received).toHaveLength(1);
  });
});

describe('per-call options over the client’s', () => {
  it('timeout: this call’s attempts may take less than the client’s', async () => {
    const { client, server } = await clientFor([SLOW_NAME], { timeout: 60_000, maxRetries: 0 });
    const error = await failure(client.aiName(EVENT, { timeout: 150 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toContain('within 150 ms');
    expect(server.received).toHaveLength(1);
  });

  it.each([
    [0, 1],
    [1, 2],
  ])('maxRetries %i: %i attempts at a 503 (the client’s is 3)', async (maxRetries, attempts) => {
    const busy: Answer = {
      status: 503,
      body: { requestId: 'r', error: { code: 'internal_error', message: 'busy' } },
      headers: { 'retry-after': '0' },
    };
    const { client, server } = await clientFor([busy], { maxRetries: 3 });
    expect(await failure(client.aiName(EVENT, { maxRetries }))).toBeInstanceOf(UnavailableError);
    expect(server.received).toHaveLength(attempts);
  });

  it('headers are added to the request; the key stays the client’s', async () => {
    const { client, server } = await clientFor([NAME]);
    await client.aiName(EVENT, { headers: { 'x-trace': 'abc' } });
    expect(server.received[0]?.headers).toMatchObject({ 'x-trace': 'abc', authorization: 'Bearer test-key' });
  });

  it('requestId is sent as the body’s requestId', async () => {
    const { client, server } = await clientFor([NAME]);
    await client.aiName(EVENT, { requestId: 'launch-7' });
    expect(server.received[0]?.body).toEqual({ ...EVENT, requestId: 'launch-7' });
  });
});

describe('the client’s own options for every call', () => {
  it('nextRequestId names each call that names none; a call’s own requestId, or its body’s, wins', async () => {
    server = await startLocalServer([NAME]);
    let sent = 0;
    const client = createInferenceClient({ baseUrl: server.url, apiKey: 'k', nextRequestId: () => `kit-${++sent}` });
    await client.aiName(EVENT);
    await client.aiName(EVENT);
    await client.aiName(EVENT, { requestId: 'mine' });
    await client.aiName({ ...EVENT, requestId: 'in-body' });
    expect(server.received.map(({ body }) => (body as { requestId?: string }).requestId)).toEqual([
      'kit-1',
      'kit-2',
      'mine',
      'in-body',
    ]);
  });

  it('apiKey: null sends no Authorization, for a fetch that reaches the service through a server with the key', async () => {
    server = await startLocalServer([NAME]);
    const client = createInferenceClient({ baseUrl: server.url, apiKey: null });
    expect((await client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('an empty key is no key', () => {
    expect(() => createInferenceClient({ baseUrl: 'http://localhost:1', apiKey: '' })).toThrow(/No API key/);
  });
});

describe('an error names the field (param) when the service does', () => {
  it.each([
    ['coins[0].ticker: must be at most 16 characters', {}, 'coins[0].ticker'],
    ['event.images[1]: is not a URL', {}, 'event.images[1]'],
    ['prompt: must not be empty; images: takes at most 3 items', {}, 'prompt'],
    ['body: must be a JSON object', {}, null],
    ['Something about the whole request', {}, null],
    ['whatever the message', { param: 'crops[0].aspect' }, 'crops[0].aspect'],
  ])('%s %j → %s', async (message, extra, param) => {
    const { client } = await clientFor([invalid(message, extra)]);
    const error = await failure(client.aiName(EVENT));
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as InvalidRequestError).param).toBe(param);
  });

  it('an error that is not about the request names none', async () => {
    const { client } = await clientFor(
      [{ status: 503, body: { requestId: 'r', error: { code: 'internal_error', message: 'x: busy' } } }],
      { maxRetries: 0 },
    );
    expect(((await failure(client.aiName(EVENT))) as UnavailableError).param).toBeNull();
  });
});
