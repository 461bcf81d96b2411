/**
 * The Postgres store's schema, as numbered migrations applied in order at start, each once, in one
 * transaction under an advisory lock: instances starting together migrate once. Append; never edit.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'coins, name and ticker keys with trigram indexes, description words',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE past_coins (
        id bigserial PRIMARY KEY,
        address text NOT NULL UNIQUE,
        name text NOT NULL,
        ticker text NOT NULL,
        description text,
        market_cap double precision,
        created_at timestamptz,
        name_key text NOT NULL,
        ticker_key text NOT NULL,
        description_words tsvector NOT NULL
      );
      CREATE INDEX past_coins_by_name_key ON past_coins (name_key);
      CREATE INDEX past_coins_by_ticker_key ON past_coins (ticker_key);
      CREATE INDEX past_coins_name_trigrams ON past_coins USING gin (name_key gin_trgm_ops);
      CREATE INDEX past_coins_ticker_trigrams ON past_coins USING gin (ticker_key gin_trgm_ops);
      CREATE INDEX past_coins_description_words ON past_coins USING gin (description_words);
      CREATE TABLE past_coin_word_counts (word text PRIMARY KEY, coins integer NOT NULL);
      CREATE TABLE past_coin_store_meta (key text PRIMARY KEY, value text NOT NULL);
    `,
  },
];

/** Any number: one lock for every instance that migrates or seeds this database. */
export const MIGRATION_LOCK = 0x70617374;
