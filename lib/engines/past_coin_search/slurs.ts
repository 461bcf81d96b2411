import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { PastCoin } from './types';

/**
 * The guard on what the seed loads: racial, ethnic, homophobic and disability slurs, as the `obscenity`
 * package's English set finds them (its patterns and its look-alike, leet-speak and repeated-letter
 * transformers), restricted to the words below. Ordinary swearing is not in it: it is what real
 * launches are called. `negro` is left out (Spanish and Portuguese for black; no row of the corpus
 * differs with or without it).
 */
export const SLUR_WORDS = [
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'dyke',
  'fag',
  'kike',
  'nigger',
  'retard',
  'spastic',
  'tranny',
] as const;

const SLUR_SET: ReadonlySet<string> = new Set(SLUR_WORDS);

const matcher = new RegExpMatcher({
  ...new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => !SLUR_SET.has(phrase.metadata?.originalWord ?? ''))
    .build(),
  ...englishRecommendedTransformers,
});

/** Whether the text holds one of the slurs. */
export function holdsSlur(text: string): boolean {
  return matcher.hasMatch(text);
}

/** Whether a coin's name, ticker or description holds one of the slurs. */
export function carriesSlur(coin: Pick<PastCoin, 'name' | 'ticker' | 'description'>): boolean {
  return holdsSlur(coin.name) || holdsSlur(coin.ticker) || (coin.description !== null && holdsSlur(coin.description));
}

/** The coins without those that carry a slur; each refused coin is handed to `refused` (for the log). */
export function* withoutSlurs(coins: Iterable<PastCoin>, refused: (coin: PastCoin) => void): Generator<PastCoin> {
  for (const coin of coins) {
    if (carriesSlur(coin)) refused(coin);
    else yield coin;
  }
}
