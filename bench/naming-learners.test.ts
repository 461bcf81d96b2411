import { describe, expect, it } from 'vitest';
import { TERM_FEATURES } from '../lib/engines/ai_name/local/salience';
import { learnModifiers, learnTickerRules, tickerAccuracy, trainRanker, type RankingExample } from './naming-learners';

describe('the learned ranker', () => {
  it('learns to prefer the feature that marks the right candidate', () => {
    // Two candidates per post; the right one always has feature `quoted`, the wrong one a higher hand score.
    const row = (quoted: number, salience: number) =>
      TERM_FEATURES.map((name) => (name === 'quoted' ? quoted : name === 'log_salience' ? salience : 0));
    const examples: RankingExample[] = Array.from({ length: 20 }, () => ({
      features: [row(1, 0), row(0, 1)],
      positive: [true, false],
    }));
    const weights = trainRanker(examples, { iterations: 200 });
    expect(weights[TERM_FEATURES.indexOf('quoted')]! - weights[TERM_FEATURES.indexOf('log_salience')]!).toBeGreaterThan(
      0,
    );
    expect(trainRanker(examples, { iterations: 200 })).toEqual(weights);
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
