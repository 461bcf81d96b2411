import { describe, expect, it } from 'vitest';
import { candidateRows, CANDIDATE_FEATURES } from './context';
import { namingModel, type NamingModel } from './model';
import { nameFromText } from './namer';
import { scoreTerms, TERM_FEATURES } from './terms';
import { parsePost } from './text';
import { chooseTicker, TICKER_FEATURES, tickerOptions } from './ticker-choice';
import type { ObliviousTree } from './trees';

const featureOf = (text: string, key: string, name: string) => {
  const post = parsePost(text);
  const terms = scoreTerms(post);
  const row = candidateRows(post, terms)[terms.findIndex((term) => term.key === key)];
  return row?.[CANDIDATE_FEATURES.indexOf(name)];
};

describe('what the ranker reads around a candidate', () => {
  it('marks the maker after "by" and the word after an article', () => {
    const text = 'Glimmerfox, a creation by Hollis Brandt';
    expect(featureOf(text, 'brandt', 'after_by')).toBe(1);
    expect(featureOf(text, 'glimmerfox', 'after_by')).toBe(0);
    expect(featureOf(text, 'creation', 'after_article')).toBe(1);
  });

  it('reads the post as a whole: its length, its share of unlisted words', () => {
    const text = 'Zorblax the walrus lives in a tank';
    expect(featureOf(text, 'zorblax', 'post_words')).toBe(Math.log2(8));
    expect(featureOf(text, 'zorblax', 'unlisted_share')).toBeGreaterThan(0);
  });

  it("puts a pet's own name before its owner: the pet is the news", () => {
    const draft = nameFromText('Mayor Quimby showed off his new kitten Waffles at the town hall')!;
    expect(draft.name.toLowerCase()).toContain('waffles');
    expect(draft.ticker).toBe('WAFFLES');
  });
});

describe('the ticker chosen from the name', () => {
  const model = namingModel();

  it('offers only tickers drawn from the name', () => {
    const options = tickerOptions('Sleepy Moon Otter', model, { keyWord: 'otter', origin: 'run' }).map(
      (option) => option.ticker,
    );
    expect(options).toContain('OTTER');
    expect(options).toContain('SMO');
    expect(tickerOptions('Moon Otter', model, { origin: 'pair' }).map((option) => option.ticker)).toContain(
      'MOONOTTER',
    );
    for (const ticker of options) expect(/^[SLEPYMONTR]+$/.test(ticker)).toBe(true);
    for (const option of tickerOptions('Sleepy Moon Otter', model, { origin: 'run' }))
      expect(option.features).toHaveLength(TICKER_FEATURES.length);
  });

  it('offers every word of the name, a plural without its S, and letters folded onto the next word', () => {
    const options = tickerOptions('Brave Little Otters', model, { keyWord: 'otters', origin: 'run' }).map(
      (option) => option.ticker,
    );
    for (const ticker of ['BRAVE', 'LITTLE', 'OTTERS', 'OTTER', 'BLO', 'BLITTLE', 'LOTTERS', 'BOTTERS'])
      expect(options).toContain(ticker);
  });

  it("offers only the key word when it is a pet's name: the pet is the news", () => {
    const options = tickerOptions('Mayor Waffles', model, { keyWord: 'waffles', origin: 'pair', keyOnly: true });
    const tickers = options.map((option) => option.ticker);
    expect(tickers).toContain('WAFFLES');
    expect(tickers).not.toContain('MAYOR');
  });

  it('reads what the ranker read about each word, and marks a word that was no candidate', () => {
    const features = TICKER_FEATURES.indexOf('word_rarity');
    const wordFeatures = new Map([['OTTER', TERM_FEATURES.map((_, i) => i / 10)]]);
    const options = tickerOptions('Sleepy Otter', model, { keyWord: 'otter', origin: 'run', wordFeatures });
    const of = (ticker: string) => options.find((option) => option.ticker === ticker)!.features[features];
    expect(of('OTTER')).toBe(TERM_FEATURES.indexOf('rarity') / 10);
    expect(of('SLEEPY')).toBe(-1);
  });

  it('follows its trees: a tree that likes the key word picks the key word', () => {
    const keyWord: ObliviousTree = { splits: [[TICKER_FEATURES.indexOf('is_key_word'), 0.5]], leaves: [0, 3] };
    const withTrees: NamingModel = { ...model, tickerTrees: [keyWord] };
    expect(chooseTicker('Grumpy Walrus Club', withTrees, { keyWord: 'walrus', origin: 'run' })).toBe('WALRUS');
    const initials: ObliviousTree = { splits: [[TICKER_FEATURES.indexOf('initials'), 0.5]], leaves: [0, 3] };
    expect(
      chooseTicker('Grumpy Walrus Club', { ...model, tickerTrees: [initials] }, { keyWord: 'walrus', origin: 'run' }),
    ).toBe('GWC');
  });

  it('never takes the ticker from a word the name does not contain, unless a cashtag says so', () => {
    const posts = [
      'My neighbour just adopted a tiny hedgehog called Pim and he sleeps in a teacup 🦔',
      'Grandpa Bertrand found his old skateboard and is now the king of the parking lot',
      'the council voted to rename the town square after a pigeon named Sir Flapsalot',
      'Introducing $WADDLE, the penguin who refuses to wear his tuxedo',
    ];
    for (const text of posts) {
      const draft = nameFromText(text)!;
      const letters = draft.name.toUpperCase().replace(/[^A-Z0-9]/g, '');
      const fromCashtag = text.toUpperCase().includes(`$${draft.ticker}`);
      expect(fromCashtag || [...draft.ticker].every((char) => letters.includes(char))).toBe(true);
    }
  });
});
