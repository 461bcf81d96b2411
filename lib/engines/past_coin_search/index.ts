import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from '../../log';
import { coinsFromCsv } from './corpus';
import { PostgresCoinStore } from './postgres/store';
import type { NamingTerms } from './search';
import { withoutSlurs } from './slurs';
import { SqliteCoinStore } from './sqlite/store';
import type { PastCoin } from './types';

export type { NamingTerms } from './search';
export type { CoinQuery, FoundCoin, MatchKind, PastCoin, PastCoinStore } from './types';

/** The corpus shipped in this folder (data/past-coins.csv, MIT, 3,468 launches), read by path like the fonts. */
export const CORPUS_FILE = 'lib/engines/past_coin_search/data/past-coins.csv';

/** Every coin of the shipped corpus, as the file holds them. */
function* fileCoins(root: string): Generator<PastCoin> {
  for (const row of coinsFromCsv(readFileSync(path.join(root, CORPUS_FILE), 'utf8'))) if (row.coin) yield row.coin;
}

/**
 * The shipped corpus' coins the seed loads: a coin whose name, ticker or description carries a slur
 * (`slurs.ts`) is refused and logged by address, so a refreshed corpus cannot bring one back.
 */
export function corpusCoins(root: string): Generator<PastCoin> {
  return withoutSlurs(fileCoins(root), (coin) =>
    logger.warn({ msg: 'seed coin refused: it carries a slur', address: coin.address }),
  );
}

export interface StoreSettings {
  /** The SQLite file of the embedded store. */
  sqlitePath: string;
  /** Fill an empty store with the shipped corpus at first start. */
  seed: boolean;
  /** The app's folder, which holds the shipped corpus. */
  appRoot: string;
  /** What a post would be named after, for event searches (naming's service, passed in). */
  namingTerms: NamingTerms;
}

/** The embedded store: a SQLite file, seeded from the shipped corpus when empty. */
export function createSqliteCoinStore(settings: StoreSettings): SqliteCoinStore {
  return new SqliteCoinStore({
    path: settings.sqlitePath,
    seed: settings.seed ? () => corpusCoins(settings.appRoot) : undefined,
    namingTerms: settings.namingTerms,
  });
}

export { SqliteCoinStore };

export interface PostgresSettings extends Omit<StoreSettings, 'sqlitePath'> {
  url: string;
  timeoutMs: number;
}

/** The shared store: Postgres at `url`, migrated at start and seeded from the shipped corpus when empty. */
export function createPostgresCoinStore(settings: PostgresSettings): PostgresCoinStore {
  return new PostgresCoinStore({
    url: settings.url,
    timeoutMs: settings.timeoutMs,
    seed: settings.seed ? () => corpusCoins(settings.appRoot) : undefined,
    namingTerms: settings.namingTerms,
  });
}

export { PostgresCoinStore };
export { guardStore } from './guard';
