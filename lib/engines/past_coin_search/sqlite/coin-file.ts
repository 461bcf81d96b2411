import { coinKey, trigrams } from '../coin-keys';
import { COIN_COLUMNS, rarestFirst, toCoin, WORD_POSTINGS_BUDGET, WORDS_MAX, type CoinRow } from '../coin-rows';
import type { CoinCandidates, PastCoin } from '../types';
import { openSqlite, type SqliteDatabase, type SqliteStatement } from './driver';
import { SCHEMA, SCHEMA_VERSION } from './schema';

/** A call whose caller's deadline passed before it could be done. */
export class LateError extends Error {
  readonly code = 'LATE';
  constructor() {
    super('the caller’s deadline passed before the call was done');
    this.name = 'LateError';
  }
}

/** Postings read at most per search for name pieces: the rarest first, until this many. */
const GRAM_POSTINGS_BUDGET = 20_000;

const COLUMNS = ['id', ...COIN_COLUMNS].join(', ');
const PREFIXED = COIN_COLUMNS.map((column) => `c.${column}`).join(', ');

const placeholders = (count: number) => new Array(count).fill('?').join(', ');

/** A word as an FTS5 string: quoted, its quotes doubled, so it is only ever text. */
const ftsString = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * One connection to the store's SQLite file, used by one thread (store.ts runs them): the writer's
 * creates the schema, seeds and records; a reader's only reads (`query_only`), each in WAL mode so
 * readers never wait for the writer. Every call is synchronous on its thread; the candidate look-ups
 * answer promises only to be the `CoinCandidates` that search.ts ranks.
 */
export class SqliteCoinFile implements CoinCandidates {
  /** Prepared once: preparing a statement costs more than running it. */
  readonly #statements = new Map<string, SqliteStatement>();

  private constructor(private readonly db: SqliteDatabase) {}

  /**
   * Opens the file: `writer` creates it and its schema when missing; a reader needs both to exist.
   * `busyTimeoutMs`: how long a call waits for another connection's lock (see `waitAtMost`).
   */
  static async open(path: string, { writer, busyTimeoutMs }: { writer: boolean; busyTimeoutMs: number }) {
    const db = await openSqlite(path, busyTimeoutMs);
    try {
      db.exec('PRAGMA cache_size = -65536;');
      if (writer) {
        db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
        db.exec(SCHEMA);
        db.prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('schema_version', ?)").run(
          String(SCHEMA_VERSION),
        );
      } else db.exec('PRAGMA query_only = ON;');
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteCoinFile(db);
  }

  #prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** How long the next calls wait for another connection's lock: what is left of their caller's time. */
  waitAtMost(ms: number): void {
    this.db.exec(`PRAGMA busy_timeout = ${Math.max(1, Math.floor(ms))}`);
  }

  /**
   * Fills an empty store from the seed once; several processes starting together seed it once.
   * Answers how many coins were seeded (0 when it was seeded before or held coins already).
   */
  seed(coins: () => Iterable<PastCoin>): number {
    const db = this.db;
    if (db.prepare("SELECT value FROM store_meta WHERE key = 'seeded'").get()) return 0;
    return this.#transaction(() => {
      if (db.prepare("SELECT value FROM store_meta WHERE key = 'seeded'").get()) return 0;
      let seeded = 0;
      if (!db.prepare('SELECT 1 FROM coins LIMIT 1').get()) {
        for (const coin of coins()) {
          this.#upsert(coin);
          seeded += 1;
        }
      }
      db.prepare("INSERT INTO store_meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString());
      return seeded;
    });
  }

  /** Runs `work` in one write transaction, committed only before `deadline` (Date.now() ms), else rolled back. */
  #transaction<T>(work: () => T, deadline = Infinity): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      if (Date.now() >= deadline) throw new LateError();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  #upsert(coin: PastCoin): void {
    const nameKey = coinKey(coin.name);
    const tickerKey = coinKey(coin.ticker);
    const old = this.#prepare('SELECT id, name_key, ticker_key FROM coins WHERE address = ?').get(coin.address) as
      { id: number; name_key: string; ticker_key: string } | undefined;
    const values = [coin.name, coin.ticker, coin.description, coin.marketCap, coin.createdAt, nameKey, tickerKey];
    if (old) {
      this.#prepare(
        'UPDATE coins SET name = ?, ticker = ?, description = ?, market_cap = ?, created_at = ?, name_key = ?, ticker_key = ? WHERE id = ?',
      ).run(...values, old.id);
      if (old.name_key === nameKey && old.ticker_key === tickerKey) return;
      this.#changeGrams(old.id, [...new Set([...trigrams(old.name_key), ...trigrams(old.ticker_key)])], -1);
      this.#changeGrams(old.id, [...new Set([...trigrams(nameKey), ...trigrams(tickerKey)])], 1);
      return;
    }
    const inserted = this.#prepare(
      'INSERT INTO coins (address, name, ticker, description, market_cap, created_at, name_key, ticker_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    ).get(coin.address, ...values) as { id: number };
    this.#changeGrams(inserted.id, [...new Set([...trigrams(nameKey), ...trigrams(tickerKey)])], 1);
  }

  #changeGrams(coinId: number, grams: string[], delta: 1 | -1): void {
    const posting =
      delta > 0
        ? this.#prepare('INSERT OR IGNORE INTO coin_grams (gram, coin) VALUES (?, ?)')
        : this.#prepare('DELETE FROM coin_grams WHERE gram = ? AND coin = ?');
    const count = this.#prepare(
      'INSERT INTO gram_counts (gram, coins) VALUES (?, ?) ON CONFLICT (gram) DO UPDATE SET coins = coins + excluded.coins',
    );
    for (const gram of grams) {
      if (Number(posting.run(gram, coinId).changes) > 0) count.run(gram, delta);
    }
  }

  /**
   * Upserts by address, all or nothing (one transaction); answers the number of coins written. Not
   * committed once `deadline` has passed (its caller has been told it failed by then).
   */
  record(coins: readonly PastCoin[], deadline?: number): number {
    return this.#transaction(() => {
      for (const coin of coins) this.#upsert(coin);
      return new Set(coins.map((coin) => coin.address)).size;
    }, deadline);
  }

  count(): number {
    return Number((this.#prepare('SELECT count(*) AS n FROM coins').get() as { n: number }).n);
  }

  async withKeys(keys: readonly string[], limit: number): Promise<PastCoin[]> {
    const db = this.db;
    if (keys.length === 0) return [];
    const list = placeholders(keys.length);
    // Tickers and names each up to the limit: however many names equal a key, its tickers are all found.
    const byColumn = (column: 'ticker_key' | 'name_key') =>
      db
        .prepare(`SELECT ${COLUMNS} FROM coins WHERE ${column} IN (${list}) ORDER BY market_cap DESC, id LIMIT ?`)
        .all(...keys, limit) as CoinRow[];
    const rows = [...byColumn('ticker_key'), ...byColumn('name_key')];
    return [...new Map(rows.map((row) => [row.address, row])).values()].map(toCoin);
  }

  async similarNames(key: string, limit: number): Promise<PastCoin[]> {
    const db = this.db;
    const grams = trigrams(key);
    if (grams.length === 0) return [];
    const counts = db
      .prepare(
        `SELECT gram AS term, coins FROM gram_counts WHERE gram IN (${placeholders(grams.length)}) AND coins > 0`,
      )
      .all(...grams) as Array<{ term: string; coins: number }>;
    const rarest = rarestFirst(counts, GRAM_POSTINGS_BUDGET).chosen;
    if (rarest.length === 0) return [];
    // The highest id stands in for the number of coins (a count would read the whole table).
    const total = Math.max(
      1,
      Number((this.#prepare('SELECT max(id) AS n FROM coins').get() as { n: number | null }).n ?? 1),
    );
    const chosen = rarest.map(({ term, coins }) => ({ gram: term, weight: Math.log(1 + total / coins) }));
    const values = chosen.map(() => '(?, ?)').join(', ');
    const rows = db
      .prepare(
        `WITH wanted (gram, weight) AS (VALUES ${values}),
         best AS (
           SELECT g.coin AS coin, sum(w.weight) AS shared FROM coin_grams g JOIN wanted w ON w.gram = g.gram
           GROUP BY g.coin ORDER BY shared DESC, g.coin LIMIT ?
         )
         SELECT ${PREFIXED} FROM best JOIN coins c ON c.id = best.coin
         ORDER BY best.shared DESC, c.id`,
      )
      .all(...chosen.flatMap(({ gram, weight }) => [gram, weight]), limit) as CoinRow[];
    return rows.map(toCoin);
  }

  async describedBy(words: readonly string[], limit: number): Promise<PastCoin[]> {
    const db = this.db;
    if (words.length === 0) return [];
    const counts = db
      .prepare(`SELECT term, doc AS coins FROM coin_text_terms WHERE term IN (${placeholders(words.length)})`)
      .all(...words) as Array<{ term: string; coins: number }>;
    const { chosen, postings } = rarestFirst(counts, WORD_POSTINGS_BUDGET, WORDS_MAX);
    if (chosen.length === 0) return [];
    // Ranked on the index alone, then joined: joining first reads every matching coin's row. A word
    // too common to rank by within the budget brings the latest coins that hold it.
    const [rank, order] =
      postings > WORD_POSTINGS_BUDGET ? ['-rowid', 'rowid DESC'] : ['bm25(coin_text)', 'bm25(coin_text), rowid'];
    const rows = db
      .prepare(
        `WITH best AS (SELECT rowid AS coin, ${rank} AS rank FROM coin_text WHERE coin_text MATCH ? ORDER BY ${order} LIMIT ?)
         SELECT ${PREFIXED} FROM best JOIN coins c ON c.id = best.coin ORDER BY best.rank, c.id`,
      )
      .all(chosen.map(({ term }) => ftsString(term)).join(' OR '), limit) as CoinRow[];
    return rows.map(toCoin);
  }

  close(): void {
    this.#statements.clear();
    this.db.close();
  }
}
