import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createConnection } from 'node:net';
import { freePort, waitFor } from './ports';

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** The redis-server binary, if this machine has one. */
export function redisServerBinary(): string | undefined {
  if (REDIS_SERVER.includes('/')) return existsSync(REDIS_SERVER) ? REDIS_SERVER : undefined;
  const candidates = [...(process.env.PATH ?? '').split(':'), '/usr/bin', '/usr/sbin'].map((dir) =>
    path.join(dir, REDIS_SERVER),
  );
  return candidates.find((candidate) => existsSync(candidate));
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** A real redis-server on a free loopback port, with no persistence. */
export async function startRedis(port?: number): Promise<RunningRedis> {
  if (!redisServerBinary())
    throw new Error('redis-server is not installed: apt-get install redis-server (or set REDIS_SERVER_BIN)');
  const chosen = port ?? (await freePort());
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(() => ping(chosen), 10_000, `redis-server on port ${chosen}`);
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
