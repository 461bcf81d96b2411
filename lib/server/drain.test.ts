import { connect, createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptQueueOf } from './accept-queue';
import { drainAndShutdown, isDraining } from './lifecycle';

/** Holds the event loop: the kernel completes handshakes meanwhile, but nothing is accepted. */
function holdTheLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe('drainAndShutdown', () => {
  it('closes the listener only once the connections waiting in its accept queue are accepted', async () => {
    const server = createServer((socket) => socket.end('accepted'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Clients whose connections the kernel completes while the process is not accepting: a
    // balancer's, which have its request written on them already.
    const answers = Array.from({ length: 5 }, () => {
      const client = connect(port, '127.0.0.1');
      return new Promise<string>((resolve) => {
        let text = '';
        client.on('data', (chunk: Buffer) => (text += chunk.toString()));
        client.on('end', () => resolve(text));
        client.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
    });
    await new Promise((resolve) => process.nextTick(resolve));
    holdTheLoop(100);
    const queued = acceptQueueOf(port);
    if (queued !== undefined) expect(queued).toBe(5);

    let exitCode: number | undefined;
    await drainAndShutdown(5_000, { lingerMs: 0, exit: (code) => (exitCode = code) });

    expect(await Promise.all(answers)).toEqual(Array(5).fill('accepted'));
    expect(server.listening).toBe(false);
    expect(isDraining()).toBe(true);
    expect(exitCode).toBe(0);
  });
});
