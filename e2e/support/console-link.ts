import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningApp } from '../../test-support/app';

/** The console link the server printed at start (`http://…/?token=…`), as an operator would copy it. */
export function printedConsoleLink(app: RunningApp): string {
  const link = /^\s+(http:\/\/\S+\/\?token=\S+)$/m.exec(app.logs())?.[1];
  if (!link) throw new Error(`the server printed no console link:\n${app.logs()}`);
  return link;
}

/** Opens the link as a browser would and returns the session cookie's value it set. */
export async function openConsoleLink(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  const cookie = /console_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 303 || !cookie)
    throw new Error(`the console link set no session (status ${response.status})`);
  return cookie;
}

/**
 * Runs `npm run console:link` beside the running app, with its settings and data folder (and any
 * other variables given), as an operator would: what it printed, and the link in it if any.
 */
export async function runConsoleLinkCommand(
  app: Pick<RunningApp, 'port'>,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ link?: string; stdout: string; stderr: string; code: number }> {
  const run = promisify(execFile);
  const { stdout, stderr, code } = await run('npm', ['run', '--silent', 'console:link'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(app.port), HOSTNAME: '127.0.0.1', ...env },
    timeout: 60_000,
  }).then(
    (done) => ({ ...done, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
  const link = /^\s+(http:\/\/\S+\/\?token=[\w-]{43})$/m.exec(stdout)?.[1];
  return { link, stdout, stderr, code };
}
