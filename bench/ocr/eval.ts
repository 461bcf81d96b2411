/**
 * Accuracy benchmark of the service's OCR path: `npm run eval:ocr [DIR | social] [--set key=value ...]
 * [--workers N] [--limit N] [--half tune|check] [--reader service|gutenye|tesseract] [--baselines]
 * [--verbose]`.
 * DIR defaults to shared/datasets/ocr-dev; `social` (or `--set social`) is the social set that
 * `npm run data:ocr-social` draws (bench/ocr/social-set.ts), scored per kind. The tune half is the
 * images a set's labels put in it, else those at even positions of labels.jsonl (the check half
 * the odd ones). `--reader gutenye` reads with `@gutenye/ocr-node` (a devDependency, the peer
 * baseline), `--reader tesseract` with native Tesseract 5 (`/usr/bin/tesseract`, PSM 6, eng, or
 * chi_sim+jpn for a set's CJK images; one process per worker), instead of the service's engine; a
 * baseline that is not installed is reported missing. `--baselines` reads with the service's engine
 * and then with both baselines, one after another, and ends with one table of them all.
 * `--unturn` turns each turned picture back upright before the service's engine reads it, so that the `turned` kind
 * reads as its pictures would upright (what reading them turned should match; no row match then).
 * For the service's engine it also prints how well a line's confidence predicts its characters are
 * right (bench/ocr/confidence.ts).
 * Prints character error rates with and without spaces and the word error rate (case-insensitive,
 * whitespace collapsed; errors summed over the set, divided by the ground truth's length), the
 * share of ground-truth visual rows that a returned line overlaps with box IoU ≥ 0.5, the median
 * latency per image and the wall time of the whole set at `--workers` images at once.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../../lib/engines/ocr/settings';
import { bands, scoreLines, sweep, type ScoredLine } from './confidence';
import {
  boxOf,
  DEFAULT_OCR_DATASET,
  readDataset,
  SOCIAL_OCR_DATASET,
  visualRows,
  visualRowTexts,
  type LabelledImage,
} from './data';
import { matchedRows, percentile, spaceSlips, textErrors, type SpaceSlips } from './metrics';
import { createBenchEngine } from './engine';
import type { Box } from '../../lib/engines/ocr/types';

const READERS = ['service', 'gutenye', 'tesseract'] as const;
type ReaderName = (typeof READERS)[number];
const NATIVE_TESSERACT = '/usr/bin/tesseract';

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
  /** The word breaks the reading lacks or adds. */
  slips: SpaceSlips;
  /** The returned lines scored against the labels, when the reader says how sure it is of each. */
  lines: ScoredLine[];
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
  const social = () => (dir = SOCIAL_OCR_DATASET);
  let workers = 1;
  let limit = Number.POSITIVE_INFINITY;
  let verbose = false;
  let half: 'tune' | 'check' | undefined;
  let reader: ReaderName = 'service';
  let baselines = false;
  let unturn = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--set') {
      const value = argv[++i] ?? '';
      if (value === 'social') social();
      else overrides.push(value);
    } else if (arg === '--workers') workers = Number(argv[++i]);
    else if (arg === '--limit') limit = Number(argv[++i]);
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--half') half = parseHalf(argv[++i]);
    else if (arg === '--reader') reader = parseReader(argv[++i]);
    else if (arg === '--baselines') baselines = true;
    else if (arg === '--unturn') unturn = true;
    else if (arg === 'social') social();
    else dir = arg;
  }
  return {
    dir,
    set: dir === SOCIAL_OCR_DATASET ? ('ocr-social' as const) : ('ocr-dev' as const),
    settings: withOverrides(DEFAULT_OCR_SETTINGS, overrides),
    workers,
    limit,
    verbose,
    half,
    reader,
    baselines,
    unturn,
  };
}

function parseHalf(value: string | undefined): 'tune' | 'check' {
  if (value === 'tune' || value === 'check') return value;
  throw new Error(`--half takes tune or check, not ${value}`);
}

function parseReader(value: string | undefined): ReaderName {
  if (READERS.includes(value as ReaderName)) return value as ReaderName;
  throw new Error(`--reader takes ${READERS.join(', ')}, not ${value}`);
}

/** What the eval scores: the text and the line boxes an image was read as, and each line's confidence when known. */
interface Reading {
  text: string;
  /** Absent when the reader gives no boxes (native Tesseract's text output). */
  boxes?: Box[];
  lines?: Array<{ text: string; confidence: number }>;
}

interface Reader {
  read(bytes: Buffer, image: LabelledImage): Promise<Reading>;
  close(): Promise<void>;
}

/** The reader asked for, or why it cannot run (a baseline that is not installed). */
async function createReader(args: ReturnType<typeof parseArgs>): Promise<Reader | string> {
  if (args.reader === 'gutenye') return createGutenyeReader();
  if (args.reader === 'tesseract') return createNativeReader();
  const engine = createBenchEngine(args.workers, args.settings);
  await engine.warm();
  return {
    read: async (bytes) => {
      const result = await engine.recognize(bytes);
      return { text: result.text, boxes: result.lines.map((line) => boxOf(line.points)), lines: result.lines };
    },
    close: () => engine.shutdown(),
  };
}

/** Native Tesseract 5, one process per image (`--workers` at once), each on one thread: PSM 6, eng or chi_sim+jpn. */
function createNativeReader(): Reader | string {
  const install = 'apt-get install tesseract-ocr tesseract-ocr-chi-sim tesseract-ocr-jpn';
  if (!existsSync(NATIVE_TESSERACT)) return `native Tesseract is missing: no ${NATIVE_TESSERACT} (${install})`;
  const languages = execFileSync(NATIVE_TESSERACT, ['--list-langs'], { encoding: 'utf8' }).split('\n');
  const absent = ['eng', 'chi_sim', 'jpn'].filter((language) => !languages.includes(language));
  if (absent.length > 0) return `native Tesseract is missing the ${absent.join(', ')} model (${install})`;
  const run = promisify(execFile);
  return {
    read: async (_bytes, image) => {
      const language = image.script === 'cjk' ? 'chi_sim+jpn' : 'eng';
      const args = [image.path, 'stdout', '--psm', '6', '-l', language];
      const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
      try {
        const { stdout } = await run(NATIVE_TESSERACT, args, { env, maxBuffer: 16 * 1024 * 1024 });
        return { text: stdout };
      } catch (error) {
        // A crash of Tesseract on a picture (it was seen to segfault on some CJK captions) reads nothing.
        const { signal, code } = error as { signal?: string; code?: number };
        console.log(`native Tesseract failed on ${image.file} (${signal ?? `exit ${code}`}): scored as nothing read`);
        return { text: '' };
      }
    },
    close: async () => undefined,
  };
}

/** `@gutenye/ocr-node` out of the box: its lines (already grouped into rows) joined by newlines. */
async function createGutenyeReader(): Promise<Reader | string> {
  const imported = await import('@gutenye/ocr-node').catch((error: Error) => error);
  if (imported instanceof Error)
    return `@gutenye/ocr-node is missing (npm install --no-save @gutenye/ocr-node): ${imported.message}`;
  const { default: Ocr } = imported as unknown as {
    default: {
      create(): Promise<{ detect(path: string): Promise<Array<{ text: string; box?: number[][] }>> }>;
    };
  };
  const ocr = await Ocr.create();
  return {
    read: async (_bytes, image) => {
      const lines = await ocr.detect(image.path);
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
  const images = readDataset(args.dir, args.set)
    .filter((image, index) => !args.half || (image.half ?? (index % 2 === 0 ? 'tune' : 'check')) === args.half)
    .slice(0, args.limit);
  const readers = args.baselines ? READERS : [args.reader];
  const runs: Array<{ reader: ReaderName } & Run> = [];
  // One reader after another, never at once: each is timed alone.
  for (const reader of readers) {
    const run = await evaluate({ ...args, reader }, images);
    if (run) runs.push({ reader, ...run });
  }
  if (runs.length > 1) printComparison(runs, args.workers);
  // The whole engine (its threads included) runs in this process.
  console.log(`peak RSS of this process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}

interface Run {
  scores: Score[];
  wallSeconds: number;
  cpuSeconds: number;
}

/** Reads and scores the images with one reader; nothing when that reader is not installed (it says so). */
async function evaluate(args: ReturnType<typeof parseArgs>, images: LabelledImage[]): Promise<Run | undefined> {
  console.log(
    `\nOCR eval: ${images.length} images from ${args.dir}${args.half ? ` (${args.half} half)` : ''}, ${args.workers} at once, read by ${args.reader}`,
  );
  if (args.reader === 'service') console.log(`settings: ${JSON.stringify(args.settings)}`);
  const reader = await createReader(args);
  if (typeof reader === 'string') {
    console.log(reader);
    return undefined;
  }
  const wallStart = performance.now();
  const cpuStart = cpuSeconds();

  const scores: Score[] = [];
  const queue = [...images];
  await Promise.all(
    Array.from({ length: args.workers }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        const score = await scoreImage(reader, image, args.unturn);
        scores.push(score);
        if (args.verbose) console.log(describe(score));
      }
    }),
  );
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const cpu = cpuSeconds() - cpuStart;
  await reader.close();

  printTable(scores);
  printConfidence(scores.flatMap((score) => score.lines));
  console.log(`\nwall time: ${wallSeconds.toFixed(1)} s for ${scores.length} images, ${args.workers} at once`);
  // CPU time of every thread of this process and of the processes it ran: a cost a busy shared
  // machine does not inflate as much as wall time.
  console.log(`CPU time: ${cpu.toFixed(1)} s`);
  return { scores, wallSeconds, cpuSeconds: cpu };
}

/** One row per reader: CER / CER without spaces of each stratum, their mean, and the set's wall and CPU time. */
function printComparison(runs: ReadonlyArray<{ reader: ReaderName } & Run>, workers: number) {
  const strata = [...new Set(runs[0]!.scores.map((score) => score.stratum))];
  console.log(
    `\nreader     ${strata.map((name) => name.padEnd(18)).join('')}mean              wall (${workers} at once)  CPU`,
  );
  for (const { reader, scores, wallSeconds, cpuSeconds: cpu } of runs) {
    const summaries = strata.map((name) => summarise(scores.filter((score) => score.stratum === name)));
    const mean = (pick: (s: (typeof summaries)[number]) => number) =>
      summaries.reduce((sum, s) => sum + pick(s), 0) / summaries.length;
    const cell = (cer: number, cerNoSpaces: number) => `${pct(cer).trim()} / ${pct(cerNoSpaces).trim()}`.padEnd(18);
    console.log(
      `${reader.padEnd(10)} ${summaries.map((s) => cell(s.cer, s.cerNoSpaces)).join('')}${cell(
        mean((s) => s.cer),
        mean((s) => s.cerNoSpaces),
      )}${`${wallSeconds.toFixed(1)} s`.padEnd(18)}${cpu.toFixed(1)} s`,
    );
  }
}

/** CPU seconds used so far by this process and by the child processes it has waited for (/proc/self/stat). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // cutime and cstime, fields 16 and 17 of the stat line, in clock ticks of 1/100 s.
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + children;
}

async function scoreImage(reader: Reader, image: LabelledImage, unturn: boolean): Promise<Score> {
  const turnedBack = unturn && image.turn !== undefined;
  const file = readFileSync(image.path);
  const bytes = turnedBack
    ? await sharp(file)
        .rotate(360 - image.turn!)
        .jpeg({ quality: 92 })
        .toBuffer()
    : file;
  const started = performance.now();
  const read = await reader.read(bytes, image);
  // The labels' boxes are in the turned picture's pixels: a picture read turned back has no row match.
  const result = turnedBack ? { ...read, boxes: undefined } : read;
  const latencyMs = performance.now() - started;
  const rows = visualRows(image.regions);
  const errors = textErrors(image.text, result.text);
  return {
    file: image.file,
    stratum: image.stratum ?? 'all',
    ...errors,
    rows: result.boxes ? rows.length : 0,
    rowsMatched: result.boxes ? matchedRows(rows, result.boxes) : 0,
    latencyMs,
    slips: spaceSlips(image.text, result.text),
    lines: result.lines
      ? scoreLines(
          result.lines,
          // A read line may hold one labelled region or a whole row of them (the engine joins a row's regions).
          [...image.regions.map((region) => region.text), ...visualRowTexts(image.regions)],
        )
      : [],
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

const pct = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`).padStart(7);

function describe(score: Score): string {
  const cer = score.charErrors / score.chars;
  const { missing, extra } = score.slips;
  const slips = [...missing.slice(0, 6).map((at) => `  - ${at}`), ...extra.slice(0, 6).map((at) => `  + ${at}`)];
  return [
    `${score.file.padEnd(22)} CER ${pct(cer)}  rows ${score.rowsMatched}/${score.rows}  ${Math.round(score.latencyMs)} ms  spaces missing ${missing.length}, extra ${extra.length}`,
    ...slips,
  ].join('\n');
}

function printTable(scores: readonly Score[]) {
  const groups = new Map<string, Score[]>([['all', [...scores]]]);
  for (const score of scores) {
    if (score.stratum === 'all') continue;
    groups.set(score.stratum, [...(groups.get(score.stratum) ?? []), score]);
  }
  console.log('\nset        images     CER  CER w/o spaces     WER  row match  median latency');
  const kinds: Array<ReturnType<typeof summarise>> = [];
  for (const [name, group] of groups) {
    const s = summarise(group);
    if (name !== 'all') kinds.push(s);
    console.log(
      `${name.padEnd(10)} ${String(group.length).padStart(6)} ${pct(s.cer)}         ${pct(s.cerNoSpaces)} ${pct(s.wer)}    ${pct(s.rowMatch)}  ${Math.round(s.medianMs)} ms`,
    );
  }
  if (kinds.length > 1) {
    const mean = (pick: (s: (typeof kinds)[number]) => number) =>
      kinds.reduce((sum, s) => sum + pick(s), 0) / kinds.length;
    console.log(
      `${'mean'.padEnd(10)} ${''.padStart(6)} ${pct(mean((s) => s.cer))}         ${pct(mean((s) => s.cerNoSpaces))} ${pct(mean((s) => s.wer))}   (mean of the strata)`,
    );
  }
  const count = (pick: (slips: SpaceSlips) => string[]) => scores.reduce((sum, s) => sum + pick(s.slips).length, 0);
  console.log(`word breaks: ${count((s) => s.missing)} spaces missing, ${count((s) => s.extra)} extra`);
}

/** Lines by confidence band with the share of their characters right, and what each threshold would keep. */
function printConfidence(lines: readonly ScoredLine[]) {
  if (lines.length === 0) return;
  console.log('\nconfidence   lines   chars  characters right');
  for (const band of bands(lines)) {
    console.log(
      `${band.band.padEnd(10)} ${String(band.lines).padStart(7)} ${String(band.chars).padStart(7)}  ${pct(band.rightShare)}`,
    );
  }
  // The sum of the two shares is what a threshold is chosen by: as much right text kept and as much garbage dropped.
  console.log('\nlines under  right characters kept  wrong characters dropped     sum');
  for (const row of sweep(lines)) {
    console.log(
      `${String(row.threshold).padEnd(11)}  ${pct(row.rightKept).padStart(20)}  ${pct(row.wrongDropped).padStart(24)} ${pct(row.rightKept + row.wrongDropped)}`,
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
