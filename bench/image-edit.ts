/**
 * Latency of POST /private/image_edit on the embedded editor, next to the bare sharp work the
 * same inputs need (decode → fit onto 512x512 → encode JPEG), timed in this process.
 *
 *   npx tsx bench/image-edit.ts                       starts the production build itself
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_API_KEY=… npx tsx bench/image-edit.ts
 *                                                     against an app you started (IMAGE_EDIT_RPM must allow the runs)
 * BENCH_RUNS (default 20) timed runs per case, after 3 warm-up runs.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { startApp, type RunningApp } from '../test-support/app';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = 3;

interface Target {
  url: string;
  key: string;
  app?: RunningApp;
}

async function target(): Promise<Target> {
  if (process.env.BENCH_URL && process.env.BENCH_API_KEY) return { url: process.env.BENCH_URL, key: process.env.BENCH_API_KEY };
  const key = randomBytes(24).toString('hex');
  const app = await startApp({
    API_KEYS: JSON.stringify([{ key, user: 'bench', imageEdit: true }]),
    RATE_LIMIT_RPM: '100000',
    IMAGE_EDIT_RPM: '100000',
    IMAGE_EDIT_ENGINE: 'local',
    LOG_LEVEL: 'warn',
  });
  return { url: app.url, key, app };
}

/** A 2000x1500 photo-like JPEG: smooth noise, so it neither compresses to nothing nor is pure noise. */
async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: 500, height: 375, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 60 } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(2000, 1500, { kernel: 'cubic' }).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

async function timeIt(task: () => Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < WARMUP; run += 1) await task();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function bareFit(jpegs: Buffer[]): Promise<void> {
  if (jpegs.length === 0) {
    await sharp({ create: { width: 512, height: 512, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
    return;
  }
  await Promise.all(
    jpegs.map((jpeg) =>
      sharp(jpeg)
        .autoOrient()
        .flatten({ background: '#ffffff' })
        .resize(512, 512, { fit: 'contain', background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

async function main() {
  const jpegs = await Promise.all([0, 1, 2].map(photo));
  const images = jpegs.map((jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`);
  const where = await target();
  try {
    const cases = [
      { name: '(a) no images', body: { prompt: 'Grand opening this Saturday at the harbour market, everyone welcome' }, inputs: [] as Buffer[] },
      { name: '(b) three 2000x1500 JPEGs', body: { prompt: 'put them in a grid and add a thin black border', images }, inputs: jpegs },
    ];
    const rows: string[][] = [];
    for (const { name, body, inputs } of cases) {
      const payload = JSON.stringify(body);
      const endpoint = await timeIt(async () => {
        const response = await fetch(`${where.url}/private/image_edit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${where.key}` },
          body: payload,
        });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`status ${response.status}: ${text.slice(0, 200)}`);
      });
      const bare = await timeIt(() => bareFit(inputs));
      const ratio = quantile(endpoint, 0.5) / quantile(bare, 0.5);
      rows.push([
        name,
        quantile(endpoint, 0.5).toFixed(1),
        quantile(endpoint, 0.95).toFixed(1),
        quantile(bare, 0.5).toFixed(1),
        quantile(bare, 0.95).toFixed(1),
        `${ratio.toFixed(2)}x`,
      ]);
    }
    const header = ['case', 'endpoint p50 ms', 'endpoint p95 ms', 'bare sharp p50 ms', 'bare sharp p95 ms', 'p50 ratio'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    console.log(`image_edit latency, embedded editor, ${RUNS} runs per case after ${WARMUP} warm-up, sequential`);
    console.log(`input sizes: ${jpegs.map((jpeg) => `${Math.round(jpeg.length / 1024)} KB`).join(', ')}`);
    console.log(line(header));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of rows) console.log(line(row));
  } finally {
    await where.app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
