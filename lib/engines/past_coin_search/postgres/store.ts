import pg from 'pg';
import { coinKey, words } from '../coin-keys';
import { COIN_COLUMNS, rarestFirst, toCoin, WORD_POSTINGS_BUDGET, WORDS_MAX, type CoinRow } from '../coin-rows';
import { searchCoins, type NamingTerms } from '../search';
import type { CoinCandidates, PastCoin, PastCoinStore, StoreCallOptions } from '../types';
import { MIGRATION_LOCK, MIGRATIONS } from './migrations';

export interface PostgresStoreOptions {
  url: string;
  /** Coins to fill an empty store with, once, at first start. */
  seed?: () => Iterable<PastCoin>;
  namingTerms: (text: string) => NamingTerms;
  /** Connection and statement time-out: a store slower than this is down, for the caller. */
  timeoutMs: number;
  /** Connections per instance. */
  poolSize?: number;
}

/**
 * pg_trgm's `%` threshold, above its default 0.3: fewer candidates for the ranking to recheck, while a
 * name with a word left out still shares enough of its pieces to pass (`npm run eval:past-coins`).
 */
const SIMILARITY_THRESHOLD = 0.4;
/**
 * For keys of 5 characters or fewer: their few pieces are mostly the padded first letters, which tens
 * of thousands of keys share (200 ms to recheck at a million coins); their typos are found by key.
 */
const SHORT_KEY_THRESHOLD = 0.6;
const SHORT_KEY = 5;
const SEED_BATCH = 500;
const CONNECT_TIMEOUT_MS = 10_000;
/** Longest a start-up may spend migrating and seeding, or waiting for another instance doing it. */
const MIGRATION_TIMEOUT_MS = 120_000;

const COLUMNS = COIN_COLUMNS.join(', ');
const PREFIXED = COIN_COLUMNS.map((column) => `c.${column}`).join(', ');
/** pg_trgm makes its pieces of letters and digits only: a key without any has none to match. */
const HAS_TRIGRAM_CHARACTERS = /[\p{L}\p{N}]/u;

/** A word as a tsquery operand: quoted, so it is only ever text (words are letters and digits already). */
const tsString = (word: string) => `'${word.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;

/**
 * The shared store: Postgres with pg_trgm for names and a GIN word index for descriptions. A pool of
 * connections that recovers by itself when the server comes back; calls fail fast while it is away.
 */
export class PostgresCoinStore implements PastCoinStore, CoinCandidates {
  readonly id = 'postgres';
  readonly #pool: pg.Pool;
  #migrated?: Promise<void>;

  constructor(private readonly options: PostgresStoreOptions) {
    this.#pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 8,
      // A busy instance (engines warming) may take a while to connect; callers are bounded by the guard.
      connectionTimeoutMillis: Math.max(options.timeoutMs, CONNECT_TIMEOUT_MS),
      statement_timeout: options.timeoutMs,
      query_timeout: options.timeoutMs + 500,
      idleTimeoutMillis: 30_000,
      application_name: 'inference-past-coins',
    });
    // A connection that dies while idle (the server restarted) is dropped from the pool, not thrown.
    this.#pool.on('error', () => undefined);
  }

  async ready(): Promise<void> {
    this.#migrated ??= this.#migrate();
    this.#migrated.catch(() => (this.#migrated = undefined));
    await this.#migrated;
  }

  /** Runs `work` in one transaction on one connection: committed if it returns, rolled back if it throws. */
  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  #migrate(): Promise<void> {
    return this.#transaction(async (client) => {
      // Another instance may hold the lock while it seeds: wait for it, not for the per-call time-out.
      await client.query(`SET LOCAL statement_timeout = ${MIGRATION_TIMEOUT_MS}`);
      await client.query({
        text: 'SELECT pg_advisory_xact_lock($1)',
        values: [MIGRATION_LOCK],
        query_timeout: MIGRATION_TIMEOUT_MS,
      } as pg.QueryConfig);
      await client.query(
        'CREATE TABLE IF NOT EXISTS past_coin_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await client.query<{ version: number }>('SELECT version FROM past_coin_migrations')).rows.map(
          (row) => row.version,
        ),
      );
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        await client.query(migration.sql);
        await client.query('INSERT INTO past_coin_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      }
      if (this.options.seed) {
        const seeded = await client.query("SELECT 1 FROM past_coin_store_meta WHERE key = 'seeded'");
        if (seeded.rowCount === 0) {
          const empty = (await client.query('SELECT 1 FROM past_coins LIMIT 1')).rowCount === 0;
          if (empty) {
            let batch: PastCoin[] = [];
            for (const coin of this.options.seed()) {
              batch.push(coin);
              if (batch.length === SEED_BATCH) {
                await this.#upsert(client, batch);
                batch = [];
              }
            }
            if (batch.length > 0) await this.#upsert(client, batch);
          }
          await client.query("INSERT INTO past_coin_store_meta (key, value) VALUES ('seeded', $1)", [
            new Date().toISOString(),
          ]);
          // Statistics now, not at autovacuum's next round: without them the planner scans the table
          // for every key of a typo's look-up (seconds, not milliseconds).
          await client.query('ANALYZE past_coins');
        }
      }
    });
  }

  /** Upserts a batch in one statement, keeping the description word counts in step. */
  async #upsert(client: pg.PoolClient, coins: readonly PastCoin[]): Promise<void> {
    // The last of several entries with one address wins, as one by one would.
    const latest = [...new Map(coins.map((coin) => [coin.address, coin])).values()];
    const old = await client.query<{ description: string | null }>(
      'SELECT description FROM past_coins WHERE address = ANY($1::text[]) FOR UPDATE',
      [latest.map((coin) => coin.address)],
    );
    const delta = new Map<string, number>();
    const count = (text: string | null, by: number) => {
      for (const word of new Set(words(text ?? ''))) delta.set(word, (delta.get(word) ?? 0) + by);
    };
    for (const row of old.rows) count(row.description, -1);
    for (const coin of latest) count(coin.description, 1);
    await client.query(
      `INSERT INTO past_coins (address, name, ticker, description, market_cap, created_at, name_key, ticker_key, description_words)
       SELECT address, name, ticker, description, market_cap, created_at, name_key, ticker_key, array_to_tsvector(words)
       FROM jsonb_to_recordset($1::jsonb) AS t(address text, name text, ticker text, description text, market_cap double precision,
         created_at timestamptz, name_key text, ticker_key text, words text[])
       ON CONFLICT (address) DO UPDATE SET name = excluded.name, ticker = excluded.ticker, description = excluded.description,
         market_cap = excluded.market_cap, created_at = excluded.created_at, name_key = excluded.name_key,
         ticker_key = excluded.ticker_key, description_words = excluded.description_words`,
      [
        JSON.stringify(
          latest.map((coin) => ({
            address: coin.address,
            name: coin.name,
            ticker: coin.ticker,
            description: coin.description,
            market_cap: coin.marketCap,
            created_at: coin.createdAt,
            name_key: coinKey(coin.name),
            ticker_key: coinKey(coin.ticker),
            words: [...new Set(words(coin.description ?? ''))],
          })),
        ),
      ],
    );
    const changed = [...delta].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
    if (changed.length > 0) {
      await client.query(
        `INSERT INTO past_coin_word_counts (word, coins) SELECT * FROM unnest($1::text[], $2::integer[])
         ON CONFLICT (word) DO UPDATE SET coins = past_coin_word_counts.coins + excluded.coins`,
        [changed.map(([word]) => word), changed.map(([, by]) => by)],
      );
    }
  }

  async #query<R extends pg.QueryResultRow>(sql: string, values: unknown[], options: StoreCallOptions = {}) {
    await this.ready();
    options.signal?.throwIfAborted();
    return this.#pool.query<R>(sql, values);
  }

  async record(coins: readonly PastCoin[], options: StoreCallOptions = {}): Promise<number> {
    await this.ready();
    options.signal?.throwIfAborted();
    await this.#transaction((client) => this.#upsert(client, coins));
    return new Set(coins.map((coin) => coin.address)).size;
  }

  async count(options?: StoreCallOptions): Promise<number> {
    const result = await this.#query<{ n: string }>('SELECT count(*) AS n FROM past_coins', [], options);
    return Number(result.rows[0]!.n);
  }

  search: PastCoinStore['search'] = (query, options) => searchCoins(this, query, this.options.namingTerms, options);

  async withKeys(keys: readonly string[], limit: number, options?: StoreCallOptions): Promise<PastCoin[]> {
    if (keys.length === 0) return [];
    // An index probe per key: with hundreds of keys (a typo's neighbours) `= ANY` on two columns
    // spends ~20 ms planning, and a plain join is planned as a scan of the table per key. Tickers and
    // names each up to the limit: however many names equal a key, its tickers are all found.
    const byColumn = (column: 'ticker_key' | 'name_key') =>
      this.#query<CoinRow>(
        `SELECT DISTINCT ON (c.market_cap, c.id) ${PREFIXED} FROM unnest($1::text[]) AS k (key)
         CROSS JOIN LATERAL (SELECT * FROM past_coins p WHERE p.${column} = k.key) c
         ORDER BY c.market_cap DESC NULLS LAST, c.id LIMIT $2`,
        [[...new Set(keys)], limit],
        options,
      );
    const [tickers, names] = await Promise.all([byColumn('ticker_key'), byColumn('name_key')]);
    const rows = [...tickers.rows, ...names.rows];
    return [...new Map(rows.map((row) => [row.address, row])).values()].map(toCoin);
  }

  async similarNames(key: string, limit: number, options?: StoreCallOptions): Promise<PastCoin[]> {
    if (!HAS_TRIGRAM_CHARACTERS.test(key)) return [];
    await this.ready();
    options?.signal?.throwIfAborted();
    // The planner prices `%` like `=` and, with statistics, expects it to match 1% of the table, so it
    // scans the whole table (300 ms at 100,000 coins) rather than the trigram index (a few ms).
    return this.#transaction(async (client) => {
      await client.query('SET LOCAL enable_seqscan = off');
      const threshold = [...key].length <= SHORT_KEY ? SHORT_KEY_THRESHOLD : SIMILARITY_THRESHOLD;
      await client.query(`SET LOCAL pg_trgm.similarity_threshold = ${threshold}`);
      const result = await client.query<CoinRow>(
        `SELECT ${COLUMNS} FROM past_coins WHERE name_key % $1 OR ticker_key % $1
         ORDER BY greatest(similarity(name_key, $1), similarity(ticker_key, $1)) DESC, id LIMIT $2`,
        [key, limit],
      );
      return result.rows.map(toCoin);
    });
  }

  async describedBy(wanted: readonly string[], limit: number, options?: StoreCallOptions): Promise<PastCoin[]> {
    if (wanted.length === 0) return [];
    const counts = await this.#query<{ term: string; coins: number }>(
      'SELECT word AS term, coins FROM past_coin_word_counts WHERE word = ANY($1::text[]) AND coins > 0',
      [wanted],
      options,
    );
    const { chosen, postings } = rarestFirst(counts.rows, WORD_POSTINGS_BUDGET, WORDS_MAX);
    if (chosen.length === 0) return [];
    // A word too common to rank by within the budget brings the latest coins that hold it.
    const order = postings > WORD_POSTINGS_BUDGET ? 'id DESC' : 'ts_rank(description_words, q) DESC, id';
    const result = await this.#query<CoinRow>(
      `SELECT ${COLUMNS} FROM past_coins, to_tsquery('simple', $1) AS q WHERE description_words @@ q
       ORDER BY ${order} LIMIT $2`,
      [chosen.map(({ term }) => tsString(term)).join(' | '), limit],
      options,
    );
    return result.rows.map(toCoin);
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
