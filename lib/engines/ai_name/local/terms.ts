import { cjkNameable, hasCjk } from './cjk';
import { emojiMeaning, isHypeEmoji } from './emoji';
import { capsRuns, postCues, quotedRuns } from './cues';
import {
  ANIMAL_KIND,
  ANIMAL_SOUNDS,
  ANIMALS,
  BOILERPLATE,
  MAJOR_TICKERS,
  MEME_TERMS,
  RELATIVES,
  REPORTERS,
  STOPWORDS,
  TITLES,
  PLACES,
  WELL_KNOWN,
} from './lexicon';
import { handleStem, type ParsedPost, type Token } from './text';
import { commonForm, KNOWN_WORDS, nearestWord, wordClass, wordRank } from './words';

/** A word of the post that could carry the coin's name, with how strongly the post points at it. */
export interface Term {
  key: string;
  /** The hand-set salience: a product of the factors below, kept as one feature of the ranker. */
  score: number;
  occurrences: Token[];
  /** What the ranker reads about the word, in the order of TERM_FEATURES. */
  features: number[];
  /** The ranker's log-odds for the word, once ranked. */
  logit?: number;
}

/** Names of the ranker's features, in the order scoreTerms fills them. */
export const TERM_FEATURES = [
  'log_salience',
  'rarity',
  'part_of_speech',
  'unlisted',
  'boilerplate',
  'mid_capital',
  'capitalised_name',
  'shouted',
  'short',
  'short_strong',
  'length',
  'repeats',
  'early',
  'first_word',
  'sentence_start',
  'surname',
  'subject',
  'pet_name',
  'owner',
  'described',
  'in_label',
  'meme_term',
  'animal',
  'emoji',
  'linked',
  'cashtag',
  'hashtag',
  'quoted',
  'case_signal',
  'all_caps',
  'possessive',
  'digit',
  // The cues of posts (cues.ts): a name given, "X the cat", a shouted phrase, news, words in passing.
  'given_name',
  'before_the_animal',
  'caps_phrase',
  'news_label',
  'news_subject',
  'well_known',
  'major_ticker',
  'title_word',
  'reporter',
  'relative',
  'place',
  // A candidate that is a whole phrase (quoted, or in capitals) rather than one word: its word count.
  'phrase_words',
] as const;

const LOG_KNOWN = Math.log(KNOWN_WORDS);

/** 0 for the most common words, near 1 for rare ones, a little over 1 for words no list knows. */
export function rarity(key: string): number {
  const form = commonForm(key);
  const rank = form === undefined ? undefined : wordRank(form);
  if (rank === undefined) return key.length >= 4 ? 1.1 : 0.8;
  // Even the rarest listed word is a known word; a word no list knows is more likely a coined name.
  return 0.9 * Math.pow(Math.log(rank + 1) / LOG_KNOWN, 1.5);
}

const CLASS_WEIGHT = { noun: 1, name: 1, adjective: 0.5, verb: 0.35, other: 0.15 } as const;

/** Unknown words that still read as verbs or adverbs: "enscribing", "jeeted", "badly". */
const VERB_LIKE_ENDING = /(?:ing|ed|ly)$/;
/** Listed words that read as past participles ("automated"), whatever the list says. */
const PARTICIPLE_ENDING = /[^e]ed$/;

/** The weight of a word's part of speech; acronyms (AI, NPC) are nouns. */
function classWeight(token: Token, key: string, common: string | undefined): number {
  if (token.allCaps && key.length <= 4) return 1;
  if (common === undefined) return VERB_LIKE_ENDING.test(key) && key.length > 5 ? 0.45 : 1;
  const wordWeight = CLASS_WEIGHT[wordClass(common)];
  return wordClass(common) === 'noun' && PARTICIPLE_ENDING.test(key) && key.length > 5
    ? Math.min(wordWeight, 0.45)
    : wordWeight;
}

/** Words after which a post names its subject: "meet Bobo", "this is Wolf", "I'm zorp". */
const NAMING_CUES = new Set([
  'meet',
  'introducing',
  'presenting',
  'named',
  'called',
  'im',
  'iam',
  'am',
  'are',
  'this',
  'its',
  'welcome',
  'behold',
  'hail',
  'join',
  'llama',
  'llamo',
  'chama',
  'appelle',
  'heisst',
  'heißt',
  'call',
  'name',
  'nickname',
]);
/** Verbs that follow the subject of a sentence: "Fizzle is", "momo has". */
const SUBJECT_VERBS = new Set([
  'is',
  'isnt',
  'was',
  'has',
  'hasnt',
  'will',
  'wants',
  'loves',
  'says',
  'does',
  'can',
  'just',
  'are',
  'arent',
  'were',
  'have',
]);
const SKIPPABLE = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'your',
  'is',
  'new',
  'official',
  'mr',
  'mrs',
  'dr',
  'me',
  'him',
  'her',
  'it',
]);

/** Keys of words that the sentence around them marks as its subject or as a name. */
function pointedAt(post: ParsedPost): Set<string> {
  const found = new Set<string>();
  post.tokens.forEach((token, i) => {
    const next = post.tokens[i + 1];
    if (
      next &&
      next.sentence === token.sentence &&
      !next.afterPunctuation &&
      SUBJECT_VERBS.has(next.key) &&
      isNameable(token)
    )
      found.add(token.key);
    if (!NAMING_CUES.has(token.key)) return;
    for (let j = i + 1; j < Math.min(i + 4, post.tokens.length); j++) {
      const after = post.tokens[j]!;
      if (after.sentence !== token.sentence) break;
      if (SKIPPABLE.has(after.key)) continue;
      if (isNameable(after)) found.add(after.key);
      break;
    }
  });
  return found;
}

const OWNERS = new Set(['my', 'our', 'his', 'her', 'their', 'your']);

/** Capitalised words next to an animal word: the animal's own name ("the platypus, Perry"). */
function petNames(post: ParsedPost): Set<string> {
  const found = new Set<string>();
  if (!post.caseSignal) {
    // Without capitals, the name after "my dog" is one that word lists know as a name: "my dog rex".
    post.tokens.forEach((token, i) => {
      const near = post.tokens[i + 1];
      if (
        !ANIMALS.has(token.key) ||
        !OWNERS.has(post.tokens[i - 1]?.key ?? '') ||
        !near ||
        near.sentence !== token.sentence ||
        near.afterPunctuation
      )
        return;
      const form = commonForm(near.key);
      if (form !== undefined && wordClass(form) === 'name' && isNameable(near)) found.add(near.key);
    });
    return found;
  }
  post.tokens.forEach((token, i) => {
    if (!ANIMALS.has(token.key)) return;
    // "Perry the platypus", "the platypus, Perry", "dog Biscuit".
    const candidates = [post.tokens[i - 1]?.key === 'the' ? i - 2 : -1, i + 1];
    for (const j of candidates) {
      const near = post.tokens[j];
      if (
        near &&
        near.sentence === token.sentence &&
        near.capitalised &&
        !near.allCaps &&
        !near.sentenceStart &&
        !ANIMALS.has(near.key) &&
        isNameable(near)
      )
        found.add(near.key);
    }
  });
  return found;
}

/**
 * Keys of words that follow a first name (Johnny Sins, Matt Furie): a person's surname, the most
 * telling part of a named person.
 */
function surnames(post: ParsedPost): Set<string> {
  const found = new Set<string>();
  if (!post.caseSignal) return found;
  post.tokens.forEach((token, i) => {
    const next = post.tokens[i + 1];
    if (
      !next ||
      !token.capitalised ||
      token.allCaps ||
      !next.capitalised ||
      next.afterPunctuation ||
      next.sentence !== token.sentence
    )
      return;
    const form = commonForm(token.key);
    if (form !== undefined && wordClass(form) === 'name') found.add(next.key);
  });
  return found;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'our', 'my', 'your', 'his', 'her', 'their']);
const RANKING_WORDS = new Set(['most', 'least', 'first', 'only', 'last', 'no1', 'number', 'one']);

/** True for a word that ranks what follows: most, first, only, the cutest, the smartest. */
function isRanking(token: Token): boolean {
  if (RANKING_WORDS.has(token.key)) return true;
  const form = commonForm(token.key);
  return /est$/.test(token.key) && (form === undefined || wordClass(form) === 'adjective');
}

/**
 * Keys of the nouns that a ranking description is about: "the shiniest frog on chain", "the
 * cutest fish on chain", "the first 2-legged cat". Such a description says what the coin is.
 */
function describedThings(post: ParsedPost): Set<string> {
  const found = new Set<string>();
  const inPhrase = (token: Token | undefined, sentence: number) =>
    token !== undefined && token.sentence === sentence && !token.afterPunctuation;
  post.tokens.forEach((token, i) => {
    if (!DETERMINERS.has(token.key)) return;
    let j = i + 1;
    let ranked = false;
    // Ranking words and modifiers ("the absolute chonkiest", "the most based"), then the noun.
    while (j <= i + 5 && inPhrase(post.tokens[j], token.sentence)) {
      const word = post.tokens[j]!;
      const next = post.tokens[j + 1];
      if (isRanking(word)) ranked = true;
      else if (!(isModifier(word) && inPhrase(next, token.sentence) && isNameable(next!))) break;
      j++;
    }
    const head = post.tokens[j];
    if (ranked && inPhrase(head, token.sentence) && isNameable(head!)) found.add(head!.key);
  });
  return found;
}

/** A word that can stand before a noun to describe it: an adjective, a participle, a number, "based". */
function isModifier(token: Token): boolean {
  if (/^\d/.test(token.key) || MEME_TERMS.has(token.key)) return true;
  const form = commonForm(token.key);
  if (form === undefined) return false;
  return wordClass(form) === 'adjective' || (wordClass(form) === 'verb' && /(?:ed|ing)$/.test(token.key));
}

/**
 * Keys of words that own a relation ("Balltzes sister", "nani's brother", "Biden's dog Commander"):
 * the post is about the relative or the pet, named elsewhere, more than about its owner.
 */
function possessors(post: ParsedPost): Set<string> {
  const found = new Set<string>();
  post.tokens.forEach((token, i) => {
    const next = post.tokens[i + 1];
    if (!next || next.sentence !== token.sentence || next.afterPunctuation) return;
    // "Biden's dog Commander": the pet has a name of its own, and the post is about the pet.
    const pet = post.tokens[i + 2];
    const namedPet =
      ANIMALS.has(next.key) &&
      pet !== undefined &&
      pet.sentence === token.sentence &&
      pet.capitalised &&
      !pet.allCaps &&
      post.caseSignal;
    if (!RELATIVES.has(next.key) && !namedPet) return;
    // Without an apostrophe a possessive still ends in s: "Balltzes sister".
    if (token.possessive || (/s$/.test(token.key) && token.key.length >= 4 && commonForm(token.key) === undefined))
      found.add(token.key);
  });
  return found;
}

/** Words the post's emoji stand for (🐸 → frog), hype emoji left out, with counts. */
export function emojiWords(post: ParsedPost): Map<string, number> {
  const words = new Map<string, number>();
  for (const emoji of post.emoji) {
    if (isHypeEmoji(emoji)) continue;
    const meaning = emojiMeaning(emoji);
    if (!meaning || meaning.group === 'S' || meaning.group === 'Y') continue;
    words.set(meaning.word, (words.get(meaning.word) ?? 0) + 1);
  }
  return words;
}

/** The animal a post is about, named or implied by a sound or an emoji ("Meow" → cat). */
export function impliedAnimal(post: ParsedPost, emoji: Map<string, number>): string | undefined {
  const votes = new Map<string, number>();
  const vote = (animal: string, weight: number) => votes.set(animal, (votes.get(animal) ?? 0) + weight);
  for (const token of post.tokens) {
    const sound = ANIMAL_SOUNDS[token.key] ?? ANIMAL_SOUNDS[token.key.replace(/(.)\1+$/, '$1')];
    if (sound) vote(sound, 1);
    else if (token.key.startsWith('meow') || token.key.startsWith('purr')) vote('cat', 0.8);
    else if (ANIMALS.has(token.key)) vote(ANIMAL_KIND[token.key] ?? token.key, 1.2);
  }
  for (const [word, count] of emoji) if (ANIMALS.has(word)) vote(ANIMAL_KIND[word] ?? word, 0.6 * count);
  return [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function isNameable(token: Token): boolean {
  if (hasCjk(token.key)) return cjkNameable(token.key);
  if (token.key.length < 3 && !(token.allCaps && token.key.length === 2 && /\p{L}{2}/u.test(token.key))) return false;
  if (!/\p{L}/u.test(token.key) || /^\d+[a-z]{0,2}$/i.test(token.key)) return false;
  return !STOPWORDS.has(token.key);
}

/**
 * Scores each distinct word by rarity, part of speech, capitals, place, repetition, the post's emoji
 * and what memecoins are usually named after.
 */
export function scoreTerms(post: ParsedPost): Term[] {
  const byKey = new Map<string, Token[]>();
  for (const token of post.tokens) {
    if (!isNameable(token)) continue;
    const key = byKey.has(token.key.replace(/s$/, '')) ? token.key.replace(/s$/, '') : token.key;
    const list = byKey.get(key);
    if (list) list.push(token);
    else byKey.set(key, [token]);
  }
  const byPrefix = new Map<string, string[]>();
  for (const key of byKey.keys()) {
    const prefix = key.slice(0, 3);
    const list = byPrefix.get(prefix);
    if (list) list.push(key);
    else byPrefix.set(prefix, [key]);
  }
  const emoji = emojiWords(post);
  const linked = post.handles.map((handle) => handleStem(handle).toLowerCase());
  const words = post.tokens.length;
  const personal = surnames(post);
  const subjects = pointedAt(post);
  const pets = petNames(post);
  const owners = possessors(post);
  const described = describedThings(post);
  const hashtags = new Set(post.hashtags.map((tag) => tag.toLowerCase()));
  const quoted = post.quoted.join(' ').toLowerCase();
  const cues = postCues(post);
  const scoreOf = (
    key: string,
    occurrences: Token[],
    slip: string | undefined,
  ): { score: number; features: number[] } => {
    const first = occurrences[0]!;
    const common = commonForm(slip ?? key);
    const wordRarity = rarity(slip ?? key);
    const partOfSpeech = classWeight(first, slip ?? key, common);
    const boilerplate = BOILERPLATE.has(key) || BOILERPLATE.has(key.replace(/s$/, ''));
    const midCapital =
      post.caseSignal && occurrences.some((token) => token.capitalised && !token.sentenceStart && !token.allCaps);
    const shouted = post.caseSignal && occurrences.some((token) => token.allCaps && token.key.length >= 2);
    const capitalisedName =
      post.caseSignal &&
      occurrences.some((token) => token.capitalised) &&
      (common === undefined || wordClass(common) === 'name');
    const shortStrong = (first.allCaps && key.length === 3) || (first.capitalised && !first.allCaps && post.caseSignal);
    const repeats = Math.log2(occurrences.length + relatives(key, byKey, byPrefix));
    const early = Math.max(0, 1 - first.index / Math.max(12, words / 3));
    const flags = {
      personal: personal.has(key),
      subject: subjects.has(key),
      pet: pets.has(key),
      owner: owners.has(key) || owners.has(`${key}s`),
      described: described.has(key),
      label: first.inLabel,
      meme: MEME_TERMS.has(key),
      animal: ANIMALS.has(key),
      emoji: emoji.has(key) || (ANIMAL_KIND[key] !== undefined && emoji.has(ANIMAL_KIND[key])),
      linked: key.length >= 3 && linked.some((handle) => handle.includes(key)),
    };
    let score = wordRarity * partOfSpeech;
    if (boilerplate) score *= 0.12;
    if (midCapital || capitalisedName) score *= capitalisedName ? 1.9 : 1.6;
    else if (shouted) score *= 1.5;
    if (key.length <= 3) score *= shortStrong ? 0.9 : 0.6;
    score *= 1 + 0.6 * repeats;
    score *= 1 + 0.6 * early;
    if (flags.personal) score *= 1.5;
    if (flags.subject) score *= 1.3;
    if (flags.pet) score *= 1.4;
    if (flags.owner) score *= 0.5;
    if (flags.described) score *= 1.5;
    if (flags.label) score *= 1.6;
    if (flags.meme) score *= 1.3;
    if (flags.animal) score *= 1.3;
    if (flags.emoji) score *= 1.3;
    if (flags.linked) score *= 1.5;
    const features = [
      Math.log(score + 1e-3),
      wordRarity,
      partOfSpeech,
      Number(common === undefined),
      Number(boilerplate),
      Number(midCapital),
      Number(capitalisedName),
      Number(shouted && !midCapital && !capitalisedName),
      Number(key.length <= 3),
      Number(key.length <= 3 && shortStrong),
      Math.min(key.length, 12) / 12,
      repeats,
      early,
      Number(first.index === 0),
      Number(first.sentenceStart),
      ...Object.values(flags).map(Number),
      Number(occurrences.some((token) => token.fromCashtag)),
      Number(hashtags.has(key)),
      Number(key.length >= 3 && quoted.includes(key)),
      Number(post.caseSignal),
      Number(first.allCaps),
      Number(first.possessive),
      Number(/\d/.test(key)),
      Number(cues.given.has(key)),
      Number(cues.beforeTheAnimal.has(key)),
      Number(cues.capsPhrase.has(key)),
      Number(cues.newsLabel.has(key)),
      Number(cues.newsSubject.has(key)),
      Number(WELL_KNOWN.has(key)),
      Number(MAJOR_TICKERS.has(key.toUpperCase())),
      Number(TITLES.has(key)),
      Number(REPORTERS.has(key)),
      Number(RELATIVES.has(key)),
      Number(PLACES.has(key)),
      0,
    ];
    return { score, features };
  };
  const terms: Term[] = [...byKey].map(([key, occurrences]) => ({
    key,
    occurrences,
    ...scoreOf(key, occurrences, undefined),
  }));
  terms.push(...phraseTerms(post, byKey, scoreOf));
  const order = (a: Term, b: Term) => b.score - a.score || a.occurrences[0]!.index - b.occurrences[0]!.index;
  terms.sort(order);
  // Typing slips are looked for among the leading terms only, until the leading three hold none.
  const checked = new Set<string>();
  for (let i = 0; i < Math.min(3, terms.length); i++) {
    const term = terms[i]!;
    if (checked.has(term.key)) continue;
    checked.add(term.key);
    const slip = typingSlip(post, term.key, term.occurrences, subjects, pets, linked);
    if (slip === undefined) continue;
    Object.assign(term, scoreOf(term.key, term.occurrences, slip));
    terms.sort(order);
    i = -1;
  }
  return terms;
}

const PHRASE_FEATURES = {
  quoted: TERM_FEATURES.indexOf('quoted'),
  caps: TERM_FEATURES.indexOf('caps_phrase'),
  words: TERM_FEATURES.indexOf('phrase_words'),
};

/**
 * The post's quoted phrases and phrases in capitals of two words or more, each one candidate keyed by
 * its words run together ("numbergoup"): "IT IS WHAT IT IS" has no word that could be a name alone,
 * and "Emotional Damage" is a name as a whole. The namer writes such a candidate as its phrase.
 */
function phraseTerms(
  post: ParsedPost,
  byKey: Map<string, Token[]>,
  scoreOf: (key: string, occurrences: Token[], slip: string | undefined) => { score: number; features: number[] },
): Term[] {
  const phrases = [
    ...capsRuns(post).map((run) => ({ run, quoted: false })),
    ...quotedRuns(post).map((run) => ({ run, quoted: true })),
  ];
  const terms: Term[] = [];
  for (const { run, quoted } of phrases) {
    const key = run.map((token) => token.key).join('');
    if (run.length < 2 || key.length > 32 || byKey.has(key) || terms.some((term) => term.key === key)) continue;
    const scored = scoreOf(key, [run[0]!], undefined);
    scored.features[PHRASE_FEATURES.quoted] = Number(quoted);
    scored.features[PHRASE_FEATURES.caps] = Number(!quoted);
    scored.features[PHRASE_FEATURES.words] = run.length;
    terms.push({ key, occurrences: [run[0]!], ...scored });
  }
  return terms;
}

/**
 * The word a lowercase word was meant to be when it reads as a typing slip of a listed word
 * ("conlude" → "conclude"). Unlisted words count as the rarest of all, so a slip would otherwise
 * outrank every real word of the post. A word written as a name is no slip: one that is capitalised
 * in a post that uses capitals, repeated, linked, a meme or animal word, or one that the sentence
 * points at ("meet bobo", "fizzle is").
 */
function typingSlip(
  post: ParsedPost,
  key: string,
  occurrences: Token[],
  subjects: Set<string>,
  pets: Set<string>,
  linked: string[],
): string | undefined {
  if (occurrences.length > 1 || subjects.has(key) || pets.has(key) || MEME_TERMS.has(key) || ANIMALS.has(key))
    return undefined;
  const token = occurrences[0]!;
  if (token.fromCashtag || token.inLabel) return undefined;
  // Where the post uses capitals, a capitalised word may be a name even at the start of a sentence.
  if (post.caseSignal && token.capitalised) return undefined;
  if (linked.some((handle) => handle.includes(key)) || post.hashtags.some((tag) => tag.toLowerCase() === key))
    return undefined;
  return nearestWord(key);
}

/** Occurrences of longer spellings of the same word: dog, dogg, doggy; cet, cets. */
function relatives(key: string, byKey: Map<string, Token[]>, byPrefix: Map<string, string[]>): number {
  if (key.length < 3) return 0;
  let count = 0;
  for (const other of byPrefix.get(key.slice(0, 3)) ?? []) {
    if (other !== key && other.startsWith(key) && other.length <= key.length + 2) count += byKey.get(other)!.length;
  }
  return count;
}
