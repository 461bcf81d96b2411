import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { contractChecker } from '../../test-support/contract';
import { parseRawAnswer, stalledRequest, stalledUpload as stalledUploadTo } from '../../test-support/stalled-upload';

/*
 * The API's edges answer in the one error shape: unknown paths, other methods, missing keys, a
 * trailing slash, headers or a body that stall or whose caller leaves while sending them (a short
 * deadline here, 30 s by default); and no API answer varies on the console's router headers.
 */
const KEY = 'edges-key-0123456789abcdef';
const OTHER_KEY = 'edges-other-key-0123456789ab';
/** Keys of their own users, so that their calls leave the buckets the tests above count untouched. */
const SLASH_KEY = 'edges-slash-key-0123456789ab';
const VARY_KEY = 'edges-vary-key-0123456789abc';
const METRICS_TOKEN = 'edges-metrics-token-0123456789';
const NAMING = '/private/ai_name';
const EVENT = { event: { text: 'A cat named Biscuit learned to skateboard' } };
const BODY_TIMEOUT_MS = 1_000;

let app: RunningApp;
let check: Awaited<ReturnType<typeof contractChecker>>;

beforeAll(async () => {
  app = await startApp({
    API_KEYS: JSON.stringify([
      { id: 'edges-key', key: KEY, user: 'edges' },
      { id: 'edges-other-key', key: OTHER_KEY, user: 'edges-other' },
      { key: SLASH_KEY, user: 'edges-slash' },
      { key: VARY_KEY, user: 'edges-vary' },
    ]),
    RATE_LIMIT_RPM: '5',
    METRICS_TOKEN,
    REQUEST_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
  });
  check = await contractChecker(app.url);
});
afterAll(async () => app?.stop());

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${app.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

function expectErrorShape(result: { body: any; headers: Headers }, code: string) {
  expect(Object.keys(result.body).sort()).toEqual(['error', 'requestId']);
  expect(result.body.error.code).toBe(code);
  expect(result.body.error.message.length).toBeGreaterThan(0);
  expect(result.headers.get('x-request-id')).toBe(result.body.requestId);
  expect(result.headers.get('content-type')).toMatch(/^application\/json/);
}

/** The server's request log lines (JSON, one a line), as objects. */
function requestLog(): Array<Record<string, unknown>> {
  return app
    .logs()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === 'request' ? [entry] : [];
      } catch {
        return [];
      }
    });
}

/** An upload to naming that declares `declared` bytes, sends `sent` and stalls (test-support/stalled-upload.ts). */
const stalledUpload = (key: string, declared: number, sent: string, waitMs = 10_000) =>
  stalledUploadTo({ port: app.port, path: NAMING, key, declared, sent, waitMs });

/** Sends headers and part of a body, then closes the connection: a caller who left mid-upload. */
function leaveMidUpload(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port: app.port, host: '127.0.0.1' }, () => {
      socket.write(
        `POST ${NAMING} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"event":',
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 200);
    });
    socket.on('error', reject);
  });
}

describe('unknown paths under /private', () => {
  it.each([
    ['POST', '/private/ai_nam'],
    ['GET', '/private/nothing'],
    ['POST', '/private/ocr/extra'],
    ['POST', '/private'],
    ['DELETE', '/private/a/b/c'],
  ])('%s %s → 404 in the error shape, naming the operations there are', async (method, path) => {
    const result = await call(path, { method, headers: bearer(KEY), body: method === 'POST' ? '{}' : undefined });
    expect(result.status).toBe(404);
    expectErrorShape(result, 'invalid_message');
    expect(result.body.error.message).toContain('/private/ai_name');
    expect(result.body.error.message).toContain('/private/image_edit');
    expect(result.text.length).toBeLessThan(1_000);
  });

  it('is 404 without a key too (nothing is there to authenticate for)', async () => {
    const result = await call('/private/ai_nam', { method: 'POST', body: '{}' });
    expect(result.status).toBe(404);
    expectErrorShape(result, 'invalid_message');
  });
});

describe('methods on an operation’s path', () => {
  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s → 405 with Allow: POST, in the error shape', async (method) => {
    const result = await call(NAMING, { method, headers: bearer(KEY) });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('POST');
    expectErrorShape(result, 'invalid_message');
    expect(check(NAMING, result)).toEqual([]);
  });

  it('HEAD → 405 with Allow: POST and no body', async () => {
    const result = await call('/private/ocr', { method: 'HEAD' });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('POST');
    expect(result.text).toBe('');
  });

  it('OPTIONS → 204 advertising POST alone', async () => {
    for (const path of [NAMING, '/private/image_edit', '/private/past_coins']) {
      const result = await call(path, { method: 'OPTIONS' });
      expect(result.status).toBe(204);
      expect(result.headers.get('allow')).toBe('POST');
      expect(result.text).toBe('');
    }
  });
});

describe('401', () => {
  it('carries a Bearer challenge; a key that is not good says invalid_token', async () => {
    const missing = await post(app, NAMING, EVENT);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="inference"');
    expect(check(NAMING, missing)).toEqual([]);
    const wrong = await post(app, NAMING, EVENT, bearer('not-a-key-of-this-server'));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="inference", error="invalid_token"');
  });
});

describe('the OpenAPI document', () => {
  it('states for every operation 405 and 408 and the headers each answer carries', async () => {
    const document = (await (await fetch(`${app.url}/openapi.json`)).json()) as any;
    for (const [path, item] of Object.entries<any>(document.paths)) {
      const { responses } = item.post;
      expect(Object.keys(responses), path).toEqual(expect.arrayContaining(['200', '400', '401', '405', '408', '429']));
      expect(Object.keys(responses['200'].headers), path).toEqual(
        expect.arrayContaining(['X-Request-Id', 'X-Engine', 'RateLimit-Limit', 'RateLimit-Remaining']),
      );
      expect(Object.keys(responses['429'].headers), path).toContain('Retry-After');
      expect(Object.keys(responses['405'].headers), path).toContain('Allow');
    }
    expect(document.paths['/private/image_edit'].post.responses['200'].headers).toHaveProperty('X-Edit-Plan');
    expect(document.info.description).toMatch(/404/);
    expect(document.components.schemas.ErrorResponse.properties.error.properties.code.enum).toContain(
      'request_timeout',
    );
  });
});

describe('a trailing slash or doubled slashes under /private', () => {
  it.each(['/private/ai_name/', '/private/ai_name//', '/private//ai_name', '/private/ai_name/?from=slash'])(
    'POST %s is the operation itself',
    async (path) => {
      const result = await post(app, path, EVENT, bearer(SLASH_KEY));
      expect(result.status).toBe(200);
      expect(result.body.name.length).toBeGreaterThan(0);
      expect(result.headers.get('x-request-id')).toBeTruthy();
      expect(check(NAMING, result)).toEqual([]);
    },
  );

  it('keeps the operation’s answers to other methods, and 404 for paths that are none', async () => {
    const get = await call('/private/ai_name/', { headers: bearer(SLASH_KEY) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expectErrorShape(get, 'invalid_message');
    const options = await call('/private/ocr/', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST');
    for (const path of ['/private/ai_nam/', '/private/', '/private//nothing//']) {
      const missing = await call(path, { method: 'POST', headers: bearer(SLASH_KEY), body: '{}' });
      expect(missing.status, path).toBe(404);
      expectErrorShape(missing, 'invalid_message');
      expect(missing.body.error.message).toContain('POST /private/ai_name');
    }
  });

  it('leaves the console’s pages to redirect to the path without it', async () => {
    const page = await fetch(`${app.url}/reference/`, { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('/reference');
  });
});

describe('headers that never finish', () => {
  it.each([
    ['a request line', 'POST /private/ai_na'],
    ['headers', `POST ${NAMING} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\nContent-Ty`],
  ])(
    '(%s cut short) are answered 408 request_timeout in the error shape with a request id, and logged',
    async (_, sent) => {
      // Well before Node's own answer (60 s, checked every 30 s): the body's deadline here is 1 s.
      const answer = await stalledRequest({ port: app.port, sent, waitMs: 20_000 });
      expect(answer.answeredAfterMs).toBeGreaterThan(0);
      const result = parseRawAnswer(answer.text);
      expect(result.status).toBe(408);
      expectErrorShape(result, 'request_timeout');
      expect(result.body.error.message).toMatch(/headers did not arrive in full/);
      expect(result.headers.get('connection')).toBe('close');
      await expect
        .poll(() => requestLog().find((entry) => entry.requestId === result.body.requestId))
        .toMatchObject({
          status: 408,
          code: 'request_timeout',
        });
      // No key is known: the headers that would carry it never arrived.
      expect(requestLog().find((entry) => entry.requestId === result.body.requestId)).not.toHaveProperty('keyId');
    },
  );
});

describe('Vary on API answers', () => {
  const ROUTER_HEADERS = /\b(rsc|next-router-[a-z-]+|next-url)\b/i;
  const search = '/private/past_coin_search';

  it('names none of the console router’s headers, on any answer of the API or the service', async () => {
    const answers = {
      '200': await call(search, { method: 'POST', headers: bearer(VARY_KEY), body: '{"query":"cat"}' }),
      '400': await call(search, { method: 'POST', headers: bearer(VARY_KEY), body: '{' }),
      '401': await call(NAMING, { method: 'POST', body: '{}' }),
      '403': await call('/private/past_coins', { method: 'POST', headers: bearer(VARY_KEY), body: '{}' }),
      '404': await call('/private/nothing', { method: 'POST', body: '{}' }),
      '405': await call(NAMING, { method: 'GET' }),
      OPTIONS: await call(NAMING, { method: 'OPTIONS' }),
      '/openapi.json': await call('/openapi.json'),
      '/healthz': await call('/healthz'),
      '/readyz': await call('/readyz'),
      '/metrics': await fetch(`${app.url}/metrics`, { headers: bearer(METRICS_TOKEN) }),
      '/metrics 401': await fetch(`${app.url}/metrics`),
    };
    expect(answers['200'].status).toBe(200);
    expect(answers['/metrics'].status).toBe(200);
    for (const [answer, { headers }] of Object.entries(answers)) {
      expect(headers.get('vary') ?? '', answer).not.toMatch(ROUTER_HEADERS);
    }
    // Compressed answers still say so.
    const compressed = await fetch(`${app.url}/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('is left as Next.js sets it on the console’s pages', async () => {
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(ROUTER_HEADERS);
  });
});

describe('a key without a permission', () => {
  it('is told which permission it lacks and who grants it, not a server setting', async () => {
    const refused = await post(app, '/private/past_coins', { coins: [] }, bearer(VARY_KEY));
    expect(refused.status).toBe(403);
    expectErrorShape(refused, 'past_coin_write_not_enabled');
    expect(refused.body.error.message).toContain('past_coins:write permission');
    expect(refused.body.error.message).toContain('operator of this server');
    expect(refused.body.error.message).not.toMatch(/API_KEYS|pastCoinWrite/);
  });
});

describe('a body that does not arrive in full', () => {
  it('is answered 408 request_timeout in the error shape, logged as 408, and costs no rate-limit token', async () => {
    const answer = await stalledUpload(KEY, 1000, '{"event":{"');
    expect(answer.answeredAfterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    const result = parseRawAnswer(answer.text);
    expect(result.status).toBe(408);
    expectErrorShape(result, 'request_timeout');
    expect(result.headers.get('connection')).toBe('close');
    expect(result.headers.get('ratelimit-remaining')).toBeNull();
    expect(check(NAMING, result)).toEqual([]);

    // Two more stalled uploads, then a complete request: the bucket of 5 still has 4 left after it.
    await Promise.all([stalledUpload(KEY, 1000, '{'), stalledUpload(KEY, 50, '')]);
    const complete = await post(app, NAMING, EVENT, bearer(KEY));
    expect(complete.status).toBe(200);
    expect(complete.headers.get('ratelimit-remaining')).toBe('4');

    const timedOut = requestLog().filter((entry) => entry.status === 408 && entry.operation === 'ai_name');
    expect(timedOut).toHaveLength(3);
    for (const entry of timedOut) {
      expect(entry).toMatchObject({ code: 'request_timeout', operation: 'ai_name', keyId: 'edges-key' });
    }
    expect(timedOut.map((entry) => entry.requestId)).toContain(result.body.requestId);
  });

  it('from a caller who leaves mid-upload is logged as 499, never 500, and costs no token', async () => {
    await Promise.all([leaveMidUpload(OTHER_KEY), leaveMidUpload(OTHER_KEY)]);
    await expect.poll(() => requestLog().filter((entry) => entry.status === 499).length, { timeout: 5_000 }).toBe(2);
    const left = requestLog().filter((entry) => entry.status === 499);
    for (const entry of left) {
      expect(entry).toMatchObject({ code: 'client_closed_request', operation: 'ai_name', keyId: 'edges-other-key' });
    }
    const complete = await post(app, NAMING, EVENT, bearer(OTHER_KEY));
    expect(complete.status).toBe(200);
    expect(complete.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('left nothing logged as 500 or as an unexpected error in this suite', () => {
    expect(requestLog().filter((entry) => entry.status === 500)).toEqual([]);
    expect(app.logs()).not.toMatch(/unexpected error/);
  });
});
