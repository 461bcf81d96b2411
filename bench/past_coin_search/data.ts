/**
 * The data of the past-coin eval and bench: the shipped corpus, and look-alike coins made from it the
 * way a launch platform sees them (copycats with a word added, a letter changed, a digit on the
 * ticker, a description reworded or stitched from others). Deterministic: one seed, one answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { coinsFromCsv } from '../../lib/engines/past_coin_search/corpus';
import { coinKey, words } from '../../lib/engines/past_coin_search/coin-keys';
import type { PastCoin } from '../../lib/engines/past_coin_search/types';

export const CORPUS_PATH = path.resolve(__dirname, '../../lib/engines/past_coin_search/data/past-coins.csv');

/** The shipped corpus' coins (every row parses; a bad one would stop the eval). */
export function loadCorpus(): PastCoin[] {
  const coins: PastCoin[] = [];
  for (const row of coinsFromCsv(readFileSync(CORPUS_PATH, 'utf8'))) {
    if (!row.coin) throw new Error(`${CORPUS_PATH}:${row.line} ${row.problem}`);
    coins.push(row.coin);
  }
  return coins;
}

/** A small seeded generator (mulberry32): the same seed gives the same coins and queries everywhere. */
export class Random {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
}

const PREFIXES = ['Baby', 'Mini', 'Super', 'Mega', 'Little', 'Based', 'Real', 'Dark', 'Golden', 'Mr', 'Lil', 'King'];
const SUFFIXES = [
  'Inu',
  '2.0',
  'Classic',
  'AI',
  'Wif Hat',
  'Moon',
  'Sol',
  'Killer',
  'Cat',
  'Dog',
  'Frog',
  'Pro',
  'Max',
  'X',
  'Jr',
  'Army',
  'Gang',
  'Club',
  'Returns',
  'CTO',
  'Wife',
  '420',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';

/** Writes a word in the style of the name it joins: all caps, all lower case, or as is. */
function styled(word: string, like: string): string {
  if (like === like.toUpperCase() && like !== like.toLowerCase()) return word.toUpperCase();
  if (like === like.toLowerCase() && like !== like.toUpperCase()) return word.toLowerCase();
  return word;
}

/** One letter of the text changed to another (in the case of the one it replaces). */
export function changeOneLetter(text: string, random: Random): string {
  const chars = [...text];
  const letters = chars.flatMap((char, index) => (/[a-z]/i.test(char) ? [index] : []));
  if (letters.length === 0) return text + random.pick([...LETTERS]);
  const at = random.pick(letters);
  const old = chars[at]!;
  let replacement = random.pick([...LETTERS]);
  while (replacement === old.toLowerCase()) replacement = random.pick([...LETTERS]);
  chars[at] = old === old.toUpperCase() ? replacement.toUpperCase() : replacement;
  return chars.join('');
}

/** A ticker with a digit or a letter added at the end or the front. */
function tickerVariant(ticker: string, random: Random): string {
  const bare = ticker.replace(/^\$/, '');
  const extra = random.chance(0.5) ? random.pick([...DIGITS]) : random.pick([...LETTERS]).toUpperCase();
  const added = random.chance(0.7) ? bare + extra : extra + bare;
  return added.slice(0, 16);
}

function tokens(text: string | null): string[] {
  return (text ?? '').split(/\s+/u).filter((token) => token !== '');
}

/**
 * A copycat's description: none, the base coin's reworded (every third word swapped for a word of
 * another coin's, so no three words in a row are the original's), or the first part of one coin's
 * and the last part of another's (each at most half of it, so neither holds 60% of either in a row).
 */
function lookAlikeDescription(base: PastCoin, corpus: readonly PastCoin[], random: Random): string | null {
  const roll = random.next();
  if (roll < 0.35) return null;
  const own = tokens(base.description);
  if (roll < 0.7 && own.length >= 3) {
    const offset = random.int(3);
    const donor = () => random.pick(tokens(random.pick(corpus).description).concat(['moon', 'pump', 'frens']));
    return own.map((token, index) => (index % 3 === offset ? donor() : token)).join(' ');
  }
  const first = tokens(random.pick(corpus).description);
  const last = tokens(random.pick(corpus).description);
  const head = first.slice(0, Math.floor((first.length * random.next()) / 2));
  const tail = last.slice(last.length - Math.floor((last.length * random.next()) / 2));
  const joined = [...head, ...tail].join(' ');
  return joined === '' ? null : joined.slice(0, 2000);
}

type Variant = { name: string; ticker: string };

function affixed(base: PastCoin, random: Random): Variant {
  if (random.chance(0.5)) {
    const prefix = random.pick(PREFIXES);
    const ticker = random.chance(0.5)
      ? prefix[0]! + base.ticker.replace(/^\$/, '')
      : tickerVariant(base.ticker, random);
    return { name: `${styled(prefix, base.name)} ${base.name}`, ticker: ticker.slice(0, 16) };
  }
  const suffix = random.pick(SUFFIXES);
  const ticker = random.chance(0.5)
    ? base.ticker.replace(/^\$/, '') + coinKey(suffix).toUpperCase()
    : tickerVariant(base.ticker, random);
  return { name: `${base.name} ${styled(suffix, base.name)}`.slice(0, 64), ticker: ticker.slice(0, 16) };
}

function misspelt(base: PastCoin, random: Random): Variant {
  const ticker = random.chance(0.5) ? tickerVariant(base.ticker, random) : changeOneLetter(base.ticker, random);
  return { name: changeOneLetter(base.name, random), ticker };
}

/** A word of this coin's name joined to a word of another's ("Pepe" + "Cat Moon" → "Pepe Moon"). */
function mashedUp(base: PastCoin, corpus: readonly PastCoin[], random: Random): Variant {
  const other = random.pick(corpus);
  const mine = base.name.split(/\s+/u);
  const theirs = other.name.split(/\s+/u);
  const name = `${random.pick(mine)} ${random.pick(theirs)}`.slice(0, 64);
  const ticker = (coinKey(random.pick(mine)).slice(0, 4) + coinKey(random.pick(theirs)).slice(0, 4)).toUpperCase();
  return { name, ticker: ticker || tickerVariant(base.ticker, random) };
}

export interface LookAlikeOptions {
  seed?: number;
  /** Keys no look-alike may have as its name or ticker key: every real coin's, so none steals a real coin's exact match. */
  reservedKeys: ReadonlySet<string>;
}

/** The look-alike coins, made lazily (a million do not need to be held at once); addresses `lookalike-N`. */
export function* lookAlikes(
  corpus: readonly PastCoin[],
  count: number,
  options: LookAlikeOptions,
): Generator<PastCoin> {
  const random = new Random(options.seed ?? 0x5eed);
  const caps = corpus.flatMap((coin) => (coin.marketCap === null ? [] : [coin.marketCap]));
  const start = Date.UTC(2024, 0, 1);
  for (let index = 0; index < count;) {
    const base = random.pick(corpus);
    const roll = random.next();
    const variant =
      roll < 0.5 ? affixed(base, random) : roll < 0.8 ? misspelt(base, random) : mashedUp(base, corpus, random);
    const nameKey = coinKey(variant.name);
    const tickerKey = coinKey(variant.ticker);
    if (nameKey === '' || tickerKey === '' || options.reservedKeys.has(nameKey) || options.reservedKeys.has(tickerKey))
      continue;
    yield {
      address: `lookalike-${index}`,
      name: variant.name,
      ticker: variant.ticker,
      description: lookAlikeDescription(base, corpus, random),
      marketCap: random.chance(0.1) ? null : Math.round(random.pick(caps) * (0.3 + 2 * random.next())),
      createdAt: new Date(start + random.int(300 * 86_400) * 1000).toISOString(),
    };
    index += 1;
  }
}

/** Every real coin's name and ticker key. */
export function realKeys(corpus: readonly PastCoin[]): Set<string> {
  return new Set(corpus.flatMap((coin) => [coinKey(coin.name), coinKey(coin.ticker)]));
}

/** A description in its comparable form, padded, so that a passage is found by `includes`. */
export const comparableText = (text: string | null) => ` ${words(text ?? '').join(' ')} `;
