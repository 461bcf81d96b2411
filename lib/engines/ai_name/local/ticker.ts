import { repairTicker, TICKER_MAX } from '../../../contract/token-rules';
import { romanize } from './romanize';

const VOWELS = /[AEIOUY]/;
const LINKING_WORDS = new Set(['THE', 'A', 'AN']);
/** Short words that people fold into a ticker as one letter: Baby Pepe → BPEPE. */
const ONE_LETTER_MODIFIERS = new Set(['BABY', 'MINI', 'BIG', 'LIL', 'LITTLE', 'SUPER', 'MEGA', 'DARK', 'BLIND', 'WIZARD', 'ALIEN', 'BASED', 'MAGIC', 'CYBER', 'CHINESE', 'JAPANESE', 'AMERICAN', 'FAT', 'TINY', 'GOLDEN', 'HAPPY', 'SAD', 'MAD', 'ANGRY', 'DR', 'MR', 'MRS', 'SIR', 'LORD', 'KING', 'QUEEN', 'PRINCE', 'PRINCESS']);

/** Upper-case Latin letters and digits of a word, romanised where its script allows. */
export function tickerLetters(word: string): string {
  return romanize(word).toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The longest prefix of 3 to `max` letters that ends where a syllable ends (after a vowel before a
 * consonant, or between two consonants after a vowel): MAGADONIANS → MAGA, not MAGAD.
 */
export function syllablePrefix(word: string, max = 5): string {
  if (word.length <= max) return word;
  for (let end = max; end >= 3; end--) {
    const before = word[end - 1]!;
    const after = word[end]!;
    const vowelThenConsonant = VOWELS.test(before) && !VOWELS.test(after);
    const consonantPair = !VOWELS.test(before) && !VOWELS.test(after) && VOWELS.test(word[end - 2] ?? '');
    if (vowelThenConsonant || consonantPair) return word.slice(0, end);
  }
  return word.slice(0, 4);
}

/**
 * A ticker the way people build one from a name: the whole short name, a one-letter modifier plus
 * the key word (Baby Neiro → BNEIRO), initials of a three-to-five-word name, else the key word or
 * a readable prefix of it. `keyWord` is the word of the name that carries it.
 */
export function buildTicker(name: string, keyWord?: string): string | undefined {
  const words = name.split(/[\s\-_/]+/).map(tickerLetters).filter(Boolean);
  if (words.length === 0) return undefined;
  const joined = words.join('');
  // Without a key word, the last word of a name is its head noun: Sleepy Koala → KOALA.
  const key = (keyWord ? tickerLetters(keyWord) : '') || words[words.length - 1]!;

  if (words.length === 1) {
    return repairTicker(joined.length <= TICKER_MAX ? joined : syllablePrefix(joined, 6));
  }
  if (joined.length <= 8) return repairTicker(joined);
  const meaningful = words[0] && LINKING_WORDS.has(words[0]) ? words.slice(1) : words;
  if (meaningful.length === 2) {
    const [first, second] = meaningful as [string, string];
    if (ONE_LETTER_MODIFIERS.has(first) && second.length <= 8) return repairTicker(first[0] + second);
    if ((first + second).length <= TICKER_MAX) return repairTicker(first + second);
  }
  if (meaningful.length >= 3 && meaningful.length <= 5) {
    const initials = meaningful.map((word) => word[0]).join('');
    if (initials.length >= 3) return repairTicker(initials);
  }
  return repairTicker(key.length <= TICKER_MAX ? key : syllablePrefix(key, 6));
}
