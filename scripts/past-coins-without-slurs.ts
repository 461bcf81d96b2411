/**
 * npm run data:past-coins -- [SOURCE]
 *
 * Writes the shipped corpus (lib/engines/past_coin_search/data/past-coins.csv) as SOURCE without
 * the rows whose name, ticker or description carries a slur (`slurs.ts`, the guard the seed and
 * recording use), each kept row byte for byte. SOURCE defaults to the shipped file itself (to
 * filter it again after the list grows); a refreshed export in the same columns works too. Prints
 * the rows left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { coinsFromCsv } from '../lib/engines/past_coin_search/corpus';
import { slurField } from '../lib/engines/past_coin_search/slurs';

const CORPUS_FILE = path.resolve(__dirname, '../lib/engines/past_coin_search/data/past-coins.csv');

const source = process.argv[2] ?? CORPUS_FILE;
const text = readFileSync(source, 'utf8');
const endsWithBreak = text.endsWith('\n');
const lines = (endsWithBreak ? text.slice(0, -1) : text).split('\n');
const rows = [...coinsFromCsv(text)];
const bad = rows.filter((row) => row.problem);
if (bad.length > 0) {
  for (const row of bad) process.stderr.write(`past-coins: line ${row.line}: ${row.problem}\n`);
  process.exit(1);
}

// A row runs from its first line to the line before the next row's (descriptions may hold line breaks).
const kept: string[] = lines.slice(0, rows[0]?.line ? rows[0].line - 1 : lines.length);
let left = 0;
rows.forEach((row, index) => {
  const end = index + 1 < rows.length ? rows[index + 1]!.line - 1 : lines.length;
  const field = slurField(row.coin!);
  if (field) {
    left += 1;
    process.stdout.write(`left out (${field}): ${row.coin!.name} | ${row.coin!.ticker} | ${row.coin!.address}\n`);
  } else kept.push(...lines.slice(row.line - 1, end));
});
writeFileSync(CORPUS_FILE, kept.join('\n') + (endsWithBreak ? '\n' : ''));
process.stdout.write(`past-coins: ${rows.length - left} rows written to ${CORPUS_FILE}, ${left} left out\n`);
