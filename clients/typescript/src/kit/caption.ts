/**
 * The meme's caption the kit proposes: a line of the post, its punchline, the way a person would
 * caption the picture. In order: what follows "when" ("me when the dog eats the pizza" → "when the dog
 * eats the pizza"), an all-caps phrase ("THIS IS FINE"), then the post's last short sentence, or the
 * last short clause of a long one ("…, he is the boss now"). Links, @mentions, #hashtags, $cashtags
 * and openers ("GM", "Breaking:") are left out; a caption is whole words, never cut; a count ("22K")
 * is not a word of it. Undefined when the post has none (the kit then captions the meme with the
 * name). From a screenshot's text, `postLinesOf` first leaves out what the screen shows around the post.
 */

/** A caption longer than this does not fit a meme's line or two: a shorter part is looked for instead. */
export const CAPTION_MAX_WORDS = 9;
export const CAPTION_MAX_CHARACTERS = 64;

const NOT_CAPTION_WORDS = /(?:https?:\/\/|www\.)\S+|[@#$][\p{L}\p{N}_]+/giu;
/** Openers that introduce a post rather than say it (greetings, reactions, news labels), with what follows them. */
const OPENER =
  /^(?:gm|gn|good morning|lol|lmao|omg|wow|ok(?:ay)? so|so|breaking(?: news)?|just in|update|news|psa|fun fact|reminder)\b[\s,:!.\-–—]*/iu;
/** A sentence's end: its punctuation (not a decimal point, "1.2K") or a line break. */
const SENTENCE_END = /(?:[!?…。！？\n]|\.(?!\d))+/u;
/** Where a sentence breaks into clauses: its punctuation, and before the turn that carries a joke ("and now", "but"). */
const CLAUSE_BREAK = /\s*[,;:–—]\s*|\s+-\s+|\s+(?=(?:and now|and then|but|so now|until|only to)\s)/iu;
const WHEN = /(?:^|\s)((?:when|pov:?)\s+.+)$/iu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A count as a screen shows one ("22K", "1.2M", "3h", "5m"): not a word of a caption. */
const COUNT = /^[^\p{L}\p{N}]*\d[\d.,:]*\p{L}?[^\p{L}\p{N}]*$/u;

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !COUNT.test(word));

/** How long a candidate is, in words (a line without spaces in Chinese or Japanese counts three characters a word). */
function wordCount(text: string): number {
  const spaced = words(text).length;
  if (spaced > 1 || !CJK.test(text)) return spaced;
  return Math.ceil([...text.replace(/\s/g, '')].length / 3);
}

function tidy(text: string): string {
  let line = text.replace(NOT_CAPTION_WORDS, ' ').replace(/\s+/g, ' ').trim();
  for (let before = ''; before !== line;) {
    before = line;
    line = line.replace(OPENER, '').trim();
  }
  return line.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '');
}

/** Whether a candidate can be a caption: two words or more (four characters of CJK), and short enough. */
function fits(text: string, name: string | undefined): boolean {
  const count = wordCount(text);
  if (count < 2 || count > CAPTION_MAX_WORDS || text.length > CAPTION_MAX_CHARACTERS) return false;
  return name === undefined || text.toLowerCase() !== name.trim().toLowerCase();
}

/** Runs of two or more capitalised words that are all capitals ("THIS IS FINE"), longest first. */
function allCapsPhrases(sentence: string): string[] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of sentence.split(/\s+/)) {
    const letters = word.replace(/[^\p{L}]/gu, '');
    const shouting = letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
    if (shouting) run.push(word);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  runs.push(run);
  return runs
    .filter((run) => run.length >= 2 && run.join('').replace(/[^\p{L}]/gu, '').length >= 5)
    .map((run) => run.join(' ').replace(/[\s,;:]+$/u, ''))
    .sort((a, b) => b.length - a.length);
}

/**
 * A line of a post's header: its handle first ("@samrivers", "@samrivers · 2h"), or a name, the handle
 * and the time it was posted ("Sam Rivers @samrivers · Dec 3").
 */
const HANDLE_FIRST = /^@[\p{L}\p{N}_]{2,}(?:\s*[·•.:|-]\s*.{1,20})?$/u;
const HANDLE_WITH_TIME =
  /@[\p{L}\p{N}_]{2,}\s*[·•.:|-]\s*(?:\d{1,2}[smhd]|now|yesterday|\p{L}{3,9}\.? \d{1,2}(?:, \d{4})?)$/iu;
/** A line of a screen's buttons and counts: replies, reposts, likes, views, a time and a date. */
const SCREEN_WORDS =
  /\b(?:repl(?:y|ies)|retweets?|reposts?|quotes?|likes?|views?|shares?|comments?|bookmarks?|am|pm|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b/giu;
const SCREEN_FURNITURE =
  /^(?:replying to\b.*|show (?:more|this thread)|translate (?:post|tweet)|(?:promoted|pinned|sponsored)(?: post)?|follow(?:ing)?)$/iu;

function isScreenFurniture(line: string): boolean {
  if (SCREEN_FURNITURE.test(line.trim())) return true;
  return words(line.replace(SCREEN_WORDS, ' ')).length === 0;
}

/**
 * Words a sentence does not end on (articles, possessives, prepositions, conjunctions, auxiliaries): a
 * line of a picture's text that ends on one wraps on to the next.
 */
const WRAPPING_WORDS = new Set(
  (
    'a an the my your his her our their its of to in on at for with from by into ' +
    'about and or but so while because if when than as is are was were be been being has have had will ' +
    'would can could should just very not i'
  ).split(' '),
);

/** A picture's lines with each line that wraps on to the next joined to it. */
function unwrapped(lines: string[]): string[] {
  const joined: string[] = [];
  let wrapping = false;
  for (const line of lines) {
    if (wrapping && joined.length > 0) joined[joined.length - 1] += ` ${line.trim()}`;
    else joined.push(line);
    const last = line.trim().split(/\s+/).pop() ?? '';
    wrapping = WRAPPING_WORDS.has(last.toLowerCase());
  }
  return joined;
}

/**
 * The lines of a picture's text that are the post itself, each wrapped line joined to the next: a
 * screenshot's header (the name above the handle, the handle with its time), its buttons and counts,
 * and lines of counts alone are not.
 */
export function postLinesOf(imageText: string): string {
  const lines = imageText.split('\n');
  const header = new Set<number>();
  lines.forEach((line, at) => {
    const trimmed = line.trim();
    if (HANDLE_FIRST.test(trimmed)) {
      header.add(at);
      // The name shown above its handle, when it is a short line of its own.
      if (at > 0 && words(lines[at - 1] ?? '').length <= 4) header.add(at - 1);
    } else if (HANDLE_WITH_TIME.test(trimmed)) header.add(at);
  });
  return unwrapped(lines.filter((line, at) => !header.has(at) && !isScreenFurniture(line))).join('\n');
}

/** The caption the kit proposes for a post's meme (see above), or undefined when no line of it fits. */
export function punchline(text: string, name?: string): string | undefined {
  const sentences = text
    .split(SENTENCE_END)
    .map(tidy)
    .filter((sentence) => wordCount(sentence) > 0);
  const candidates = [
    ...sentences.flatMap((sentence) => {
      const when = WHEN.exec(sentence)?.[1];
      return when ? [tidy(when)] : [];
    }),
    ...sentences.flatMap(allCapsPhrases),
    ...[...sentences].reverse(),
    ...[...sentences].reverse().flatMap((sentence) => sentence.split(CLAUSE_BREAK).map(tidy).reverse()),
  ];
  return candidates.find((candidate) => fits(candidate, name));
}
