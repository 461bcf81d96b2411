/**
 * String similarity for names and tickers (edit distance with transpositions, and containment), and
 * for a post against a description (its telling words, and its words in the same order).
 */
import { telling, words, type WordedKey } from './coin-keys';

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  if (x.length === 0) return y.length;
  if (y.length === 0) return x.length;
  let twoBack = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      current.push(best);
    }
    twoBack = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** 1 for the same key, falling with the share of characters an edit must change. */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  return longest === 0 ? 0 : 1 - editDistance(a, b) / longest;
}

/** Below this, two keys share too little in place to be called alike: two edits in five characters. */
export const LIKENESS_FLOOR = 0.6;

/**
 * editSimilarity as a likeness: 0 under the floor (`hair` against `secchairman`, 0.36), and 0 when one
 * key holds the other, which only `containment` judges (by whole words): `airman` is 6 of the 11
 * characters of `secchairman` in place, but a piece of a word.
 */
export function editLikeness(a: string, b: string): number {
  if (a === b) return 1;
  if (isPieceOf(a, b)) return 0;
  const similarity = editSimilarity(a, b);
  return similarity >= LIKENESS_FLOOR ? similarity : 0;
}

/** One key inside the other with two characters or more around it: a piece, not a typo (`pepes` is a typo of `pepe`). */
function isPieceOf(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length - short.length >= 2 && long.includes(short);
}

/**
 * How well one key holds the other as whole words: "walrus coin" holds "walrus", "Pepe the Frog"
 * holds "pepe". The shorter (three characters or more) must start where a word of the longer starts
 * and end where one ends, or, starting at a word, cover at least half of the longer (`pepecoin` holds
 * `pepe`). A piece from inside a word is no match: `SEC Chairman` holds neither `hair` nor `man`.
 * 0.5 rising to 0.9 as the shorter covers more of the longer.
 */
export function containment(a: WordedKey, b: WordedKey): number {
  const [short, long] = a.key.length <= b.key.length ? [a, b] : [b, a];
  const length = short.key.length;
  if ([...short.key].length < 3) return 0;
  const covers = length / long.key.length;
  for (let at = long.key.indexOf(short.key); at >= 0; at = long.key.indexOf(short.key, at + 1)) {
    if (long.bounds.has(at) && (long.bounds.has(at + length) || covers >= 0.5)) {
      return 0.5 + (0.4 * [...short.key].length) / [...long.key].length;
    }
  }
  return 0;
}

/** The better of the two, for a query key against a name key. */
export function keySimilarity(query: WordedKey, name: WordedKey): number {
  if (query.key === name.key) return 1;
  return Math.max(editLikeness(query.key, name.key), containment(query, name));
}

/** What a post's text is compared by: its telling words, and each pair of neighbouring words (filler kept). */
export interface Passage {
  telling: string[];
  pairs: string[];
}

const pairsOf = (list: readonly string[]) => list.slice(1).map((word, i) => `${list[i]} ${word}`);

export function passageOf(text: string): Passage {
  return { telling: telling(text), pairs: [...new Set(pairsOf(words(text)))] };
}

/**
 * How much of the post a description holds, 0 to 1: the share of its telling words, averaged with
 * the share of its neighbouring word pairs when it has any. Word order counts, so the description a
 * post was copied from beats one holding the same words reworded or stitched from others.
 */
export function passageLikeness(passage: Passage, description: string | null): number {
  if (!description || passage.telling.length === 0) return 0;
  const held = words(description);
  const heldWords = new Set(held);
  const coverage = passage.telling.filter((word) => heldWords.has(word)).length / passage.telling.length;
  if (passage.pairs.length === 0) return coverage;
  const heldPairs = new Set(pairsOf(held));
  const order = passage.pairs.filter((pair) => heldPairs.has(pair)).length / passage.pairs.length;
  return (coverage + order) / 2;
}

/** Two words alike enough to be one with a typo: the same, or 4 letters or more and one edit in four. */
const FUZZY_WORD = 0.75;

/**
 * How many of their words two names share, 0 to 1: the Dice coefficient with each word of one paired
 * with at most one of the other, a pair counting its likeness (1 for the same word, 0.75 to 0.9 for a
 * word with a typo; a word inside the other, `airman` in `chairman`, is not a typo of it). `genshin mascot` and Genshin Impact Mascot share 2 of 2 and 3 words: 0.8.
 */
export function wordSimilarity(queryWords: readonly string[], nameWords: readonly string[]): number {
  if (queryWords.length === 0 || nameWords.length === 0) return 0;
  const unpaired = [...nameWords];
  let shared = 0;
  for (const word of queryWords) {
    let best = -1;
    let likeness = 0;
    for (const [index, other] of unpaired.entries()) {
      const alike =
        word === other
          ? 1
          : Math.min(word.length, other.length) >= 4 && !isPieceOf(word, other)
            ? editSimilarity(word, other)
            : 0;
      if (alike >= FUZZY_WORD && alike > likeness) [best, likeness] = [index, alike];
    }
    if (best >= 0) {
      shared += likeness;
      unpaired.splice(best, 1);
    }
  }
  return (2 * shared) / (queryWords.length + nameWords.length);
}
