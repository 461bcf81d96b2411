/** Turns naming entries into training examples and trains a model on them (the trainer and the eval's CV). */
import { nameEvent } from '../../lib/engines/ai_name/local';
import { nameFromText } from '../../lib/engines/ai_name/local/namer';
import { tickerOptions } from '../../lib/engines/ai_name/local/ticker-choice';
import type { NamingModel } from '../../lib/engines/ai_name/local/model';
import { candidateRows, priorFeatures, type WordPriors } from '../../lib/engines/ai_name/local/context';
import { scoreTerms } from '../../lib/engines/ai_name/local/terms';
import { parsePost } from '../../lib/engines/ai_name/local/text';
import { trainTrees, type BoostingOptions } from './boosting';
import { assembleModel, learnTickerRules, PAIR_RATIOS, type RankingExample, type TickerPair } from './learners';
import { goldTokens, isValid, keytermHit, norm, tickerKey, tokensShared, type Entry } from './data';
import type { PostEntry } from './posts-set';

/** Posts of the posts set as training entries: the expected name, and its first ticker as the launched one. */
export function postsAsEntries(posts: PostEntry[]): Entry[] {
  return posts.map((post) => ({
    id: post.id,
    text: post.text,
    name: post.name,
    ticker: post.tickers[0] ?? '',
    written: true,
  }));
}

/** A post's candidate words (their keys), each marked by whether it shares a key word with the real name or ticker. */
interface Candidates extends RankingExample {
  keys: string[];
}

function candidatesOf(entry: Entry): Candidates {
  const gold = goldTokens(entry);
  const post = parsePost(entry.text);
  const terms = scoreTerms(post);
  return {
    keys: terms.map((term) => term.key),
    features: candidateRows(post, terms),
    positive: terms.map((term) => {
      const key = norm(term.key);
      // A phrase candidate ("numbergoup") is right when it is the whole name.
      return (key.length >= 3 && gold.some((token) => tokensShared(key, token))) || key === norm(entry.name);
    }),
  };
}

/** Words seen fewer times than this as candidates get no prior of their own. */
export const PRIOR_MIN_SEEN = 3;
/** The training posts are cut into this many parts; each part's priors come from the others. */
export const PRIOR_FOLDS = 5;

/** How often each word was a candidate and how often it was then in the launched name (once a post). */
export function learnWordPriors(posts: Pick<Candidates, 'keys' | 'positive'>[], minSeen = PRIOR_MIN_SEEN): WordPriors {
  const counts = new Map<string, [number, number]>();
  let seen = 0;
  let named = 0;
  for (const { keys, positive } of posts) {
    const once = new Set<string>();
    keys.forEach((key, i) => {
      if (once.has(key)) return;
      once.add(key);
      const count = counts.get(key) ?? [0, 0];
      count[0]++;
      count[1] += Number(positive[i]);
      counts.set(key, count);
      seen++;
      named += Number(positive[i]);
    });
  }
  const words: Record<string, [number, number]> = {};
  for (const key of [...counts.keys()].sort()) if (counts.get(key)![0] >= minSeen) words[key] = counts.get(key)!;
  return { base: Math.round((1e4 * named) / Math.max(1, seen)) / 1e4, words };
}

/** The post's example with its candidates' priors filled in. */
function withPriors({ keys, features, positive }: Candidates, priors: WordPriors): RankingExample {
  const width = features[0]?.length ?? 0;
  return {
    positive,
    features: features.map((row, i) => [...row.slice(0, width - 2), ...priorFeatures(priors, keys[i]!)]),
  };
}

/**
 * The ranker's examples and the priors for the model: each training post's priors come from the
 * other parts of the training posts (as a new post's come from posts it is not in), and the model
 * keeps the priors of all of them.
 */
export function rankingExamples(entries: Entry[]): {
  examples: RankingExample[];
  priors: WordPriors;
  /** The priors each training post's part was given (index: the part, `i % PRIOR_FOLDS`). */
  partPriors: WordPriors[];
} {
  const posts = entries.map(candidatesOf);
  // Only real launches say how often a word becomes a name: written posts repeat their word lists.
  const launched = (i: number) => !entries[i]!.written;
  const examples = new Array<RankingExample>(posts.length);
  const partPriors = Array.from({ length: PRIOR_FOLDS }, (_, p) => {
    const priors = learnWordPriors(posts.filter((_, i) => priorPart(i) !== p && launched(i)));
    posts.forEach((post, i) => {
      if (priorPart(i) === p) examples[i] = withPriors(post, priors);
    });
    return priors;
  });
  return { examples, priors: learnWordPriors(posts.filter((_, i) => launched(i))), partPriors };
}

/** The part of the training posts that the i-th post's priors leave out. */
const priorPart = (i: number) => i % PRIOR_FOLDS;

/**
 * What `measure` gives on the training entries when each is named with the priors of its part (as
 * a new post is, by posts it is not in), for the model otherwise unchanged.
 */
function outOfPart<T>(
  entries: Entry[],
  model: NamingModel,
  partPriors: WordPriors[],
  measure: (part: Entry[], model: NamingModel) => T[],
): T[] {
  return partPriors.flatMap((wordPriors, p) =>
    measure(
      entries.filter((_, i) => priorPart(i) === p),
      { ...model, wordPriors },
    ),
  );
}

/** Launched pairs whose ticker can be compared with one built from the name (letters and digits only). */
export function tickerPairs(entries: Entry[]): TickerPair[] {
  return entries
    .map((entry) => ({ name: entry.name, ticker: tickerKey(entry.ticker) }))
    .filter((pair) => /^[A-Z0-9]{2,10}$/.test(pair.ticker));
}

/** The share of entries the namer names validly and on a key word of the real name, with this model. */
export function validAndHit(entries: Entry[], model: NamingModel): number {
  return hitsOf(entries, model).filter(Boolean).length / (entries.length || 1);
}

function hitsOf(entries: Entry[], model: NamingModel): boolean[] {
  return entries.map((entry) => {
    const predicted = nameEvent({ text: entry.text, images: [] }, '', model);
    return isValid(predicted) && keytermHit(predicted, entry);
  });
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
  const { model: best, partPriors } = trainRankerAndRules(entries, trainedOn, options);
  if (options.tickerTrees === false) return best;
  const examples = outOfPart(entries, best, partPriors, tickerExamples);
  const tickerTrees = trainTrees(examples, { trees: 200, depth: 4, ...options.tickerTrees });
  return { ...best, tickerTrees };
}

/** The share of the entries named validly and on a key word, each with the priors of its part. */
function validAndHitOutOfPart(entries: Entry[], model: NamingModel, partPriors: WordPriors[]): number {
  return outOfPart(entries, model, partPriors, hitsOf).filter(Boolean).length / (entries.length || 1);
}

function trainRankerAndRules(
  entries: Entry[],
  trainedOn: string,
  options: BoostingOptions,
): { model: NamingModel; partPriors: WordPriors[] } {
  const { examples, priors, partPriors } = rankingExamples(entries);
  const trees = trainTrees(examples, options);
  const ticker = learnTickerRules(tickerPairs(entries));
  let best = assembleModel(trees, ticker, trainedOn, priors);
  let bestScore = validAndHitOutOfPart(entries, best, partPriors);
  for (const ratio of PAIR_RATIOS) {
    const model = assembleModel(trees, ticker, trainedOn, priors, ratio);
    const score = validAndHitOutOfPart(entries, model, partPriors);
    if (score > bestScore) [best, bestScore] = [model, score];
  }
  return { model: best, partPriors };
}
