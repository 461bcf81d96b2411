import { describe, expect, it } from 'vitest';
import { CANDIDATE_FEATURES, PRIOR_WEIGHT, priorFeatures } from '../../lib/engines/ai_name/local/context';
import { ensembleScore, type ObliviousTree } from '../../lib/engines/ai_name/local/trees';
import { leafIndex, trainTrees } from './boosting';
import { learnModifiers, learnTickerRules, tickerAccuracy, type RankingExample } from './learners';
import { learnWordPriors } from './training';

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

describe('scoring an ensemble', () => {
  it('sums the leaves its rows fall in, also after a tree is added', () => {
    const trees: ObliviousTree[] = [
      {
        splits: [
          [0, 0.5],
          [2, 1],
        ],
        leaves: [0.1, -0.2, 0.3, 0],
      },
      { splits: [[1, -1]], leaves: [1, 2] },
      { splits: [], leaves: [0.25] },
    ];
    const rows = [
      [0, 0, 0],
      [1, -2, 3],
      [0.7, 5, 0.5],
    ];
    const bySum = (row: number[]) => trees.reduce((sum, tree) => sum + tree.leaves[leafIndex(tree, row)]!, 0);
    for (const row of rows) expect(ensembleScore(trees, row)).toBe(bySum(row));
    trees.push({ splits: [[2, 2]], leaves: [-1, 1] });
    for (const row of rows) expect(ensembleScore(trees, row)).toBe(bySum(row));
  });
});

describe("words' priors learned from the training posts", () => {
  // Five posts: "otter" is a candidate in four and in the launched name in three; "moon" in all and named in none.
  const posts = [
    { keys: ['otter', 'moon', 'otter'], positive: [true, false, true] },
    { keys: ['otter', 'moon'], positive: [true, false] },
    { keys: ['otter', 'moon'], positive: [true, false] },
    { keys: ['otter', 'moon', 'zib'], positive: [false, false, true] },
    { keys: ['moon', 'zib'], positive: [false, false] },
  ];

  it('counts a word once a post and keeps only words seen often enough', () => {
    const priors = learnWordPriors(posts, 3);
    expect(priors.words).toEqual({ moon: [5, 0], otter: [4, 3] });
    expect(priors.base).toBe(0.3636); // 4 named of 11 candidates
  });

  it("reads a word's prior as its share smoothed toward the base rate, the base rate when unseen", () => {
    const priors = learnWordPriors(posts, 3);
    const [otter, seen] = priorFeatures(priors, 'otter');
    expect(otter).toBeCloseTo((3 + PRIOR_WEIGHT * 0.3636) / (4 + PRIOR_WEIGHT));
    expect(seen).toBeCloseTo(Math.log2(5));
    expect(priorFeatures(priors, 'moon')[0]).toBeLessThan(priors.base);
    expect(priorFeatures(priors, 'zib')).toEqual([priors.base, 0]);
    expect(priorFeatures(priors, 'constructor')).toEqual([priors.base, 0]);
    expect(priorFeatures(undefined, 'otter')).toEqual([0, 0]);
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
