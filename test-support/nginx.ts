import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './ports';

export interface RunningNginx {
  url: string;
  port: number;
  process: ChildProcess;
  logs(): string;
  /** Every request nginx has finished so far, from its timing log (see TIMING_LOG). */
  requests(): Promise<ProxiedRequest[]>;
  stop(): Promise<void>;
}

/** One request as nginx saw it: when it began and ended (epoch ms) and which upstreams it tried. */
export interface ProxiedRequest {
  startedAt: number;
  endedAt: number;
  upstreams: string[];
  status: number;
}

/**
 * Added to the http block for the tests only: when each request began and ended and the upstreams
 * it went to, so a scenario can count what nginx had in flight to an instance at a given moment.
 */
const TIMING_LOG = `log_format timing '$msec $request_time "$upstream_addr" $status';
  access_log logs/timing.log timing;`;

/** Parses the timing log's lines (`$msec $request_time "$upstream_addr" $status`). */
export function parseTimingLog(text: string): ProxiedRequest[] {
  const requests: ProxiedRequest[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\d+\.\d+) (\d+\.\d+) "([^"]*)" (\d+)$/.exec(line.trim());
    if (!match) continue;
    const endedAt = Number(match[1]) * 1000;
    requests.push({
      startedAt: endedAt - Number(match[2]) * 1000,
      endedAt,
      upstreams: match[3]!.split(/\s*,\s*|\s+:\s+/).filter((address) => address !== '' && address !== '-'),
      status: Number(match[4]),
    });
  }
  return requests;
}

const CONFIG = path.resolve(__dirname, '..', 'deploy', 'nginx.conf');

/** Debian's nginx, from PATH or where the package puts it. */
export function nginxBinary(): string | undefined {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : undefined;
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'));
  return [...onPath, '/usr/sbin/nginx'].find((candidate) => existsSync(candidate));
}

/**
 * deploy/nginx.conf itself, with only what differs outside Docker substituted: the upstream's one
 * `server app:3000 …` line becomes one line per given loopback port (same parameters, without
 * Docker's `resolve`), and the listener moves to a free loopback port.
 */
export function localConfig(source: string, upstreamPorts: number[], listenPort: number): string {
  const server = source.match(/^(\s*)server app:3000 resolve([^;]*);$/m);
  if (!server) throw new Error('deploy/nginx.conf has no `server app:3000 resolve …;` line to substitute');
  const [line, indent, parameters] = server;
  const servers = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`).join('\n');
  if (!/^\s*listen 80;$/m.test(source)) throw new Error('deploy/nginx.conf has no `listen 80;` line to substitute');
  if (!/^http \{$/m.test(source)) throw new Error('deploy/nginx.conf has no `http {` line to add the timing log to');
  return source
    .replace(line, servers)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`)
    .replace(/^http \{$/m, `http {\n  ${TIMING_LOG}`);
}

/** Real nginx in front of the given app ports, run from a temporary prefix (pid, logs, temp files). */
export async function startNginx(upstreamPorts: number[]): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: apt-get install nginx (or set NGINX_BIN)');
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  await mkdir(path.join(prefix, 'logs'));
  const port = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  await writeFile(config, localConfig(await readFile(CONFIG, 'utf8'), upstreamPorts, port));
  let output = '';
  const child = spawn(
    binary,
    ['-p', prefix, '-c', config, '-g', `daemon off; pid ${prefix}/nginx.pid; error_log stderr warn;`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(
        async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).status < 500,
        15_000,
        'nginx',
      ),
      exited.then(() => Promise.reject(new Error(`nginx exited before it was ready:\n${output}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    process: child,
    logs: () => output,
    requests: async () =>
      parseTimingLog(await readFile(path.join(prefix, 'logs', 'timing.log'), 'utf8').catch(() => '')),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
