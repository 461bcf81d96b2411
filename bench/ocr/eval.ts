/**
 * Accuracy benchmark of the service's OCR path: `npm run eval:ocr [DIR] [--set key=value ...]
 * [--workers N] [--limit N] [--verbose]`. DIR defaults to shared/datasets/ocr-dev.
 * Prints character and word error rates (case-insensitive, whitespace collapsed; errors summed
 * over the set, divided by the ground truth's length), the share of ground-truth visual rows that
 * a returned line overlaps with box IoU ≥ 0.5, and the median latency per image.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../../lib/engines/ocr/settings';
import { boxOf, DEFAULT_OCR_DATASET, readDataset, visualRows, type LabelledImage } from './data';
import { matchedRows, percentile, textErrors } from './metrics';
import { createBenchEngine } from './engine';

interface Score {
  file: string;
  stratum: string;
  charErrors: number;
  chars: number;
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
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--set') overrides.push(argv[++i] ?? '');
    else if (arg === '--workers') workers = Number(argv[++i]);
    else if (arg === '--limit') limit = Number(argv[++i]);
    else if (arg === '--verbose') verbose = true;
    else dir = arg;
  }
  return { dir, settings: withOverrides(DEFAULT_OCR_SETTINGS, overrides), workers, limit, verbose };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const images = readDataset(args.dir).slice(0, args.limit);
  const engine = createBenchEngine(args.workers, args.settings);
  console.log(`OCR eval: ${images.length} images from ${args.dir}, ${args.workers} worker(s)`);
  console.log(`settings: ${JSON.stringify(args.settings)}`);
  await engine.warm();

  const scores: Score[] = [];
  const queue = [...images];
  await Promise.all(
    Array.from({ length: args.workers }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        const score = await scoreImage(engine, image);
        scores.push(score);
        if (args.verbose) console.log(describe(score));
      }
    }),
  );
  await engine.shutdown();

  printTable(scores);
}

async function scoreImage(engine: ReturnType<typeof createBenchEngine>, image: LabelledImage): Promise<Score> {
  const bytes = readFileSync(image.path);
  const started = performance.now();
  const result = await engine.recognize(bytes);
  const latencyMs = performance.now() - started;
  const rows = visualRows(image.regions);
  const errors = textErrors(image.text, result.text);
  return {
    file: image.file,
    stratum: image.stratum ?? 'all',
    ...errors,
    rows: rows.length,
    rowsMatched: matchedRows(
      rows,
      result.lines.map((line) => boxOf(line.points)),
    ),
    latencyMs,
  };
}

function summarise(scores: readonly Score[]) {
  const sum = (pick: (score: Score) => number) => scores.reduce((total, score) => total + pick(score), 0);
  return {
    cer: sum((s) => s.charErrors) / sum((s) => s.chars),
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
  console.log('\nset        images     CER     WER  row match  median latency');
  for (const [name, group] of groups) {
    const s = summarise(group);
    console.log(
      `${name.padEnd(10)} ${String(group.length).padStart(6)} ${pct(s.cer)} ${pct(s.wer)}    ${pct(s.rowMatch)}  ${Math.round(s.medianMs)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
