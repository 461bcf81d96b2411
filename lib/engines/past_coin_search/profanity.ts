import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { holdsSlur } from './slurs';
import type { PastCoin } from './types';
import { onFirstUse, textForms, WordList, type ListedWord } from './word-lists';

/** Hate figures and symbols the English set does not hold, named by coins a demo should not show unasked. */
export const HATE_WORDS: readonly ListedWord[] = [
  { word: 'hitler', patterns: ['hitler'] },
  { word: 'nazi', patterns: ['nazi'] },
  { word: 'swastika', patterns: ['swastika'] },
  { word: 'kkk', patterns: ['kkk'] },
];

/**
 * Vulgar words and puns of meme coins the English set misses (or cannot find: its `jizz` and `titt`
 * patterns keep letters its own transformers fold away), written as `word-lists.ts` says. Bare
 * `sack`, `nuts`, `balls`, `puss` and `cum` inside words stay out: `Sack Lunch`, `Peanuts`,
 * `Dragon Balls`, `Puss in Boots`, `Cucumber`.
 */
export const VULGAR_WORDS: readonly ListedWord[] = [
  { word: 'genital', patterns: ['genital', 'scrotum', 'testicle', 'ballsack', 'ball sack', 'nutsack', 'nut sack'] },
  { word: 'deez nuts', patterns: ['deez nut', 'deeznut', 'bust a nut', 'bustanut'] },
  {
    word: 'balls',
    patterns: ['balls deep', 'ballsdeep', 'big balls', 'bigballs', 'blue balls', 'my balls', '|bal[l]z|'],
  },
  { word: 'booty', patterns: ['booty'], innocent: ['pirate booty', "pirate's booty", 'pirates booty'] },
  {
    word: 'butt',
    patterns: ['butt|', 'butts|', 'butthole', 'buttcheek', 'buttf', 'buttsex', 'buttock'],
    innocent: ['scuttlebutt', 'rebutt'],
  },
  { word: 'fart', patterns: ['|fart', 'fart|', 'farts|', 'farting', 'shart'], innocent: ['farth'] },
  { word: 'cum', patterns: ['cumslut', 'cumdump', 'creampie', 'jiz', 'bukkake', 'bukake'] },
  { word: 'titty', patterns: ['titty', 'tittie', '|tities', 'bigtit', 'bigboob', 'boobie'] },
  { word: 'horny', patterns: ['horny', 'hornee'], innocent: ['thorny'] },
  { word: 'porn', patterns: ['onlyfan', 'nsfw', '|xxx', '|nudes|', '|nudie'] },
  { word: 'dick', patterns: ['|dicc', 'bigcock'] },
  { word: 'pussy', patterns: ['pussie', '|pusy', 'mad puss', 'get puss'] },
  { word: 'shit', patterns: ['shit'], innocent: ['oshit', 'shitake', 'shiitake'] },
  { word: 'milf', patterns: ['|milf', '|dilf'] },
  { word: 'thot', patterns: ['|thot|', '|thots|', '|hoes|', '|hoez', 'biatch'] },
  { word: 'fap', patterns: ['|fap', '|boner', 'erection', 'niple', 'queef'] },
  { word: 'rimjob', patterns: ['rimjob', 'footjob', 'cameltoe', 'camel toe', '|goatse|'] },
  { word: 'ass', patterns: ['jackass', 'dumbass', 'dumass', 'fatass', 'smartass', 'asshat', 'assclown'] },
];

/** Ordinary words the English set finds a word in: `shiitake` is folded to its `shitake`, which it lets through. */
const ENGLISH_INNOCENT = ['shiitake'];

const english = onFirstUse(() => {
  const { blacklistedTerms, whitelistedTerms = [] } = englishDataset.build();
  return new RegExpMatcher({
    blacklistedTerms,
    whitelistedTerms: [...whitelistedTerms, ...ENGLISH_INNOCENT],
    ...englishRecommendedTransformers,
  });
});
const ownWords = onFirstUse(() => new WordList([...HATE_WORDS, ...VULGAR_WORDS]));

/**
 * Whether the text is profane: the `obscenity` package's whole English set (swearing, sexual words
 * and slurs, with its look-alike, leet-speak and repeated-letter transformers), `HATE_WORDS`,
 * `VULGAR_WORDS`, and every slur the store's guard refuses (`slurs.ts`).
 */
export function holdsProfanity(text: string): boolean {
  return holdsSlur(text) || ownWords().finds(text) || textForms(text).some((form) => english().hasMatch(form));
}

/** Whether a coin's name, ticker or description is profane: what a safe list leaves out. */
export function isProfane(coin: Pick<PastCoin, 'name' | 'ticker' | 'description'>): boolean {
  return (
    holdsProfanity(coin.name) ||
    holdsProfanity(coin.ticker) ||
    (coin.description !== null && holdsProfanity(coin.description))
  );
}
