/**
 * What the benches and evals share: the closed loop `npm run bench` drives, quantiles, Markdown
 * tables, a process's peak memory, and where the evals find their data sets.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

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

/*
 * Where the evals and benches find their data sets. Each script takes a path on its command line;
 * without one it looks for the project's development sets in a `shared/datasets/` folder beside the
 * repository, which is optional: nothing in the repository's tests needs it. A data set that is not
 * there stops the script with a message saying how to get it or point to it (exit 2, no stack trace).
 */
/** The optional default home of the data sets: `shared/datasets/` beside the repository. */
const BESIDE_REPO = path.resolve(__dirname, '../../shared/datasets');

interface DataSet {
  /** Where it is looked for when no path is given. */
  defaultPath: string;
  /** A file that must exist inside a folder data set ('' when the data set is one file). */
  entry: string;
  /** How to run the scripts that read it, with a path. */
  usage: string;
  layout: string;
  source: string;
}

export const DATA_SETS = {
  'ocr-dev': {
    defaultPath: path.join(BESIDE_REPO, 'ocr-dev'),
    entry: 'labels.jsonl',
    usage: 'npm run eval:ocr -- DIR   or   npm run bench:ocr -- DIR',
    layout: 'images beside a labels.jsonl, one {"file","width","height","lines":[{"text","points"}],"text"} per line',
    source: '40 receipts of SROIE (ICDAR 2019, CC BY 4.0) with their labelled lines',
  },
  'ocr-social': {
    defaultPath: path.resolve(__dirname, 'out/ocr-social'),
    entry: 'labels.jsonl',
    usage: 'npm run data:ocr-social (draws it there), then npm run eval:ocr -- social',
    layout: 'the layout of ocr-dev, each label also with its "half" (tune or check) and "script" (latin or cjk)',
    source: 'drawn by bench/ocr/social-set.ts from Debian photos, fonts and fortunes',
  },
  'naming-dev': {
    defaultPath: path.join(BESIDE_REPO, 'naming-dev.jsonl'),
    entry: '',
    usage: 'npm run eval:naming -- --dev FILE',
    layout: 'a JSONL file, one {"id","text","name","ticker"} per line',
    source: "the project's 100 hand-checked memecoin posts (Coin-Meme, MIT)",
  },
  'naming-train': {
    defaultPath: path.join(BESIDE_REPO, 'naming-train.jsonl'),
    entry: '',
    usage: 'npm run eval:naming -- --train FILE   or   npm run train:naming -- --train FILE',
    layout: 'a JSONL file, one {"id","text","name","ticker"} per line',
    source:
      '2,268 unreviewed post → launched name/ticker pairs from the same dataset (Coin-Meme, MIT), disjoint from naming-dev',
  },
} satisfies Record<string, DataSet>;

export type DataSetName = keyof typeof DATA_SETS;

/** The path of a data set: the one given, else its default; exits with a clear message when it is not there. */
export function dataSetPath(name: DataSetName, given?: string): string {
  const set: DataSet = DATA_SETS[name];
  const chosen = path.resolve(given ?? set.defaultPath);
  if (statSync(path.join(chosen, set.entry), { throwIfNoEntry: false })?.isFile()) return chosen;
  const isDefault = chosen === set.defaultPath;
  const where = isDefault ? `at its default place ${chosen} (shared/ beside the repository)` : `at ${chosen}`;
  console.error(
    [
      `The ${name} data set was not found ${where}${set.entry ? `: no ${set.entry} there` : ''}.`,
      "It is not part of the repository. Put the project's shared/ folder beside the repository, or point to a copy:",
      `  ${set.usage}`,
      `Layout: ${set.layout}.`,
      `Source: ${set.source}.`,
    ].join('\n'),
  );
  process.exit(2);
}
