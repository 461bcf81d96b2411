import { countTickerUse, freeTicker, TICKER_CHECK_LIMIT, type TickerCheck } from '@inference-console/client/kit';
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

/** Past-coin search through the console's route; its coins, or an error naming the status. */
async function searchCoins(body: Record<string, unknown>, signal?: AbortSignal): Promise<PastCoinsResponse> {
  const record = await runOperation('past_coin_search', body, signal);
  const response = record.response as Partial<PastCoinsResponse> | null;
  if (!record.ok || !Array.isArray(response?.results)) {
    throw new Error(record.error ? `${record.status} ${record.error.code}` : `HTTP ${record.status}`);
  }
  return response as PastCoinsResponse;
}

/**
 * How many recorded coins use the ticker exactly (profane ones too: a ticker is taken all the same),
 * and when any does, the first ticker made from the name that none uses.
 */
export async function checkTicker(name: string, ticker: string, signal?: AbortSignal): Promise<TickerCheck> {
  const search = async (query: string) => (await searchCoins({ query, limit: TICKER_CHECK_LIMIT }, signal)).results;
  const use = await countTickerUse(ticker, search);
  if (use.usedBy === 0) return { ticker, ...use };
  const proposed = await freeTicker(name, ticker, search);
  return { ticker, ...use, ...(proposed && { proposed }) };
}

/** The list, and how many profane coins a safe search left out of it (0 when every coin is shown). */
export interface AlreadyLaunchedList {
  coins: FoundCoin[];
  hidden: number;
}

/**
 * Past coins that already use a generated name or ticker, or something close: past-coin search
 * through the console's route, as plain calls (not runs: they stay out of the panel's history).
 * Nobody asked for this list, so it is safe (no profane coin) unless `showHidden`; a coin hidden
 * from both searches is one coin, so the larger count is the fewest hidden and the one said.
 */
export async function findAlreadyLaunched(
  name: string,
  ticker: string,
  signal?: AbortSignal,
  showHidden = false,
): Promise<AlreadyLaunchedList> {
  const answers = await Promise.all(
    alreadyLaunchedQueries(name, ticker).map(async (query) => {
      const body = { query, limit: ALREADY_LAUNCHED_SHOWN, ...(!showHidden && { safe: true }) };
      const response = await searchCoins(body, signal);
      return { results: response.results, hidden: response.hidden ?? 0 };
    }),
  );
  return {
    coins: mergeFound(answers.map((answer) => answer.results)),
    hidden: Math.max(0, ...answers.map((answer) => answer.hidden)),
  };
}
