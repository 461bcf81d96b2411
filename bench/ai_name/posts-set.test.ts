import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nameHit, oneMinuteRule, tickerHit } from './posts-eval';
import { CJK_PETS, POST_KINDS, POSTS_FILES, postsSet, tickersOf, WORDS, type PostEntry } from './posts-set';

const tune = postsSet('tune');
const check = postsSet('check');

describe('the posts set', () => {
  it('has several hundred posts in each half, of every kind, each with a name and a ticker', () => {
    for (const half of [tune, check]) {
      expect(half.length).toBeGreaterThanOrEqual(250);
      for (const kind of POST_KINDS)
        expect(half.filter((post) => post.kind === kind).length).toBeGreaterThanOrEqual(20);
      for (const post of half) {
        expect(post.name.length).toBeGreaterThan(0);
        expect(post.tickers.length).toBeGreaterThan(0);
        expect(post.tickers.every((ticker) => /^[A-Z0-9]{2,10}$/.test(ticker))).toBe(true);
      }
    }
  });

  it('shares no post and no name between its halves, so check measures what generalises', () => {
    const tuneTexts = new Set(tune.map((post) => post.text));
    expect(check.filter((post) => tuneTexts.has(post.text))).toEqual([]);
    for (const list of [
      'pet',
      'famous',
      'org',
      'phrase',
      'caps',
      'coinWord',
      'titled',
      'newsThing',
      'relative',
    ] as const) {
      const inTune = new Set(WORDS.tune[list].map((word) => word.toLowerCase()));
      expect(WORDS.check[list].filter((word) => inTune.has(word.toLowerCase()))).toEqual([]);
    }
    const cjkNames = (half: 'tune' | 'check') =>
      CJK_PETS[half].flatMap(({ names }) => names.map(([name]) => name.toLowerCase()));
    expect(cjkNames('check').filter((name) => cjkNames('tune').includes(name))).toEqual([]);
  });

  it('is the same on every run, and its files are what the script writes', () => {
    expect(postsSet('tune')).toEqual(tune);
    for (const { file, source } of POSTS_FILES) expect(readFileSync(file, 'utf8') === source()).toBe(true);
  });

  it('gives tickers from the key words of a name, never from a title or a function word', () => {
    expect(tickersOf('Sir Waddles')).toEqual(['WADDLES']);
    expect(tickersOf('Justice For The Raccoon')).toEqual(['JUSTICE', 'RACCOON', 'JFTR']);
    expect(tickersOf('Only Up')).toEqual(['ONLYUP']);
  });
});

describe('the measures of the posts set', () => {
  const post: PostEntry = {
    id: 'x',
    kind: 'quoted',
    text: 'my aunt keeps saying "Velcro Walrus" lol',
    name: 'Velcro Walrus',
    tickers: ['VELCRO', 'WALRUS'],
    allowed: [],
  };

  it('counts a name that keeps to the expected words, and not one with a word glued on', () => {
    expect(nameHit({ name: 'Velcro Walrus', ticker: 'X' }, post)).toBe(true);
    expect(nameHit({ name: 'Walrus', ticker: 'X' }, post)).toBe(true);
    expect(nameHit({ name: 'Aunt Walrus', ticker: 'X' }, post)).toBe(false);
    expect(nameHit({ name: 'Aunt', ticker: 'X' }, post)).toBe(false);
  });

  it('counts a ticker of a key word or its first letters', () => {
    expect(tickerHit({ name: '', ticker: '$WALRUS' }, post)).toBe(true);
    expect(tickerHit({ name: '', ticker: 'VELC' }, post)).toBe(true);
    expect(tickerHit({ name: '', ticker: 'AUNT' }, post)).toBe(false);
  });

  it('has the one-minute rule take the first cashtag, else the first quoted phrase, else the first capitalised word', () => {
    expect(oneMinuteRule('$SOL up, $ZORP more')).toEqual({ name: 'SOL', ticker: 'SOL' });
    expect(oneMinuteRule('Wow my aunt said "Velcro Walrus"')).toEqual({ name: 'Velcro Walrus', ticker: 'VELCRO' });
    expect(oneMinuteRule('so Kevin ate it')).toEqual({ name: 'Kevin', ticker: 'KEVIN' });
  });
});
