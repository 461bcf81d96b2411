import { ANIMALS, BOILERPLATE, STOPWORDS } from './lexicon';
import { TERM_FEATURES, type Term } from './salience';
import type { ParsedPost, Token } from './text';
import { commonForm } from './words';

/**
 * What the ranker reads about a candidate beyond its own word: where it stands in the post, what
 * surrounds it, how the post emphasises it, what kind of post it is, and how it compares with the
 * other candidates of the same post. Grouped so that each group can be kept or dropped as a whole.
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
  emphasis: ['stretched', 'shout_in_lowercase_post', 'quoted_alone', 'occurrences'],
  post: ['post_words', 'candidates', 'emoji_count', 'unlisted_share', 'non_latin', 'sentences'],
  relative: [
    'salience_gap',
    'salience_rank',
    'rarity_gap',
    'repeats_gap',
    'early_gap',
    'first_capitalised',
    'rivals_capitalised',
  ],
} as const;

export type ContextGroup = keyof typeof CONTEXT_GROUPS;

/** Every feature of a candidate, in the order candidateRows fills them: the word's own, then its context. */
export const CANDIDATE_FEATURES: readonly string[] = [...TERM_FEATURES, ...Object.values(CONTEXT_GROUPS).flat()];

const ARTICLES = new Set(['a', 'an']);
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
const PREPOSITIONS = new Set(['of', 'with', 'in', 'on', 'to', 'from', 'for', 'at', 'by', 'about', 'like']);
const COIN_WORDS = new Set(['coin', 'token', 'memecoin', 'sol', 'solana', 'army', 'season', 'szn', 'gang']);

const feature = (term: Term, name: (typeof TERM_FEATURES)[number]) => term.features[TERM_FEATURES.indexOf(name)]!;

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
    // "a creation by X", "PRIDE by X": the maker, not the thing made.
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

function emphasisFeatures(post: ParsedPost, term: Term): number[] {
  const tokens = term.occurrences;
  const shouting = post.tokens.filter((token) => token.allCaps && token.key.length >= 3).length;
  const shoutsAlone = shouting > 0 && shouting / post.tokens.length < 0.3;
  return [
    Number(tokens.some((token) => token.key !== token.text.toLowerCase().replace(/['’]/g, ''))),
    Number(shoutsAlone && tokens.some((token) => token.allCaps && token.key.length >= 3)),
    Number(post.quoted.some((quote) => quote.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '') === term.key)),
    Math.min(tokens.length, 5),
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

/** Features that only mean something against the post's other candidates. */
function relativeFeatures(terms: Term[], term: Term, rank: number): number[] {
  const max = (name: (typeof TERM_FEATURES)[number]) => Math.max(...terms.map((other) => feature(other, name)));
  const capitalised = (other: Term) => feature(other, 'mid_capital') + feature(other, 'capitalised_name') > 0;
  const firstCapitalised = terms
    .filter(capitalised)
    .reduce<Term | undefined>(
      (best, other) => (best === undefined || other.occurrences[0]!.index < best.occurrences[0]!.index ? other : best),
      undefined,
    );
  return [
    feature(term, 'log_salience') - max('log_salience'),
    Math.min(rank, 5),
    feature(term, 'rarity') - max('rarity'),
    feature(term, 'repeats') - max('repeats'),
    feature(term, 'early') - max('early'),
    Number(firstCapitalised === term),
    Math.min(terms.filter((other) => other !== term && capitalised(other)).length, 5),
  ];
}

/** One row of CANDIDATE_FEATURES per term, in the terms' order (terms as scoreTerms returns them). */
export function candidateRows(post: ParsedPost, terms: Term[]): number[][] {
  const shared = postFeatures(post, terms);
  // scoreTerms returns the terms by hand salience, so the index is the hand ranker's place.
  return terms.map((term, rank) => [
    ...term.features,
    ...positionFeatures(post, term.occurrences),
    ...surroundingFeatures(post, term.occurrences),
    ...emphasisFeatures(post, term),
    ...shared,
    ...relativeFeatures(terms, term, rank),
  ]);
}
