/**
 * The two past-coin stores as the eval and the bench open them (engine modules directly, no
 * 'server-only'), recording in batches of 1,000 as POST /private/past_coins takes them, and the plain
 * baseline both compare with: a LIKE '%query%' scan.
 */
import { rmSync, statSync } from 'node:fs';
import { namingTerms } from '../../lib/engines/ai_name/local';
import { PostgresCoinStore } from '../../lib/engines/past_coin_search/postgres/store';
import { openSqlite, type SqliteDatabase } from '../../lib/engines/past_coin_search/sqlite/driver';
import { SqliteCoinStore } from '../../lib/engines/past_coin_search/sqlite/store';
import type { PastCoin, PastCoinStore } from '../../lib/engines/past_coin_search/types';

export const RECORD_BATCH = 1_000;

const terms = (text: string) => namingTerms(text);

export function sqliteStore(path: string): SqliteCoinStore {
  // As generous as Postgres's below: the bench measures slow calls rather than failing them.
  return new SqliteCoinStore({ path, namingTerms: terms, timeoutMs: 120_000 });
}

export function postgresStore(url: string): PostgresCoinStore {
  // Generous: a batch into a million-coin index is slow, and slow is what the bench measures.
  return new PostgresCoinStore({ url, timeoutMs: 120_000, namingTerms: terms, poolSize: 2 });
}

/** Records coins in batches of 1,000; answers the seconds it took. */
export async function recordAll(store: PastCoinStore, coins: Iterable<PastCoin>): Promise<number> {
  const started = performance.now();
  let batch: PastCoin[] = [];
  for (const coin of coins) {
    batch.push(coin);
    if (batch.length === RECORD_BATCH) {
      await store.record(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await store.record(batch);
  return (performance.now() - started) / 1000;
}

/** The SQLite file and its write-ahead log, in bytes. */
export function sqliteBytes(path: string): number {
  return [path, `${path}-wal`].reduce((sum, file) => {
    try {
      return sum + statSync(file).size;
    } catch {
      return sum;
    }
  }, 0);
}

export function removeSqlite(path: string): void {
  for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
}

/** `%`, `_` and the escape itself taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The query as a plain search box would take it: trimmed, a leading `$` dropped. */
const plain = (text: string) => text.trim().replace(/^\$/, '');

/**
 * The plain baseline: coins whose name, ticker or description holds the query (LIKE '%query%',
 * ASCII case-insensitive in SQLite), largest market cap first. A second connection to the store's file.
 */
export class LikeBaseline {
  private constructor(private readonly db: SqliteDatabase) {}

  static async open(path: string): Promise<LikeBaseline> {
    return new LikeBaseline(await openSqlite(path, 5_000));
  }

  search(text: string, limit: number): string[] {
    const pattern = likePattern(plain(text));
    const rows = this.db
      .prepare(
        `SELECT address FROM coins WHERE name LIKE ? ESCAPE '\\' OR ticker LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\'
         ORDER BY market_cap DESC LIMIT ?`,
      )
      .all(pattern, pattern, pattern, limit) as Array<{ address: string }>;
    return rows.map((row) => row.address);
  }

  close(): void {
    this.db.close();
  }
}
