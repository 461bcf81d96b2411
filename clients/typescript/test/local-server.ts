import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Close the connection without answering (a lost connection). */
  drop?: boolean;
  /** Answer only after this many milliseconds. */
  delayMs?: number;
}

export interface LocalServer {
  url: string;
  /** Each request received: method, path, headers and parsed body. */
  received: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  close(): Promise<void>;
}

/** A tiny HTTP server answering the requests in turn with the given answers (the last one repeats). */
export async function startLocalServer(answers: Answer[]): Promise<LocalServer> {
  const received: LocalServer['received'] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text || 'null'),
      });
      const answer = answers[Math.min(received.length, answers.length) - 1]!;
      if (answer.drop) return request.socket.destroy();
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const send = () =>
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(body);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
