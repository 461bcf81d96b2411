/**
 * The SQLite store's schema, created idempotently at start. `coins` holds each coin once by address
 * with its normalised name and ticker (coin-keys.ts); `coin_grams` indexes the three-character pieces of
 * both, `gram_counts` how many coins hold each piece (so a search reads the rarest first);
 * `coin_text` is an FTS5 index of the descriptions, kept in step by triggers.
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS coins (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  ticker TEXT NOT NULL,
  description TEXT,
  market_cap REAL,
  created_at TEXT,
  name_key TEXT NOT NULL,
  ticker_key TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS coins_by_name_key ON coins (name_key, market_cap);
CREATE INDEX IF NOT EXISTS coins_by_ticker_key ON coins (ticker_key, market_cap);
CREATE TABLE IF NOT EXISTS coin_grams (gram TEXT NOT NULL, coin INTEGER NOT NULL, PRIMARY KEY (gram, coin)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS gram_counts (gram TEXT PRIMARY KEY, coins INTEGER NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS coin_text USING fts5 (
  description, content = 'coins', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS coin_text_terms USING fts5vocab (coin_text, 'row');
CREATE TRIGGER IF NOT EXISTS coins_text_insert AFTER INSERT ON coins BEGIN
  INSERT INTO coin_text (rowid, description) VALUES (new.id, coalesce(new.description, ''));
END;
CREATE TRIGGER IF NOT EXISTS coins_text_delete AFTER DELETE ON coins BEGIN
  INSERT INTO coin_text (coin_text, rowid, description) VALUES ('delete', old.id, coalesce(old.description, ''));
END;
CREATE TRIGGER IF NOT EXISTS coins_text_update AFTER UPDATE OF description ON coins BEGIN
  INSERT INTO coin_text (coin_text, rowid, description) VALUES ('delete', old.id, coalesce(old.description, ''));
  INSERT INTO coin_text (rowid, description) VALUES (new.id, coalesce(new.description, ''));
END;
`;
