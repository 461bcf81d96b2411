import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, waitFor } from './ports';

export interface RunningApp {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  logs(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const ROOT = path.resolve(__dirname, '..');

const SERVER = path.join(ROOT, '.next', 'standalone', 'server.js');
/** Node's flags as `npm start` and the Dockerfile pass them: V8's young generation capped at 16 MB a semi-space. */
const SERVER_FLAGS = ['--max-semi-space-size=16'];

/**
 * The Node.js binary the app runs on: APP_NODE when set (the path of another node binary, e.g. one
 * from `scripts/node-bin.sh`: the same tests then prove another runtime against the same build), else
 * the test runner's.
 */
export function appNode(): string {
  const chosen = process.env.APP_NODE?.trim();
  if (!chosen) return process.execPath;
  if (!existsSync(chosen))
    throw new Error(`APP_NODE names ${chosen}, which does not exist: give the path of a node binary.`);
  return chosen;
}

/**
 * Starts the production build — the standalone server, exactly as deployed (`node server.js`) — on a
 * free port with the given environment, and waits until it answers. Needs `npm run build` first
 * (`npm test` does it).
 */
export async function startApp(
  env: Record<string, string | undefined> = {},
  options: { port?: number } = {},
): Promise<RunningApp> {
  if (!existsSync(SERVER)) throw new Error('No production build: run `npm run build` before the API tests.');
  const port = options.port ?? (await freePort());
  let output = '';
  const child = spawn(appNode(), [...SERVER_FLAGS, SERVER], {
    cwd: path.dirname(SERVER),
    env: {
      ...cleanEnv(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'info',
      HOSTNAME: '127.0.0.1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      // As `npm start` and the Dockerfile run it: two glibc malloc arenas, not eight per core.
      MALLOC_ARENA_MAX: '2',
      // Nothing keeps connections open to a test's server: it exits as soon as its work is done
      // (tests of the drain behind a balancer set the production linger).
      SHUTDOWN_LINGER_MS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(
        async () => (await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) })).ok,
        60_000,
        `the app on port ${port}`,
      ),
      exited.then((code) => Promise.reject(new Error(`the app exited with code ${code} before it was ready`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- app output ---\n${output}`);
  }
  return {
    url,
    port,
    process: child,
    logs: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The test runner's environment without anything that would change the app's configuration. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  const appVariables =
    /^(API_KEYS|API_KEYS_FILE|RATE_LIMIT_RPM|IMAGE_EDIT_RPM|REDIS_URL|OPENAI_|IMAGE_|AI_NAME_|OCR_|CONSOLE_|SHUTDOWN_|BODY_LIMIT|REQUEST_BODY_|METRICS_|LOG_LEVEL|DATABASE_URL|PAST_COINS_|DATA_DIR$)/;
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !appVariables.test(name)) env[name] = value;
  }
  return env;
}

/** POSTs JSON (or a raw string) to the app and returns the status, headers and parsed body. */
export async function post(
  app: Pick<RunningApp, 'url'>,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: any; text: string }> {
  const response = await fetch(`${app.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * Waits until /readyz says the engines are warm (at most `withinMs`): image text is read within a
 * 2 s budget, which a cold start of the OCR workers could eat. Throws when it never is.
 */
export async function untilReady(app: Pick<RunningApp, 'url'>, withinMs = 60_000): Promise<void> {
  for (let waited = 0; waited < withinMs; waited += 250) {
    if ((await fetch(`${app.url}/readyz`)).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app did not become ready within ${withinMs / 1000} s`);
}

/** The server's /metrics text, read with the metrics token. */
export async function metricsText(app: Pick<RunningApp, 'url'>, token: string): Promise<string> {
  return (await fetch(`${app.url}/metrics`, { headers: bearer(token) })).text();
}

/** One series' value in /metrics text, `series` being its name and labels as printed (0 when absent). */
export function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
