import 'server-only';
import path from 'node:path';
import { logger } from '../../log';
import { csvFileCoins } from './corpus';
import { PostgresCoinStore } from './postgres/store';
import type { NamingTerms } from './search';
import { withoutSlurs } from './slurs';
import { SqliteCoinStore, SqliteFileError } from './sqlite/store';
import type { PastCoin } from './types';

export type { NamingTerms } from './search';
export type { CoinQuery, CoinSearch, FoundCoin, MatchKind, PastCoin, PastCoinStore } from './types';
export { isProfane } from './profanity';
export { slurField } from './slurs';

/** The corpus shipped in this folder (data/past-coins.csv, MIT, 3,453 launches), read by path like the fonts. */
export const CORPUS_FILE = 'lib/engines/past_coin_search/data/past-coins.csv';

/**
 * The shipped corpus' coins the seed loads: a coin whose name, ticker or description carries a slur
 * (`slurs.ts`) is refused and logged by address, so a refreshed corpus cannot bring one back.
 */
export function corpusCoins(root: string): Generator<PastCoin> {
  return withoutSlurs(csvFileCoins(path.join(root, CORPUS_FILE)), (coin) => refusedSeedCoin(coin.address));
}

function refusedSeedCoin(address: string): void {
  logger.warn({ msg: 'seed coin refused: it carries a slur', address });
}

export interface StoreSettings {
  /** The SQLite file of the embedded store. */
  sqlitePath: string;
  /** Fill an empty store with the shipped corpus at first start. */
  seed: boolean;
  /** The app's folder, which holds the shipped corpus. */
  appRoot: string;
  /** How long a call may take, a wait for another process's lock included. */
  timeoutMs: number;
  /** What a post would be named after, for event searches (naming's service, passed in). */
  namingTerms: (text: string) => NamingTerms;
}

/**
 * The embedded store: a SQLite file on threads of its own, seeded from the shipped corpus when
 * empty (on its writer thread: a coin refused for a slur is logged here by address).
 */
export function createSqliteCoinStore(settings: StoreSettings): SqliteCoinStore {
  return new SqliteCoinStore({
    path: settings.sqlitePath,
    timeoutMs: settings.timeoutMs,
    seed: settings.seed ? { corpusFile: path.join(settings.appRoot, CORPUS_FILE) } : undefined,
    onSeedRefused: refusedSeedCoin,
    namingTerms: settings.namingTerms,
  });
}

export { SqliteCoinStore, SqliteFileError };

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
