/**
 * The naming data sets and the measures of naming-dev.README.md, shared by the eval and the trainer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataSetPath } from '../helpers';
import { seededRandom } from '../../lib/seeded-random';

export interface Entry {
  id: string;
  text: string;
  name: string;
  ticker: string;
  /** Written for the evals (the posts set), not a real launch: it teaches no word's prior. */
  written?: boolean;
}

export interface Prediction {
  name: string;
  ticker: string;
}

export const FOLD_SEED = 13;
export const FOLDS = 5;

/** Reads a naming data set (the path given, else its default); a missing one ends the process with a message. */
export function loadEntries(name: 'naming-train' | 'naming-dev', given?: string): Entry[] {
  return readFileSync(dataSetPath(name, given), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Entry);
}

/** The value after `flag` on the command line, if given. */
export function argValue(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] ? path.resolve(args[at + 1]!) : undefined;
}

/** The project's seeded generator (lib/seeded-random.ts): the same seed gives the same sequence. */
export const mulberry32 = seededRandom;

/** The fold (0..FOLDS-1) of each entry, from a seeded shuffle: the same folds on every run. */
export function foldsOf(count: number, seed = FOLD_SEED, folds = FOLDS): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const random = mulberry32(seed);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(count);
  order.forEach((entry, position) => (fold[entry] = position % folds));
  return fold;
}

const STOPLIST = new Set(
  'the a an of on in to and for with my is it this that i you we be are at by from or as so de el la no not wif coin token sol solana'.split(
    ' ',
  ),
);

export const norm = (s: string) => s.toLowerCase().replace(/[^0-9a-z]/g, '');

export function contentTokens(s: string): string[] {
  return s
    .split(/[^\p{L}\p{N}]+/u)
    .map(norm)
    .filter((token) => token.length >= 3 && !STOPLIST.has(token));
}

export function tokensShared(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a));
}

/** The gold answer's content tokens (name and ticker), for keyterm_hit. */
export function goldTokens(gold: Prediction): string[] {
  return [...contentTokens(gold.name), ...contentTokens(gold.ticker)];
}

export function keytermHit(predicted: Prediction, gold: Prediction): boolean {
  const mine = [...contentTokens(predicted.name), ...contentTokens(predicted.ticker)];
  const theirs = goldTokens(gold);
  return mine.some((a) => theirs.some((b) => tokensShared(a, b)));
}

export function isValid(predicted: Prediction): boolean {
  const length = [...predicted.name].length;
  return /^[A-Z0-9]{2,10}$/.test(predicted.ticker) && length >= 1 && length <= 32;
}

export const tickerKey = (ticker: string) => ticker.replace(/^\$/, '').toUpperCase();

export function nameGrounded(predicted: Prediction, text: string): boolean {
  const haystack = norm(text);
  return contentTokens(predicted.name).some((token) => haystack.includes(token));
}

/** True when the letters of `ticker` are, in order, a leading part of some of the words (skipping others). */
function spelledFromWords(words: string[], ticker: string): boolean {
  if (ticker === '') return true;
  const [first, ...rest] = words;
  if (first === undefined) return false;
  for (let take = Math.min(first.length, ticker.length); take >= 1; take--) {
    if (first.slice(0, take) === ticker.slice(0, take) && spelledFromWords(rest, ticker.slice(take))) return true;
  }
  return spelledFromWords(rest, ticker);
}

/**
 * Coherence: the ticker is drawn from the name (the whole name, a word of it or its start, initials,
 * a modifier's letter and a word) or is a cashtag of the post.
 */
export function tickerCoherent(answer: Prediction, text: string, letters: (word: string) => string): boolean {
  const ticker = letters(answer.ticker);
  if (ticker.length === 0) return false;
  const cashtags = [...text.matchAll(/\$([\p{L}\p{N}]+)/gu)].map((match) => letters(match[1]!));
  if (cashtags.includes(ticker)) return true;
  const words = answer.name
    .split(/[^\p{L}\p{N}]+/u)
    .map(letters)
    .filter(Boolean);
  return spelledFromWords(words, ticker);
}
