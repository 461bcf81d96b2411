import { repairTicker, TICKER_MAX } from '../rules';
import type { TickerRules } from './model';
import { romanize } from './romanize';

const VOWELS = /[AEIOUY]/;
const LINKING_WORDS = new Set(['THE', 'A', 'AN']);

/** Upper-case Latin letters and digits of a word, romanised where its script allows. */
export function tickerLetters(word: string): string {
  return romanize(word)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
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
 * A ticker the way people build one from a name, with rules learned from launched pairs: the whole
 * short name, a one-letter modifier plus the key word (Baby Frog → BFROG), initials of a
 * three-to-five-word name, else the key word or a readable prefix of it. `keyWord` is the word of
 * the name that carries it.
 */
export function buildTicker(name: string, rules: TickerRules, keyWord?: string): string | undefined {
  const words = name
    .split(/[\s\-_/]+/)
    .map(tickerLetters)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const joined = words.join('');
  // Without a key word, the last word of a name is its head noun: Sleepy Koala → KOALA.
  const key = (keyWord ? tickerLetters(keyWord) : '') || words[words.length - 1]!;
  const cut = (word: string) =>
    repairTicker(
      word.length <= Math.min(rules.wholeWordMax, TICKER_MAX) ? word : syllablePrefix(word, rules.prefixMax),
    );

  if (words.length === 1) return cut(joined);
  if (joined.length <= Math.min(rules.wholeNameMax, TICKER_MAX)) return repairTicker(joined);
  const meaningful = words[0] && LINKING_WORDS.has(words[0]) ? words.slice(1) : words;
  if (meaningful.length === 2) {
    const [first, second] = meaningful as [string, string];
    if (rules.modifiers.includes(first) && second.length <= 8) return repairTicker(first[0] + second);
  }
  if (rules.initials && meaningful.length >= 3 && meaningful.length <= 5) {
    const initials = meaningful.map((word) => word[0]).join('');
    if (initials.length >= 3) return repairTicker(initials);
  }
  return cut(key);
}
