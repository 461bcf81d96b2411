import { runWords } from './cjk';
import { findEmoji, removeEmoji } from './emoji';
import { MAJOR_TICKERS, STOPWORDS } from './lexicon';
import { commonForm } from './words';

/** One word of a post, with what its place and spelling say about it. */
export interface Token {
  /** As written, without a possessive ending. */
  text: string;
  /** Lowercase, stretched letters squeezed ("meowww" → "meow"). */
  key: string;
  /** Position among the post's words. */
  index: number;
  sentence: number;
  sentenceStart: boolean;
  /** Written as a cashtag ($PEPE) rather than in the prose. */
  fromCashtag: boolean;
  /** Set off from the word before by punctuation (a comma, a bracket, …), not by space alone. */
  afterPunctuation: boolean;
  /** In a short label that opens the post ("Bored Ape | Official launch"). */
  inLabel: boolean;
  capitalised: boolean;
  allCaps: boolean;
  /** Written with a possessive ending ('s) that `text` leaves out. */
  possessive: boolean;
}

export interface ParsedPost {
  tokens: Token[];
  /** Cashtags as written, without `$`, in order; tickers of major coins left out. */
  cashtags: string[];
  hashtags: string[];
  mentions: string[];
  /** Account names found in links to social profiles, and names of project sites. */
  handles: string[];
  /**
   * Names that are both a linked site's and a linked profile's (the project's site and account under
   * one name): the name the project goes by, without a chain or coin suffix ("zappyxsol" → "zappy").
   */
  ownNames: string[];
  quoted: string[];
  /**
   * Phrases in single quotes. An apostrophe can look like one, so the ranker's features never read
   * them; only the rules that follow a word of calling ("nennt den Kühlschrank ‚die Höhle‘") do.
   */
  singleQuoted: string[];
  emoji: string[];
  /** False when the post is all capitals or all lowercase: capitals then say nothing. */
  caseSignal: boolean;
  /** The opening label's words, when the post opens with one. */
  label: Token[];
  /** Whether the post opens with an alarm (🚨, 🔴), which labels news as "BREAKING" does. */
  opensWithAlarm: boolean;
}

/** Emoji that open news as a label does: the police light and the red "live" dot. */
const ALARM = /^\s*(?:🚨|🔴)/u;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const ADDRESS_PATTERN = /\b(?:0x[0-9a-fA-F]{30,}|[1-9A-HJ-NP-Za-km-z]{32,44})\b/g;
const CASHTAG_PATTERN = /\$([A-Za-z][A-Za-z0-9]{0,14})(?![A-Za-z0-9])/g;
const HASHTAG_PATTERN = /#([A-Za-z][A-Za-z0-9_]{1,39})/g;
const MENTION_PATTERN = /(?:^|[^\w@])@([A-Za-z0-9_]{2,30})/g;
/** A phrase between quotation marks: straight, curly, guillemets, or German low-high („Das Biest“). */
const QUOTED_PATTERN = /["“”«»„]([^"“”«»„\n]{2,48})["“”«»]/g;
/**
 * A phrase in single quotes ('…', ‘…’, ‚…‘), told from an apostrophe by its edges: the opening quote
 * follows no letter or digit and a letter follows it; the closing one follows a letter and is followed
 * by no letter or digit; no quote or apostrophe inside ("the dogs' beds", "rock 'n' roll" quote nothing).
 */
const SINGLE_QUOTED_PATTERN =
  /(?<![\p{L}\p{N}'’‘‚])['‘‚](\p{L}[^'’‘‚\n]{0,46}[\p{L}\p{N}!?])['’‘](?![\p{L}\p{N}'’‘])/gu;
/**
 * A reply's or a quote's header ("replying to @ana and @bo:", "RT @news:", "QT @x:", "QT:"): it says
 * whose post this answers, never what the new coin is, so it is read as no words and its handles as no
 * mentions.
 */
const REPLY_HEADER =
  /^\s*(?:(?:replying|in reply) to(?:[\s,]+(?:and\s+)?@\w+)+|(?:RT|QT)(?:\s+@\w+)*(?=\s*:|\s+@))\s*:?/i;
/**
 * The readers addressed at the opening ("chat, …", "guys is this real?", "fam:"): who the post talks to,
 * not what it is about, so it is read as no word; only before a comma, a colon or a question.
 */
const OPENING_ADDRESS =
  /^\s*(?:chat|guys|fam|frens|anon|bro|ser)\b(?=\s*[,:]|\s+(?:is|are|am|do|does|did|we|i|what|who|why|how|should)\b[^.!\n]*\?)/i;
const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
// A sentence or label ends at . ! ? followed by space, a line break, a bar, a bullet, or a spaced dash or colon;
// in Chinese and Japanese at 。 and at ! ? right after a character (full-width ！？ are ! ? after NFKC).
const BREAK_PATTERN =
  /[.!?]+(?=\s|$)|[\n\r|•·]+|\s[-–—:>]+\s|:\s|。+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[!?]+/gu;

const PROFILE_HOSTS =
  /^(?:x\.com|twitter\.com|instagram\.com|tiktok\.com|youtube\.com|t\.me|threads\.net|twitch\.tv|github\.com|facebook\.com)$/;
const NOT_HANDLES = new Set([
  'i',
  'status',
  'home',
  'search',
  'intent',
  'share',
  'watch',
  'video',
  'photo',
  'hashtag',
  'explore',
  'p',
  'reel',
  'shorts',
  'channel',
  'user',
  'c',
  'joinchat',
]);
const COMMON_HOSTS =
  /(?:^|\.)(?:pump\.fun|dexscreener\.com|dextools\.io|birdeye\.so|solscan\.io|raydium\.io|jup\.ag|google\.com|bit\.ly|linktr\.ee|medium\.com|imgur\.com|giphy\.com|wikipedia\.org|reddit\.com|discord\.gg|discord\.com|gitbook\.io)$/;

function isProfileUrl(url: string): boolean {
  const host =
    /^(?:https?:\/\/)?([^/?#]+)/i
      .exec(url)?.[1]
      ?.toLowerCase()
      .replace(/^(?:www|m|mobile|vm)\./, '') ?? '';
  return PROFILE_HOSTS.test(host);
}

/** Account names and site names that links carry: the post may be about that account. */
function handlesFromUrl(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('www.') ? `https://${url}` : url);
  } catch {
    return [];
  }
  const host = parsed.hostname.replace(/^(?:www|m|mobile|vm)\./, '').toLowerCase();
  if (PROFILE_HOSTS.test(host)) {
    const first = parsed.pathname.split('/').filter(Boolean)[0]?.replace(/^@/, '');
    return first && !NOT_HANDLES.has(first.toLowerCase()) && /^[A-Za-z][A-Za-z0-9_.]{1,30}$/.test(first) ? [first] : [];
  }
  if (COMMON_HOSTS.test(host)) return [];
  const label = host.split('.').slice(-2, -1)[0];
  return label && /^[a-z][a-z0-9-]{2,20}$/.test(label) ? [label] : [];
}

const HANDLE_SUFFIX = /(?:_|-|x|on|in)?(?:sol|solana|coin|token|meme|official)$/i;
const HANDLE_SUFFIX_BARE = /[_-]?(?:sol|solana|coin|token|meme|official)$/i;

/** A handle without the chain or coin words people add to it: zappyxsol → zappy, moxisolcoin → moxi. */
export function handleStem(handle: string): string {
  let stem = handle;
  for (let round = 0; round < 2; round++) {
    const joined = stem.replace(HANDLE_SUFFIX, '');
    const bare = stem.replace(HANDLE_SUFFIX_BARE, '');
    const next = joined.length >= 3 ? joined : bare.length >= 3 ? bare : stem;
    if (next === stem) break;
    stem = next;
  }
  return stem;
}

/** Squeezes letters stretched for effect to the spelling of a known word or filler where one fits. */
export function squeeze(lower: string): string {
  if (!/(\p{L})\1\1/u.test(lower)) return lower;
  const runs = [...lower.matchAll(/(\p{L})\1\1+/gu)];
  if (runs.length > 4) return lower.replace(/(\p{L})\1\1+/gu, '$1$1');
  // Try every choice of one or two letters per stretched run; prefer a known word.
  const options: string[] = [];
  for (let mask = 0; mask < 1 << runs.length; mask++) {
    let out = '';
    let last = 0;
    runs.forEach((run, i) => {
      out += lower.slice(last, run.index) + run[1]!.repeat(mask & (1 << i) ? 2 : 1);
      last = run.index! + run[0].length;
    });
    options.push(out + lower.slice(last));
  }
  // A filler stretched ("lmaooo", "loool") is the filler.
  return (
    options.find((option) => STOPWORDS.has(option) || commonForm(option) !== undefined) ??
    lower.replace(/(\p{L})\1\1+/gu, '$1$1')
  );
}

function uniqueInOrder(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Reads a post into words and the special parts people use to point at a name. */
export function parsePost(raw: string): ParsedPost {
  let text = raw.normalize('NFKC').replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => (c === '\n' ? '\n' : ' '));
  const handles: string[] = [];
  const profiles = new Set<string>();
  const sites = new Set<string>();
  text = text.replace(URL_PATTERN, (url) => {
    const found = handlesFromUrl(url.replace(/[.,;:!?)]+$/, ''));
    handles.push(...found);
    for (const handle of found) (isProfileUrl(url) ? profiles : sites).add(handle.toLowerCase());
    return '\n';
  });
  text = text.replace(REPLY_HEADER, ' ').replace(OPENING_ADDRESS, ' ');
  text = text.replace(ADDRESS_PATTERN, (address) =>
    /[0-9]/.test(address) && /[A-Z]/.test(address) && /[a-z]/.test(address) ? ' ' : address,
  );

  const cashtags = [...text.matchAll(CASHTAG_PATTERN)]
    .map((m) => m[1]!)
    .filter((tag) => !MAJOR_TICKERS.has(tag.toUpperCase()));
  const hashtags = [...text.matchAll(HASHTAG_PATTERN)].map((m) => m[1]!);
  const mentions = [...text.matchAll(MENTION_PATTERN)].map((m) => m[1]!);
  const quoted = [...text.matchAll(QUOTED_PATTERN)].map((m) => m[1]!.trim()).filter((q) => q.split(/\s+/).length <= 5);
  const singleQuoted = [...text.matchAll(SINGLE_QUOTED_PATTERN)]
    .map((m) => m[1]!.trim())
    .filter((q) => q.split(/\s+/).length <= 5);
  const emoji = findEmoji(text);

  // Cashtags and hashtags stay in the text as plain words: they are part of the sentence.
  text = removeEmoji(text).replace(MENTION_PATTERN, (m) => m.replace(/@\w+/, ' , '));

  const tokens: Token[] = [];
  const pieces = text.split(BREAK_PATTERN);
  let sentence = 0;
  for (const piece of pieces) {
    let first = true;
    let previousEnd = 0;
    const words = [...piece.matchAll(WORD_PATTERN)].flatMap((match) =>
      runWords(match[0], text).map((word) => ({ text: word.text, index: match.index + word.offset })),
    );
    for (const word of words) {
      const gap = piece.slice(previousEnd, word.index);
      previousEnd = word.index + word.text.length;
      const written = word.text.replace(/['’][sS]$/, '');
      if (!/\p{L}/u.test(written) && written.length < 2) continue;
      const lower = written.toLowerCase().replace(/['’]/g, '');
      tokens.push({
        text: written,
        key: squeeze(lower),
        index: tokens.length,
        sentence,
        sentenceStart: first,
        fromCashtag: gap.endsWith('$'),
        afterPunctuation: /[^\s$#]/.test(gap),
        inLabel: false,
        capitalised: /^\p{Lu}/u.test(written),
        allCaps: /\p{Lu}/u.test(written) && !/\p{Ll}/u.test(written),
        possessive: written.length < word.text.length,
      });
      first = false;
    }
    if (!first) sentence += 1;
  }

  const label = openingLabel(tokens, pieces.length > 1);
  for (const token of label) token.inLabel = true;

  const lettered = tokens.filter((token) => /\p{L}{2}/u.test(token.text) && !STOPWORDS.has(token.key));
  const caps = lettered.filter((token) => token.allCaps).length;
  const capitalised = lettered.filter((token) => token.capitalised && !token.sentenceStart).length;
  const caseSignal = lettered.length > 0 && caps / lettered.length < 0.6 && (capitalised > 0 || caps > 0);

  return {
    tokens,
    cashtags: uniqueInOrder(cashtags),
    hashtags: uniqueInOrder(hashtags),
    mentions: uniqueInOrder(mentions),
    handles: uniqueInOrder(handles),
    ownNames: uniqueInOrder(
      handles.filter((handle) => profiles.has(handle.toLowerCase()) && sites.has(handle.toLowerCase())).map(handleStem),
    ),
    quoted: uniqueInOrder(quoted),
    singleQuoted: uniqueInOrder(singleQuoted),
    emoji,
    caseSignal,
    label,
    opensWithAlarm: ALARM.test(raw),
  };
}

/** The first sentence when it is a short label (1–4 words) and more text follows it. */
function openingLabel(tokens: Token[], hasBreak: boolean): Token[] {
  if (!hasBreak) return [];
  const first = tokens.filter((token) => token.sentence === 0);
  const rest = tokens.length - first.length;
  return first.length >= 1 && first.length <= 4 && rest >= 2 ? first : [];
}
