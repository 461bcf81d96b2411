import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface ImageServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every request received, as `METHOD path`, in order: proves what the loader did (or did not) fetch. */
  hits: string[];
  /** Host headers received, in order. */
  hosts: string[];
  route(path: string, handler: Handler): void;
  serve(path: string, bytes: Buffer, contentType?: string): void;
  redirect(path: string, location: string, status?: number): void;
  /** Sends `bytes` a few at a time, one chunk every `everyMs`. */
  drip(path: string, bytes: Buffer, everyMs: number): void;
  close(): Promise<void>;
}

/** A local HTTP image host for loader and API tests (loopback: needs IMAGE_FETCH_ALLOW_PRIVATE). */
export async function startImageServer(): Promise<ImageServer> {
  const routes = new Map<string, Handler>();
  const hits: string[] = [];
  const hosts: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.push(`${request.method} ${path}`);
    hosts.push(request.headers.host ?? '');
    const handler = routes.get(path);
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const timers = new Set<NodeJS.Timeout>();

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    hosts,
    route: (path, handler) => routes.set(path, handler),
    serve: (path, bytes, contentType = 'image/png') =>
      routes.set(path, (_request, response) => {
        response.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length }).end(bytes);
      }),
    redirect: (path, location, status = 302) =>
      routes.set(path, (_request, response) => response.writeHead(status, { location }).end()),
    drip: (path, bytes, everyMs) =>
      routes.set(path, (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
        let offset = 0;
        const timer = setInterval(() => {
          if (response.destroyed || offset >= bytes.length) {
            clearInterval(timer);
            timers.delete(timer);
            response.end();
            return;
          }
          response.write(bytes.subarray(offset, offset + 16));
          offset += 16;
        }, everyMs);
        timers.add(timer);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
