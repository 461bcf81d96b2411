import { createServer, type Server } from 'node:http';
import { post } from '../test-support/app';
import { startNginx } from '../test-support/nginx';
import { freePort } from '../test-support/ports';

interface Probe {
  port: number;
  hits: () => number;
  close: () => Promise<void>;
}

/**
 * An upstream that reads each POST and then either answers 200 or drops the connection unanswered
 * (as an instance killed mid-request does). Other methods (nginx's start-up check) get 200.
 */
async function probeServer(behaviour: 'answer' | 'drop'): Promise<Probe> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(200).end();
      hits += 1;
      if (behaviour === 'drop') req.socket.destroy();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface RetryFindings {
  /** POSTs that reached an upstream which then died: each reached exactly one upstream. */
  droppedPosts: { sent: number; reachedUpstreams: number; dropped: number; answered502: number };
  /** POSTs whose upstream refused the connection: all answered by the next upstream. */
  refusedPosts: { sent: number; answered200: number };
}

/**
 * Which failures deploy/nginx.conf retries on another instance, observed on real nginx: a POST
 * that never reached an instance (connection refused) must be retried; a POST that reached one
 * which then died must not be replayed (the work may have been done, or paid for, already).
 */
export async function probeUpstreamRetries(count = 10): Promise<RetryFindings> {
  const dropping = await probeServer('drop');
  const answering = await probeServer('answer');
  const closedPort = await freePort();
  const send = async (url: string) => {
    const results = [];
    for (let i = 0; i < count; i += 1)
      results.push(await post({ url }, '/private/ai_name', { event: { text: `probe ${i}` } }));
    return results;
  };
  try {
    const first = await startNginx([dropping.port, answering.port]);
    let dropped;
    try {
      const results = await send(first.url);
      dropped = {
        sent: count,
        reachedUpstreams: dropping.hits() + answering.hits(),
        dropped: dropping.hits(),
        answered502: results.filter((r) => r.status === 502).length,
      };
    } finally {
      await first.stop();
    }
    const before = answering.hits();
    const second = await startNginx([closedPort, answering.port]);
    try {
      const results = await send(second.url);
      const answered200 = results.filter((r) => r.status === 200).length;
      return {
        droppedPosts: dropped,
        refusedPosts: { sent: count, answered200: Math.min(answered200, answering.hits() - before) },
      };
    } finally {
      await second.stop();
    }
  } finally {
    await Promise.all([dropping.close(), answering.close()]);
  }
}
