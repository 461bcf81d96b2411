import { createConnection } from 'node:net';

export interface RawAnswer {
  /** Everything the server sent before it closed the connection (or the wait ended). */
  text: string;
  /** Milliseconds from the first byte sent to the answer's first byte; -1 when nothing came. */
  answeredAfterMs: number;
}

export interface StalledUpload {
  port: number;
  path: string;
  key: string;
  /** The body length the headers declare. */
  declared: number;
  /** The part of the body sent before the upload stalls. */
  sent: string;
  /** How long to wait for an answer. */
  waitMs?: number;
}

/**
 * Sends a POST's headers declaring `declared` bytes of body, then `sent` of them, and then nothing:
 * an upload that stalled, its connection left open. Resolves with what the server answers (at most
 * `waitMs` later).
 */
export function stalledUpload({ port, path, key, declared, sent, waitMs = 10_000 }: StalledUpload): Promise<RawAnswer> {
  return stalledRequest({
    port,
    waitMs,
    sent:
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`,
  });
}

/**
 * Opens a connection, sends `sent` (any bytes: part of a request line or of its headers) and then
 * nothing, the connection left open. Resolves with what the server answers (at most `waitMs` later).
 */
export function stalledRequest({ port, sent, waitMs = 10_000 }: { port: number; sent: string; waitMs?: number }) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let text = '';
    let started = 0;
    let answeredAfterMs = -1;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, answeredAfterMs });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('connect', () => {
      started = Date.now();
      socket.write(sent);
    });
    socket.on('data', (chunk: Buffer) => {
      if (answeredAfterMs < 0) answeredAfterMs = Date.now() - started;
      text += chunk.toString('utf8');
      // One whole answer is enough: its headers and the body they announce (chunked: to the last chunk).
      const [head, body = ''] = text.split('\r\n\r\n', 2);
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? NaN);
      if (Buffer.byteLength(body) >= length || text.endsWith('\r\n0\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
  });
}

/** An HTTP/1.1 answer's status, headers and JSON body (sent whole or in chunks). */
export function parseRawAnswer(raw: string): { status: number; headers: Headers; body: any } {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
  const headers = new Headers(lines.map((line) => line.split(/:\s*/, 2) as [string, string]));
  let body = raw.slice(split + 4);
  if (headers.get('transfer-encoding') === 'chunked') {
    let joined = '';
    for (let at = 0; ;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = parseInt(body.slice(at, lineEnd), 16);
      if (!size) break;
      joined += body.slice(lineEnd + 2, lineEnd + 2 + size);
      at = lineEnd + 2 + size + 2;
    }
    body = joined;
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) };
}
