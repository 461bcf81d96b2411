import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The typed client's package (its `inference` command line). */
export const CLIENT = path.resolve(__dirname, '../clients/typescript');

/** What the client's build reads, besides its sources: a change to either also needs a build. */
const BUILD_INPUTS = ['tsconfig.build.json', 'package.json'];

/** The latest modification time of a file or of any file under a folder (0 when there is none). */
function newestChange(file: string): number {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))));
}

/**
 * Answers the path of the binary the client's package.json names, compiled as `npm pack` ships it
 * (dist/). `npm run build` compiles the client first, so the API tests usually find dist/ newer than
 * every source and skip the compiler (several seconds each time); a source changed since is compiled.
 */
export function buildInferenceBinary(): string {
  const sources = Math.max(
    newestChange(path.join(CLIENT, 'src')),
    ...BUILD_INPUTS.map((file) => newestChange(path.join(CLIENT, file))),
  );
  if (newestChange(path.join(CLIENT, 'dist')) <= sources) {
    const tsc = createRequire(path.join(CLIENT, 'package.json')).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-p', path.join(CLIENT, 'tsconfig.build.json')], { stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync(path.join(CLIENT, 'package.json'), 'utf8')) as {
    bin: { inference: string };
  };
  return path.join(CLIENT, manifest.bin.inference);
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `inference` binary as a shell would: in `cwd`, with API_BASE_URL and API_KEY set (a key of
 * undefined leaves API_KEY out), `input` on its standard input.
 */
export function runInference(
  bin: string,
  options: { cwd: string; url: string; key?: string; input?: string | Buffer },
  ...args: string[]
): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, API_BASE_URL: options.url };
  delete env.API_KEY;
  if (options.key !== undefined) env.API_KEY = options.key;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: options.cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
