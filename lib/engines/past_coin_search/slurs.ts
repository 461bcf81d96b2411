import { DataSet, englishDataset } from 'obscenity';
import type { PastCoin } from './types';
import { onFirstUse, WordList, type ListedWord } from './word-lists';

/**
 * The guard on what the store takes (the seed and recorded coins): racial, ethnic, homophobic and
 * disability slurs. First the `obscenity` package's English set (its patterns, on text with its
 * look-alike, leet-speak and repeated-letter transformers applied), restricted to the words below. Ordinary swearing is
 * not in it: it is what real launches are called. `negro` is left out (Spanish and Portuguese for
 * black).
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

/**
 * Then the slurs that set misses: forms glued into coin names (`NIGGTARDIO`, `PEPEFAG`, `wiftard`,
 * where its patterns want a word's edge), shortenings (`niga`, `tard`) and slurs it does not hold.
 * Each errs on the side of refusing; the innocent words known to hold one are listed with it.
 */
export const MORE_SLURS: readonly ListedWord[] = [
  {
    word: 'nigger',
    patterns: ['nigg', 'nig[g]a', 'nygg', 'nyg[g]a', '|nibba', 'niglet', 'nignog'],
    innocent: ['snigg', 'shinigam', 'tanigaw', 'niigata', 'nigata', 'panigal'],
  },
  { word: 'wigger', patterns: ['wigger', 'wigga'] },
  { word: 'faggot', patterns: ['fag'], innocent: ['fagiol', 'fagus'] },
  {
    word: 'retard',
    patterns: ['tard'],
    innocent: ['stard', 'leotard', 'tardis', 'tardigrad', 'petard', 'tardy', 'tardiness'],
  },
  { word: 'tranny', patterns: ['trany', 'tranie', 'shemale'] },
  { word: 'chingchong', patterns: ['ching chong', 'ching-chong'] },
  { word: 'gook', patterns: ['gook'], innocent: ['gobbledygook', 'gobbledegook'] },
  { word: 'coon', patterns: ['|coon|', '|coons|'] },
  { word: 'spic', patterns: ['|spic|', '|spics|'] },
  { word: 'spastic', patterns: ['spaz', 'spastic'], innocent: ['spazi'] },
  { word: 'kike', patterns: ['kyke'] },
  { word: 'beaner', patterns: ['beaner'] },
  { word: 'wetback', patterns: ['wetback'] },
  { word: 'paki', patterns: ['|paki|', '|pakis|'] },
  { word: 'raghead', patterns: ['raghead', 'towelhead'] },
  { word: 'jigaboo', patterns: ['jigaboo', 'jiggaboo', 'porchmonk', 'porch monk', 'junglebun', 'jungle bun'] },
  { word: 'zipperhead', patterns: ['ziperhead', 'slanteye', 'slant eye'] },
  { word: 'golliwog', patterns: ['gol[l]iwog', 'gol[l]ywog'] },
  { word: 'jap', patterns: ['|jap|', '|japs|'] },
  {
    word: 'homo',
    patterns: ['|homo|', '|homos|', 'nohomo'],
    innocent: ['homo sapien', 'homo erectus', 'homo habilis'],
  },
  { word: 'lesbo', patterns: ['|lesbo', '|lezbo'] },
  { word: 'mongoloid', patterns: ['mongoloid'] },
  { word: 'redskin', patterns: ['redskin', '|squaw|', '|injun|'] },
  { word: 'dindu', patterns: ['dindu'] },
];

const SLUR_SET: ReadonlySet<string> = new Set(SLUR_WORDS);

/** Both lists in one pass: the English set's slurs (its patterns, read as `word-lists.ts` folds text) and `MORE_SLURS`. */
const slurs = onFirstUse(
  () =>
    new WordList(
      MORE_SLURS,
      new DataSet<{ originalWord: string }>()
        .addAll(englishDataset)
        .removePhrasesIf((phrase) => !SLUR_SET.has(phrase.metadata?.originalWord ?? ''))
        .build(),
    ),
);

/** Whether the text holds one of the slurs, spelt out, glued into other words, spaced out or in leet-speak. */
export function holdsSlur(text: string): boolean {
  return slurs().finds(text);
}

type CoinText = Pick<PastCoin, 'name' | 'ticker' | 'description'>;

/** The first of a coin's name, ticker and description that holds a slur, if any does. */
export function slurField(coin: CoinText): 'name' | 'ticker' | 'description' | undefined {
  if (holdsSlur(coin.name)) return 'name';
  if (holdsSlur(coin.ticker)) return 'ticker';
  if (coin.description && holdsSlur(coin.description)) return 'description';
  return undefined;
}

/** Whether a coin's name, ticker or description holds one of the slurs. */
export function carriesSlur(coin: CoinText): boolean {
  return slurField(coin) !== undefined;
}

/** The coins without those that carry a slur; each refused coin is handed to `refused` (for the log). */
export function* withoutSlurs(coins: Iterable<PastCoin>, refused: (coin: PastCoin) => void): Generator<PastCoin> {
  for (const coin of coins) {
    if (carriesSlur(coin)) refused(coin);
    else yield coin;
  }
}
