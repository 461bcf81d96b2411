/**
 * How names, tickers and words are compared: one normal form for the stores' keys and the ranking,
 * so that `$MoonCat`, `moon cat` and `MOON-CAT` are the same key.
 */

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The comparable form of a name or ticker: compatibility-normalised, accents dropped, lower case,
 * letters and digits only. A text of only symbols ("%", "$$$") keeps them (lower case, no
 * whitespace), so it still finds itself.
 */
export function coinKey(text: string): string {
  const folded = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  const key = folded.replace(NOT_WORD, '');
  return key !== '' ? key : folded.replace(/\s+/gu, '');
}

/** The words of a text, in its comparable form, in order (repeats kept). */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .split(NOT_WORD)
    .filter((word) => word !== '');
}

/** The distinct three-character pieces of a key ("mooncat" → moo, ooc, onc, nca, cat); a shorter key is its own piece. */
export function trigrams(key: string): string[] {
  const points = [...key];
  if (points.length <= 3) return points.length > 0 ? [key] : [];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++) grams.add(points.slice(i, i + 3).join(''));
  return [...grams];
}

/** Common words that say nothing about which coin is meant, as queries and posts use them. */
export const FILLER_WORDS = new Set(
  (
    'a an the and or of to in on at for with by from is are was be it its this that these those i you he she we ' +
    'they my your our their me him her us them not no so as if but just all any some up out about into over ' +
    'coin coins token tokens official meme memecoin crypto sol solana pump fun launch launched new now get ' +
    'will can has have had do does did what who how when where why which than then there here very more most'
  ).split(' '),
);

/** The words of a text that can tell one coin from another: filler words dropped, each once. */
export function telling(text: string): string[] {
  return [...new Set(words(text).filter((word) => !FILLER_WORDS.has(word)))];
}
