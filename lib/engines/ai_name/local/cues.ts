import {
  ANIMALS,
  MAJOR_TICKERS,
  MEME_TERMS,
  NEWS_LABELS,
  OWNING_WORDS,
  PLACES,
  RELATIVES,
  REPORT_VERBS,
  REPORTERS,
  STOPWORDS,
  TITLES,
  WELL_KNOWN,
} from './lexicon';
import type { ParsedPost, Token } from './text';
import { commonForm, wordClass } from './words';

/**
 * The cues people use when they post about something that has a name: a name given ("his name is
 * X", "meet X", "we call her X", "X the cat"), a shouted phrase, a news label and the subject of the
 * news after it, and the words that are only there in passing (a famous person, a major coin, a title
 * such as Sir). Each is a feature the ranker reads (TERM_FEATURES in terms.ts); the phrases are also
 * what a name made of several words is cut from.
 */
export interface PostCues {
  /** Words right after a naming cue: "her name is Mochi", "named him Kiwi", "meet Biscuit". */
  given: Set<string>;
  /** Words before "the" (or "my", "our") and an animal: "Pickles the cat", "Cookie, my kitten". */
  beforeTheAnimal: Set<string>;
  /** Words of a run of two to six words in capitals in a post that is not all capitals: "NUMBER GO UP". */
  capsPhrase: Set<string>;
  /** Labels a post opens with ("Breaking:", "속보", "INCROYABLE"), never its name. */
  newsLabel: Set<string>;
  /** What the news is about: the word after "confirm", "reports a", … */
  newsSubject: Set<string>;
}

/** Words a name follows: "name is", "named", "call her", "meet", and their French, German, Spanish, Italian, Portuguese. */
const GIVING = new Set([
  'named',
  'called',
  'meet',
  'introducing',
  'nommé',
  'nommée',
  'appelé',
  'appelée',
  'sappelle',
  'heißt',
  'heisst',
  'namens',
  'llamado',
  'llamada',
  'chiamato',
  'chiamata',
  'chamado',
  'chamada',
  'heet',
  'heten',
  'genaamd',
]);
/**
 * Spanish and Italian verbs of naming after the pronoun of what is named: "lo bautizamos X", "le puso X",
 * "la chiamiamo X" (Spanish "we christened him", "she gave it", Italian "we call her").
 */
const NAMING_AFTER_PRONOUN = new Set([
  ...['pusimos', 'puso', 'pusieron', 'puse', 'llamamos', 'llamo', 'llaman'],
  ...['bautizamos', 'bautizó', 'bauticé', 'bautizaron'],
  ...['chiamiamo', 'chiamo', 'chiamano'],
]);
const NAMING_PRONOUNS = new Set(['le', 'lo', 'la', 'les', 'los', 'las']);
/** Verbs that give a thing its name straight after it or after the thing: "dubbed the roomba Dustin Hoover". */
const DUBBING = new Set(['dubbed', 'christened', 'baptised', 'baptized']);
/** What a dubbing verb may name before the name: "dubbed the roomba X", "christened his truck X". */
const DUBBED_THING = new Set(['the', 'this', 'that', ...OWNING_WORDS]);
/** Portuguese past and present forms of "call" that take the name after "de": "chamou o gato de X". */
const CALLED_OF = new Set(['chamou', 'chamamos', 'chamei', 'chamaram', 'chamo', 'chamam']);
/** Words for "him", "her", "it" after "call" in Dutch and German: "we noemen hem X", "wir nennen sie X". */
const CALLED_WHOM_ABROAD = new Set(['hem', 'haar', 'het', 'ihn', 'sie', 'es']);
const CALLED_WHOM = new Set(['him', 'her', 'it', 'them', 'me', 'us', 'she', 'he']);
const FRENCH_DETERMINERS = new Set(['mon', 'ma', 'notre', 'le', 'la', 'un', 'une', 'ton', 'son']);
/**
 * Words between a naming cue and the name: "named him Kiwi", "meet our little Mochi", and the adverbs
 * of when ("heißt jetzt offiziell Strudel", "is now officially Kiwi") in the cues' languages.
 */
const BETWEEN = new Set([
  ...['the', 'a', 'an', 'our', 'my', 'little', 'lil', 'new', 'baby', 'him', 'her', 'it', 'them'],
  ...['now', 'officially', 'finally', 'jetzt', 'nun', 'offiziell', 'endlich', 'ahora', 'oficialmente'],
  ...['maintenant', 'officiellement', 'désormais', 'agora', 'ora', 'ufficialmente'],
]);

function sameRun(a: Token, b: Token | undefined): b is Token {
  return b !== undefined && b.sentence === a.sentence;
}

/** The index of the first word a naming cue at i points at, if the words at i form one. */
function afterGivingCue(tokens: Token[], i: number): number | undefined {
  const word = tokens[i]!;
  const next = tokens[i + 1];
  if (GIVING.has(word.key)) return i + 1;
  // "his name is X", "her name's X", "name: X"
  if (word.key === 'name' && (word.possessive || next?.key === 'is' || next?.afterPunctuation))
    return next?.key === 'is' ? i + 2 : i + 1;
  // "we call her X", "call him X"
  if (word.key === 'call' && next && CALLED_WHOM.has(next.key)) return i + 2;
  // "mon chat X", "ma chatte X": French for "my cat X" ("chat" alone is English too, so not an animal word).
  if ((word.key === 'chat' || word.key === 'chatte') && FRENCH_DETERMINERS.has(tokens[i - 1]?.key ?? '')) return i + 1;
  // "say hi to X", "say hello to X"
  if (word.key === 'say' && (next?.key === 'hi' || next?.key === 'hello') && tokens[i + 2]?.key === 'to') return i + 3;
  // "se llama X", "si chiama X", "se chama X", "known as X"
  if ((word.key === 'llama' || word.key === 'chiama' || word.key === 'chama') && tokens[i - 1]?.key.match(/^s[ei]$/))
    return i + 1;
  if (word.key === 'known' && next?.key === 'as') return i + 2;
  // "he goes by X", "she answers to X"
  if ((word.key === 'goes' && next?.key === 'by') || (word.key === 'answers' && next?.key === 'to')) return i + 2;
  // "o nome dele é X", "o nome dela é X", "o nome é X"
  if (word.key === 'nome' && (next?.key === 'dele' || next?.key === 'dela'))
    return tokens[i + 2]?.key === 'é' ? i + 3 : i + 2;
  if (word.key === 'nome' && next?.key === 'é') return i + 2;
  // "a gente chamou o gatinho de X" (Portuguese: "called the kitten X"), within the sentence
  if (CALLED_OF.has(word.key)) {
    const of = tokens.slice(i + 1, i + 5).findIndex((token) => token.key === 'de' && token.sentence === word.sentence);
    if (of >= 0) return i + 2 + of;
  }
  // "le pusimos X", "lo bautizamos X", "la chiamiamo X" (Spanish and Italian: "we named him X")
  if (NAMING_AFTER_PRONOUN.has(word.key) && NAMING_PRONOUNS.has(tokens[i - 1]?.key ?? '')) return i + 1;
  // "hört auf den Namen X" (German: "answers to the name X")
  if (word.key === 'namen' && tokens[i - 1]?.key === 'den' && tokens[i - 2]?.key === 'auf') return i + 1;
  if (DUBBING.has(word.key)) return afterDubbedThing(tokens, i);
  // "we noemen hem X", "wir nennen sie X"
  if ((word.key === 'noemen' || word.key === 'nennen') && next && CALLED_WHOM_ABROAD.has(next.key)) return i + 2;
  return undefined;
}

/**
 * The name after a dubbing verb: straight after it ("dubbed Dustin"), or past the thing named when that
 * is written in lowercase and a capitalised word follows in the sentence ("dubbed the roomba Dustin
 * Hoover", "christened his rusty pickup truck Big Denise").
 */
function afterDubbedThing(tokens: Token[], i: number): number {
  if (!DUBBED_THING.has(tokens[i + 1]?.key ?? '')) return i + 1;
  for (let j = i + 2; j < Math.min(i + 6, tokens.length); j++) {
    const after = tokens[j]!;
    if (after.sentence !== tokens[i]!.sentence || after.afterPunctuation) break;
    if (after.capitalised && !after.allCaps) return j;
  }
  return i + 1;
}

/** A word that can be a name: letters, not a label or a word only there in passing. */
function canName(token: Token): boolean {
  return /\p{L}/u.test(token.key) && token.key.length >= 2 && !passing(token.key);
}

/**
 * A word that is only in a post in passing: a famous person, a company, a major coin (not a meme's, as
 * DOGE), a news label, a reporter, a relative, a place or a title.
 */
export function passing(key: string): boolean {
  return (
    WELL_KNOWN.has(key) ||
    (MAJOR_TICKERS.has(key.toUpperCase()) && !MEME_TERMS.has(key)) ||
    NEWS_LABELS.has(key) ||
    REPORTERS.has(key) ||
    RELATIVES.has(key) ||
    PLACES.has(key) ||
    TITLES.has(key)
  );
}

/** A noun, a name or a word no list knows: what a news post can be about. */
function isNoun(token: Token): boolean {
  if (token.key.length < 3 || !/\p{L}/u.test(token.key) || STOPWORDS.has(token.key)) return false;
  const form = commonForm(token.key);
  return form === undefined || wordClass(form) === 'noun' || wordClass(form) === 'name';
}

/** The cues of a post, by word key. */
export function postCues(post: ParsedPost): PostCues {
  const cues: PostCues = {
    given: new Set(),
    beforeTheAnimal: new Set(),
    capsPhrase: new Set(),
    newsLabel: new Set(),
    newsSubject: new Set(),
  };
  const tokens = post.tokens;
  tokens.forEach((token, i) => {
    const start = afterGivingCue(tokens, i);
    if (start !== undefined) {
      for (let j = start; j < Math.min(start + 4, tokens.length); j++) {
        const after = tokens[j]!;
        // A cue that closes the post's opening label opens the name across the label's break (its colon),
        // not a new sentence: "introducing: Kumquat".
        const opened = j === i + 1 && token.inLabel;
        if (!sameRun(token, after) && !opened) break;
        if (BETWEEN.has(after.key) || TITLES.has(after.key)) continue;
        if (canName(after)) cues.given.add(after.key);
        break;
      }
    }
    const the = tokens[i + 1];
    if (
      the !== undefined &&
      (the.key === 'the' || the.key === 'my' || the.key === 'our') &&
      sameRun(token, the) &&
      [tokens[i + 2], tokens[i + 3]].some((animal) => animal && sameRun(token, animal) && ANIMALS.has(animal.key)) &&
      !ANIMALS.has(token.key) &&
      canName(token)
    )
      cues.beforeTheAnimal.add(token.key);
    if ((i <= 2 || token.inLabel) && NEWS_LABELS.has(token.key)) cues.newsLabel.add(token.key);
    if (REPORT_VERBS.has(token.key)) {
      for (let j = i + 1; j < Math.min(i + 4, tokens.length); j++) {
        const after = tokens[j]!;
        if (!sameRun(token, after)) break;
        if (BETWEEN.has(after.key) || after.key === 'that') continue;
        if (canName(after)) cues.newsSubject.add(after.key);
        break;
      }
    }
  });
  for (const run of capsRuns(post)) for (const token of run) cues.capsPhrase.add(token.key);
  // After a news label, the first noun that is not a reporter is what the news is about.
  // An alarm opening the post labels it as a word does ("🚨 a porcupine got stuck …").
  const labelled = tokens.find((token) => cues.newsLabel.has(token.key));
  if (labelled || post.opensWithAlarm) {
    const subject = tokens.find(
      (token) =>
        token.index > (labelled?.index ?? -1) &&
        !NEWS_LABELS.has(token.key) &&
        isNoun(token) &&
        !inSourceClause(tokens, token),
    );
    if (subject && canName(subject)) cues.newsSubject.add(subject.key);
  }
  const sourced = accordingToSubject(tokens);
  if (sourced) cues.newsSubject.add(sourced.key);
  return cues;
}

/**
 * Words that bring in where news comes from, and how many words after them may still be the source:
 * "per Reuters, …", "via AP: …", "according to NASA, a tardigrade …" (up to the clause's end).
 */
const SOURCE_CUES: { words: string[]; reach: number }[] = [
  { words: ['per'], reach: 4 },
  { words: ['via'], reach: 4 },
  { words: ['according', 'to'], reach: Infinity },
];

/** The source clause a cue opens at i, as [first word, end): the words after it up to the clause's punctuation. */
function sourceClause(tokens: Token[], i: number): [number, number] | undefined {
  const cue = SOURCE_CUES.find(({ words }) => words.every((word, k) => tokens[i + k]?.key === word));
  if (!cue) return undefined;
  const start = i + cue.words.length;
  let end = start;
  while (
    end < tokens.length &&
    end - start < cue.reach &&
    tokens[end]!.sentence === tokens[i]!.sentence &&
    (end === start || !tokens[end]!.afterPunctuation)
  )
    end++;
  return [start, end];
}

/**
 * Whether the token is part of the news's source, in the clause a source cue opens ("BREAKING — per
 * Reuters, a kookaburra …": Reuters is the source, the kookaburra the news).
 */
function inSourceClause(tokens: Token[], token: Token): boolean {
  return tokens.some((_, i) => {
    const clause = i < token.index ? sourceClause(tokens, i) : undefined;
    return clause !== undefined && token.index >= clause[0] && token.index < clause[1];
  });
}

/**
 * What a sentence that opens with its source is about: "according to NASA, a tardigrade survived …" is
 * news of the tardigrade. The subject is the first noun after the source's clause, in the same
 * sentence. "… according to a study" at a sentence's end names no subject.
 */
function accordingToSubject(tokens: Token[]): Token | undefined {
  const at = tokens.findIndex(
    (token, i) => token.sentenceStart && token.key === 'according' && tokens[i + 1]?.key === 'to',
  );
  const clause = at < 0 ? undefined : sourceClause(tokens, at);
  if (!clause) return undefined;
  return tokens
    .slice(clause[1])
    .filter((token) => token.sentence === tokens[at]!.sentence)
    .find((token) => !REPORTERS.has(token.key) && isNoun(token) && canName(token));
}

const INTERJECTIONS = new Set('lol lmao lmfao omg wtf gm gn ngl fr bruh rofl smh tbh imo'.split(' '));

/** Runs of two to six words written in capitals, in one sentence, in a post that also has words that are not. */
export function capsRuns(post: ParsedPost): Token[][] {
  const lettered = post.tokens.filter((token) => /\p{L}/u.test(token.text) && /[\p{Lu}\p{Ll}]/u.test(token.text));
  if (!lettered.some((token) => !token.allCaps)) return [];
  const runs: Token[][] = [];
  let run: Token[] = [];
  const close = () => {
    // "LMAO LETS GO BABY": an interjection beside a phrase is not part of it.
    while (run.length > 0 && INTERJECTIONS.has(run[0]!.key)) run.shift();
    while (run.length > 0 && INTERJECTIONS.has(run[run.length - 1]!.key)) run.pop();
    // "BREAKING NEWS", "JUST IN" label the post; they are no phrase of it.
    if (run.length >= 2 && run.length <= 6 && !run.every((token) => NEWS_LABELS.has(token.key))) runs.push(run);
    run = [];
  };
  for (const token of post.tokens) {
    const caps = token.allCaps && /\p{L}/u.test(token.text) && !token.fromCashtag;
    const continues = run.length > 0 && sameRun(run[run.length - 1]!, token) && !token.afterPunctuation;
    if (!caps) close();
    else if (continues) run.push(token);
    else {
      close();
      run = [token];
    }
  }
  close();
  return runs;
}

/** The runs of tokens that spell the post's quoted phrases of at most five words, in the order quoted. */
export function quotedRuns(post: ParsedPost, phrases = post.quoted): Token[][] {
  const runs: Token[][] = [];
  for (const phrase of phrases) {
    const words = phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0 || words.length > 5) continue;
    for (let start = 0; start + words.length <= post.tokens.length; start++) {
      const run = post.tokens.slice(start, start + words.length);
      if (run.every((token, k) => token.key === words[k] || token.text.toLowerCase() === words[k])) {
        runs.push(run);
        break;
      }
    }
  }
  return runs;
}

/** The quoted phrase that holds the token, if any. */
export function quotedRun(post: ParsedPost, token: Token, phrases = post.quoted): Token[] | undefined {
  return quotedRuns(post, phrases).find((run) => run.includes(token));
}
