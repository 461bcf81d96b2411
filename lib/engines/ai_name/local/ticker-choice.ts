import { repairTicker, TICKER_MAX } from '../rules';
import { passing } from './cues';
import { STOPWORDS, TITLES } from './lexicon';
import type { NamingModel } from './model';
import { TERM_FEATURES } from './terms';
import { buildTicker, syllablePrefix, tickerLetters } from './ticker';
import { ensembleScore } from './trees';
import { commonForm } from './words';

/**
 * Tickers a name can give, every one drawn from the name itself: the whole name, a word of it (whole,
 * cut at a syllable, or without a plural's S), its initials, or a word's first letter folded onto the
 * word after it or onto the last word. A learned scorer picks among them, reading what the post says
 * about each word; a cashtag, when the post has one, is decided before this.
 */
export interface TickerOption {
  ticker: string;
  features: number[];
}

export const TICKER_FEATURES = [
  'whole_name',
  'one_word',
  'initials',
  'folded',
  'cut',
  'is_key_word',
  'first_word',
  'last_word',
  'ticker_length',
  'name_words',
  'name_letters',
  'word_listed',
  'word_rank',
  'rules_choice',
  'from_pair',
  'from_run',
  'from_phrase',
  'from_tag',
  'word_score_gap',
  'singular',
  // What the ranker read about the word in the post (TERM_FEATURES); -1 when it was no candidate.
  ...TERM_FEATURES.map((feature) => `word_${feature}`),
];

/** How the namer arrived at the name: the ticker people give a name depends on it. */
export type NameOrigin = 'word' | 'pair' | 'run' | 'phrase' | 'tag';

export interface TickerContext {
  /** The word of the name that the ranker chose. */
  keyWord?: string;
  origin: NameOrigin;
  /** The ranker's score of each word of the post (by its ticker letters), less the leader's. */
  scoreGaps?: Map<string, number>;
  /** The ranker's features (TERM_FEATURES) of each word of the post, by its ticker letters. */
  wordFeatures?: Map<string, readonly number[]>;
  /** Only the key word may give the ticker: it is a pet's name, and the pet is the news ("Elon Floki" → FLOKI). */
  keyOnly?: boolean;
}

const NOT_A_CANDIDATE: readonly number[] = TERM_FEATURES.map(() => -1);

const LINKING_WORDS = new Set([
  'THE',
  'A',
  'AN',
  'OF',
  'WIF',
  'WITH',
  'AND',
  'IN',
  'ON',
  'DE',
  'LA',
  'LE',
  'FOR',
  'TO',
]);

function wordRankFeature(word: string): number {
  return commonForm(word.toLowerCase()) === undefined ? 1 : 0;
}

/** The options for a name whose key word (the ranker's pick) is `keyWord`, when known. */
export function tickerOptions(name: string, model: NamingModel, context: TickerContext): TickerOption[] {
  const { keyWord, origin, scoreGaps, wordFeatures, keyOnly } = context;
  const words = name
    .split(/[\s\-_/]+/)
    .map(tickerLetters)
    .filter(Boolean);
  if (words.length === 0) return [];
  const key = keyWord ? tickerLetters(keyWord) : '';
  const joined = words.join('');
  const meaningful = words.filter((word) => !LINKING_WORDS.has(word));
  const rules = buildTicker(name, model.ticker, keyWord);
  const options = new Map<string, TickerOption>();
  const add = (raw: string, shape: number, word: string | undefined, cut: boolean) => {
    const ticker = repairTicker(raw);
    if (!ticker || options.has(ticker)) return;
    const index = word === undefined ? -1 : words.indexOf(word);
    options.set(ticker, {
      ticker,
      features: [
        Number(shape === 0),
        Number(shape === 1),
        Number(shape === 2),
        Number(shape === 3),
        Number(cut),
        Number(word !== undefined && word === key),
        Number(index === 0),
        Number(index === words.length - 1 && index >= 0),
        ticker.length,
        words.length,
        Math.min(joined.length, 20),
        word === undefined ? 0 : 1 - wordRankFeature(word),
        word === undefined ? 0 : word.length,
        Number(ticker === rules),
        Number(origin === 'pair'),
        Number(origin === 'run'),
        Number(origin === 'phrase'),
        Number(origin === 'tag'),
        word === undefined ? 0 : Math.max(-10, scoreGaps?.get(word) ?? -10),
        Number(shape === 5),
        ...((word === undefined ? undefined : wordFeatures?.get(word)) ?? NOT_A_CANDIDATE),
      ],
    });
  };
  if (joined.length <= TICKER_MAX) add(joined, 0, undefined, false);
  // A title, a famous person or a major coin in the name never gives its ticker ("Sir Waddles" → WADDLES,
  // "Crumbs BTC" → CRUMBS) unless the ranker chose that very word.
  const keyInPassing = passing(key.toLowerCase());
  const hasContentWord = words.some((word) => !STOPWORDS.has(word.toLowerCase()) && !LINKING_WORDS.has(word));
  for (const word of words) {
    if (LINKING_WORDS.has(word) && words.length > 1) continue;
    if (words.length > 1 && (TITLES.has(word.toLowerCase()) || (!keyInPassing && passing(word.toLowerCase()))))
      continue;
    // A function word of a phrase never gives its ticker: "THIS IS FINE" → FINE or TIF.
    if (hasContentWord && STOPWORDS.has(word.toLowerCase())) continue;
    // A phrase of function words alone goes by its initials or its whole: "HERE WE GO AGAIN" → HWGA.
    if (!hasContentWord && words.length >= 3) continue;
    // Any word of the name may carry its ticker, the trees decide which; a pet's name alone does.
    if (keyOnly && key && words.includes(key) && word !== key) continue;
    if (word.length <= TICKER_MAX) add(word, 1, word, false);
    add(syllablePrefix(word, model.ticker.prefixMax), 1, word, true);
    // A long word cut at a later syllable: "Marshmallow" → MARSH.
    if (word.length > TICKER_MAX) add(syllablePrefix(word, 6), 1, word, true);
    // Launches drop a plural's S: "Sleepy Otters" → OTTER, "Octopuses" → OCTOPUS (never Walrus's).
    if (word.length >= 5 && /[^SU]S$/.test(word)) add(word.slice(0, -1), 5, word, true);
    if (word.length >= 6 && /(?:SS|US|X|CH|SH)ES$/.test(word)) add(word.slice(0, -2), 5, word, true);
  }
  if (meaningful.length >= 2) add(meaningful.map((word) => word[0]).join(''), 2, undefined, false);
  const last = meaningful[meaningful.length - 1];
  if (meaningful.length === 2 && last) add(meaningful[0]![0] + last, 3, last, false);
  if (meaningful.length >= 3 && last) {
    // A letter folded onto the word after it or onto the last word: "Brave Little Otter" → BLITTLE, BOTTER.
    for (let i = 0; i + 1 < meaningful.length; i++)
      add(meaningful[i]![0] + meaningful[i + 1]!, 3, meaningful[i + 1], false);
    add(meaningful[0]![0] + last, 3, last, false);
  }
  if (rules) add(rules, 4, undefined, true);
  return [...options.values()];
}

/** The ticker for a name: the learned scorer's pick among tickerOptions, else the learned rules. */
export function chooseTicker(name: string, model: NamingModel, context: TickerContext): string | undefined {
  const { keyWord } = context;
  if (!model.tickerTrees?.length) return buildTicker(name, model.ticker, keyWord);
  const options = tickerOptions(name, model, context);
  let best: { ticker: string; score: number } | undefined;
  for (const option of options) {
    const score = ensembleScore(model.tickerTrees, option.features);
    if (best === undefined || score > best.score) best = { ticker: option.ticker, score };
  }
  return best?.ticker ?? buildTicker(name, model.ticker, keyWord);
}
