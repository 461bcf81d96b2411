import { spawn } from 'node:child_process';
import path from 'node:path';

/** Starts bench/baseline-server.mjs in its own process and resolves with its URL once it listens. */
export function startBaselineServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'baseline-server.mjs')], {
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
