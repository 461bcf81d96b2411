/**
 * Accuracy benchmark of the service's OCR path: `npm run eval:ocr [DIR] [--set key=value ...]
 * [--workers N] [--limit N] [--half tune|check] [--reader gutenye] [--verbose]`. DIR defaults to
 * shared/datasets/ocr-dev. The tune half is the images at even positions of labels.jsonl, the
 * check half those at odd ones. `--reader gutenye` reads with `@gutenye/ocr-node` (a
 * devDependency, the peer baseline) instead of the service's engine.
 * Prints character error rates with and without spaces and the word error rate (case-insensitive,
 * whitespace collapsed; errors summed over the set, divided by the ground truth's length), the
 * share of ground-truth visual rows that a returned line overlaps with box IoU ≥ 0.5, the median
 * latency per image and the wall time of the whole set at `--workers` images at once.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../../lib/engines/ocr/settings';
import { boxOf, DEFAULT_OCR_DATASET, readDataset, visualRows, type LabelledImage } from './data';
import { matchedRows, percentile, textErrors } from './metrics';
import { createBenchEngine } from './engine';
import type { Box } from '../../lib/engines/ocr/types';

interface Score {
  file: string;
  stratum: string;
  charErrors: number;
  chars: number;
  glyphErrors: number;
  glyphs: number;
  wordErrors: number;
  words: number;
  rows: number;
  rowsMatched: number;
  latencyMs: number;
}

/** Applies `key=value` overrides (from the eval command line) to a copy of the settings. */
function withOverrides(base: OcrSettings, overrides: readonly string[]): OcrSettings {
  const settings: Record<string, unknown> = { ...base };
  for (const override of overrides) {
    const [key, raw] = override.split('=', 2);
    if (!key || raw === undefined || !(key in settings)) throw new Error(`unknown setting: ${override}`);
    settings[key] = typeof settings[key] === 'number' ? Number(raw) : raw;
  }
  return settings as unknown as OcrSettings;
}

function parseArgs(argv: string[]) {
  const overrides: string[] = [];
  let dir = DEFAULT_OCR_DATASET;
  let workers = 1;
  let limit = Number.POSITIVE_INFINITY;
  let verbose = false;
  let half: 'tune' | 'check' | undefined;
  let reader: 'service' | 'gutenye' = 'service';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--set') overrides.push(argv[++i] ?? '');
    else if (arg === '--workers') workers = Number(argv[++i]);
    else if (arg === '--limit') limit = Number(argv[++i]);
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--half') half = parseHalf(argv[++i]);
    else if (arg === '--reader') reader = parseReader(argv[++i]);
    else dir = arg;
  }
  return { dir, settings: withOverrides(DEFAULT_OCR_SETTINGS, overrides), workers, limit, verbose, half, reader };
}

function parseHalf(value: string | undefined): 'tune' | 'check' {
  if (value === 'tune' || value === 'check') return value;
  throw new Error(`--half takes tune or check, not ${value}`);
}

function parseReader(value: string | undefined): 'service' | 'gutenye' {
  if (value === 'service' || value === 'gutenye') return value;
  throw new Error(`--reader takes service or gutenye, not ${value}`);
}

/** What the eval scores: the text and the line boxes an image was read as. */
interface Reading {
  text: string;
  boxes: Box[];
}

interface Reader {
  read(bytes: Buffer, path: string): Promise<Reading>;
  close(): Promise<void>;
}

async function createReader(args: ReturnType<typeof parseArgs>): Promise<Reader> {
  if (args.reader === 'gutenye') return createGutenyeReader();
  const engine = createBenchEngine(args.workers, args.settings);
  await engine.warm();
  return {
    read: async (bytes) => {
      const result = await engine.recognize(bytes);
      return { text: result.text, boxes: result.lines.map((line) => boxOf(line.points)) };
    },
    close: () => engine.shutdown(),
  };
}

/** `@gutenye/ocr-node` out of the box: its lines (already grouped into rows) joined by newlines. */
async function createGutenyeReader(): Promise<Reader> {
  const { default: Ocr } = (await import('@gutenye/ocr-node')) as unknown as {
    default: {
      create(): Promise<{ detect(path: string): Promise<Array<{ text: string; box?: number[][] }>> }>;
    };
  };
  const ocr = await Ocr.create();
  return {
    read: async (_bytes, path) => {
      const lines = await ocr.detect(path);
      return {
        text: lines.map((line) => line.text).join('\n'),
        boxes: lines.flatMap((line) => (line.box ? [boxOf(line.box.map(([x = 0, y = 0]) => ({ x, y })))] : [])),
      };
    },
    close: async () => undefined,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const images = readDataset(args.dir)
    .filter((_, index) => !args.half || (index % 2 === 0) === (args.half === 'tune'))
    .slice(0, args.limit);
  console.log(
    `OCR eval: ${images.length} images from ${args.dir}${args.half ? ` (${args.half} half)` : ''}, ${args.workers} at once, read by ${args.reader}`,
  );
  if (args.reader === 'service') console.log(`settings: ${JSON.stringify(args.settings)}`);
  const reader = await createReader(args);
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();

  const scores: Score[] = [];
  const queue = [...images];
  await Promise.all(
    Array.from({ length: args.workers }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        const score = await scoreImage(reader, image);
        scores.push(score);
        if (args.verbose) console.log(describe(score));
      }
    }),
  );
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  await reader.close();

  printTable(scores);
  console.log(`\nwall time: ${wallSeconds.toFixed(1)} s for ${scores.length} images, ${args.workers} at once`);
  // CPU time of every thread of this process: a cost a busy shared machine does not inflate as much as wall time.
  console.log(`CPU time: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
  // The whole engine (its threads included) runs in this process.
  console.log(`peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}

async function scoreImage(reader: Reader, image: LabelledImage): Promise<Score> {
  const bytes = readFileSync(image.path);
  const started = performance.now();
  const result = await reader.read(bytes, image.path);
  const latencyMs = performance.now() - started;
  const rows = visualRows(image.regions);
  const errors = textErrors(image.text, result.text);
  return {
    file: image.file,
    stratum: image.stratum ?? 'all',
    ...errors,
    rows: rows.length,
    rowsMatched: matchedRows(rows, result.boxes),
    latencyMs,
  };
}

function summarise(scores: readonly Score[]) {
  const sum = (pick: (score: Score) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    cer: sum((s) => s.charErrors) / sum((s) => s.chars),
    cerNoSpaces: sum((s) => s.glyphErrors) / sum((s) => s.glyphs),
    wer: sum((s) => s.wordErrors) / sum((s) => s.words),
    rowMatch: sum((s) => s.rowsMatched) / sum((s) => s.rows),
    medianMs: percentile(
      scores.map((s) => s.latencyMs),
      0.5,
    ),
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

function describe(score: Score): string {
  const cer = score.charErrors / score.chars;
  return `${score.file.padEnd(16)} CER ${pct(cer)}  rows ${score.rowsMatched}/${score.rows}  ${Math.round(score.latencyMs)} ms`;
}

function printTable(scores: readonly Score[]) {
  const groups = new Map<string, Score[]>([['all', [...scores]]]);
  for (const score of scores) {
    if (score.stratum === 'all') continue;
    groups.set(score.stratum, [...(groups.get(score.stratum) ?? []), score]);
  }
  console.log('\nset        images     CER  CER w/o spaces     WER  row match  median latency');
  for (const [name, group] of groups) {
    const s = summarise(group);
    console.log(
      `${name.padEnd(10)} ${String(group.length).padStart(6)} ${pct(s.cer)}         ${pct(s.cerNoSpaces)} ${pct(s.wer)}    ${pct(s.rowMatch)}  ${Math.round(s.medianMs)} ms`,
    );
  }
}

// The exit is explicit: after the last image the process was seen hanging with a Napi::Error, most
// likely from onnxruntime's native sessions (the peer's are never released).
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
