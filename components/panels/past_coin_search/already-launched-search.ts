import { runOperation } from '../../api/run-operation';
import type { FoundCoin, PastCoinsResponse } from './types';

/** How many past coins the naming result lists. */
export const ALREADY_LAUNCHED_SHOWN = 5;

/** Letters and digits only, lower case: "Pepper" and "PEPPER" are one search. */
function searchKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The ticker first, then the name when it would search for something else. */
export function alreadyLaunchedQueries(name: string, ticker: string): string[] {
  return searchKey(name) === searchKey(ticker) || searchKey(name) === '' ? [ticker] : [ticker, name];
}

/** Lists merged: each coin once, at its better score; best first (then the larger market cap), at most `limit`. */
export function mergeFound(lists: FoundCoin[][], limit = ALREADY_LAUNCHED_SHOWN): FoundCoin[] {
  const best = new Map<string, FoundCoin>();
  for (const coin of lists.flat()) {
    const held = best.get(coin.address);
    if (!held || coin.score > held.score) best.set(coin.address, coin);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || (b.marketCap ?? -1) - (a.marketCap ?? -1))
    .slice(0, limit);
}

/**
 * Past coins that already use a generated name or ticker, or something close: past-coin search
 * through the console's route, as plain calls (not runs: they stay out of the panel's history).
 */
export async function findAlreadyLaunched(name: string, ticker: string, signal?: AbortSignal): Promise<FoundCoin[]> {
  const lists = await Promise.all(
    alreadyLaunchedQueries(name, ticker).map(async (query) => {
      const record = await runOperation('past_coin_search', { query, limit: ALREADY_LAUNCHED_SHOWN }, signal);
      const results = (record.response as Partial<PastCoinsResponse> | null)?.results;
      if (!record.ok || !Array.isArray(results)) {
        throw new Error(record.error ? `${record.status} ${record.error.code}` : `HTTP ${record.status}`);
      }
      return results;
    }),
  );
  return mergeFound(lists);
}
