/**
 * How names, tickers and words are compared: one normal form for the stores' keys and the ranking,
 * so that `$MoonCat`, `moon cat` and `MOON-CAT` are the same key.
 */

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The comparable form of a name or ticker: compatibility-normalised, accents dropped, lower case,
 * letters and digits only. A text of only symbols ("%", "🍀", "$$$") keeps them (no whitespace,
 * a leading `$` dropped unless it is all there is), so it still finds itself and `$🍀` finds `🍀`.
 */
export function coinKey(text: string): string {
  const folded = text.normalize('NFKD').replace(MARKS, '').toLowerCase();
  const key = folded.replace(NOT_WORD, '');
  if (key !== '') return key;
  const symbols = folded.replace(/\s+/gu, '');
  return symbols.replace(/^\$+/u, '') || symbols;
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

/** A key with where its words start and end (offsets into the key), for telling a whole word from a fragment. */
export interface WordedKey {
  key: string;
  /** 0, the key's length, and every offset where one word ends and the next begins. */
  bounds: ReadonlySet<number>;
}

const CAMEL_BREAK = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/**
 * A name's key with its word boundaries: between words as written (`SEC Chairman`), between a lower
 * and a capital letter (`MoonCat`) and between letters and digits (`Pepe2`). A key the words do not
 * add up to (symbols only) has only its two ends.
 */
export function wordedKey(text: string): WordedKey {
  const key = coinKey(text);
  const pieces = text
    .normalize('NFKD')
    .replace(MARKS, '')
    .split(NOT_WORD)
    .flatMap((word) => word.split(CAMEL_BREAK))
    .map((piece) => piece.toLowerCase())
    .filter((piece) => piece !== '');
  const bounds = new Set([0, key.length]);
  if (pieces.join('') === key) {
    let offset = 0;
    for (const piece of pieces) bounds.add((offset += piece.length));
  }
  return { key, bounds };
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

/** Words put around a coin's name when searching for it ("the", "official", "coin", "on solana"). */
export const AROUND_NAME_WORDS = new Set(
  'the a an official coin coins token tokens memecoin memecoins meme crypto on solana sol pump fun'.split(' '),
);

/**
 * The keys of a text with the words around a name dropped from its start, its end or both ("the grok wif coin"
 * → grokwif, thegrokwif, grokwifcoin), each with how many words were dropped; never the whole
 * text's key, never an empty one. Filler inside a name stays ("Boon to the Moon coin" → boontothemoon).
 */
export function trimmedKeys(text: string): Array<{ key: string; dropped: number }> {
  const all = words(text);
  let leading = 0;
  while (leading < all.length && AROUND_NAME_WORDS.has(all[leading]!)) leading++;
  let trailing = 0;
  while (trailing < all.length - leading && AROUND_NAME_WORDS.has(all[all.length - 1 - trailing]!)) trailing++;
  const found = new Map<string, number>();
  for (let start = 0; start <= leading; start++) {
    for (let end = 0; end <= trailing; end++) {
      const dropped = start + end;
      if (dropped === 0 || dropped >= all.length) continue;
      const key = all.slice(start, all.length - end).join('');
      if (key !== '' && !found.has(key)) found.set(key, dropped);
    }
  }
  return [...found].map(([key, dropped]) => ({ key, dropped })).sort((a, b) => a.dropped - b.dropped);
}

const EDIT_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * Every key one edit from this one: a character dropped, two neighbours swapped, a letter or digit
 * changed or added. For finding a typo's coin by exact keys, where three-character pieces are too
 * few to tell (a 5-letter name with two letters swapped keeps one piece of three).
 */
export function editNeighbours(key: string): string[] {
  const chars = [...key];
  const alphabet = [...new Set([...EDIT_ALPHABET, ...chars])];
  const found = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i).join('');
    if (i < chars.length) {
      const rest = chars.slice(i + 1).join('');
      found.add(before + rest);
      if (i + 1 < chars.length) found.add(before + chars[i + 1]! + chars[i]! + chars.slice(i + 2).join(''));
      for (const letter of alphabet) if (letter !== chars[i]) found.add(before + letter + rest);
    }
    for (const letter of alphabet) found.add(before + letter + after);
  }
  found.delete(key);
  found.delete('');
  return [...found];
}
