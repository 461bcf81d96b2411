import { describe, expect, it } from 'vitest';
import { nameFromText } from './namer';
import { candidateRows, CANDIDATE_FEATURES } from './context';
import { namingModel, type NamingModel } from './model';
import { scoreTerms } from './salience';
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

  it('compares each candidate with the best of its post', () => {
    const post = parsePost('Zorblax the walrus lives in a tank');
    const terms = scoreTerms(post);
    const rows = candidateRows(post, terms);
    const gap = CANDIDATE_FEATURES.indexOf('salience_gap');
    expect(rows[0]![gap]).toBe(0);
    for (const row of rows.slice(1)) expect(row[gap]!).toBeLessThanOrEqual(0);
  });
});

describe('the ticker chosen from the name', () => {
  const model = namingModel();

  it('offers only tickers drawn from the name', () => {
    const options = tickerOptions('Sleepy Moon Otter', model, 'otter').map((option) => option.ticker);
    expect(options).toContain('OTTER');
    expect(options).toContain('SMO');
    expect(tickerOptions('Moon Otter', model).map((option) => option.ticker)).toContain('MOONOTTER');
    for (const ticker of options) expect(/^[SLEPYMONTR]+$/.test(ticker)).toBe(true);
    for (const option of tickerOptions('Sleepy Moon Otter', model))
      expect(option.features).toHaveLength(TICKER_FEATURES.length);
  });

  it('follows its trees: a tree that likes the key word picks the key word', () => {
    const keyWord: ObliviousTree = { splits: [[TICKER_FEATURES.indexOf('is_key_word'), 0.5]], leaves: [0, 3] };
    const withTrees: NamingModel = { ...model, tickerTrees: [keyWord] };
    expect(chooseTicker('Grumpy Walrus Club', withTrees, 'walrus')).toBe('WALRUS');
    const initials: ObliviousTree = { splits: [[TICKER_FEATURES.indexOf('initials'), 0.5]], leaves: [0, 3] };
    expect(chooseTicker('Grumpy Walrus Club', { ...model, tickerTrees: [initials] }, 'walrus')).toBe('GWC');
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
