import { coinKey, trigrams } from '../keys';
import { COIN_COLUMNS, rarestFirst, toCoin, WORD_POSTINGS_BUDGET, WORDS_MAX, type CoinRow } from '../rows';
import { searchCoins, type NamingTerms } from '../search';
import type { CoinCandidates, PastCoin, PastCoinStore } from '../types';
import { openSqlite, type SqliteDatabase, type SqliteStatement } from './driver';
import { SCHEMA, SCHEMA_VERSION } from './schema';

export interface SqliteStoreOptions {
  /** The database file; created when missing (its folder must exist). */
  path: string;
  /** Coins to fill an empty store with, once, at first start. */
  seed?: () => Iterable<PastCoin>;
  namingTerms: NamingTerms;
  /** How long a write waits for another process's write to finish. */
  busyTimeoutMs?: number;
}

/** Postings read at most per search for name pieces: the rarest first, until this many. */
const GRAM_POSTINGS_BUDGET = 20_000;

const COLUMNS = ['id', ...COIN_COLUMNS].join(', ');
const PREFIXED = COIN_COLUMNS.map((column) => `c.${column}`).join(', ');

const placeholders = (count: number) => new Array(count).fill('?').join(', ');

/** A word as an FTS5 string: quoted, its quotes doubled, so it is only ever text. */
const ftsString = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** The embedded store: one SQLite file, FTS5 for descriptions and a table of name pieces for fuzzy names. */
export class SqliteCoinStore implements PastCoinStore, CoinCandidates {
  readonly id = 'sqlite';
  #db?: SqliteDatabase;
  #opening?: Promise<SqliteDatabase>;
  /** The statements of recording and counting, prepared once: preparing one costs more than running it. */
  readonly #statements = new Map<string, SqliteStatement>();

  constructor(private readonly options: SqliteStoreOptions) {}

  #prepare(db: SqliteDatabase, sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  async ready(): Promise<void> {
    await this.#open();
  }

  #open(): Promise<SqliteDatabase> {
    this.#opening ??= (async () => {
      const db = await openSqlite(this.options.path, this.options.busyTimeoutMs ?? 5_000);
      try {
        db.exec(
          'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536;',
        );
        db.exec(SCHEMA);
        db.prepare("INSERT OR IGNORE INTO store_meta (key, value) VALUES ('schema_version', ?)").run(
          String(SCHEMA_VERSION),
        );
        this.#seed(db);
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
      return db;
    })();
    this.#opening.catch(() => (this.#opening = undefined));
    return this.#opening;
  }

  /** Fills an empty store from the seed once; several processes starting together seed it once. */
  #seed(db: SqliteDatabase): void {
    if (!this.options.seed) return;
    const seeded = db.prepare("SELECT value FROM store_meta WHERE key = 'seeded'").get();
    if (seeded) return;
    this.#transaction(db, () => {
      if (db.prepare("SELECT value FROM store_meta WHERE key = 'seeded'").get()) return;
      const empty = !db.prepare('SELECT 1 FROM coins LIMIT 1').get();
      if (empty) for (const coin of this.options.seed!()) this.#upsert(db, coin);
      db.prepare("INSERT INTO store_meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString());
    });
  }

  #transaction<T>(db: SqliteDatabase, work: () => T): T {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  #upsert(db: SqliteDatabase, coin: PastCoin): void {
    const nameKey = coinKey(coin.name);
    const tickerKey = coinKey(coin.ticker);
    const old = this.#prepare(db, 'SELECT id, name_key, ticker_key FROM coins WHERE address = ?').get(coin.address) as
      { id: number; name_key: string; ticker_key: string } | undefined;
    const values = [coin.name, coin.ticker, coin.description, coin.marketCap, coin.createdAt, nameKey, tickerKey];
    if (old) {
      this.#prepare(
        db,
        'UPDATE coins SET name = ?, ticker = ?, description = ?, market_cap = ?, created_at = ?, name_key = ?, ticker_key = ? WHERE id = ?',
      ).run(...values, old.id);
      if (old.name_key === nameKey && old.ticker_key === tickerKey) return;
      this.#changeGrams(db, old.id, [...new Set([...trigrams(old.name_key), ...trigrams(old.ticker_key)])], -1);
      this.#changeGrams(db, old.id, [...new Set([...trigrams(nameKey), ...trigrams(tickerKey)])], 1);
      return;
    }
    const inserted = this.#prepare(
      db,
      'INSERT INTO coins (address, name, ticker, description, market_cap, created_at, name_key, ticker_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    ).get(coin.address, ...values) as { id: number };
    this.#changeGrams(db, inserted.id, [...new Set([...trigrams(nameKey), ...trigrams(tickerKey)])], 1);
  }

  #changeGrams(db: SqliteDatabase, coinId: number, grams: string[], delta: 1 | -1): void {
    const posting =
      delta > 0
        ? this.#prepare(db, 'INSERT OR IGNORE INTO coin_grams (gram, coin) VALUES (?, ?)')
        : this.#prepare(db, 'DELETE FROM coin_grams WHERE gram = ? AND coin = ?');
    const count = this.#prepare(
      db,
      'INSERT INTO gram_counts (gram, coins) VALUES (?, ?) ON CONFLICT (gram) DO UPDATE SET coins = coins + excluded.coins',
    );
    for (const gram of grams) {
      if (Number(posting.run(gram, coinId).changes) > 0) count.run(gram, delta);
    }
  }

  async record(coins: readonly PastCoin[]): Promise<number> {
    const db = await this.#open();
    return this.#transaction(db, () => {
      for (const coin of coins) this.#upsert(db, coin);
      return new Set(coins.map((coin) => coin.address)).size;
    });
  }

  async count(): Promise<number> {
    const db = await this.#open();
    return Number((this.#prepare(db, 'SELECT count(*) AS n FROM coins').get() as { n: number }).n);
  }

  search: PastCoinStore['search'] = (query, options) => searchCoins(this, query, this.options.namingTerms, options);

  async withKeys(keys: readonly string[], limit: number): Promise<PastCoin[]> {
    const db = await this.#open();
    if (keys.length === 0) return [];
    const list = placeholders(keys.length);
    const rows = db
      .prepare(
        `SELECT ${COLUMNS} FROM coins WHERE ticker_key IN (${list}) OR name_key IN (${list}) ORDER BY market_cap DESC, id LIMIT ?`,
      )
      .all(...keys, ...keys, limit) as CoinRow[];
    return rows.map(toCoin);
  }

  async similarNames(key: string, limit: number): Promise<PastCoin[]> {
    const db = await this.#open();
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
      Number((this.#prepare(db, 'SELECT max(id) AS n FROM coins').get() as { n: number | null }).n ?? 1),
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
    const db = await this.#open();
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

  async close(): Promise<void> {
    const db = this.#db;
    this.#statements.clear();
    this.#db = undefined;
    this.#opening = undefined;
    db?.close();
  }
}
