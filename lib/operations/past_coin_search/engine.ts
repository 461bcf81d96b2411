import 'server-only';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, dataFolder, type Config } from '../../config';
import {
  createPostgresCoinStore,
  createSqliteCoinStore,
  guardStore,
  SqliteFileError,
  type NamingTerms,
  type PastCoinStore,
} from '../../engines/past_coin_search';
import type { ImageTextReader } from '../../images/image-text';
import { PAST_COINS_FILE, type PastCoinSearchConfig } from './config';

/** What past-coin search runs on: the store, and another operation's reader for posts that are only a picture. */
export interface PastCoinSearchEngine {
  store: PastCoinStore;
  readImageText?: ImageTextReader;
  /** Aborted at shutdown: stops trying to reach the store. */
  closing: AbortController;
}

const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 10_000;

/**
 * Readies the store, trying again (500 ms, doubling to 10 s) while it cannot be reached, until it is or
 * `stop` aborts: a store that is down as the server starts keeps the instance unready, and ready by
 * itself once the store is back, without a restart. `unreachable` hears the first failure (why the
 * instance is unready) and `reached` that it was reached after failing.
 */
export async function readyWhenReachable(
  store: PastCoinStore,
  stop: AbortSignal,
  { unreachable, reached }: { unreachable?: (error: unknown) => void; reached?: () => void } = {},
): Promise<void> {
  for (let wait = RETRY_FIRST_MS, failed = false; ; wait = Math.min(wait * 2, RETRY_MOST_MS)) {
    try {
      await store.ready();
      if (failed) reached?.();
      return;
    } catch (error) {
      if (error instanceof SqliteFileError) throw unwritable(error.path);
      if (stop.aborted) throw error;
      if (!failed) unreachable?.(error);
      failed = true;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The setting to change when the store's file cannot be written (a retry would change nothing). */
function unwritable(file: string): ConfigError {
  return new ConfigError(
    `Invalid configuration: PAST_COINS_DB: ${file} cannot be written: the server must be able to write the file and its folder`,
  );
}

/**
 * Opens the store's file for writing, as SQLite is about to (creating it empty when missing: SQLite
 * takes an empty file for a new database), so that a file the server cannot write stops start-up
 * naming the setting (ConfigError), before any thread is started.
 */
function openForWriting(file: string): void {
  try {
    closeSync(openSync(file, 'a'));
  } catch {
    throw unwritable(file);
  }
}

/** Without naming's service, an event is searched by its text against descriptions alone. */
const NO_NAMING_TERMS = (): NamingTerms => ({ terms: [] });

/**
 * Postgres with DATABASE_URL, else the embedded SQLite file; either answers 503 when down or slow.
 * Event searches find names and tickers by what the post would be named after (naming's terms, a shared service).
 * Throws ConfigError when the SQLite file cannot be written.
 */
export function createPastCoinStore(
  config: Pick<Config, 'appRoot' | 'DATA_DIR'> & PastCoinSearchConfig,
  uses: { namingTerms?: (text: string) => NamingTerms } = {},
): PastCoinStore {
  const timeoutMs = config.PAST_COINS_TIMEOUT_MS;
  const namingTerms = uses.namingTerms ?? NO_NAMING_TERMS;
  const seed = config.PAST_COINS_SEED;
  if (config.DATABASE_URL) {
    return guardStore(
      createPostgresCoinStore({ url: config.DATABASE_URL, seed, appRoot: config.appRoot, timeoutMs, namingTerms }),
      timeoutMs,
    );
  }
  const sqlitePath = sqliteFile(config);
  if (!config.PAST_COINS_DB)
    mkdirSync(path.dirname(/* turbopackIgnore: true */ sqlitePath), { recursive: true, mode: 0o700 });
  openForWriting(sqlitePath);
  return guardStore(
    createSqliteCoinStore({ sqlitePath, seed, appRoot: config.appRoot, timeoutMs, namingTerms }),
    timeoutMs,
  );
}

/** Where the store of these settings is, for people (no password): `Postgres at host:port` or `SQLite file …`. */
export function storeLocation(config: Pick<Config, 'appRoot' | 'DATA_DIR'> & PastCoinSearchConfig): string {
  if (config.DATABASE_URL) return `Postgres at ${new URL(config.DATABASE_URL).host}`;
  return `SQLite file ${sqliteFile(config)}`;
}

/** The embedded store's file: PAST_COINS_DB, else its file in the data folder. */
function sqliteFile(config: Pick<Config, 'appRoot' | 'DATA_DIR'> & PastCoinSearchConfig): string {
  return config.PAST_COINS_DB ?? path.join(/* turbopackIgnore: true */ dataFolder(config), PAST_COINS_FILE);
}
