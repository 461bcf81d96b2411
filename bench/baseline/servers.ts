import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitFor } from '../../test-support/ports';

export interface BaselineServer {
  url: string;
  stop: () => void;
}

/** Starts bench/baseline/node-server.mjs in its own process and resolves with its URL once it listens. */
export function startBaselineServer(): Promise<BaselineServer> {
  const child = spawn(process.execPath, [path.join(__dirname, 'node-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
    child.stdout.once('data', (chunk: Buffer) => {
      const port = Number(chunk.toString().trim());
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
  });
}

const NEXT_APP = path.join(__dirname, 'next-app');
const NEXT_BIN = path.join(__dirname, '..', '..', 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * The bare Next.js route (bench/baseline/next-app: one route handler that reads the body and answers
 * fixed JSON), built on first use and started with `next start` in its own process: what the
 * request pipeline costs on top of Next.js itself. Built with webpack: Turbopack takes the
 * repository as its root and would bundle the service's instrumentation hook into it.
 */
export async function startBaselineNextRoute(): Promise<BaselineServer> {
  const buildId = path.join(NEXT_APP, '.next', 'BUILD_ID');
  const source = path.join(NEXT_APP, 'app', 'route.js');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < statSync(source).mtimeMs) {
    process.stderr.write('bench: building the bare Next.js route (bench/baseline/next-app)\n');
    execFileSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], { cwd: NEXT_APP, env, stdio: 'ignore' });
  }
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: NEXT_APP,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(url, { method: 'POST', body: '{}' })).ok,
    60_000,
    'the bare Next.js route to answer',
  );
  return { url, stop: () => child.kill('SIGTERM') };
}
