/**
 * Deterministic training of the embedded namer's learned parts (lib/engines/ai_name/local), used by
 * train-naming.ts and the eval's cross-validation through naming-training.ts. No randomness: the
 * same examples give the same model.
 */
import type { NamingModel, TickerRules } from '../lib/engines/ai_name/local/model';
import { TERM_FEATURES } from '../lib/engines/ai_name/local/salience';
import { buildTicker, tickerLetters } from '../lib/engines/ai_name/local/ticker';

/** The candidate words of one post: their features, and which of them belong to the real name. */
export interface RankingExample {
  features: number[][];
  positive: boolean[];
}

export interface RankerOptions {
  iterations?: number;
  learningRate?: number;
  l2?: number;
}

/**
 * A conditional logit (softmax logistic regression over a post's candidates): it maximises the
 * probability the model puts on the candidates that belong to the real name, by full-batch gradient
 * descent from the hand ranker (weight 1 on the hand salience, 0 elsewhere) with L2 toward that start.
 */
export function trainRanker(examples: RankingExample[], options: RankerOptions = {}): number[] {
  const { iterations = 400, learningRate = 0.5, l2 = 1e-3 } = options;
  const size = TERM_FEATURES.length;
  const start = TERM_FEATURES.map((name) => (name === 'log_salience' ? 1 : 0));
  const weights = [...start];
  const usable = examples.filter(
    (example) => example.features.length >= 2 && example.positive.some(Boolean) && !example.positive.every(Boolean),
  );
  if (usable.length === 0) return weights;
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(size).fill(0);
    for (const { features, positive } of usable) {
      const logits = features.map((row) => row.reduce((sum, value, i) => sum + value * weights[i]!, 0));
      const top = Math.max(...logits);
      const exp = logits.map((logit) => Math.exp(logit - top));
      const total = exp.reduce((a, b) => a + b, 0);
      const hit = exp.reduce((sum, value, i) => sum + (positive[i] ? value : 0), 0);
      // d(-log P(hit))/dw = E_all[x] - E_hit[x]
      features.forEach((row, r) => {
        const coefficient = exp[r]! / total - (positive[r] ? exp[r]! / hit : 0);
        for (let i = 0; i < size; i++) gradient[i]! += coefficient * row[i]!;
      });
    }
    for (let i = 0; i < size; i++) {
      weights[i]! -= learningRate * (gradient[i]! / usable.length + l2 * (weights[i]! - start[i]!));
    }
  }
  return weights.map((weight) => Math.round(weight * 1e4) / 1e4);
}

/** A launched name and its ticker, the ticker without `$` and uppercased. */
export interface TickerPair {
  name: string;
  ticker: string;
}

/**
 * Words that launched pairs fold into one letter before a second word ("Baby Frog" → BFROG), seen at
 * least `minCount` times.
 */
export function learnModifiers(pairs: TickerPair[], minCount = 2): string[] {
  const counts = new Map<string, number>();
  for (const { name, ticker } of pairs) {
    const words = name
      .split(/[\s\-_/]+/)
      .map(tickerLetters)
      .filter(Boolean);
    if (words.length !== 2) continue;
    const [first, second] = words as [string, string];
    if (first.length >= 2 && ticker === first[0] + second) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= minCount)
    .map(([word]) => word)
    .sort();
}

/** The share of pairs whose ticker the rules rebuild exactly from the name. */
export function tickerAccuracy(pairs: TickerPair[], rules: TickerRules): number {
  if (pairs.length === 0) return 0;
  return pairs.filter(({ name, ticker }) => buildTicker(name, rules) === ticker).length / pairs.length;
}

/** The ticker rules that rebuild the most tickers from their names, by a small grid search. */
export function learnTickerRules(pairs: TickerPair[]): TickerRules {
  const modifiers = learnModifiers(pairs);
  let best: TickerRules = { wholeWordMax: 10, wholeNameMax: 8, prefixMax: 6, initials: true, modifiers };
  let bestAccuracy = -1;
  for (const wholeWordMax of [4, 5, 6, 7, 8, 9, 10]) {
    for (const wholeNameMax of [4, 5, 6, 7, 8, 9, 10]) {
      for (const prefixMax of [3, 4, 5, 6]) {
        for (const initials of [true, false]) {
          const rules = { wholeWordMax, wholeNameMax, prefixMax, initials, modifiers };
          const accuracy = tickerAccuracy(pairs, rules);
          if (accuracy > bestAccuracy) [best, bestAccuracy] = [rules, accuracy];
        }
      }
    }
  }
  return best;
}

/** The model file's content from the two learned parts. */
export function assembleModel(weights: number[], ticker: TickerRules, trainedOn: string, pairRatio = 2): NamingModel {
  return { features: [...TERM_FEATURES], weights, pairRatio, ticker, trainedOn };
}

/**
 * The choices tried for the model's pair ratio; 2 means never pair. Ratios under 0.1 are left out
 * on purpose: they join a runner-up far weaker than the leader, which the hit metric rewards
 * (+0.4 points in CV for always joining) but which makes names nobody would launch ("Biscuit Ohio").
 */
export const PAIR_RATIOS = [0.1, 0.2, 0.3, 0.5, 2];
