import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';
import type { PastCoin } from './types';

/** Hate figures and symbols the English set does not hold, named by coins a demo should not show unasked. */
export const HATE_WORDS = ['hitler', 'nazi', 'swastika', 'kkk'] as const;

/**
 * What a safe list leaves out: the `obscenity` package's whole English set (its patterns and its
 * look-alike, leet-speak and repeated-letter transformers) — the set the seed's slur guard
 * (`slurs.ts`) takes only the slurs of — so swearing, sexual words and slurs alike, and `HATE_WORDS`.
 */
const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const word of HATE_WORDS) {
  dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(pattern`${word}`));
}
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/** Whether the text holds a profane word of the English set. */
export function holdsProfanity(text: string): boolean {
  return matcher.hasMatch(text);
}

/** Whether a coin's name, ticker or description is profane: what a safe list leaves out. */
export function isProfane(coin: Pick<PastCoin, 'name' | 'ticker' | 'description'>): boolean {
  return (
    holdsProfanity(coin.name) ||
    holdsProfanity(coin.ticker) ||
    (coin.description !== null && holdsProfanity(coin.description))
  );
}
