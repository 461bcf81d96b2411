import { describe, expect, it } from 'vitest';
import { rarestFirst, toCoin } from './coin-rows';

const count = (term: string, coins: number) => ({ term, coins });

describe('choosing the rarest terms within a budget', () => {
  it('takes the rarest first until the next would pass the budget, or the most allowed', () => {
    const counts = [count('common', 900), count('rare', 10), count('middling', 100), count('unusual', 50)];
    expect(rarestFirst(counts, 200)).toEqual({ chosen: [counts[1], counts[3], counts[2]], postings: 160 });
    expect(rarestFirst(counts, 10_000, 2).chosen.map(({ term }) => term)).toEqual(['rare', 'unusual']);
  });

  it('always takes the rarest, even past the budget, and says so in its postings', () => {
    expect(rarestFirst([count('everywhere', 50_000), count('also', 60_000)], 20_000)).toEqual({
      chosen: [count('everywhere', 50_000)],
      postings: 50_000,
    });
    expect(rarestFirst([], 20_000)).toEqual({ chosen: [], postings: 0 });
  });
});

describe('a stored row as a coin', () => {
  it('gives the launch time as ISO-8601 from either store', () => {
    const row = { address: 'a', name: 'A', ticker: 'A', description: null, market_cap: 5 };
    expect(toCoin({ ...row, created_at: new Date('2024-10-13T08:31:20Z') }).createdAt).toBe('2024-10-13T08:31:20.000Z');
    expect(toCoin({ ...row, created_at: '2024-10-13T08:31:20.000Z' })).toEqual({
      address: 'a',
      name: 'A',
      ticker: 'A',
      description: null,
      marketCap: 5,
      createdAt: '2024-10-13T08:31:20.000Z',
    });
  });
});
