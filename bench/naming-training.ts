/** Turns naming entries into training examples and trains a model on them (the trainer and the eval's CV). */
import { nameEvent } from '../lib/engines/ai_name/local';
import { nameFromText } from '../lib/engines/ai_name/local/namer';
import { tickerOptions } from '../lib/engines/ai_name/local/ticker-choice';
import type { NamingModel } from '../lib/engines/ai_name/local/model';
import { candidateRows } from '../lib/engines/ai_name/local/context';
import { scoreTerms } from '../lib/engines/ai_name/local/salience';
import { parsePost } from '../lib/engines/ai_name/local/text';
import { trainTrees, type BoostingOptions } from './naming-boosting';
import { assembleModel, learnTickerRules, PAIR_RATIOS, type RankingExample, type TickerPair } from './naming-learners';
import { goldTokens, isValid, keytermHit, norm, tickerKey, tokensShared, type Entry } from './naming-data';

/** A post's candidate words, each marked by whether it shares a key word with the real name or ticker. */
export function rankingExample(entry: Entry): RankingExample {
  const gold = goldTokens(entry);
  const post = parsePost(entry.text);
  const terms = scoreTerms(post);
  return {
    features: candidateRows(post, terms),
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

/**
 * The tickers the namer could give its own name for each entry, marked by whether each is the
 * launched ticker: what the ticker scorer learns from.
 */
export function tickerExamples(entries: Entry[], model: NamingModel): RankingExample[] {
  return entries.flatMap((entry) => {
    const from = nameFromText(entry.text, '', [], model)?.tickerFrom;
    if (!from) return [];
    const options = tickerOptions(from.name, model, from.context);
    const gold = tickerKey(entry.ticker);
    return [{ features: options.map((option) => option.features), positive: options.map((o) => o.ticker === gold) }];
  });
}

export interface TrainingOptions extends BoostingOptions {
  /** Options of the ticker scorer's trees; `false` leaves tickers to the rules alone. */
  tickerTrees?: BoostingOptions | false;
}

/** Ranker trees, ticker rules, the pair ratio that names the training entries best, then the ticker scorer. */
export function trainModel(entries: Entry[], trainedOn: string, options: TrainingOptions = {}): NamingModel {
  const best = trainRankerAndRules(entries, trainedOn, options);
  if (options.tickerTrees === false) return best;
  const tickerTrees = trainTrees(tickerExamples(entries, best), { trees: 200, depth: 4, ...options.tickerTrees });
  return { ...best, tickerTrees };
}

function trainRankerAndRules(entries: Entry[], trainedOn: string, options: BoostingOptions): NamingModel {
  const trees = trainTrees(entries.map(rankingExample), options);
  const ticker = learnTickerRules(tickerPairs(entries));
  let best = assembleModel(trees, ticker, trainedOn);
  let bestScore = validAndHit(entries, best);
  for (const ratio of PAIR_RATIOS) {
    const model = assembleModel(trees, ticker, trainedOn, ratio);
    const score = validAndHit(entries, model);
    if (score > bestScore) [best, bestScore] = [model, score];
  }
  return best;
}
