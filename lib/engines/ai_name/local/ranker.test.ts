import { describe, expect, it } from 'vitest';
import { checkModel, namingModel, type NamingModel } from './model';
import { closeRunnerUp, rankTerms, termLogit } from './ranker';
import { scoreTerms, TERM_FEATURES, type Term } from './salience';
import { parsePost } from './text';

const feature = (term: Term | undefined, name: (typeof TERM_FEATURES)[number]) =>
  term?.features[TERM_FEATURES.indexOf(name)];
const termsOf = (text: string) => scoreTerms(parsePost(text));
const termOf = (text: string, key: string) => termsOf(text).find((term) => term.key === key);

describe('candidate features', () => {
  it('gives every candidate one value per named feature, all finite', () => {
    for (const term of termsOf('Meet Bramble, the grumpy old tortoise 🐢 who hates mornings! $BRAM #tortoise')) {
      expect(term.features).toHaveLength(TERM_FEATURES.length);
      for (const value of term.features) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('marks cashtags, hashtags, quotes and the word a cue points at', () => {
    const text = 'Meet Bramble, a tortoise. Holders call it "slowpoke". $BRAM #shellgang';
    expect(feature(termOf(text, 'bram'), 'cashtag')).toBe(1);
    expect(feature(termOf(text, 'shellgang'), 'hashtag')).toBe(1);
    expect(feature(termOf(text, 'slowpoke'), 'quoted')).toBe(1);
    expect(feature(termOf(text, 'bramble'), 'subject')).toBe(1);
    expect(feature(termOf(text, 'tortoise'), 'animal')).toBe(1);
    expect(feature(termOf(text, 'tortoise'), 'subject')).toBe(0);
  });

  it('tells capitals in a mixed-case post from a shout, and counts repeats', () => {
    const mixed = 'everyone loves Quibble. quibble quibble quibble';
    expect(feature(termOf(mixed, 'quibble'), 'mid_capital')).toBe(1);
    expect(feature(termOf(mixed, 'quibble'), 'repeats')).toBe(2);
    const shout = 'Zebras expected the HAMSTER to win';
    expect(feature(termOf(shout, 'hamster'), 'all_caps')).toBe(1);
    expect(feature(termOf(shout, 'zebras'), 'first_word')).toBe(1);
    expect(feature(termOf(shout, 'hamster'), 'first_word')).toBe(0);
  });

  it('marks an emoji that stands for the word and a linked account that carries it', () => {
    const text = 'the frog 🐸 of the summer https://x.com/summerfrogsol';
    expect(feature(termOf(text, 'frog'), 'emoji')).toBe(1);
    expect(feature(termOf(text, 'frog'), 'linked')).toBe(1);
  });
});

describe('the learned ranker', () => {
  const weightsFor = (values: Partial<Record<(typeof TERM_FEATURES)[number], number>>) =>
    TERM_FEATURES.map((name) => values[name] ?? 0);
  const model = (weights: number[]): NamingModel => ({ ...namingModel(), weights });

  it('orders candidates by the weighted sum of their features', () => {
    const terms = termsOf('a quiet walrus met a loud narwhal. $NARWHAL');
    const byCashtag = rankTerms(terms, model(weightsFor({ cashtag: 5 })));
    expect(byCashtag[0]!.key).toBe('narwhal');
    const byFirstWord = rankTerms(terms, model(weightsFor({ early: 5 })));
    expect(byFirstWord[0]!.key).toBe('quiet');
    expect(termLogit(byCashtag[0]!, weightsFor({ cashtag: 5 }))).toBe(5);
  });

  it('breaks ties by the word that comes first, so the order is deterministic', () => {
    const ranked = rankTerms(termsOf('walrus narwhal platypus'), model(weightsFor({})));
    expect(ranked.map((term) => term.key)).toEqual(['walrus', 'narwhal', 'platypus']);
  });

  it('offers the runner-up only when its odds are close to those of the leader', () => {
    const ranked = rankTerms(termsOf('walrus narwhal'), model(weightsFor({ early: 1 })));
    const gap = Math.exp(ranked[1]!.logit! - ranked[0]!.logit!);
    expect(closeRunnerUp(ranked, gap - 0.01)?.key).toBe('narwhal');
    expect(closeRunnerUp(ranked, gap + 0.01)).toBeUndefined();
  });

  it('ships a model that matches the features the code extracts', () => {
    expect(() => checkModel(namingModel())).not.toThrow();
    expect(() => checkModel({ ...namingModel(), features: namingModel().features.slice(1) })).toThrow(/train:naming/);
  });
});
