/**
 * Trains the embedded namer's ranker and ticker rules on naming-train.jsonl and writes
 * lib/engines/ai_name/local/naming-model.json. Deterministic: the same file gives the same weights.
 *
 *   npm run train:naming [-- --train PATH]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TERM_FEATURES } from '../lib/engines/ai_name/local/salience';
import { dataSetPath } from './datasets';
import { argValue, loadEntries } from './naming-data';
import { trainModel } from './naming-training';

const MODEL_FILE = path.resolve(__dirname, '../lib/engines/ai_name/local/naming-model.json');

function main(): void {
  const file = dataSetPath('naming-train', argValue(process.argv.slice(2), '--train'));
  const entries = loadEntries('naming-train', file);
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  const model = trainModel(entries, `naming-train.jsonl (${entries.length} pairs, sha256 ${digest}…)`);
  writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), MODEL_FILE)} from ${entries.length} pairs`);
  TERM_FEATURES.forEach((name, i) => console.log(`  ${name.padEnd(18)} ${model.weights[i]!.toFixed(4)}`));
  console.log(`  pair ratio ${model.pairRatio}`);
  console.log('  ticker rules', JSON.stringify(model.ticker));
}

main();
