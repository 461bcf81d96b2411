import { describe, expect, it } from 'vitest';
import { CANDIDATE_FEATURES } from '../lib/engines/ai_name/local/context';
import { ensembleScore } from '../lib/engines/ai_name/local/trees';
import { trainTrees } from './naming-boosting';
import { learnModifiers, learnTickerRules, tickerAccuracy, type RankingExample } from './naming-learners';

describe('the learned ranker', () => {
  it('learns to prefer the feature that marks the right candidate, the same way every time', () => {
    // Two candidates per post; the right one is quoted, the wrong one has the higher hand score.
    const row = (quoted: number, salience: number) =>
      CANDIDATE_FEATURES.map((name) => (name === 'quoted' ? quoted : name === 'log_salience' ? salience : 0));
    const examples: RankingExample[] = Array.from({ length: 20 }, () => ({
      features: [row(0, 1), row(1, 0)],
      positive: [false, true],
    }));
    const trees = trainTrees(examples, { trees: 10, depth: 2 });
    expect(ensembleScore(trees, row(1, 0))).toBeGreaterThan(ensembleScore(trees, row(0, 1)));
    expect(trainTrees(examples, { trees: 10, depth: 2 })).toEqual(trees);
  });
});

describe('ticker rules learned from pairs', () => {
  const pairs = [
    { name: 'Tiny Walrus', ticker: 'TWALRUS' },
    { name: 'Tiny Narwhal', ticker: 'TNARWHAL' },
    { name: 'Moon Frog', ticker: 'MOONFROG' },
    { name: 'Quibble', ticker: 'QUIBBLE' },
    { name: 'Angry Little Space Walrus', ticker: 'ALSW' },
  ];

  it('finds the words people fold into one letter', () => {
    expect(learnModifiers(pairs)).toEqual(['TINY']);
  });

  it('picks rules that rebuild the pairs it learned from', () => {
    const rules = learnTickerRules(pairs);
    expect(tickerAccuracy(pairs, rules)).toBe(1);
  });
});
