import 'server-only';
import { randomUUID } from 'node:crypto';
import { Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../errors';
import { logger } from '../log';
import { listeningServers } from '../server/lifecycle';
import { errorMessageBytes } from './respond';

/**
 * What the Node.js server answers before any route runs, brought into the contract: requests whose
 * headers never finish or are not HTTP get the error shape with a request id (Node's own answers
 * are a bare status line, its header time-out 60 s checked every 30 s); a path under /private is
 * read as its operation's whatever its slashes (Next.js would answer 308 in text/plain); and no
 * answer the router did not render says it varies on the router's request headers.
 */
export interface NodeServerSettings {
  /** How long a request's line and headers may take to arrive in full (the body's deadline). */
  headersTimeoutMs: number;
}

/** Applies the settings to every HTTP server this process listens with (Next.js's). */
export function guardListeningServers(settings: NodeServerSettings): void {
  const servers = listeningServers().filter((server): server is HttpServer => server instanceof HttpServer);
  if (servers.length === 0) logger.warn({ msg: 'no listening HTTP server found: its edges keep Node.js’s answers' });
  for (const server of servers) guardHttpServer(server, settings);
}

export function guardHttpServer(server: HttpServer, { headersTimeoutMs }: NodeServerSettings): void {
  limitHeaderTime(server, headersTimeoutMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(error, socket, headersTimeoutMs),
  );
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url) request.url = operationUrl(request.url);
    keepVaryTrue(response);
  });
}

/**
 * Node checks its connections for expired headers every `connectionsCheckingInterval`, a timer it
 * starts when the server begins listening: the server listens already, so the timer is started
 * again with an interval short enough that the answer comes within the deadline (headers are given
 * the deadline less two intervals: a check may come a moment after its interval). Where Node names
 * its starter differently, answers may come up to one default interval (30 s) late.
 */
function limitHeaderTime(server: HttpServer, deadlineMs: number): void {
  const intervalMs = Math.max(50, Math.min(250, Math.floor(deadlineMs / 20)));
  server.headersTimeout = Math.max(1, deadlineMs - 2 * intervalMs);
  (server as HttpServer & { connectionsCheckingInterval: number }).connectionsCheckingInterval = intervalMs;
  const startChecking = server.listeners('listening').find((listener) => listener.name === 'setupConnectionsTracking');
  startChecking?.call(server);
}

/**
 * The contract's answer to what Node's parser refused; undefined when there is nobody to answer.
 * A time-out once the headers have arrived is Node's for the whole request (300 s), which the
 * pipeline's body deadline comes before.
 */
function clientErrorAnswer(
  error: NodeJS.ErrnoException,
  headersTimeoutMs: number,
  headersArrived: boolean,
): ApiError | undefined {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    if (headersArrived) return new ApiError('request_timeout');
    return new ApiError(
      'request_timeout',
      `The request’s headers did not arrive in full within ${headersTimeoutMs / 1000} s; send the request again without pausing.`,
    );
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') return new ApiError('headers_too_large');
  if (error.code?.startsWith('HPE_')) return new ApiError('malformed_request');
  return undefined;
}

/**
 * Writes the error shape onto the socket and closes it, unless an answer has begun there already
 * (then, as Node does, the socket is only closed). Logged as a request when any byte of one arrived
 * (a connection opened and left silent gets the same answer, unlogged); no key is known yet.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, headersTimeoutMs: number): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  const answer = clientErrorAnswer(error, headersTimeoutMs, inFlight !== undefined);
  if (!answer || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  socket.end(errorMessageBytes(answer, { requestId }), () => socket.destroy());
  if (socket.bytesRead > 0) logger.info({ msg: 'request', requestId, status: answer.status, code: answer.code });
}

/**
 * A path under /private with a trailing slash or repeated slashes (`/private/<op>/`,
 * `/private//<op>`) read as the operation's path, its query kept; every other URL unchanged (the
 * console's pages keep Next.js's redirects).
 */
export function operationUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const collapsed = path.replace(/[\\/]+/g, '/');
  if (!/^\/private(\/|$)/.test(collapsed)) return url;
  return collapsed.replace(/\/+$/, '') + (queryAt < 0 ? '' : url.slice(queryAt));
}

/** The request headers Next.js's router varies its pages on (its `Vary` on every app route). */
const ROUTER_HEADERS = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]);

/** What the router renders (pages and their RSC payloads): there, its entries in `Vary` are true. */
const RENDERED = /^text\/(html|x-component)\b/i;

/**
 * Takes the router's entries out of `Vary` on answers it did not render (route handlers: the API,
 * /openapi.json, /healthz, /readyz, /metrics, the console's BFF); other entries (`Accept-Encoding`
 * from compression) stay, and `Vary` goes when none is left. A 304 keeps what its page would send.
 */
function keepVaryTrue(response: ServerResponse): void {
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const type = String(this.getHeader('content-type') ?? '');
    if (this.hasHeader('vary') && !RENDERED.test(type) && this.statusCode !== 304 && args[0] !== 304) {
      const kept = [this.getHeader('vary')]
        .flat()
        .flatMap((value) => String(value).split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry && !ROUTER_HEADERS.has(entry.toLowerCase()));
      if (kept.length) this.setHeader('Vary', kept.join(', '));
      else this.removeHeader('vary');
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
