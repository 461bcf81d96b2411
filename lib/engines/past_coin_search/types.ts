/**
 * The past-coin store: what the two past-coin operations (past_coin_search, past_coins) need of it.
 * Two implementations sit behind it: an embedded SQLite file (the default, seeded from the corpus
 * shipped in this folder) and Postgres (DATABASE_URL), shared by every instance. Engines know
 * nothing of HTTP: a store that cannot answer throws EngineError 'unavailable' (lib/engines/errors.ts),
 * which the operations answer with 503 past_coin_search_failed and Retry-After.
 */

/** A launched coin as recorded. */
export interface PastCoin {
  /** The coin's mint address; unique, the key coins are upserted by. 1 to 64 characters. */
  address: string;
  /** 1 to 64 characters. */
  name: string;
  /** As the coin's creator wrote it (case and `$` kept); 1 to 16 characters. */
  ticker: string;
  /** Up to 2,000 characters, or null. */
  description: string | null;
  /** Market cap in USD, or null. */
  marketCap: number | null;
  /** ISO-8601 instant, or null. */
  createdAt: string | null;
}

/** What matched a result best. */
export type MatchKind = 'ticker' | 'name' | 'description';

export interface FoundCoin extends PastCoin {
  /** 0 to 1; 1 when the ticker or name equals the query after normalising case, `$`, spaces and punctuation. */
  score: number;
  match: MatchKind;
}

/**
 * A search. `text`: a coin name, a ticker (`$` optional) or words, searched against tickers, names
 * and descriptions. `event`: a social post's text, searched against descriptions, and by the terms
 * its post would be named after (the namer's term extraction) against names and tickers.
 * Query text is data, never query syntax.
 */
export type CoinQuery = { kind: 'text' | 'event'; text: string; limit: number; safe?: boolean };

/**
 * What a search answers: the coins, best first, and with `safe`, how many profane coins
 * (profanity.ts) were left out of the first `limit` the same search without `safe` would answer.
 */
export interface CoinSearch {
  results: FoundCoin[];
  hidden: number;
}

export interface StoreCallOptions {
  /** Aborted when the caller goes away; the store stops waiting (and cancels where it can). */
  signal?: AbortSignal;
  /** When the caller stops waiting (Date.now() ms): work not done by then is not committed, where the store can tell. */
  deadline?: number;
}

/**
 * What a store finds for a search: candidates, not a ranking. Every store ranks them the same way
 * (search.ts), so SQLite and Postgres answer alike. Each call answers at most `limit` coins.
 */
export interface CoinCandidates {
  /** Coins whose normalised ticker or name is one of these keys (lib/engines/past_coin_search/coin-keys.ts), largest market cap first. */
  withKeys(keys: readonly string[], limit: number, options?: StoreCallOptions): Promise<PastCoin[]>;
  /** Coins whose normalised name or ticker is most like this key (shares the most three-character pieces). */
  similarNames(key: string, limit: number, options?: StoreCallOptions): Promise<PastCoin[]>;
  /** Coins whose description holds the most of these words (normalised, each a plain word, never syntax). */
  describedBy(words: readonly string[], limit: number, options?: StoreCallOptions): Promise<PastCoin[]>;
}

export interface PastCoinStore {
  /** `sqlite` or `postgres`, for the X-Engine header, logs and /readyz. */
  readonly id: string;
  /** Creates or migrates the schema (idempotent) and seeds an empty store from the shipped corpus. */
  ready(): Promise<void>;
  /** Best first, at most `query.limit`; empty when nothing is close. With `query.safe`, no profane coin. */
  search(query: CoinQuery, options?: StoreCallOptions): Promise<CoinSearch>;
  /** Upserts by address, all or nothing (one transaction); answers the number of coins written. */
  record(coins: readonly PastCoin[], options?: StoreCallOptions): Promise<number>;
  count(options?: StoreCallOptions): Promise<number>;
  /** Releases the file or the connection pool. */
  close(): Promise<void>;
}
