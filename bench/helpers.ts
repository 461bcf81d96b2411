import sharp from 'sharp';
import { escapeMarkup, FONT } from '../lib/engines/image_edit/local/draw-text';

/** One row of `npm run bench`: the service's request and its baseline's unit of work. */
export interface BenchCase {
  name: string;
  requests: number;
  /** One request to the service; resolves true on the expected status. */
  service: () => Promise<boolean>;
  baselineName: string;
  /** One unit of the baseline's work; absent when the baseline is not installed. */
  baseline?: () => Promise<boolean>;
}

export interface Samples {
  latencies: number[];
  seconds: number;
  failures: number;
}

/** Keeps `concurrency` calls in flight for `count` calls in all; returns every latency and the wall time. */
export async function closedLoop(concurrency: number, count: number, task: () => Promise<boolean>): Promise<Samples> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const begin = performance.now();
        const ok = await task();
        latencies.push(performance.now() - begin);
        if (!ok) failures += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, failures };
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** A 2000x1500 photo-like JPEG: smooth noise, so it neither compresses to nothing nor is pure noise. */
export async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 500,
      height: 375,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(2000, 1500, { kernel: 'cubic' }).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

/** sharp's own content-aware crop of each aspect (its `attention` strategy), each from the JPEG, to JPEG. */
export async function bareAttention(jpeg: Buffer, crops: Array<{ aspect: string; width: number }>): Promise<void> {
  await Promise.all(
    crops.map(({ aspect, width }) => {
      const [w, h] = aspect.split(':').map(Number);
      return sharp(jpeg)
        .autoOrient()
        .resize(width, Math.round((width * h!) / w!), { fit: 'cover', position: 'attention' })
        .jpeg({ quality: 90 })
        .toBuffer();
    }),
  );
}

/** The bare sharp work an image edit of these inputs needs: decode → orient → flatten → fit 512x512 → encode. */
export async function bareFit(jpegs: Buffer[]): Promise<void> {
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

/**
 * The bare sharp work a no-image edit needs: the text autofitted by libvips into the 472x472 box
 * (512 less a 20 px margin), composited on a white 512x512 canvas and encoded, in one pipeline.
 */
export async function bareText(text: string): Promise<void> {
  await sharp({ create: { width: 512, height: 512, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: {
          text: {
            text: escapeMarkup(text),
            font: FONT,
            width: 472,
            height: 472,
            rgba: true,
            wrap: 'word-char',
            align: 'centre',
          },
        },
        gravity: 'centre',
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (cell ?? '').padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Peak resident memory of a process so far (VmHWM), in MiB. */
export async function peakRssMiB(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
