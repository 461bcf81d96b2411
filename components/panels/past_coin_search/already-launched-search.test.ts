import { describe, expect, it } from 'vitest';
import type { FoundCoin } from './types';
import { alreadyLaunchedQueries, mergeFound } from './already-launched-search';

function coin(address: string, score: number, marketCap: number | null = null): FoundCoin {
  return {
    address,
    name: address,
    ticker: address.toUpperCase(),
    description: null,
    marketCap,
    createdAt: null,
    score,
    match: 'name',
  };
}

describe('already launched', () => {
  it('searches the ticker, and the name only when it would find something else', () => {
    expect(alreadyLaunchedQueries('Pepper', 'PEPPER')).toEqual(['PEPPER']);
    expect(alreadyLaunchedQueries('Diamond Paws', 'DIAMONDPAWS')).toEqual(['DIAMONDPAWS']);
    expect(alreadyLaunchedQueries('Professor Whiskers', 'WHISKERS')).toEqual(['WHISKERS', 'Professor Whiskers']);
  });

  it('lists each coin once at its better score, best first, then by market cap, at most the limit', () => {
    const byTicker = [coin('a', 1), coin('b', 0.5, 100)];
    const byName = [coin('b', 0.9), coin('c', 0.5, 900), coin('d', 0.4)];
    const merged = mergeFound([byTicker, byName], 3);
    expect(merged.map((found) => [found.address, found.score])).toEqual([
      ['a', 1],
      ['b', 0.9],
      ['c', 0.5],
    ]);
    expect(mergeFound([[], []])).toEqual([]);
  });
});
