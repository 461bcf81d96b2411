import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AuthError,
  createInferenceClient,
  IDEMPOTENT_PATHS,
  InvalidRequestError,
  MissingKeyError,
  NetworkError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnavailableError,
  type RetryEvent,
} from '../src/index';
import { retryingFetch } from '../src/retry';
import { startLocalServer, type Answer, type LocalServer } from './local-server';

const NAME = { status: 200, body: { name: 'Biscuit', ticker: 'BISCUIT' }, headers: { 'x-request-id': 'rid-1' } };
const failure = (status: number, code: string, headers: Record<string, string> = {}): Answer => ({
  status,
  body: { requestId: 'rid-err', error: { code, message: `${code} happened` } },
  headers: { 'x-request-id': 'rid-err', ...headers },
});
const EVENT = { event: { text: 'a cat on a skateboard' } };

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
});

/**
 * Fake timers for the client's waits between attempts, where waiting is not the point: each wait
 * passes as soon as it begins (the fake clock moved by exactly that wait), the HTTP exchanges with
 * the local server run for real.
 */
function fakeWaits() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

async function clientFor(answers: Answer[], retry = {}) {
  server = await startLocalServer(answers);
  const retries: RetryEvent[] = [];
  const client = createInferenceClient({
    baseUrl: server.url,
    apiKey: 'test-key',
    retry: {
      ...retry,
      onRetry: (event: RetryEvent) => {
        retries.push(event);
        // The wait's timer is set right after this returns.
        if (vi.isFakeTimers()) queueMicrotask(() => vi.advanceTimersByTime(event.waitSeconds * 1000));
      },
    },
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

  it('a success with no body (a proxy’s empty 200) is unexpected_response, not an answer of undefined', async () => {
    const { client } = await clientFor([{ status: 200, body: '' }]);
    const error = (await client.aiName(EVENT).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'unexpected_response' });
  });

  it('no server listening is a NetworkError', async () => {
    const client = createInferenceClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', retry: { maxRetries: 0 } });
    await expect(client.aiName(EVENT)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('retries', () => {
  it('re-sends the same body after a 503’s Retry-After, then answers', async () => {
    fakeWaits();
    const { client, retries, server } = await clientFor([
      failure(503, 'image_edit_busy', { 'retry-after': '1' }),
      NAME,
    ]);
    const result = await client.aiName(EVENT);
    expect(result.data.ticker).toBe('BISCUIT');
    expect(retries).toEqual([{ attempt: 1, status: 503, waitSeconds: expect.any(Number), requestId: 'rid-err' }]);
    // Retry-After plus up to 10% of jitter, never less than asked.
    expect(retries[0]!.waitSeconds).toBeGreaterThanOrEqual(1);
    expect(retries[0]!.waitSeconds).toBeLessThanOrEqual(1.1);
    expect(server.received.map((each) => each.body)).toEqual([EVENT, EVENT]);
  });

  it('does not retry a 429 unless asked', async () => {
    fakeWaits();
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
    fakeWaits();
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
    const { client, server } = await clientFor([failure(503, 'internal_error', { 'retry-after': '10' }), NAME]);
    await expect(client.aiName(EVENT, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(server.received).toHaveLength(1);
  });
});

describe('retries of lost connections and 502, with jitter, for idempotent requests only', () => {
  it('a dropped connection is sent again after a back-off of 0.5 s or a little more', async () => {
    fakeWaits();
    const { client, retries, server } = await clientFor([{ status: 0, body: null, drop: true }, NAME]);
    expect((await client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(server.received).toHaveLength(2);
    expect(retries).toEqual([{ attempt: 1, status: 0, waitSeconds: expect.any(Number), requestId: null }]);
    expect(retries[0]!.waitSeconds).toBeGreaterThanOrEqual(0.5);
    expect(retries[0]!.waitSeconds).toBeLessThanOrEqual(0.55);
  });

  it('a 502 is sent again; the back-off doubles (0.5 s, then 1 s, each with up to 10% more)', async () => {
    fakeWaits();
    const { client, retries, server } = await clientFor([
      failure(502, 'internal_error'),
      failure(502, 'internal_error'),
      NAME,
    ]);
    expect((await client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(server.received).toHaveLength(3);
    expect(retries.map((each) => each.status)).toEqual([502, 502]);
    expect(retries[1]!.waitSeconds).toBeGreaterThanOrEqual(1);
    expect(retries[1]!.waitSeconds).toBeLessThanOrEqual(1.1);
  });

  it('jitter spreads the waits of many clients refused at once', () => {
    const waits = new Set<number>();
    const fetchOnce = retryingFetch(
      async () => new Response(null, { status: 503, headers: { 'retry-after': '1' } }),
      { maxRetries: 1, onRetry: (event) => waits.add(event.waitSeconds) },
      { idempotentPaths: IDEMPOTENT_PATHS },
    );
    const controller = new AbortController();
    const calls = Array.from({ length: 20 }, () =>
      fetchOnce(new Request('http://x/private/ocr', { method: 'POST', signal: controller.signal })).catch(() => null),
    );
    return new Promise<void>((resolve) =>
      setTimeout(async () => {
        controller.abort();
        await Promise.all(calls);
        expect(waits.size).toBeGreaterThan(10);
        resolve();
      }, 100),
    );
  });

  it('a request to a path that is not one of the operations (not known to be idempotent) is never retried', async () => {
    let calls = 0;
    const fetchOnce = retryingFetch(
      async () => {
        calls += 1;
        return new Response(null, { status: 503, headers: { 'retry-after': '0' } });
      },
      {},
      { idempotentPaths: IDEMPOTENT_PATHS },
    );
    const response = await fetchOnce(new Request('http://x/private/something_else', { method: 'POST', body: '{}' }));
    expect(response.status).toBe(503);
    expect(calls).toBe(1);
    expect(IDEMPOTENT_PATHS.has('/private/past_coins')).toBe(true);
  });

  it('on502: false turns the retry of a 502 off', async () => {
    const { client, server } = await clientFor([failure(502, 'internal_error'), NAME], { on502: false });
    await expect(client.aiName(EVENT)).rejects.toBeInstanceOf(ServerError);
    expect(server.received).toHaveLength(1);
  });
});

describe('the answer’s status and headers on every error, as openai-node’s errors carry them', () => {
  it('a RateLimitError carries the answer’s headers: RateLimit-Remaining, Retry-After, X-Request-Id', async () => {
    const limited = failure(429, 'rate_limit', {
      'retry-after': '37',
      'ratelimit-limit': '60',
      'ratelimit-remaining': '0',
      'ratelimit-reset': '37',
    });
    const { client } = await clientFor([limited]);
    const error = (await client.aiName(EVENT).catch((caught: unknown) => caught)) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.status).toBe(429);
    expect(error.headers).toBeInstanceOf(Headers);
    expect(error.headers.get('RateLimit-Remaining')).toBe('0');
    expect(error.headers.get('ratelimit-limit')).toBe('60');
    expect(error.headers.get('retry-after')).toBe('37');
    expect(error.headers.get('x-request-id')).toBe('rid-err');
  });

  it.each([
    [400, InvalidRequestError],
    [401, AuthError],
    [403, AuthError],
    [500, ServerError],
    [503, UnavailableError],
  ])('a %i (%O) carries its status and headers', async (status, ErrorClass) => {
    const { client } = await clientFor([failure(status, 'internal_error', { 'x-custom': `for-${status}` })], {
      maxRetries: 0,
    });
    const error = (await client.aiName(EVENT).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.status).toBe(status);
    expect(error.headers.get('x-custom')).toBe(`for-${status}`);
  });

  it('an error with no answer (the service unreachable) has no status and no headers', async () => {
    const closed = await startLocalServer([NAME]);
    await closed.close();
    const client = createInferenceClient({ baseUrl: closed.url, apiKey: 'k', retry: { maxRetries: 0 } });
    const error = (await client.aiName(EVENT).catch((caught: unknown) => caught)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBeUndefined();
    expect(error.headers).toBeUndefined();
    expect(error.message).toBe(`Could not reach ${closed.url} (fetch failed: ECONNREFUSED)`);
  });
});

describe('which answers are retried, as openai-node retries them (429 only when asked)', () => {
  it.each([408, 500, 502, 503, 504])('a %i is sent again, up to maxRetries times', async (status) => {
    fakeWaits();
    const { client, retries, server } = await clientFor([failure(status, 'internal_error')], { maxRetries: 3 });
    await expect(client.aiName(EVENT)).rejects.toMatchObject({ status });
    expect(server.received).toHaveLength(4);
    expect(retries.map((each) => each.status)).toEqual([status, status, status]);
  });

  it('a 408 (the body arrived too late, so nothing ran) is sent again and then answered', async () => {
    fakeWaits();
    const { client, server } = await clientFor([failure(408, 'request_timeout'), NAME]);
    expect((await client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(server.received.map((each) => each.body)).toEqual([EVENT, EVENT]);
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422])('a %i is not sent again', async (status) => {
    const { client, server } = await clientFor([failure(status, 'invalid_message'), NAME]);
    await expect(client.aiName(EVENT)).rejects.toMatchObject({ status });
    expect(server.received).toHaveLength(1);
  });

  it('on408: false and on5xx: false turn those retries off; on503 keeps one status on', async () => {
    const off408 = await clientFor([failure(408, 'request_timeout'), NAME], { on408: false });
    await expect(off408.client.aiName(EVENT)).rejects.toMatchObject({ status: 408 });
    expect(off408.server.received).toHaveLength(1);
    await off408.server.close();

    const off5xx = await clientFor([failure(500, 'internal_error'), NAME], { on5xx: false });
    await expect(off5xx.client.aiName(EVENT)).rejects.toBeInstanceOf(ServerError);
    expect(off5xx.server.received).toHaveLength(1);
    await off5xx.server.close();

    fakeWaits();
    const only503 = await clientFor([failure(503, 'internal_error'), NAME], { on5xx: false, on503: true });
    expect((await only503.client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(only503.server.received).toHaveLength(2);
  });

  it('retry-after-ms is honoured before Retry-After', async () => {
    fakeWaits();
    const { client, retries } = await clientFor([
      failure(503, 'internal_error', { 'retry-after-ms': '1500', 'retry-after': '20' }),
      NAME,
    ]);
    expect((await client.aiName(EVENT)).data.name).toBe('Biscuit');
    expect(retries[0]!.waitSeconds).toBeGreaterThanOrEqual(1.5);
    expect(retries[0]!.waitSeconds).toBeLessThanOrEqual(1.65);
  });

  it('the back-off doubles from 0.5 s up to 8 s, openai-node’s longest', async () => {
    fakeWaits();
    const { client, retries, server } = await clientFor([failure(500, 'internal_error')], { maxRetries: 6 });
    await expect(client.aiName(EVENT)).rejects.toBeInstanceOf(ServerError);
    expect(server.received).toHaveLength(7);
    const base = [0.5, 1, 2, 4, 8, 8];
    retries.forEach((retry, index) => {
      expect(retry.waitSeconds).toBeGreaterThanOrEqual(base[index]!);
      expect(retry.waitSeconds).toBeLessThanOrEqual(base[index]! * 1.1);
    });
  });
});

describe('timeout', () => {
  it('an attempt slower than `timeout` is abandoned and retried; the last one throws a TimeoutError', async () => {
    server = await startLocalServer([{ ...NAME, delayMs: 2_000 }]);
    const client = createInferenceClient({ baseUrl: server.url, apiKey: 'k', timeout: 200, retry: { maxRetries: 1 } });
    const started = Date.now();
    const error = await client.aiName(EVENT).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/within 200 ms/);
    expect(server.received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps its timeout through a garbage collection during the attempt', async () => {
    // Node links a Request to the signal it follows by a weak reference: a deadline nothing held was
    // lost to a collection, and the request waited for its answer however long it took.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    server = await startLocalServer([{ ...NAME, delayMs: 2_000 }]);
    const client = createInferenceClient({ baseUrl: server.url, apiKey: 'k', timeout: 300, retry: { maxRetries: 0 } });
    const call = client.aiName(EVENT).catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 100));
    collectGarbage();
    expect(await call).toBeInstanceOf(TimeoutError);
    expect(server.received).toHaveLength(1);
  });

  it('an answer within the timeout is taken', async () => {
    server = await startLocalServer([{ ...NAME, delayMs: 100 }]);
    const client = createInferenceClient({ baseUrl: server.url, apiKey: 'k', timeout: 1_000 });
    expect((await client.aiName(EVENT)).data.ticker).toBe('BISCUIT');
  });
});

describe('the raw response and the edit plan', () => {
  it('every result carries the raw response, its headers readable', async () => {
    const { client } = await clientFor([{ ...NAME, headers: { ...NAME.headers, 'x-custom': 'yes' } }]);
    const { response } = await client.aiName(EVENT);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-custom')).toBe('yes');
  });

  it('editImage reads X-Edit-Plan into a typed plan: applied steps and the ignored words', async () => {
    const header = 'grayscale; caption("a; b" bottom band normal white); ignored("remove the background")';
    const { client } = await clientFor([
      {
        status: 200,
        body: { requestId: 'r', images: ['data:image/jpeg;base64,AA=='] },
        headers: { 'x-edit-plan': header },
      },
    ]);
    const { editPlan } = await client.editImage({ prompt: 'x' });
    expect(editPlan).toMatchObject({
      applied: ['grayscale', 'caption("a; b" bottom band normal white)'],
      ignored: ['remove the background'],
      header,
    });
  });

  it('no key is a MissingKeyError that names apiKey and API_KEY', () => {
    const saved = process.env.API_KEY;
    delete process.env.API_KEY;
    try {
      expect(() => createInferenceClient({ baseUrl: 'http://x' })).toThrow(MissingKeyError);
    } finally {
      if (saved !== undefined) process.env.API_KEY = saved;
    }
  });
});
