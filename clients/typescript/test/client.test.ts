import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  AuthError,
  createInferenceClient,
  InvalidRequestError,
  NetworkError,
  RateLimitError,
  ServerError,
  UnavailableError,
  type RetryEvent,
} from '../src/index';
import { startLocalServer, type Answer, type LocalServer } from './local-server';

const NAME = { status: 200, body: { name: 'Biscuit', ticker: 'BISCUIT' }, headers: { 'x-request-id': 'rid-1' } };
const failure = (status: number, code: string, headers: Record<string, string> = {}): Answer => ({
  status,
  body: { requestId: 'rid-err', error: { code, message: `${code} happened` } },
  headers: { 'x-request-id': 'rid-err', ...headers },
});
const EVENT = { event: { text: 'a cat on a skateboard' } };

let server: LocalServer | undefined;
afterEach(async () => server?.close());

async function clientFor(answers: Answer[], retry = {}) {
  server = await startLocalServer(answers);
  const retries: RetryEvent[] = [];
  const client = createInferenceClient({
    baseUrl: server.url,
    apiKey: 'test-key',
    retry: { ...retry, onRetry: (event: RetryEvent) => retries.push(event) },
  });
  return { client, retries, server };
}

describe('calls', () => {
  it('POSTs the JSON body to the operation’s path with the key as a Bearer token and surfaces the request id', async () => {
    const { client, server } = await clientFor([NAME]);
    const result = await client.aiName(EVENT);
    expect(result).toMatchObject({ data: { name: 'Biscuit', ticker: 'BISCUIT' }, requestId: 'rid-1' });
    expect(server.received[0]).toMatchObject({ method: 'POST', path: '/private/ai_name', body: EVENT });
    expect(server.received[0]!.headers.authorization).toBe('Bearer test-key');
  });

  it('takes the key from API_KEY when none is given, and refuses to start without one', async () => {
    server = await startLocalServer([NAME]);
    const saved = process.env.API_KEY;
    try {
      process.env.API_KEY = 'from-the-environment';
      await createInferenceClient({ baseUrl: server.url }).aiName(EVENT);
      expect(server.received[0]!.headers.authorization).toBe('Bearer from-the-environment');
      delete process.env.API_KEY;
      expect(() => createInferenceClient({ baseUrl: server!.url })).toThrow(/API_KEY/);
    } finally {
      if (saved === undefined) delete process.env.API_KEY;
      else process.env.API_KEY = saved;
    }
  });
});

describe('typed errors', () => {
  it.each([
    [400, 'invalid_message', InvalidRequestError, 'invalid_request'],
    [401, 'unauthorized', AuthError, 'unauthorized'],
    [403, 'image_edit_not_enabled', AuthError, 'forbidden'],
    [429, 'rate_limit', RateLimitError, 'rate_limited'],
    [502, 'image_edit_failed', ServerError, 'server_error'],
    [503, 'image_edit_busy', UnavailableError, 'unavailable'],
  ])('%i %s is a %O of kind %s with the code, message and request id', async (status, code, ErrorClass, kind) => {
    const { client } = await clientFor([failure(status, code, { 'retry-after': '7' })], { maxRetries: 0 });
    const error = await client.aiName(EVENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status, code, kind, message: `${code} happened`, requestId: 'rid-err' });
    expect((error as ApiError).retryAfterSeconds).toBe(7);
  });

  it('an error body not in the service’s shape is unexpected_response, its text kept in the message', async () => {
    const { client } = await clientFor([{ status: 502, body: 'Bad Gateway from a proxy' }]);
    const error = (await client.aiName(EVENT).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.code).toBe('unexpected_response');
    expect(error.message).toContain('Bad Gateway from a proxy');
  });

  it('no server listening is a NetworkError', async () => {
    const client = createInferenceClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    await expect(client.aiName(EVENT)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('retries', () => {
  it('re-sends the same body after a 503’s Retry-After, then answers', async () => {
    const { client, retries, server } = await clientFor([
      failure(503, 'image_edit_busy', { 'retry-after': '1' }),
      NAME,
    ]);
    const started = Date.now();
    const result = await client.aiName(EVENT);
    expect(result.data.ticker).toBe('BISCUIT');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(retries).toEqual([{ attempt: 1, status: 503, waitSeconds: 1, requestId: 'rid-err' }]);
    expect(server.received.map((each) => each.body)).toEqual([EVENT, EVENT]);
  });

  it('does not retry a 429 unless asked', async () => {
    const limited = failure(429, 'rate_limit', { 'retry-after': '1' });
    const off = await clientFor([limited, NAME]);
    await expect(off.client.aiName(EVENT)).rejects.toBeInstanceOf(RateLimitError);
    expect(off.server.received).toHaveLength(1);
    await off.server.close();

    const on = await clientFor([limited, NAME], { on429: true });
    expect((await on.client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(on.retries.map((each) => each.status)).toEqual([429]);
  });

  it('gives up after maxRetries, with the last answer’s error', async () => {
    const { client, server } = await clientFor([failure(503, 'internal_error', { 'retry-after': '1' })], {
      maxRetries: 1,
    });
    await expect(client.aiName(EVENT)).rejects.toMatchObject({ status: 503, code: 'internal_error' });
    expect(server.received).toHaveLength(2);
  });

  it('does not wait out a Retry-After above maxWaitSeconds', async () => {
    const { client, server } = await clientFor([failure(503, 'internal_error', { 'retry-after': '120' }), NAME], {
      maxWaitSeconds: 30,
    });
    await expect(client.aiName(EVENT)).rejects.toMatchObject({ retryAfterSeconds: 120 });
    expect(server.received).toHaveLength(1);
  });

  it('stops waiting when the call is aborted', async () => {
    const { client } = await clientFor([failure(503, 'internal_error', { 'retry-after': '10' }), NAME]);
    const started = Date.now();
    await expect(client.aiName(EVENT, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
