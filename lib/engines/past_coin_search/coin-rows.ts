import type { PastCoin } from './types';

/** A coin as both stores' tables hold it (Postgres hands timestamps back as Dates, SQLite as text). */
export interface CoinRow {
  address: string;
  name: string;
  ticker: string;
  description: string | null;
  market_cap: number | null;
  created_at: string | Date | null;
}

/** The columns of a CoinRow, as both stores name them. */
export const COIN_COLUMNS = ['address', 'name', 'ticker', 'description', 'market_cap', 'created_at'];

export function toCoin(row: CoinRow): PastCoin {
  return {
    address: row.address,
    name: row.name,
    ticker: row.ticker,
    description: row.description,
    marketCap: row.market_cap,
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  };
}

/** Postings a search reads at most for description words, and how many words it sends. */
export const WORD_POSTINGS_BUDGET = 20_000;
export const WORDS_MAX = 12;

/**
 * The rarest terms first (the fewest coins hold them), until their postings would pass `budget` or
 * `most` are chosen; the rarest is always taken, however common. `postings` is what the chosen read:
 * over the budget only when the rarest alone is.
 */
export function rarestFirst<T extends { term: string; coins: number }>(
  counts: readonly T[],
  budget: number,
  most = Infinity,
): { chosen: T[]; postings: number } {
  const sorted = [...counts].sort((a, b) => a.coins - b.coins || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const chosen: T[] = [];
  let postings = 0;
  for (const count of sorted) {
    if (chosen.length >= most || (chosen.length > 0 && postings + count.coins > budget)) break;
    chosen.push(count);
    postings += count.coins;
  }
  return { chosen, postings };
}
