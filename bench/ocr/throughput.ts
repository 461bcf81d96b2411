/**
 * Throughput benchmark: `npm run bench:ocr [-- --images N] [--url URL]`.
 * Drives the OCR service over HTTP (the production build it starts itself, or a running server
 * given by --url with API_KEY in the environment) at concurrency 1, 2 and 4 with the ocr-dev
 * receipts, and runs native Tesseract (Debian's `tesseract`, one process per core,
 * OMP_THREAD_LIMIT=1, --psm 6) and `@gutenye/ocr-node` (one process, as many images at once as
 * cores) over the same images in the same run. Prints images/second, p50/p95 latency, CPU seconds
 * per image, the ratios to native and to `@gutenye/ocr-node`, and the server's resident memory
 * idle after warm-up and at its peak.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { DEFAULT_OCR_DATASET, readDataset } from './data';
import { percentile } from './metrics';
import { endedChildrenCpuSeconds, treeCpuSeconds, treeRssMb } from '../../test-support/process-tree';

interface Run {
  label: string;
  images: number;
  seconds: number;
  latencies: number[];
  /** CPU seconds the run cost (every process and thread that read), when known. */
  cpuSeconds?: number;
  /** Peak resident memory of what read, when it ran in a process of its own. */
  peakMb?: number;
}

function parseArgs(argv: string[]) {
  let count = 24;
  let url: string | undefined;
  let dir = DEFAULT_OCR_DATASET;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--images') count = Number(argv[++i]);
    else if (argv[i] === '--url') url = argv[++i];
    else dir = argv[i]!;
  }
  return { count, url, dir };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const files = readDataset(args.dir)
    .map((image) => image.path)
    .slice(0, args.count);
  const cores = availableParallelism();
  const key = process.env.API_KEY ?? 'bench-ocr-key-0123456789abcdef';
  let app: RunningApp | undefined;
  let target: { url: string };
  if (args.url) {
    target = { url: args.url };
  } else {
    // OCR_RECOGNIZER and OCR_DETECTOR_PROCESS from the bench's own environment set the server's.
    const settings = Object.fromEntries(
      ['OCR_RECOGNIZER', 'OCR_DETECTOR_PROCESS'].flatMap((name) => {
        const value = process.env[name];
        return value ? [[name, value]] : [];
      }),
    );
    app = await startApp({
      API_KEYS: JSON.stringify([{ key, user: 'bench' }]),
      RATE_LIMIT_RPM: '1000000',
      // The bench is one user who may use every worker (by default one user holds all but one), and
      // on a busy machine no request gives up waiting: it measures the engine, not the sharing.
      OCR_USER_SLOTS: String(cores),
      OCR_QUEUE_WAIT_MS: '600000',
      ...settings,
    });
    target = app;
  }
  let peakMb = 0;
  const sampler = app ? setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(app!.process.pid!))), 250) : undefined;

  try {
    const bodies = files.map((file) => ({
      images: [`data:image/jpeg;base64,${readFileSync(file).toString('base64')}`],
    }));
    const startedMb = app ? await settledRssMb(app.process.pid!) : undefined;
    // One warm-up pass per worker, not timed.
    await Promise.all(bodies.slice(0, cores).map((body) => recognizeOnce(target, key, body)));
    const idleMb = app ? await settledRssMb(app.process.pid!) : undefined;

    console.log(`OCR throughput: ${files.length} receipts from ${args.dir}, ${cores} cores`);
    const native = await nativeRun('native tesseract (fast model, Debian)', files, cores);
    const nativeBestInt = await nativeRun(
      'native tesseract (best_int model, as tesseract.js)',
      files,
      cores,
      bestIntDir(),
    );
    const peer = await gutenyeRun(files, cores);
    const service: Run[] = [];
    for (const concurrency of [1, 2, 4]) {
      const cpuBefore = app ? treeCpuSeconds(app.process.pid!) : undefined;
      const run = await serviceRun(target, key, bodies, concurrency);
      if (cpuBefore !== undefined) run.cpuSeconds = treeCpuSeconds(app!.process.pid!) - cpuBefore;
      service.push(run);
    }

    const rate = (run: Run) => run.images / run.seconds;
    const cpuPerImage = (run: Run) => (run.cpuSeconds === undefined ? '' : (run.cpuSeconds / run.images).toFixed(2));
    console.log(`\n${'run'.padEnd(62)} img/s   p50 ms   p95 ms  CPU s/img  vs native  vs gutenye`);
    for (const run of [native, nativeBestInt, peer, ...service]) {
      console.log(
        `${run.label.padEnd(62)} ${rate(run).toFixed(2).padStart(5)} ${Math.round(percentile(run.latencies, 0.5)).toString().padStart(8)} ${Math.round(percentile(run.latencies, 0.95)).toString().padStart(8)} ${cpuPerImage(run).padStart(10)} ${`${(rate(run) / rate(native)).toFixed(2)}x`.padStart(10)} ${`${(rate(run) / rate(peer)).toFixed(2)}x`.padStart(11)}`,
      );
    }
    const atCores = service.find((run) => run.label.endsWith(`concurrency ${cores}`)) ?? service[1]!;
    console.log(
      `\n${atCores.label}: ${(rate(atCores) / rate(native)).toFixed(2)}x native tesseract, ${(rate(atCores) / rate(peer)).toFixed(2)}x @gutenye/ocr-node`,
    );
    if (peer.peakMb !== undefined) console.log(`@gutenye/ocr-node peak RSS: ${Math.round(peer.peakMb)} MB`);
    if (app) {
      console.log(
        `server RSS (process tree): ${Math.round(startedMb!)} MB idle once started, ${Math.round(idleMb!)} MB idle after ${cores} receipts, ${Math.round(peakMb)} MB peak`,
      );
    }
  } finally {
    if (sampler) clearInterval(sampler);
    await app?.stop();
  }
}

/** The server's resident memory once it has been idle for a few seconds after warm-up. */
async function settledRssMb(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return treeRssMb(pid);
}

async function recognizeOnce(target: { url: string }, key: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await post(target, '/private/ocr', body, bearer(key));
  if (response.status !== 200) throw new Error(`OCR answered ${response.status}: ${response.text.slice(0, 200)}`);
  return performance.now() - started;
}

async function serviceRun(target: { url: string }, key: string, bodies: unknown[], concurrency: number): Promise<Run> {
  const queue = [...bodies];
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let body = queue.shift(); body; body = queue.shift()) latencies.push(await recognizeOnce(target, key, body));
    }),
  );
  return {
    label: `service, concurrency ${concurrency}`,
    images: bodies.length,
    seconds: (performance.now() - started) / 1000,
    latencies,
  };
}

async function nativeRun(label: string, files: string[], processes: number, tessdataDir?: string): Promise<Run> {
  const queue = [...files];
  const latencies: number[] = [];
  const cpuBefore = endedChildrenCpuSeconds();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: processes }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) latencies.push(await tesseract(file, tessdataDir));
    }),
  );
  return {
    label: `${label}, ${processes} processes`,
    images: files.length,
    seconds: (performance.now() - started) / 1000,
    latencies,
    cpuSeconds: endedChildrenCpuSeconds() - cpuBefore,
  };
}

/** `@gutenye/ocr-node` on the same files, `concurrency` at a time in one process of its own (gutenye-throughput.ts). */
async function gutenyeRun(files: string[], concurrency: number): Promise<Run> {
  const script = path.join(import.meta.dirname, 'gutenye-throughput.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(concurrency), ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(child.pid!))), 250);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const cpuBefore = endedChildrenCpuSeconds();
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`@gutenye/ocr-node's run exited with ${code}`);
  const { seconds, latencies } = JSON.parse(output.trim().split('\n').at(-1)!) as {
    seconds: number;
    latencies: number[];
  };
  return {
    label: `@gutenye/ocr-node 1.4.8, ${concurrency} at once in one process`,
    images: files.length,
    seconds,
    latencies,
    // Its model loading and warm-up read included: a little more than its reading alone.
    cpuSeconds: endedChildrenCpuSeconds() - cpuBefore,
    peakMb,
  };
}

function tesseract(file: string, tessdataDir?: string): Promise<number> {
  const args = [file, 'stdout', '--psm', '6', '--oem', '1', ...(tessdataDir ? ['--tessdata-dir', tessdataDir] : [])];
  const started = performance.now();
  return new Promise((resolve, reject) =>
    execFile('tesseract', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 16 << 20 }, (error) =>
      error ? reject(error) : resolve(performance.now() - started),
    ),
  );
}

/** The model tesseract.js uses, unpacked for native tesseract, to tell the model's cost from WASM's. */
function bestIntDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ocr-bench-'));
  const packed = readFileSync(
    path.join(process.cwd(), 'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'),
  );
  writeFileSync(path.join(dir, 'eng.traineddata'), gunzipSync(packed));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
