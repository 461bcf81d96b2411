import { repairName, repairTicker } from './rules';
import type { NamingEngine, NamingInput, TokenName } from './types';

/**
 * The embedded namer: offline and deterministic. It picks the post's key term (a cashtag, a
 * hashtag, a capitalised phrase, else its most salient word) and builds a ticker from it the way
 * people do (the whole short name, or the initials of a longer one).
 */
const STOPWORDS = new Set(
  `a an the of on in to and for with my is it this that i you we be are at by from or as so not no
  but if then than was were will would can could should just like get got have has had do does did
  all any some more most very about into over after before when what who why how where which there
  here they them their our your his her its me us he she him new now today out up down off one two
  let lets let's im i'm it's dont don't just only also even still been being via amp rt`.split(/\s+/),
);

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;
const MENTION_PATTERN = /(^|\s)@\w+/g;

interface Candidate {
  name: string;
  ticker?: string;
  score: number;
}

function clean(text: string): string {
  return text.replace(URL_PATTERN, ' ').replace(MENTION_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

function titleCase(word: string): string {
  return word.length <= 1 ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
}

function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(/\$([A-Za-z][A-Za-z0-9]{1,9})\b/g)) {
    found.push({ name: titleCase(match[1]!), ticker: match[1], score: 100 });
  }
  for (const match of text.matchAll(/#([A-Za-z][A-Za-z0-9_]{1,30})/g)) {
    const words = match[1]!.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
    found.push({ name: words.split(' ').map(titleCase).join(' '), score: 60 });
  }
  for (const match of text.matchAll(/["“]([^"”]{2,30})["”]/g)) {
    found.push({ name: match[1]!.trim(), score: 55 });
  }
  // Capitalised phrases not at a sentence start; longer phrases score higher.
  for (const match of text.matchAll(/(?:^|[^.!?]\s)((?:[A-Z][\w'’-]*)(?:\s+[A-Z][\w'’-]*){0,3})/g)) {
    const phrase = match[1]!.trim();
    const words = phrase.split(/\s+/).filter((word) => !STOPWORDS.has(word.toLowerCase()));
    if (words.length === 0) continue;
    found.push({ name: words.join(' '), score: 30 + 5 * words.length });
  }
  const words = text.split(/[^\p{L}\p{N}'’]+/u).filter((word) => word.length >= 3 && !STOPWORDS.has(word.toLowerCase()));
  const salient = [...words].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  if (salient) found.push({ name: titleCase(salient), score: 10 });
  return found;
}

export function tickerFor(name: string): string | undefined {
  const words = name.split(/\s+/).filter(Boolean);
  const whole = repairTicker(name);
  if (whole && whole.length <= 6) return whole;
  if (words.length >= 2 && words.length <= 5) {
    const initials = repairTicker(words.map((word) => word[0]).join(''));
    if (initials && initials.length >= 3) return initials;
  }
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? name;
  return repairTicker(longest.slice(0, 6)) ?? whole?.slice(0, 6);
}

export function nameEvent(input: NamingInput): TokenName {
  const text = clean(input.text);
  const ranked = candidates(text).sort((a, b) => b.score - a.score || b.name.length - a.name.length);
  for (const candidate of ranked) {
    const name = repairName(candidate.name);
    const ticker = (candidate.ticker && repairTicker(candidate.ticker)) || tickerFor(name);
    if (name && ticker) return { name, ticker };
  }
  return input.images.some((url) => url.trim() !== '')
    ? { name: 'Picture Perfect', ticker: 'PIC' }
    : { name: 'Mystery Meme', ticker: 'MEME' };
}

export const localNamingEngine: NamingEngine = {
  id: 'local',
  async name(input) {
    return nameEvent(input);
  },
};
