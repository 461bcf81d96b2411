import { describe, expect, it } from 'vitest';
import { coinKey, trigrams, words } from './coin-keys';
import { searchCoins, textScorer, type NamingTerms } from './search';
import type { CoinCandidates, PastCoin } from './types';

const coin = (name: string, ticker: string, description: string | null = null, marketCap = 1000): PastCoin => ({
  address: `${name}-${ticker}`,
  name,
  ticker,
  description,
  marketCap,
  createdAt: null,
});

/** The store's three look-ups over an array, as the SQLite and Postgres stores answer them. */
function memoryCandidates(coins: PastCoin[]): CoinCandidates {
  return {
    async withKeys(keys, limit) {
      const wanted = new Set(keys);
      const byCap = [...coins].sort((a, b) => (b.marketCap ?? -1) - (a.marketCap ?? -1));
      const tickers = byCap.filter((c) => wanted.has(coinKey(c.ticker))).slice(0, limit);
      const names = byCap.filter((c) => wanted.has(coinKey(c.name))).slice(0, limit);
      return [...new Set([...tickers, ...names])];
    },
    async similarNames(key, limit) {
      const grams = new Set(trigrams(key));
      const shared = (c: PastCoin) =>
        new Set([...trigrams(coinKey(c.name)), ...trigrams(coinKey(c.ticker))].filter((g) => grams.has(g))).size;
      return coins
        .filter((c) => shared(c) > 0)
        .sort((a, b) => shared(b) - shared(a))
        .slice(0, limit);
    },
    async describedBy(wanted, limit) {
      const held = (c: PastCoin) => wanted.filter((w) => words(c.description ?? '').includes(w)).length;
      return coins
        .filter((c) => held(c) > 0)
        .sort((a, b) => held(b) - held(a))
        .slice(0, limit);
    },
  };
}

const noTerms = (): NamingTerms => ({ terms: [] });

describe('textScorer', () => {
  it('scores 1 only for the same name or ticker after normalising', () => {
    expect(textScorer('$WALRUS')(coin('Sleepy Walrus', 'WALRUS'))).toEqual({ score: 1, match: 'ticker' });
    expect(textScorer('sleepywalrus')(coin('Sleepy Walrus', 'ZZZ'))).toEqual({ score: 1, match: 'name' });
    expect(textScorer('sleepy walrus coin')(coin('Sleepy Walrus', 'ZZZ')).score).toBeLessThan(1);
  });

  it('scores the name with filler words around it just under an exact match', () => {
    const scored = textScorer('the sleepy walrus token')(coin('Sleepy Walrus', 'ZZZ'));
    expect(scored.match).toBe('name');
    expect(scored.score).toBeGreaterThanOrEqual(0.9);
    expect(scored.score).toBeLessThan(1);
  });

  it('scores a name with a word left out by the words it shares, above the same letters in a longer name', () => {
    const partial = textScorer('sleepy walrus')(coin('Sleepy Old Walrus', 'ZZZ'));
    const longer = textScorer('sleepy walrus')(coin('Sleepy Walrus Sleepy Walrus Inu', 'ZZZ'));
    expect(partial.score).toBeGreaterThan(longer.score);
    expect(partial.score).toBeLessThan(0.95);
  });

  it('ranks names that hold a $ticker whole above names that only start with it', () => {
    const score = (name: string, ticker: string) => textScorer('$WIF')(coin(name, ticker)).score;
    const whole = [score('tate wif hat', 'TWIF'), score('A.I WIF', 'AWIF'), score('Dog Wif Tie', 'WIFT')];
    const starts = [score('wife', 'DIVORCE'), score('WIFE', 'WIFE'), score('G Wife', 'MOMMY'), score('WIFFY', 'WIFFY')];
    expect(Math.min(...whole)).toBeGreaterThan(Math.max(...starts));
    expect(score('dogwiflaser', 'wif')).toBe(1);
    // Without the $ the query may be a typo of the longer name: it keeps its likeness.
    expect(textScorer('wif')(coin('wife', 'DIVORCE')).score).toBeGreaterThan(0.6);
  });

  it('keeps every score between 0 and 1', () => {
    for (const query of ['walrus', 'w', '$$$', 'the the the', 'sleepy walrus on the beach'])
      for (const c of [coin('Sleepy Walrus', 'ZZZ', 'the sleepy walrus on the beach'), coin('$', '$$$')]) {
        const { score } = textScorer(query)(c);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
  });
});

describe('searchCoins', () => {
  const walrus = coin('Sleepy Walrus', 'SLWAL', 'the sleepiest walrus on the whole beach, he naps all day');
  const store = memoryCandidates([
    coin('Sleepy Walrus Inu', 'SLWALINU', null, 90_000),
    coin('Sleepy Walrus Classic', 'SLWAL2', null, 80_000),
    coin('Sleepy Walruz', 'SLWAZ', 'sleepiest beach walrus naps all whole day on the', 70_000),
    walrus,
    coin('Tesla', 'TSLA'),
    coin('Tesla Inu', 'TSLAINU', null, 50_000),
    coin('Teslo', 'TESLO', null, 200),
  ]);
  const search = (text: string, kind: 'text' | 'event' = 'text') =>
    searchCoins(store, { kind, text, limit: 3 }, noTerms).then((found) => found.results);

  it('answers every coin with the ticker asked for, before the larger coins named as it', async () => {
    const named = Array.from({ length: 150 }, (_, index) => coin('Zebu', `ZB${index}`, null, 1_000_000 - index));
    const tickers = Array.from({ length: 4 }, (_, index) =>
      coin(`Zebu Coin ${index}`, index % 2 ? '$zebu' : 'ZEBU', null, index),
    );
    const found = await searchCoins(
      memoryCandidates([...named, ...tickers]),
      { kind: 'text', text: '$ZEBU', limit: 5 },
      noTerms,
    );
    expect(found.results.slice(0, 4).map((each) => [each.ticker, each.score])).toEqual(
      [3, 2, 1, 0].map((index) => [index % 2 ? '$zebu' : 'ZEBU', 1]),
    );
    expect(found.results[4]).toMatchObject({ name: 'Zebu', score: 1, match: 'name' });
  });

  it('puts the exact name first, above larger look-alikes', async () => {
    expect((await search('sleepy walrus'))[0]).toMatchObject({ name: 'Sleepy Walrus', score: 1 });
  });

  it('finds the name through filler words', async () => {
    expect((await search('the Sleepy Walrus coin'))[0]?.name).toBe('Sleepy Walrus');
  });

  it('finds a short name with two letters swapped', async () => {
    expect((await search('Tesal')).map((c) => c.name)).toContain('Tesla');
  });

  it('ranks the description a post was copied from above the same words reworded', async () => {
    const found = await search('the sleepiest walrus on the whole beach', 'event');
    expect(found[0]?.address).toBe(walrus.address);
    expect(found[0]?.match).toBe('description');
  });
});

describe('the "SEC chairman and a frog" post: no look-alike on a fragment of a word', () => {
  const fragments = [
    coin('Hair', 'HAIR', 'the best hair on solana', 900_000),
    coin('Man', 'MAN', null, 800_000),
    coin('Airman', 'AIRMAN', null, 700_000),
    coin('Chai', 'CHAI', null, 600_000),
    coin('Hairy Man', 'HMAN', null, 500_000),
  ];
  const fair = [coin('SEC Chairman', 'GENSLER', null, 100), coin('Chairman Frog', 'CFROG', 'a frog who chairs', 50)];
  const store = memoryCandidates([...fragments, ...fair]);
  /** What the namer made of the post: SEC Chairman / $CHAIRMAN. */
  const named = (): NamingTerms => ({ name: 'SEC Chairman', ticker: 'CHAIRMAN', terms: ['chairman', 'sec', 'frog'] });
  const fragmentNames = new Set(fragments.map((c) => c.name));

  it('searching the name finds the coin and whole-word matches, none of hair, man, airman or chai', async () => {
    const found = (await searchCoins(store, { kind: 'text', text: 'SEC Chairman', limit: 10 }, noTerms)).results;
    expect(found[0]).toMatchObject({ name: 'SEC Chairman', score: 1 });
    expect(found.map((c) => c.name)).toContain('Chairman Frog');
    expect(found.filter((c) => fragmentNames.has(c.name))).toEqual([]);
  });

  it('searching by the post finds no fragment either', async () => {
    const found = (
      await searchCoins(store, { kind: 'event', text: 'The SEC chairman and a frog walk into a bar', limit: 10 }, named)
    ).results;
    expect(found[0]?.name).toBe('SEC Chairman');
    expect(found.filter((c) => fragmentNames.has(c.name))).toEqual([]);
  });

  it('scores each fragment under the 0.3 a match needs, and a whole word as words are scored', () => {
    const score = textScorer('SEC Chairman');
    for (const fragment of fragments)
      expect([fragment.name, score(fragment).score < 0.3]).toEqual([fragment.name, true]);
    // One of the two words, held whole: as the word Dice of 1 word in 2 (0.95 × 2/3).
    expect(score(coin('Chairman', 'CHMN')).score).toBeCloseTo(0.5 + (0.4 * 8) / 11, 2);
    expect(score(coin('SEC', 'SECX')).score).toBeCloseTo(0.95 * (2 / 3), 2);
  });
});
