import { ANIMALS, BOILERPLATE, STOPWORDS } from './lexicon';
import { TERM_FEATURES, type Term } from './terms';
import type { ParsedPost, Token } from './text';
import { commonForm } from './words';

/**
 * What the ranker reads about a candidate beyond its own word: where it stands in the post, what
 * surrounds it, and what kind of post it is. Grouped so that each group can be kept or dropped as a
 * whole under cross-validation; bench/ai_name/RESULTS.md lists the groups tried and dropped.
 */
export const CONTEXT_GROUPS = {
  position: ['relative_position', 'first_sentence', 'last_in_sentence', 'sentence_share'],
  surroundings: [
    'after_article',
    'after_the',
    'after_owner',
    'after_preposition',
    'after_by',
    'before_coin_word',
    'next_to_animal',
    'in_capital_run',
  ],
  post: ['post_words', 'candidates', 'emoji_count', 'unlisted_share', 'non_latin', 'sentences'],
  prior: ['word_prior', 'word_seen'],
} as const;

export type ContextGroup = keyof typeof CONTEXT_GROUPS;

/** Every feature of a candidate, in the order candidateRows fills them: the word's own, then its context. */
export const CANDIDATE_FEATURES: readonly string[] = [...TERM_FEATURES, ...Object.values(CONTEXT_GROUPS).flat()];

const ARTICLES = new Set(['a', 'an']);
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
const PREPOSITIONS = new Set(['of', 'with', 'in', 'on', 'to', 'from', 'for', 'at', 'by', 'about', 'like']);
const COIN_WORDS = new Set(['coin', 'token', 'memecoin', 'sol', 'solana', 'army', 'season', 'szn', 'gang']);

function sameSentence(a: Token, b: Token | undefined): b is Token {
  return b !== undefined && b.sentence === a.sentence;
}

function positionFeatures(post: ParsedPost, tokens: Token[]): number[] {
  const first = tokens[0]!;
  const lastIndex = Math.max(1, post.tokens.length - 1);
  const sentences = new Set(tokens.map((token) => token.sentence)).size;
  const sentenceCount = (post.tokens[post.tokens.length - 1]?.sentence ?? 0) + 1;
  return [
    first.index / lastIndex,
    Number(first.sentence === 0),
    Number(tokens.some((token) => !sameSentence(token, post.tokens[token.index + 1]))),
    sentences / sentenceCount,
  ];
}

function surroundingFeatures(post: ParsedPost, tokens: Token[]): number[] {
  const before = (token: Token) => {
    const previous = post.tokens[token.index - 1];
    return sameSentence(token, previous) && !token.afterPunctuation ? previous.key : '';
  };
  const after = (token: Token) => {
    const next = post.tokens[token.index + 1];
    return sameSentence(token, next) && !next.afterPunctuation ? next.key : '';
  };
  const any = (test: (token: Token) => boolean) => Number(tokens.some(test));
  const capital = (token: Token | undefined) =>
    token !== undefined && token.capitalised && !token.allCaps && !STOPWORDS.has(token.key);
  return [
    any((token) => ARTICLES.has(before(token))),
    any((token) => before(token) === 'the'),
    any((token) => OWNERS.has(before(token))),
    any((token) => PREPOSITIONS.has(before(token))),
    // "a painting by X": the maker, not the thing made.
    any((token) => before(token) === 'by' || before(post.tokens[token.index - 1] ?? token) === 'by'),
    any((token) => COIN_WORDS.has(after(token))),
    any((token) => ANIMALS.has(after(token)) || ANIMALS.has(before(token))),
    Number(
      post.caseSignal &&
        tokens.some(
          (token) =>
            capital(token) &&
            ((sameSentence(token, post.tokens[token.index + 1]) && capital(post.tokens[token.index + 1])) ||
              (sameSentence(token, post.tokens[token.index - 1]) && capital(post.tokens[token.index - 1]))),
        ),
    ),
  ];
}

function postFeatures(post: ParsedPost, terms: Term[]): number[] {
  const words = post.tokens.filter((token) => !STOPWORDS.has(token.key) && !BOILERPLATE.has(token.key));
  const unlisted = words.filter((token) => commonForm(token.key) === undefined).length;
  const nonLatin = post.tokens.filter((token) => /[^\p{Script=Latin}\p{N}'’]/u.test(token.text)).length;
  return [
    Math.log2(1 + post.tokens.length),
    Math.log2(1 + terms.length),
    Math.min(post.emoji.length, 8),
    words.length === 0 ? 0 : unlisted / words.length,
    post.tokens.length === 0 ? 0 : nonLatin / post.tokens.length,
    Math.min((post.tokens[post.tokens.length - 1]?.sentence ?? 0) + 1, 8),
  ];
}

/**
 * How often each word was a candidate in the training posts and how often it was then in the
 * launched name or ticker, for words seen at least a few times: what the launches say about a word
 * that the post alone does not ("solana" and "community" are rarely names, "cat" often is).
 */
export interface WordPriors {
  /** The share of all training candidates that were in the launched name. */
  base: number;
  /** word key → [times a candidate, times in the launched name]. */
  words: Record<string, [number, number]>;
}

/** Pseudo-candidates at the base rate that a word's own counts are averaged with. */
export const PRIOR_WEIGHT = 5;

const countTables = new WeakMap<WordPriors, Map<string, [number, number]>>();

/** The priors' table as a Map, built once per priors object (own keys only: a post may say "constructor"). */
function wordCounts(priors: WordPriors): Map<string, [number, number]> {
  let table = countTables.get(priors);
  if (!table) countTables.set(priors, (table = new Map(Object.entries(priors.words))));
  return table;
}

/** A word's smoothed share of launches named after it, and (log) how often it was seen; base and 0 when unseen. */
export function priorFeatures(priors: WordPriors | undefined, key: string): [number, number] {
  const counts = priors ? wordCounts(priors).get(key) : undefined;
  if (!priors || !counts) return [priors?.base ?? 0, 0];
  const [seen, named] = counts;
  return [(named + PRIOR_WEIGHT * priors.base) / (seen + PRIOR_WEIGHT), Math.log2(1 + seen)];
}

/** One row of CANDIDATE_FEATURES per term, in the terms' order (terms as scoreTerms returns them). */
export function candidateRows(post: ParsedPost, terms: Term[], priors?: WordPriors): number[][] {
  const shared = postFeatures(post, terms);
  return terms.map((term) => [
    ...term.features,
    ...positionFeatures(post, term.occurrences),
    ...surroundingFeatures(post, term.occurrences),
    ...shared,
    ...priorFeatures(priors, term.key),
  ]);
}
