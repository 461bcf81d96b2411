/**
 * A SQLite past-coin store file of the corpus and look-alikes (data.ts) for the benches
 * that serve one over HTTP, built once per size and kept in the temporary folder: written straight
 * through the store's own connection (coin-file.ts, the writer thread's code, in-process), 10,000
 * coins a transaction, not through HTTP. A million coins take a few minutes the first time.
 */
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteCoinFile } from '../../lib/engines/past_coin_search/sqlite/coin-file';
import { SCHEMA_VERSION } from '../../lib/engines/past_coin_search/sqlite/schema';
import type { PastCoin } from '../../lib/engines/past_coin_search/types';
import { loadCorpus, lookAlikes, realKeys } from './data';
import { removeSqlite } from './stores';

const BATCH = 10_000;

/** The cached file of `total` coins (the corpus and look-alikes to make up the rest), built when missing. */
export async function pastCoinsFile(total: number, log: (line: string) => void = () => undefined): Promise<string> {
  const file = path.join(tmpdir(), `past-coins-bench-${total}-v${SCHEMA_VERSION}.sqlite`);
  if (existsSync(file)) return file;
  const building = `${file}.building`;
  removeSqlite(building);
  const corpus = loadCorpus();
  const store = await SqliteCoinFile.open(building, { writer: true, busyTimeoutMs: 5_000 });
  const started = performance.now();
  try {
    let batch: PastCoin[] = [...corpus];
    let written = 0;
    for (const coin of lookAlikes(corpus, Math.max(0, total - corpus.length), { reservedKeys: realKeys(corpus) })) {
      batch.push(coin);
      if (batch.length < BATCH) continue;
      written += store.record(batch);
      batch = [];
      if (written % 100_000 < BATCH) log(`${written.toLocaleString('en-US')} coins written`);
    }
    written += store.record(batch);
    log(`${written.toLocaleString('en-US')} coins in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    store.close();
  }
  renameSync(building, file);
  return file;
}

/** A copy of the cached file to serve (the server writes to it), in `folder`. */
export function copyOfPastCoinsFile(file: string, folder: string): string {
  const copy = path.join(folder, 'coins.sqlite');
  copyFileSync(file, copy);
  return copy;
}
