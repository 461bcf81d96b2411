/**
 * Trains the embedded namer's ranker, ticker rules and ticker scorer on naming-train.jsonl and the tune
 * half of the posts set (posts-set.ts; its check half is never trained on), and writes
 * lib/engines/ai_name/local/naming-model.json. Deterministic: the same file gives the same trees.
 *
 *   npm run train:naming [-- --train PATH]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataSetPath } from '../helpers';
import { argValue, loadEntries } from './data';
import { postsSet } from './posts-set';
import { postsAsEntries, trainModel } from './training';

const MODEL_FILE = path.resolve(__dirname, '../../lib/engines/ai_name/local/naming-model.json');

function main(): void {
  const file = dataSetPath('naming-train', argValue(process.argv.slice(2), '--train'));
  const described = loadEntries('naming-train', file);
  const posts = postsAsEntries(postsSet('tune'));
  const entries = [...described, ...posts];
  const digest = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  const model = trainModel(
    entries,
    `naming-train.jsonl (${described.length} pairs, sha256 ${digest}…) and the tune half of the posts set (${posts.length} posts)`,
  );
  // One line per key, per tree and per word keeps the file small and its diffs readable.
  const lines = Object.entries(model).map(([key, value]) => {
    if (Array.isArray(value) && key.endsWith('rees'))
      return ` ${JSON.stringify(key)}: [\n${value.map((tree) => `  ${JSON.stringify(tree)}`).join(',\n')}\n ]`;
    if (key === 'wordPriors' && model.wordPriors) {
      const words = Object.entries(model.wordPriors.words).map(
        ([word, counts]) => `  ${JSON.stringify(word)}: ${JSON.stringify(counts)}`,
      );
      return ` "wordPriors": { "base": ${model.wordPriors.base}, "words": {\n${words.join(',\n')}\n } }`;
    }
    return ` ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  writeFileSync(MODEL_FILE, `{\n${lines.join(',\n')}\n}\n`);
  console.log(`wrote ${path.relative(process.cwd(), MODEL_FILE)} from ${entries.length} pairs`);
  const used = new Map<string, number>();
  for (const tree of model.trees)
    for (const [feature] of tree.splits)
      used.set(model.features[feature]!, (used.get(model.features[feature]!) ?? 0) + 1);
  console.log(`  ${model.trees.length} ranker trees; splits per feature:`);
  for (const [name, count] of [...used].sort((a, b) => b[1] - a[1])) console.log(`    ${name.padEnd(24)} ${count}`);
  console.log(`  ${model.tickerTrees?.length ?? 0} ticker trees`);
  console.log(`  pair ratio ${model.pairRatio}`);
  console.log('  ticker rules', JSON.stringify(model.ticker));
}

main();
