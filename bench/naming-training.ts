/** Turns naming entries into training examples and trains a model on them (the trainer and the eval's CV). */
import { nameEvent } from '../lib/engines/ai_name/local';
import type { NamingModel } from '../lib/engines/ai_name/local/model';
import { scoreTerms } from '../lib/engines/ai_name/local/salience';
import { parsePost } from '../lib/engines/ai_name/local/text';
import {
  assembleModel,
  learnTickerRules,
  PAIR_RATIOS,
  trainRanker,
  type RankingExample,
  type TickerPair,
} from './naming-learners';
import { goldTokens, isValid, keytermHit, norm, tickerKey, tokensShared, type Entry } from './naming-data';

/** A post's candidate words, each marked by whether it shares a key word with the real name or ticker. */
export function rankingExample(entry: Entry): RankingExample {
  const gold = goldTokens(entry);
  const terms = scoreTerms(parsePost(entry.text));
  return {
    features: terms.map((term) => term.features),
    positive: terms.map((term) => {
      const key = norm(term.key);
      return key.length >= 3 && gold.some((token) => tokensShared(key, token));
    }),
  };
}

/** Launched pairs whose ticker can be compared with one built from the name (letters and digits only). */
export function tickerPairs(entries: Entry[]): TickerPair[] {
  return entries
    .map((entry) => ({ name: entry.name, ticker: tickerKey(entry.ticker) }))
    .filter((pair) => /^[A-Z0-9]{2,10}$/.test(pair.ticker));
}

/** The share of entries the namer names validly and on a key word of the real name, with this model. */
export function validAndHit(entries: Entry[], model: NamingModel): number {
  const hits = entries.filter((entry) => {
    const predicted = nameEvent({ text: entry.text, images: [] }, '', model);
    return isValid(predicted) && keytermHit(predicted, entry);
  });
  return hits.length / (entries.length || 1);
}

/** Ranker weights, ticker rules, then the pair ratio that names the training entries best with them. */
export function trainModel(entries: Entry[], trainedOn: string): NamingModel {
  const weights = trainRanker(entries.map(rankingExample));
  const ticker = learnTickerRules(tickerPairs(entries));
  let best = assembleModel(weights, ticker, trainedOn);
  let bestScore = validAndHit(entries, best);
  for (const ratio of PAIR_RATIOS) {
    const model = assembleModel(weights, ticker, trainedOn, ratio);
    const score = validAndHit(entries, model);
    if (score > bestScore) [best, bestScore] = [model, score];
  }
  return best;
}
