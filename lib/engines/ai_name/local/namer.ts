import { repairName, repairTicker } from '../rules';
import type { TokenName } from '../types';
import { CJK_NAME_MAX, hasCjk, joinWords } from './cjk';
import { capsRuns, passing, quotedRun, quotedRuns } from './cues';
import { emojiMeaning } from './emoji';
import {
  ANIMALS,
  APPOSITION_ARTICLES,
  BOILERPLATE,
  CALLING_WORDS,
  GROUP_NOUNS,
  HAN_MEANINGS,
  LAUNCHED_MEME_COINS,
  MEME_TERMS,
  NAME_FUNCTION_WORDS,
  NEWS_LABELS,
  NEWS_OPENERS,
  OWNING_WORDS,
  REFERRING,
  REPORT_VERBS,
  SAYING_WORDS,
  STOPWORDS,
  TITLES,
  WELL_KNOWN,
} from './lexicon';
import { namingModel, type NamingModel } from './model';
import { closeRunnerUp, rankTerms } from './ranker';
import { hasUnspellableLetters } from './romanize';
import { emojiWords, impliedAnimal, scoreTerms, TERM_FEATURES, type Term } from './terms';
import { parsePost, type ParsedPost, type Token } from './text';
import { tickerLetters } from './ticker';
import { chooseTicker, type TickerContext } from './ticker-choice';
import { commonForm, wordClass } from './words';

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** How a word is written in the name: as the post wrote it when capitals mean something there. */
function writeWord(token: Token, post: ParsedPost, position: number): string {
  if (position > 0 && NAME_FUNCTION_WORDS.has(token.key)) return token.key;
  if (token.key !== token.text.toLowerCase().replace(/['’]/g, '')) return titleCase(token.key);
  if (/\p{Ll}\p{Lu}/u.test(token.text)) return token.text;
  if (post.caseSignal && /\p{Lu}/u.test(token.text)) return token.text;
  if (token.allCaps && token.text.length <= 3 && commonForm(token.key) === undefined) return token.text;
  return /\p{Ll}|\p{Lu}/u.test(token.text) ? titleCase(token.text) : token.text;
}

function writeName(tokens: Token[], post: ParsedPost): string {
  return joinWords(tokens.map((token, i) => writeWord(token, post, i)));
}

/**
 * Styles of address that open a mock-royal name ("His Royal Highness Prince Horatio", "Her Majesty
 * Duchess Waffleton"): how the pet is addressed, not its name; royal, imperial or serene only before one.
 */
const STYLES_OF_ADDRESS = new Set(['highness', 'majesty', 'excellency', 'lordship', 'ladyship']);
const STYLE_ADJECTIVES = new Set(['royal', 'imperial', 'serene']);

function isEdgeFiller(token: Token): boolean {
  return STOPWORDS.has(token.key) || BOILERPLATE.has(token.key) || NAME_FUNCTION_WORDS.has(token.key);
}

/** Whether the words from `at` open with a style of address: "Highness", "Royal Highness". */
function isStyleOfAddress(tokens: Token[], at: number): boolean {
  const token = tokens[at]!;
  return (
    STYLES_OF_ADDRESS.has(token.key) ||
    (STYLE_ADJECTIVES.has(token.key) && STYLES_OF_ADDRESS.has(tokens[at + 1]?.key ?? ''))
  );
}

function trimEdges(tokens: Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && (isEdgeFiller(tokens[start]!) || isStyleOfAddress(tokens, start))) start++;
  while (end > start && isEdgeFiller(tokens[end - 1]!)) end--;
  return tokens.slice(start, end);
}

/** The best-written occurrence of a term: a capitalised one, else the first. */
function bestOccurrence(term: Term): Token {
  return (
    term.occurrences.find((token) => token.capitalised && !token.sentenceStart) ??
    term.occurrences.find((token) => token.capitalised) ??
    term.occurrences[0]!
  );
}

/** A run of capitalised words around the token (Space Lobster Club), at most three words. */
function properNounRun(post: ParsedPost, token: Token): Token[] {
  if (!post.caseSignal || !token.capitalised) return [token];
  const isPart = (other: Token | undefined) => {
    if (other === undefined || other.sentence !== token.sentence || !other.capitalised || isEdgeFiller(other))
      return false;
    const form = commonForm(other.key);
    return !(other.sentenceStart && form !== undefined && wordClass(form) !== 'noun' && wordClass(form) !== 'name');
  };
  let start = token.index;
  let end = token.index;
  while (end - start < 2 && !post.tokens[start]!.afterPunctuation && isPart(post.tokens[start - 1])) start--;
  while (end - start < 2 && !post.tokens[end + 1]?.afterPunctuation && isPart(post.tokens[end + 1])) end++;
  return post.tokens.slice(start, end + 1);
}

/** A modifier that makes the key word a familiar thing: "sugar glider", "golden retriever". */
function withModifier(post: ParsedPost, token: Token, scores: Map<string, number>, keyScore: number): Token[] {
  const before = post.tokens[token.index - 1];
  if (!before || before.sentence !== token.sentence || token.afterPunctuation || isEdgeFiller(before)) return [token];
  // A meme character takes an adjective as memecoins do: Sad Wojak, Angry Doge.
  if (MEME_TERMS.has(token.key) && !before.capitalised) {
    const form = commonForm(before.key);
    return form !== undefined && wordClass(form) === 'adjective' && !MEME_TERMS.has(before.key)
      ? [before, token]
      : [token];
  }
  if ((post.caseSignal && token.capitalised) || commonForm(token.key) === undefined) return [token];
  // A short acronym before a lowercase noun modifies it whatever a word list says it is: AI cats, NFT frogs.
  if (before.allCaps && before.key.length <= 4 && !token.allCaps && /\p{L}/u.test(before.key)) return [before, token];
  const form = commonForm(before.key);
  const modifierClass = form === undefined ? 'noun' : wordClass(form);
  if (modifierClass !== 'noun' && modifierClass !== 'adjective') return [token];
  return (scores.get(before.key) ?? 0) >= 0.35 * keyScore ? [before, token] : [token];
}

const feature = (name: (typeof TERM_FEATURES)[number]) => TERM_FEATURES.indexOf(name);
const PET_NAME = feature('pet_name');
const GIVEN_NAME = feature('given_name');
const BEFORE_THE_ANIMAL = feature('before_the_animal');
const CAPS_PHRASE = feature('caps_phrase');
const PHRASE_WORDS = feature('phrase_words');
const NEWS_SUBJECT = feature('news_subject');
/** A famous person, a major coin or ticker, a place: only there in passing. */
const IN_PASSING_FEATURES = [feature('well_known'), feature('major_ticker'), feature('place')];

/** A word the post gives as something's own name: a pet's, or one after "named", "meet", "X the cat". */
function isGivenName(term: Term): boolean {
  return term.features[PET_NAME] === 1 || term.features[GIVEN_NAME] === 1 || term.features[BEFORE_THE_ANIMAL] === 1;
}

/** The titles right before a name, which belong to it: "Sir Waddles", "Lady Fluffington". */
function withTitles(post: ParsedPost, token: Token): Token[] {
  let start = token.index;
  while (start > 0 && start > token.index - 2) {
    const before = post.tokens[start - 1]!;
    if (before.sentence !== token.sentence || post.tokens[start]!.afterPunctuation || !TITLES.has(before.key)) break;
    start--;
  }
  return post.tokens.slice(start, token.index + 1);
}

/** The quoted phrase or the phrase in capitals that holds the token, when the post has one (at most 32 characters). */
function phraseOf(post: ParsedPost, token: Token, term: Term): Token[] | undefined {
  const caps = () => capsRuns(post).find((tokens) => tokens.includes(token));
  const run =
    term.features[PHRASE_WORDS]! > 0
      ? term.features[CAPS_PHRASE] === 1
        ? caps()
        : quotedRun(post, token)
      : (quotedRun(post, token) ??
        quotedRun(post, token, post.singleQuoted) ??
        (term.features[CAPS_PHRASE] === 1 ? caps() : undefined));
  if (!run || run.length < 2) return undefined;
  // A whole phrase is kept whole ("IT IS WHAT IT IS"); a word's phrase loses its edge fillers.
  const trimmed = term.features[PHRASE_WORDS]! > 0 ? run : trimEdges(run);
  const words = trimmed.length > 0 ? trimmed : run;
  return writeName(words, post).length <= 32 ? words : undefined;
}

/**
 * Whether a close runner-up may join the leader in a two-word name: never a word only there in passing
 * (a famous person, a company, a major coin, a news label, a relative), nor a phrase, nor anything
 * beside the subject of a news post; those are glued on, not named.
 */
function mayPair(leader: Term, runnerUp: Term, post: ParsedPost): boolean {
  return (
    !passing(runnerUp.key) &&
    !newsOpener(runnerUp, post) &&
    runnerUp.features[PHRASE_WORDS] === 0 &&
    leader.features[NEWS_SUBJECT] !== 1
  );
}

/** After a comma an indefinite article sets a name beside what it is too: "Rigatoni, a cat who …". */
const AFTER_COMMA = new Set([...OWNING_WORDS, 'a', 'an']);

/**
 * A capitalised word written beside what it is, as a name is: "X the heron", "X, our chinchilla",
 * "X, a cat who …", "our tarantula X", "my chameleon X". Such a word is something's own name, whole.
 */
function inApposition(term: Term, post: ParsedPost): boolean {
  const word = (token: Token | undefined, sentence: number): token is Token =>
    token !== undefined && token.sentence === sentence && !token.fromCashtag && /^\p{L}+$/u.test(token.text);
  const noun = (token: Token | undefined, sentence: number): token is Token =>
    word(token, sentence) && !token.allCaps && !STOPWORDS.has(token.key) && !TITLES.has(token.key);
  if (IN_PASSING_FEATURES.some((index) => term.features[index] === 1)) return false;
  return term.occurrences.some((token) => {
    // A kind of animal is what a name is, not the name ("unser neuer Dackel").
    if (!token.capitalised || token.allCaps || passing(token.key) || isSpecies(token.key)) return false;
    if (STOPWORDS.has(token.key) || BOILERPLATE.has(token.key)) return false;
    if (notAName(token)) return false;
    // A quoted phrase is named as a phrase, whatever follows it.
    if (quotedRun(post, token) !== undefined) return false;
    const [next, after] = [post.tokens[token.index + 1], post.tokens[token.index + 2]];
    if (word(next, token.sentence) && !next.capitalised && noun(after, token.sentence)) {
      if (APPOSITION_ARTICLES.has(next.key) || OWNING_WORDS.has(next.key))
        return !after.capitalised || ANIMALS.has(after.key);
      if (next.afterPunctuation && AFTER_COMMA.has(next.key)) return !after.capitalised;
    }
    const [kind, owner] = [post.tokens[token.index - 1], post.tokens[token.index - 2]];
    return (
      !token.afterPunctuation &&
      noun(kind, token.sentence) &&
      !kind.capitalised &&
      wordClass(kind.key) === 'noun' &&
      word(owner, token.sentence) &&
      OWNING_WORDS.has(owner.key)
    );
  });
}

/**
 * A word or phrase written only in the post's opening label, of news words alone: "HAPPENING NOW:",
 * "LIVE:". A phrase is read by its words (its key runs them together).
 */
function newsOpener(term: Term, post: ParsedPost): boolean {
  const length = Math.max(1, term.features[PHRASE_WORDS]!);
  const tokens = term.occurrences.flatMap((token) => post.tokens.slice(token.index, token.index + length));
  const words = tokens.map((token) => token.key);
  return (
    tokens.every((token) => token.inLabel) &&
    words.some((word) => NEWS_OPENERS.has(word) || NEWS_LABELS.has(word)) &&
    words.every((word) => NEWS_OPENERS.has(word) || NEWS_LABELS.has(word) || STOPWORDS.has(word))
  );
}

/**
 * A capitalised word that is a verb's form ("Involving the community"), or a common word or an -ly,
 * -ing or -ed word opening a sentence ("Unlike the others", "Immortalizing the moon"), not a name.
 */
function notAName(token: Token): boolean {
  if (/(?:ing|ed)$/.test(token.key) && wordClass(commonForm(token.key) ?? token.key) === 'verb') return true;
  if (!token.sentenceStart || wordClass(token.key) === 'name') return false;
  return /(?:ing|ed|ly)$/.test(token.key) || commonForm(token.key) !== undefined;
}

/** A word the post points at by a cue: a name it gives, or the subject of its news. */
const cued = (term: Term) => isGivenName(term) || term.features[NEWS_SUBJECT] === 1;

/** Words before where something happened: "a manatee in Tampa", "outside the office at Dover". */
const LOCATIVE = new Set(['in', 'at', 'near', 'outside', 'from', 'across', 'around']);
/** Words before a branch of a chain or a shop: "waddled into a Red Lobster", "inside a Walmart". */
const INTO = new Set([...LOCATIVE, 'into', 'inside']);
const INDEFINITE = new Set(['a', 'an']);

/**
 * A capitalised word written only where a place goes: right after "in", "at", "near", … ("in Tampa"),
 * or in a run of capitalised words after "into a", "in an", … ("into a Red Lobster", one branch of a
 * chain) when the post's capitals say something: a place the post names in passing.
 */
function atPlace(term: Term, post: ParsedPost): boolean {
  return term.occurrences.every((token) => {
    if (!token.capitalised || token.afterPunctuation) return false;
    if (LOCATIVE.has(post.tokens[token.index - 1]?.key ?? '')) return true;
    let start = token.index;
    while (start > 0 && post.tokens[start - 1]!.capitalised && !post.tokens[start - 1]!.sentenceStart) start -= 1;
    const article = post.tokens[start - 1]?.key ?? '';
    return post.caseSignal && INDEFINITE.has(article) && INTO.has(post.tokens[start - 2]?.key ?? '');
  });
}

/** Words that bring in where something happened: "in Maine", "through downtown Calgary", "on a Queensland highway". */
const WHERE = new Set([...INTO, 'on', 'through', 'off', 'over', 'downtown', 'along']);

/**
 * Whether a word says where the news happened or who reports it: a few words after a word of place in
 * its sentence ("on a Queensland highway"), or right before a verb of reporting ("ESPN reports").
 */
function circumstantial(token: Token, post: ParsedPost): boolean {
  if (REPORT_VERBS.has(post.tokens[token.index + 1]?.key ?? '')) return true;
  for (let j = token.index - 1; j >= Math.max(0, token.index - 3); j--) {
    const before = post.tokens[j]!;
    if (before.sentence !== token.sentence || post.tokens[j + 1]!.afterPunctuation) return false;
    if (WHERE.has(before.key)) return true;
  }
  return false;
}

/**
 * The ranker's first term, unless it is only there in passing (NASA, Reuters, $ETH, a place, a
 * capitalised word after "in" or "at") and the post points at something else by a cue ("NASA wishes it
 * had an engineer like Rocket, our beagle"; "a manatee in Tampa has been spotted") or has a phrase it
 * quotes or shouts: then what the cue points at, else the phrase.
 */
function leader(terms: Term[], post: ParsedPost): Term | undefined {
  const first = terms[0];
  if (!first) return undefined;
  const titled = TITLES.has(first.key) ? titledName(first, terms, post) : undefined;
  if (titled) return titled;
  const given = namingSpecies(first, post) ? terms.find((term) => namedAfterCue(term)) : undefined;
  if (given) return given;
  const spoken = first.features[PHRASE_WORDS] === 0 && !cued(first) ? spokenPhrase(terms, post) : undefined;
  if (spoken) return spoken;
  // A person's full name the post names in passing goes after a name it sets beside what it is
  // ("Dua Lipa dropped an album and Lentil the quokka …", "Tim Cook can keep it, give me Hobnob the sheepdog");
  // so does any word of a sentence that names someone famous ("Rihanna has Fenty, i have Rigatoni, a cat …").
  const sameSentence = (term: Term) =>
    term.occurrences.some((token) => first.occurrences.some((other) => other.sentence === token.sentence));
  const withFamous = first.occurrences.some((token) =>
    post.tokens.some((other) => other.sentence === token.sentence && WELL_KNOWN.has(other.key)),
  );
  const beside =
    !cued(first) && (fullName(first, post) || (withFamous && first.features[PHRASE_WORDS] === 0))
      ? terms.find((term) => sameSentence(term) && inApposition(term, post))
      : undefined;
  if (beside && !inApposition(first, post)) return beside;
  // The subject of a news post goes before a word the post writes later, once and by no cue, where it
  // says where the news happened or who reports it ("BREAKING: a wolverine … through downtown Calgary",
  // "… on a Queensland highway", "… bees …, ESPN reports").
  const news = terms.find((term) => term.features[NEWS_SUBJECT] === 1 && !passing(term.key));
  if (
    news &&
    news !== first &&
    !cued(first) &&
    first.features[PHRASE_WORDS] === 0 &&
    first.occurrences.length === 1 &&
    news.occurrences[0]!.index < first.occurrences[0]!.index &&
    circumstantial(first.occurrences[0]!, post) &&
    !inApposition(first, post)
  )
    return news;
  // A news label that opens the post ("NIEUWS: de koe Klaartje …") is there in passing too.
  const opener = newsOpener(first, post);
  if (!(passing(first.key) || atPlace(first, post) || opener) || cued(first)) return first;
  // Else a phrase the post quotes or shouts ("… is just TRUST THE PLAN 🫡 $ETH"), when what is in
  // passing is said once (a post that says TRUMP three times is about him).
  const named = (term: Term) => !passing(term.key) && !newsOpener(term, post);
  const phrase = (term: Term) => term.features[PHRASE_WORDS]! > 0 && named(term);
  const once = first.occurrences.length === 1;
  return (
    terms.find((term) => cued(term) && named(term)) ??
    (once ? terms.find(phrase) : undefined) ??
    (opener ? terms.find(named) : undefined) ??
    first
  );
}

/** A capitalised word written with a second one beside it, in the prose: a first name or a surname. */
function fullName(term: Term, post: ParsedPost): boolean {
  const pair = (first: Token | undefined, second: Token | undefined) =>
    first !== undefined &&
    second !== undefined &&
    first.sentence === second.sentence &&
    !second.afterPunctuation &&
    [first, second].every((token) => token.capitalised && !token.allCaps);
  return term.occurrences.some(
    (token) => pair(token, post.tokens[token.index + 1]) || pair(post.tokens[token.index - 1], token),
  );
}

/**
 * The name a title leads into: "Sergeant Biscotti reporting for duty" is about Biscotti (the title is
 * written with it afterwards), whatever else the title's sentence says.
 */
function titledName(title: Term, terms: Term[], post: ParsedPost): Term | undefined {
  for (const token of title.occurrences) {
    const next = post.tokens[token.index + 1];
    if (!next || next.sentence !== token.sentence || next.afterPunctuation) continue;
    // Both written as a name's words are ("Sergeant Biscotti"), not shouted ("CAPTAIN HARRY KANE") nor lowercase.
    if (![token, next].every((word) => word.capitalised && !word.allCaps)) continue;
    const term = terms.find((other) => other.key === next.key && !passing(other.key));
    if (term) return term;
  }
  return undefined;
}

/**
 * The phrase in capitals a post reports someone saying, a few words after a word of saying in its
 * sentence or right after one and a colon ("… und nur gesagt: ALLES WIRD GUT", "texted the group chat SELL THE HOUSE"): the words
 * said are what the post is about, as a quoted phrase would be, over the opening words around them.
 */
function spokenPhrase(terms: Term[], post: ParsedPost): Term | undefined {
  // "nothing more to say." reports nothing: a word of saying after "to" is not what someone said.
  const reports = (token: Token) => SAYING_WORDS.has(token.key) && post.tokens[token.index - 1]?.key !== 'to';
  const said = (start: Token) =>
    post.tokens
      .slice(Math.max(0, start.index - 4), start.index)
      .some((token) => (token.sentence === start.sentence || token.index === start.index - 1) && reports(token));
  const run = capsRuns(post).find((tokens) => said(tokens[0]!));
  if (run)
    return terms.find(
      (term) =>
        term.features[PHRASE_WORDS]! > 0 &&
        term.features[CAPS_PHRASE] === 1 &&
        term.occurrences.some((token) => run.includes(token)),
    );
  // A phrase quoted right after a word of saying or calling ("my grandma calls bitcoin "Magic Internet
  // Soup"", "everyone is saying "touch grass capital"") is what the post is about.
  const calls = (token: Token) => reports(token) || CALLING_WORDS.has(token.key);
  const quoted = [...quotedRuns(post), ...quotedRuns(post, post.singleQuoted)].find(
    (tokens) =>
      post.tokens
        .slice(Math.max(0, tokens[0]!.index - 4), tokens[0]!.index)
        .some((token) => token.sentence === tokens[0]!.sentence && calls(token)) || referredToAs(post, tokens[0]!),
  );
  // A name the post gives goes first ("Tonton le perroquet dit « bonjour »").
  if (!quoted || terms.some((term) => isGivenName(term) || inApposition(term, post))) return undefined;
  // Of several quoted phrases, the one the ranker prefers stands: a word of saying lifts a quoted phrase
  // over words the post does not quote ("she said "no thanks" to the "Broccoli Tree"" is the tree's).
  const inOtherQuote = (token: Token) =>
    [quotedRun(post, token), quotedRun(post, token, post.singleQuoted)].some((run) => run && !run.includes(quoted[0]!));
  if (terms[0]?.occurrences.some(inOtherQuote)) return undefined;
  // Its best word leads, and brings the phrase along without the articles at its edges ("la Fusée Grise").
  return terms.find(
    (term) =>
      term.features[PHRASE_WORDS] === 0 &&
      !passing(term.key) &&
      term.occurrences.some((token) => quoted.includes(token)),
  );
}

/**
 * Whether a quoted phrase comes right after the "as" of "refers to … as" in its sentence ("referred to
 * the 9am standup as "the Daily Hostage Situation""): the name the post gives the thing.
 */
function referredToAs(post: ParsedPost, start: Token): boolean {
  const as = post.tokens[start.index - 1];
  if (as?.key !== 'as' || as.sentence !== start.sentence) return false;
  return post.tokens
    .slice(Math.max(0, as.index - 8), as.index)
    .some(
      (token, k, before) =>
        token.sentence === start.sentence && REFERRING.has(token.key) && before[k + 1]?.key === 'to',
    );
}

/**
 * A word written as a name, capitalised, right after a naming cue ("named it Sprinkles", "his name is
 * Chowder"); in a post written all in lowercase a species stays ahead.
 */
function namedAfterCue(term: Term): boolean {
  return (
    term.features[GIVEN_NAME] === 1 &&
    !passing(term.key) &&
    term.occurrences.some((token) => token.capitalised && !token.allCaps)
  );
}

/**
 * A word that names a kind of animal and no animal in particular: a species or breed ("fish", "hamster"),
 * or a word right before one ("a betta fish", "a golden retriever"), outside the post's phrases. When the
 * post gives a name as well ("… and my daughter named it Sprinkles"), the pet's name goes before its kind.
 */
function namingSpecies(term: Term, post: ParsedPost): boolean {
  // A species inside a phrase the post quotes or shouts ("called my haircut "Moon Hamster"") is the phrase's.
  const inPhrase = (token: Token) => quotedRun(post, token) !== undefined || term.features[CAPS_PHRASE] === 1;
  // Nor is one written as a name's word ("The Dog, also known as the Laughing Dog", "Nyan Cat").
  const inName = (token: Token) => post.caseSignal && token.capitalised && !token.sentenceStart;
  if (isGivenName(term) || term.occurrences.some((token) => inPhrase(token) || inName(token))) return false;
  if (isSpecies(term.key)) return true;
  return term.occurrences.every((token) => {
    const next = post.tokens[token.index + 1];
    return next !== undefined && next.sentence === token.sentence && ANIMALS.has(next.key) && !inName(next);
  });
}

/** How the words of a name were picked: 'given' when the post gives it as something's own name. */
type PickedOrigin = 'word' | 'pair' | 'run' | 'phrase' | 'given';

function nameFromTerms(
  post: ParsedPost,
  terms: Term[],
  pairRatio = Infinity,
): { words: Token[]; key: Token; origin: PickedOrigin } | undefined {
  const led = leader(terms, post);
  if (!led) return undefined;
  const top = newsHead(led, terms, post) ?? led;
  const scores = new Map(terms.map((term) => [term.key, term.score]));
  const token = bestOccurrence(top);
  const phrase = phraseOf(post, token, top);
  if (phrase) return { words: phrase, key: token, origin: 'phrase' };
  // A name the post gives is the whole name: nothing else is glued on ("Elon Pickles", "Llama Starbucks").
  if (isGivenName(top)) return { words: withTitles(post, token), key: token, origin: 'given' };
  let words = trimEdges(properNounRun(post, token));
  // A name set beside what it is keeps its own words, and takes no runner-up along ("Montgomery the
  // heron … in Brighton" is Montgomery).
  if (inApposition(top, post)) return { words, key: token, origin: words.length > 1 ? 'run' : 'given' };
  if (words.length <= 1) words = withModifier(post, token, scores, top.score);
  const candidate = words.length === 1 ? closeRunnerUp(terms, pairRatio) : undefined;
  // The runner-up is the ranking's second term: when the leader is not the first, it may be the leader.
  const runnerUp = candidate && candidate !== top && mayPair(top, candidate, post) ? candidate : undefined;
  if (runnerUp) {
    // Two words the post points at equally go together, in the post's order: "Moon Frog".
    const other = bestOccurrence(runnerUp);
    words = other.index < token.index ? [other, token] : [token, other];
  }
  return { words, key: token, origin: runnerUp ? 'pair' : words.length > 1 ? 'run' : 'word' };
}

/**
 * The noun a news subject leads to: after a word that groups, the noun after "of" ("a flock of
 * flamingos"); after an adjective, the noun it describes ("giant pumpkin").
 */
function newsHead(subject: Term, terms: Term[], post: ParsedPost): Term | undefined {
  if (subject.features[NEWS_SUBJECT] !== 1) return undefined;
  const token = subject.occurrences[0]!;
  const termOf = (at: Token | undefined) =>
    at && at.sentence === token.sentence ? terms.find((term) => term.key === at.key && !passing(term.key)) : undefined;
  const next = post.tokens[token.index + 1];
  if (GROUP_NOUNS.has(subject.key) && next?.key === 'of') {
    for (const at of post.tokens.slice(token.index + 2, token.index + 5)) {
      const term = termOf(at);
      if (term && wordClass(at.key) !== 'adjective') return term;
    }
  }
  if (wordClass(subject.key) === 'adjective' && next && !next.afterPunctuation) return termOf(next);
  return undefined;
}

/** A plural's singular: octopuses → octopus, koalas → koala. */
/** A hashtag that files a post under a species or a platform's community: #cats, #shibainu, #dogsoftwitter. */
export function filesUnder(tag: string): boolean {
  return isSpecies(tag) || /^[a-z]{3,}of(?:twitter|instagram|insta|ig|tiktok|x|reddit)$/.test(tag);
}

/** A species or breed word, or two run together as a hashtag writes them (hedgehog, cats, shibainu). */
export function isSpecies(key: string): boolean {
  const animal = (word: string) => ANIMALS.has(word) || ANIMALS.has(singularOf(word));
  if (animal(key)) return true;
  for (let cut = 3; cut <= key.length - 3; cut += 1)
    if (animal(key.slice(0, cut)) && animal(key.slice(cut))) return true;
  return false;
}

function singularOf(key: string): string {
  if (/(?:ss|us)es$/.test(key) || /(?:sh|ch|x)es$/.test(key)) return key.slice(0, -2);
  return key.endsWith('s') && !key.endsWith('ss') ? key.slice(0, -1) : key;
}

/**
 * A word written as someone's name: capitalised inside a sentence of a post that uses capitals, and no
 * common word ("like Pancho does"). It is a name already: an animal the post only implies (by an emoji or
 * a sound, no animal word) is not added to it.
 */
function writtenAsName(token: Token, post: ParsedPost): boolean {
  const form = commonForm(token.key);
  return (
    post.caseSignal &&
    token.capitalised &&
    !token.sentenceStart &&
    !token.allCaps &&
    (form === undefined || wordClass(form) === 'name')
  );
}

/** An animal named in the plural is named in the singular ("scientists confirm octopuses dream" → Octopus). */
function singularAnimal(token: Token, post: ParsedPost): string {
  const singular = singularOf(token.key);
  return singular !== token.key && ANIMALS.has(singular) ? titleCase(singular) : writeName([token], post);
}

/** Words of a run of tokens whose first letters (or leading letters) spell the cashtag. */
function expandCashtag(post: ParsedPost, tag: string): Token[] | undefined {
  const target = tag.toLowerCase();
  const tokens = post.tokens;
  for (let length = Math.min(5, target.length); length >= 2; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const run = tokens.slice(start, start + length);
      if (run.some((token) => token.key === target)) continue;
      if (
        spellsWithPrefixes(
          run.map((token) => token.key),
          target,
        )
      )
        return trimEdges(run).length === run.length ? run : undefined;
    }
  }
  return undefined;
}

/** True when target is a concatenation of a non-empty prefix of each word, in order. */
function spellsWithPrefixes(words: string[], target: string): boolean {
  const [first, ...rest] = words;
  if (first === undefined) return target === '';
  for (let take = Math.min(first.length, target.length); take >= 1; take--) {
    if (first.slice(0, take) === target.slice(0, take) && spellsWithPrefixes(rest, target.slice(take))) return true;
  }
  return false;
}

function nameFromCashtag(post: ParsedPost, tag: string): TokenName | undefined {
  const ticker = repairTicker(tag);
  if (!ticker) return undefined;
  const expansion = expandCashtag(post, tag);
  if (expansion) return { name: writeName(expansion, post), ticker };
  const plain = post.tokens.find((token) => token.key === tag.toLowerCase() && !token.fromCashtag);
  const written =
    plain && post.caseSignal
      ? plain.text
      : /[a-z]/.test(tag) || !/[AEIOUY]/i.test(tag) || tag.length <= 3
        ? tag
        : titleCase(tag);
  return { name: written, ticker };
}

function nameFromEmoji(post: ParsedPost, model: NamingModel): Draft | undefined {
  const words = emojiWords(post);
  let best = [...words.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) {
    const any = post.emoji.map(emojiMeaning).find((meaning) => meaning !== undefined);
    best = any?.word;
  }
  if (!best) return undefined;
  const name = titleCase(best);
  const ticker = chooseTicker(name, model, { origin: 'tag' });
  return ticker ? { name, ticker, tickerFrom: { name, context: { origin: 'tag' } } } : undefined;
}

/**
 * A ticker for a name written in a script with no letter-by-letter Latin spelling: the meaning of a
 * well-known character of the name, else of the post's emoji, else the generic MEME. Never another
 * word of the post: the ticker belongs to the name.
 */
function tickerForUnspellable(post: ParsedPost, name: string, model: NamingModel): string {
  const meaning = [...name].map((char) => HAN_MEANINGS[char]).find((word) => word !== undefined);
  return meaning ?? nameFromEmoji(post, model)?.ticker ?? 'MEME';
}

/** A name in a script with no Latin spelling of its own (Han): its ticker comes from its meaning. */
function needsMeaningTicker(name: string): boolean {
  return hasUnspellableLetters(name) && tickerLetters(name).length < 2;
}

/** A name, its ticker, and when the ticker was chosen from the name, what it was chosen from. */
export interface Draft extends TokenName {
  tickerFrom?: { name: string; context: TickerContext };
}

function finish(name: string, ticker: string | undefined): Draft | undefined {
  const repaired = repairName(name);
  return repaired && ticker ? { name: repaired, ticker } : undefined;
}

/** finish() with a ticker chosen from the name itself. */
function finishFromName(name: string, model: NamingModel, context: TickerContext): Draft | undefined {
  const repaired = repairName(name);
  const ticker = repaired ? chooseTicker(repaired, model, context) : undefined;
  return repaired && ticker ? { name: repaired, ticker, tickerFrom: { name: repaired, context } } : undefined;
}

/** Each candidate's score less the leader's, by the letters its word would give a ticker. */
function scoreGaps(terms: Term[]): Map<string, number> {
  const top = terms[0]?.logit ?? 0;
  const gaps = new Map<string, number>();
  for (const term of terms) {
    const letters = tickerLetters(term.key);
    if (!gaps.has(letters)) gaps.set(letters, (term.logit ?? 0) - top);
  }
  return gaps;
}

/** What the ranker read about each candidate, by the letters its word would give a ticker. */
function wordFeatures(terms: Term[]): Map<string, readonly number[]> {
  const features = new Map<string, readonly number[]>();
  for (const term of terms) {
    const letters = tickerLetters(term.key);
    if (!features.has(letters)) features.set(letters, term.features);
  }
  return features;
}

/**
 * A post of a few words with no word that stands out is a catchphrase, and people name the coin
 * after the whole of it ("WE ALL GONNA MAKE IT" → WAGMI).
 */
function catchphrase(post: ParsedPost, terms: Term[]): Token[] | undefined {
  if (post.tokens.length < 2 || post.tokens.length > 5) return undefined;
  const [top, second] = terms;
  if (top && top.score >= 0.9 && (!second || top.score >= 2 * second.score)) return undefined;
  // A capitalised word inside a sentence is a name: the post is about it, not a catchphrase; so is one
  // a naming cue gives ("introducing: Kumquat 🍊 our new hedgehog").
  if (
    post.caseSignal &&
    post.tokens.some((token) => token.capitalised && !token.sentenceStart && !token.allCaps && !isEdgeFiller(token))
  )
    return undefined;
  if (terms.some(namedAfterCue)) return undefined;
  const trimmed = trimEdges(post.tokens);
  const words = trimmed.length >= 2 ? trimmed : post.tokens;
  const name = writeName(words, post);
  return name.length <= (hasCjk(name) ? CJK_NAME_MAX : 32) ? words : undefined;
}

/** A post read once: parsed, and its candidate terms scored and ranked, best first. */
export interface ReadPost {
  post: ParsedPost;
  terms: Term[];
}

/** Parses a post and ranks its terms: the work naming it and finding its search terms share. */
export function readPost(text: string, model: NamingModel = namingModel()): ReadPost {
  const post = parsePost(text);
  return { post, terms: rankTerms(post, scoreTerms(post), model) };
}

function nameFromWords({ post, terms }: ReadPost, model: NamingModel): Draft | undefined {
  // Of several cashtags, the one the ranker prefers ("forget $OLD, hold $NEW $NEW $NEW"), a coin long
  // launched only when the post has no other ("sold my $BONK, sold my $WIF, all in on $GOOBER").
  const fresh = post.cashtags.filter((tag) => !LAUNCHED_MEME_COINS.has(tag.toUpperCase()));
  const ownTags = fresh.length > 0 ? fresh : post.cashtags;
  const isCashtag = (term: Term) => ownTags.some((tag) => tag.toLowerCase() === term.key);
  const preferred = ownTags.length > 1 ? terms.find(isCashtag)?.key : undefined;
  const cashtag = ownTags.find((tag) => tag.toLowerCase() === preferred) ?? ownTags[0];
  if (cashtag) {
    const named = nameFromCashtag(post, cashtag);
    // A one- or two-letter ticker is no name: take the name from the words and keep the ticker.
    if (named && cashtag.length <= 2 && terms[0]) {
      const picked = nameFromTerms(post, terms);
      if (picked) return finish(writeName(picked.words, post), named.ticker);
    }
    if (named) return named;
  }
  // A post that links its site and its profile under one name goes by that name.
  const own = post.ownNames[0];
  if (own && !(terms[0] && own.toLowerCase().includes(terms[0].key))) {
    const named = finishFromName(handleAsName(own, /[_.-]+/g), model, { origin: 'tag' });
    if (named) return named;
  }
  const phrase = catchphrase(post, terms);
  if (phrase) {
    const name = writeName(phrase, post);
    if (needsMeaningTicker(name)) return finish(name, tickerForUnspellable(post, name, model));
    return finishFromName(name, model, {
      origin: 'phrase',
      scoreGaps: scoreGaps(terms),
      wordFeatures: wordFeatures(terms),
    });
  }
  const picked = nameFromTerms(post, terms, model.pairRatio);
  // A hashtag that files a pet's post under its species or a community (#hedgehog, #katze,
  // #bunsofinstagram) says what kind of post it is: the name the post gives goes first.
  const hashtag = post.hashtags.find(
    (tag) => !BOILERPLATE.has(tag.toLowerCase()) && !(picked?.origin === 'given' && filesUnder(tag.toLowerCase())),
  );
  if (hashtag) {
    const hashtagTerm = terms.find((term) => term.key === hashtag.toLowerCase());
    if (!picked || !hashtagTerm || hashtagTerm.score >= 0.5 * terms[0]!.score) {
      const words = hashtag.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
      return finishFromName(words, model, { origin: 'tag' });
    }
  }
  if (!picked) return undefined;
  let name = picked.words.length === 1 ? singularAnimal(picked.words[0]!, post) : writeName(picked.words, post);
  const animal = impliedAnimal(post, emojiWords(post));
  if (
    animal &&
    picked.origin === 'word' &&
    !(writtenAsName(picked.key, post) && !post.tokens.some((token) => ANIMALS.has(token.key))) &&
    !passing(picked.key.key) &&
    !ANIMALS.has(picked.key.key) &&
    !ANIMALS.has(singularOf(picked.key.key)) &&
    !picked.key.key.includes(animal)
  ) {
    name = `${name} ${titleCase(animal)}`;
  }
  if (needsMeaningTicker(name)) return finish(name, tickerForUnspellable(post, name, model));
  return finishFromName(name, model, {
    keyWord: picked.key.text,
    origin: picked.origin === 'given' ? 'word' : picked.origin,
    scoreGaps: scoreGaps(terms),
    wordFeatures: wordFeatures(terms),
    keyOnly: picked.origin === 'given',
  });
}

function nameFromHandles(post: ParsedPost, model: NamingModel): Draft | undefined {
  const handle = [...post.mentions, ...post.handles][0];
  if (!handle) return undefined;
  // Trailing digits are a handle's filler (@pepe2024), not part of its name.
  const name = handleAsName(handle.replace(/\d+$/, ''), /[_.]+/g);
  return name ? finishFromName(name, model, { origin: 'tag' }) : undefined;
}

/** A handle or tag as a name: its separators and camelCase humps become spaces, lowercase words get a capital. */
function handleAsName(handle: string, separators: RegExp): string {
  return handle
    .replace(separators, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .split(' ')
    .map((word) => (/[A-Z]/.test(word) ? word : titleCase(word)))
    .join(' ');
}

/**
 * True when the post's text gives too little to name it by (no cashtag or hashtag and fewer than
 * three words that could carry a name): then the text in its images is worth reading.
 */
export function saysLittle(text: string): boolean {
  const post = parsePost(text);
  if (post.cashtags.length > 0 || post.hashtags.length > 0) return false;
  return scoreTerms(post).filter((term) => term.score >= 0.3).length < 3;
}

/** Words in image file names ("/img/pepe-the-frog.png"), skipping hashes and numbers. */
function imageFileWords(images: string[]): string {
  const words: string[] = [];
  for (const url of images) {
    if (!/^https?:\/\//i.test(url)) continue;
    const file = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
    const stem = file.replace(/\.[a-z0-9]{2,5}$/i, '');
    for (const word of stem.split(/[-_.\s+]+/)) {
      if (
        /^[A-Za-z]{3,20}$/.test(word) &&
        !/^(?:img|image|photo|pic|media|file|download|screenshot|large|small|thumb|orig)$/i.test(word)
      )
        words.push(word);
    }
  }
  return words.join(' ');
}

/**
 * Names a post from its own text; then from the text read from its images; then from its emoji,
 * linked accounts and image file names. Deterministic.
 */
export function nameFromText(
  text: string,
  imageText = '',
  images: string[] = [],
  model: NamingModel = namingModel(),
  read: ReadPost = readPost(text, model),
): Draft | undefined {
  const { post } = read;
  const fromPost = nameFromWords(read, model);
  if (fromPost && !(imageText.trim() && saysLittle(text))) return fromPost;
  if (imageText.trim()) {
    const fromImage = nameFromWords(readPost(imageText, model), model);
    if (fromImage) return fromImage;
  }
  if (fromPost) return fromPost;
  const fromFiles = imageFileWords(images);
  return (
    nameFromEmoji(post, model) ??
    nameFromHandles(post, model) ??
    (fromFiles ? nameFromWords(readPost(fromFiles, model), model) : undefined)
  );
}
