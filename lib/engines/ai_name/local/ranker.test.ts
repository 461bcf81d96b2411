import { describe, expect, it } from 'vitest';
import { checkModel, namingModel, type NamingModel } from './model';
import { candidateRows, CANDIDATE_FEATURES } from './context';
import { closeRunnerUp, rankTerms } from './ranker';
import { scoreTerms, TERM_FEATURES, type Term } from './terms';
import { parsePost } from './text';
import type { ObliviousTree } from './trees';

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
  const at = (name: string) => CANDIDATE_FEATURES.indexOf(name);
  /** One tree of one level: candidates whose feature is above 0.5 score `value`, the rest 0. */
  const stump = (name: string, value: number): ObliviousTree => ({ splits: [[at(name), 0.5]], leaves: [0, value] });
  const model = (trees: ObliviousTree[]): NamingModel => ({ ...namingModel(), trees });
  const ranked = (text: string, trees: ObliviousTree[]) => {
    const post = parsePost(text);
    return rankTerms(post, scoreTerms(post), model(trees));
  };

  it('gives every candidate one value per named feature, all finite', () => {
    const post = parsePost('Meet Bramble, the grumpy old tortoise 🐢 who hates mornings! $BRAM #tortoise');
    for (const row of candidateRows(post, scoreTerms(post))) {
      expect(row).toHaveLength(CANDIDATE_FEATURES.length);
      for (const value of row) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it("orders candidates by the sum of their trees' leaves", () => {
    const text = 'a quiet walrus met a loud narwhal. $NARWHAL';
    expect(ranked(text, [stump('cashtag', 5)])[0]!.key).toBe('narwhal');
    expect(ranked(text, [stump('first_word', 5)])[0]!.key).toBe('quiet');
    expect(ranked(text, [stump('cashtag', 5)])[0]!.logit).toBe(5);
  });

  it('breaks ties by the word that comes first, so the order is deterministic', () => {
    expect(ranked('walrus narwhal platypus', []).map((term) => term.key)).toEqual(['walrus', 'narwhal', 'platypus']);
  });

  it('offers the runner-up only when its odds are close to those of the leader', () => {
    const terms = ranked('walrus narwhal', [stump('first_word', 1)]);
    const gap = Math.exp(terms[1]!.logit! - terms[0]!.logit!);
    expect(closeRunnerUp(terms, gap - 0.01)?.key).toBe('narwhal');
    expect(closeRunnerUp(terms, gap + 0.01)).toBeUndefined();
  });

  it('ships a model that matches the features the code extracts', () => {
    expect(() => checkModel(namingModel())).not.toThrow();
    expect(() => checkModel({ ...namingModel(), features: namingModel().features.slice(1) })).toThrow(/train:naming/);
  });
});
