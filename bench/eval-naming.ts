/**
 * Scores token namers on a naming JSONL file (default: naming-dev, see bench/datasets.ts) with the
 * measures of naming-dev.README.md, side by side with its trivial baselines B0 and B1.
 *
 *   npm run eval:naming [FILE] [-- --show]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { nameEvent } from '../lib/engines/ai_name/local';
import { dataSetPath } from './datasets';

interface Entry {
  id: string;
  text: string;
  name: string;
  ticker: string;
}

interface Prediction {
  name: string;
  ticker: string;
}

type Namer = (text: string) => Prediction;

const STOPLIST = new Set(
  'the a an of on in to and for with my is it this that i you we be are at by from or as so de el la no not wif coin token sol solana'.split(
    ' ',
  ),
);

const norm = (s: string) => s.toLowerCase().replace(/[^0-9a-z]/g, '');

function contentTokens(s: string): string[] {
  return s
    .split(/[^\p{L}\p{N}]+/u)
    .map(norm)
    .filter((token) => token.length >= 3 && !STOPLIST.has(token));
}

function tokensShared(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a));
}

function keytermHit(predicted: Prediction, gold: Prediction): boolean {
  const mine = [...contentTokens(predicted.name), ...contentTokens(predicted.ticker)];
  const theirs = [...contentTokens(gold.name), ...contentTokens(gold.ticker)];
  return mine.some((a) => theirs.some((b) => tokensShared(a, b)));
}

function isValid(predicted: Prediction): boolean {
  const length = [...predicted.name].length;
  return /^[A-Z0-9]{2,10}$/.test(predicted.ticker) && length >= 1 && length <= 32;
}

const tickerKey = (ticker: string) => ticker.replace(/^\$/, '').toUpperCase();

function nameGrounded(predicted: Prediction, text: string): boolean {
  const haystack = norm(text);
  return contentTokens(predicted.name).some((token) => haystack.includes(token));
}

/** B0 of the README: the longest capitalised word is the name, its first 4 letters the ticker. */
function baselineB0(text: string): Prediction {
  const words = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const capitalised = words.filter((word) => /^[A-Z]/.test(word));
  const pool = capitalised.length > 0 ? capitalised : words;
  const longest = pool.reduce((best, word) => (word.length > best.length ? word : best), '');
  return { name: longest || text.trim().slice(0, 32), ticker: longest.slice(0, 4).toUpperCase() };
}

/** B1 of the README: the first $cashtag if there is one, otherwise B0. */
function baselineB1(text: string): Prediction {
  const cashtag = /\$([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
  return cashtag ? { name: cashtag, ticker: cashtag.toUpperCase() } : baselineB0(text);
}

interface Row {
  label: string;
  valid: number;
  keytermHit: number;
  validAndHit: number;
  tickerExact: number;
  nameGrounded: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const REPEATS = 20;

function evaluate(label: string, namer: Namer, entries: Entry[], show: boolean): Row {
  let valid = 0;
  let hit = 0;
  let validAndHit = 0;
  let exact = 0;
  let grounded = 0;
  const times: number[] = [];
  for (const entry of entries) namer(entry.text); // warm-up
  for (const entry of entries) {
    let predicted: Prediction = { name: '', ticker: '' };
    for (let i = 0; i < REPEATS; i++) {
      const start = performance.now();
      predicted = namer(entry.text);
      times.push(performance.now() - start);
    }
    const gold = { name: entry.name, ticker: entry.ticker };
    const isOk = isValid(predicted);
    const isHit = keytermHit(predicted, gold);
    valid += Number(isOk);
    hit += Number(isHit);
    validAndHit += Number(isOk && isHit);
    exact += Number(tickerKey(predicted.ticker) === tickerKey(entry.ticker));
    grounded += Number(nameGrounded(predicted, entry.text));
    if (show) {
      const mark = isOk && isHit ? 'ok  ' : 'MISS';
      console.log(
        `${mark} ${JSON.stringify(predicted.name)} $${predicted.ticker}  <- gold ${JSON.stringify(entry.name)} $${entry.ticker}  | ${entry.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  const n = entries.length || 1;
  const pct = (count: number) => (100 * count) / n;
  return {
    label,
    valid: pct(valid),
    keytermHit: pct(hit),
    validAndHit: pct(validAndHit),
    tickerExact: pct(exact),
    nameGrounded: pct(grounded),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
  };
}

function printTable(rows: Row[], count: number, file: string): void {
  const header = ['namer', 'valid', 'keyterm_hit', 'valid_and_hit', 'ticker_exact', 'name_grounded', 'p50 ms', 'p99 ms', 'max ms'];
  const lines = rows.map((row) => [
    row.label,
    `${row.valid.toFixed(1)}%`,
    `${row.keytermHit.toFixed(1)}%`,
    `${row.validAndHit.toFixed(1)}%`,
    `${row.tickerExact.toFixed(1)}%`,
    `${row.nameGrounded.toFixed(1)}%`,
    row.p50.toFixed(3),
    row.p99.toFixed(3),
    row.max.toFixed(3),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`${count} posts from ${file}; latency per post over ${REPEATS} runs each, text only`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function main(): void {
  const args = process.argv.slice(2);
  const show = args.includes('--show');
  const file = dataSetPath('naming-dev', args.find((arg) => !arg.startsWith('--')));
  const entries: Entry[] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Entry);
  const local: Namer = (text) => nameEvent({ text, images: [] });
  const rows = [
    evaluate('local', local, entries, show),
    evaluate('B1 (cashtag, else B0)', baselineB1, entries, false),
    evaluate('B0 (longest capitalised)', baselineB0, entries, false),
  ];
  printTable(rows, entries.length, path.relative(process.cwd(), file));
}

main();
