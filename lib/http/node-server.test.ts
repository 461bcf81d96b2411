import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRawAnswer, stalledRequest } from '../../test-support/stalled-upload';
import { guardHttpServer, operationUrl } from './node-server';

/*
 * A real HTTP server, guarded as the app's is, with a handler that answers as Next.js does: every
 * answer `Vary`s on the router's headers, and the URL it saw is echoed back.
 */
const HEADERS_TIMEOUT_MS = 400;
const ROUTER_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.appendHeader('vary', ROUTER_VARY);
    if (url.searchParams.has('gzip')) response.appendHeader('vary', 'Accept-Encoding');
    response.setHeader('content-type', url.searchParams.get('type') ?? 'application/json');
    response.end(JSON.stringify({ url: request.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  guardHttpServer(server, { headersTimeoutMs: HEADERS_TIMEOUT_MS });
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('operationUrl', () => {
  it.each([
    ['/private/ai_name/', '/private/ai_name'],
    ['/private/ai_name//', '/private/ai_name'],
    ['/private//ocr', '/private/ocr'],
    ['//private/ocr/', '/private/ocr'],
    ['/private\\ocr', '/private/ocr'],
    ['/private/', '/private'],
    ['/private/ai_name/?x=1', '/private/ai_name?x=1'],
    ['/private/ai_name', '/private/ai_name'],
  ])('reads %s as %s', (url, read) => expect(operationUrl(url)).toBe(read));

  it.each(['/ocr/', '/privateer/', '/reference/', '/', '/?token=abc', '/healthz/'])(
    'leaves %s (not under /private) to Next.js',
    (url) => expect(operationUrl(url)).toBe(url),
  );
});

describe('a guarded server', () => {
  it('hands a /private path with a trailing slash to the routes without it', async () => {
    const answer = (await (await fetch(`${base}/private/ai_name/?q=1`)).json()) as { url: string };
    expect(answer.url).toBe('/private/ai_name?q=1');
  });

  it('drops the router’s entries from Vary on answers it did not render, keeping the others', async () => {
    expect((await fetch(`${base}/private/ai_name`)).headers.get('vary')).toBeNull();
    expect((await fetch(`${base}/healthz?type=text/plain`)).headers.get('vary')).toBeNull();
    expect((await fetch(`${base}/openapi.json?gzip`)).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('keeps them on pages and RSC payloads, which do vary on them', async () => {
    const page = await fetch(`${base}/ocr?type=${encodeURIComponent('text/html; charset=utf-8')}`);
    expect(page.headers.get('vary')).toBe(ROUTER_VARY);
    const payload = await fetch(`${base}/ocr?type=text/x-component`);
    expect(payload.headers.get('vary')).toBe(ROUTER_VARY);
  });

  it('answers headers that never finish with 408 request_timeout in the error shape, with a request id', async () => {
    const answer = await stalledRequest({ port, sent: 'POST /private/ai_name HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Ap' });
    expect(answer.answeredAfterMs).toBeGreaterThan(0);
    const { status, headers, body } = parseRawAnswer(answer.text);
    expect(status).toBe(408);
    expect(body.error.code).toBe('request_timeout');
    expect(body.error.message).toContain('headers');
    expect(headers.get('x-request-id')).toBe(body.requestId);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('connection')).toBe('close');
    expect(Object.keys(body).sort()).toEqual(['error', 'requestId']);
  });

  it('answers a request line that is not HTTP with 400 invalid_message in the error shape', async () => {
    const answer = await stalledRequest({ port, sent: 'HELLO THERE\r\n\r\n' });
    const { status, headers, body } = parseRawAnswer(answer.text);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_message');
    expect(headers.get('x-request-id')).toBe(body.requestId);
  });

  it('answers headers over Node’s size limit with 431 in the error shape', async () => {
    const answer = await stalledRequest({
      port,
      sent: `GET /private/ocr HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    });
    const { status, body } = parseRawAnswer(answer.text);
    expect(status).toBe(431);
    expect(body.error.code).toBe('invalid_message');
  });
});
