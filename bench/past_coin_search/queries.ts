/**
 * The past-coin eval's queries, each made from one real coin of the corpus (its source), and which
 * coins answer each rightly. Deterministic: the coins are sampled with a seeded shuffle, and each is
 * put in the `tune` or `check` half by its address, so rules are chosen on one half and checked on
 * the other.
 */
import { coinKey, words } from '../../lib/engines/past_coin_search/coin-keys';
import type { CoinQuery, PastCoin } from '../../lib/engines/past_coin_search/types';
import { comparableText, Random } from './data';

/** The kinds the issue asks for; `overall` is over these. */
export const QUERY_KINDS = ['ticker', 'typo', 'joined', 'extra', 'event'] as const;
/**
 * Measured beside them: a word of a longer name left out (`genshin mascot` for Genshin Impact Mascot);
 * `retold`, a post that repeats most of a description in its own way (see `retoldQuery`).
 */
export const EXTRA_KINDS = ['partial', 'retold'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number] | (typeof EXTRA_KINDS)[number];
export type Half = 'tune' | 'check';

export interface EvalQuery {
  kind: QueryKind;
  query: CoinQuery;
  source: PastCoin;
  half: Half;
}

/** FNV-1a of the address: which half a coin's queries belong to, the same in every run. */
export function halfOf(address: string): Half {
  let hash = 0x811c9dc5;
  for (let i = 0; i < address.length; i++) hash = Math.imul(hash ^ address.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 2 === 0 ? 'tune' : 'check';
}

const EXTRA_WORDS = ['{} coin', 'the {} token', '{} memecoin', 'official {} coin'];
/** The share of a description's words an event query takes, in a row. */
export const EVENT_SHARE = 0.6;

/** `$PEPE`, `pepe`, `Pepe`: the ticker with or without `$`, in some case. */
function tickerQuery(coin: PastCoin, random: Random): string {
  const bare = coin.ticker.replace(/^\$/, '');
  const cased = random.pick([bare, bare.toUpperCase(), bare.toLowerCase()]);
  return random.chance(0.5) ? `$${cased}` : cased;
}

/** One edit of a letter of the name: a letter changed, dropped, added or swapped with the next. */
function typoQuery(coin: PastCoin, random: Random, takenKeys: ReadonlySet<string>): string | undefined {
  const nameKey = coinKey(coin.name);
  if ([...nameKey].filter((char) => /[a-z]/.test(char)).length < 5) return undefined;
  const chars = [...coin.name];
  const letters = chars.flatMap((char, index) => (/[a-z]/i.test(char) ? [index] : []));
  for (let attempt = 0; attempt < 20; attempt++) {
    const at = random.pick(letters);
    const edited = [...chars];
    const letter = random.pick([...'abcdefghijklmnopqrstuvwxyz']);
    const op = random.int(4);
    if (op === 0) edited[at] = letter;
    else if (op === 1) edited.splice(at, 1);
    else if (op === 2) edited.splice(at, 0, letter);
    else if (at + 1 < edited.length) [edited[at], edited[at + 1]] = [edited[at + 1]!, edited[at]!];
    const text = edited.join('');
    const key = coinKey(text);
    // A typo that spells another coin's name exactly is that coin's query, not a typo.
    if (key !== nameKey && !takenKeys.has(key)) return text;
  }
  return undefined;
}

/** `Moon Cat` → `mooncat`, `MoonCat` → `moon cat`; undefined for a name of one plain word. */
function joinedQuery(coin: PastCoin): string | undefined {
  const parts = coin.name.trim().split(/\s+/u);
  if (parts.length >= 2 && coinKey(coin.name).length >= 4) return parts.join('').toLowerCase();
  const split = coin.name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return split !== coin.name ? split.toLowerCase() : undefined;
}

function extraWordsQuery(coin: PastCoin, random: Random): string | undefined {
  if ([...coinKey(coin.name)].length < 3) return undefined;
  return random.pick(EXTRA_WORDS).replace('{}', coin.name);
}

/** A name of three words or more with one of them (not the first) left out. */
function partialQuery(coin: PastCoin, random: Random, takenKeys: ReadonlySet<string>): string | undefined {
  const parts = coin.name.trim().split(/\s+/u);
  if (parts.length < 3 || parts.some((part) => coinKey(part) === '')) return undefined;
  const left = [...parts];
  left.splice(1 + random.int(parts.length - 1), 1);
  const text = left.join(' ');
  return takenKeys.has(coinKey(text)) ? undefined : text;
}

/** A run of 60% of the description's words, as a post's text; descriptions of 6 words or more. */
function eventQuery(coin: PastCoin, random: Random): string | undefined {
  if (words(coin.description ?? '').length < 6) return undefined;
  const tokens = coin.description!.split(/\s+/u).filter((token) => token !== '');
  const length = Math.ceil(tokens.length * EVENT_SHARE);
  const start = random.int(tokens.length - length + 1);
  const text = tokens.slice(start, start + length).join(' ');
  return words(text).length >= 3 ? text : undefined;
}

/** The share of a description's words a retold post keeps, and how often it changes one of them. */
export const RETOLD_SHARE = 0.8;
const RETOLD_CHANGE = 0.1;
const RETOLD_OPENERS = ['', 'gm frens', 'new one:', 'just saw this', 'lfg', 'this is it'];

/**
 * A post that repeats most of a description, not word for word: 80% of its words in a row, one word
 * in ten dropped or changed for a word of another coin's description, an opener sometimes put
 * before it. Descriptions of 8 words or more.
 */
function retoldQuery(coin: PastCoin, corpus: readonly PastCoin[], random: Random): string | undefined {
  if (words(coin.description ?? '').length < 8) return undefined;
  const tokens = coin.description!.split(/\s+/u).filter((token) => token !== '');
  const length = Math.ceil(tokens.length * RETOLD_SHARE);
  const start = random.int(tokens.length - length + 1);
  const told: string[] = [];
  for (const token of tokens.slice(start, start + length)) {
    if (!random.chance(RETOLD_CHANGE)) told.push(token);
    else if (random.chance(0.5)) {
      const donor = (random.pick(corpus).description ?? '').split(/\s+/u).filter((word) => word !== '');
      if (donor.length > 0) told.push(random.pick(donor));
    }
  }
  const text = [random.pick(RETOLD_OPENERS), ...told].join(' ').trim();
  return words(text).length >= 5 ? text : undefined;
}

/**
 * `perKind` queries of each kind, from the corpus' coins in one seeded order. `takenKeys`: the name
 * and ticker keys of every stored coin, so that no typo is another coin's exact name.
 */
export function makeQueries(
  corpus: readonly PastCoin[],
  perKind: number,
  takenKeys: ReadonlySet<string>,
  seed = 0x9e3779b9,
): EvalQuery[] {
  const random = new Random(seed);
  const order = random.shuffled(corpus);
  const queries: EvalQuery[] = [];
  for (const kind of [...QUERY_KINDS, ...EXTRA_KINDS]) {
    let made = 0;
    for (const coin of order) {
      if (made === perKind) break;
      const text =
        kind === 'ticker'
          ? tickerQuery(coin, random)
          : kind === 'typo'
            ? typoQuery(coin, random, takenKeys)
            : kind === 'joined'
              ? joinedQuery(coin)
              : kind === 'extra'
                ? extraWordsQuery(coin, random)
                : kind === 'partial'
                  ? partialQuery(coin, random, takenKeys)
                  : kind === 'retold'
                    ? retoldQuery(coin, corpus, random)
                    : eventQuery(coin, random);
      if (text === undefined) continue;
      const isEvent = kind === 'event' || kind === 'retold';
      const query: CoinQuery = isEvent ? { kind: 'event', text, limit: 5 } : { kind: 'text', text, limit: 5 };
      queries.push({ kind, query, source: coin, half: halfOf(coin.address) });
      made += 1;
    }
  }
  return queries;
}

/**
 * The coins that answer a query rightly, by address:
 * - every query: its source coin;
 * - a name or ticker query: every coin whose name or ticker equals the query after normalising (the
 *   contract's score 1), and every coin with the source's normalised name (ticker queries: the
 *   source's normalised ticker) — duplicates a person cannot tell apart from the source;
 * - an event: every coin whose description holds the event's words in the same order;
 * - a retold post: every coin with the source's description (after normalising).
 */
export class Relevance {
  readonly #byKey = new Map<string, string[]>();
  readonly #byName = new Map<string, string[]>();
  readonly #byTicker = new Map<string, string[]>();
  readonly #described: Array<{ address: string; text: string }> = [];

  constructor(coins: Iterable<PastCoin>) {
    const add = (map: Map<string, string[]>, key: string, address: string) => {
      const list = map.get(key);
      if (list) list.push(address);
      else map.set(key, [address]);
    };
    for (const coin of coins) {
      const nameKey = coinKey(coin.name);
      const tickerKey = coinKey(coin.ticker);
      add(this.#byName, nameKey, coin.address);
      add(this.#byTicker, tickerKey, coin.address);
      add(this.#byKey, nameKey, coin.address);
      if (tickerKey !== nameKey) add(this.#byKey, tickerKey, coin.address);
      if (coin.description) this.#described.push({ address: coin.address, text: comparableText(coin.description) });
    }
  }

  /** The coins whose ticker is exactly this key (after normalising). */
  withTicker(key: string): readonly string[] {
    return this.#byTicker.get(key) ?? [];
  }

  of(query: EvalQuery): Set<string> {
    const relevant = new Set([query.source.address]);
    if (query.kind === 'retold') {
      const told = comparableText(query.source.description);
      for (const { address, text } of this.#described) if (text === told) relevant.add(address);
      return relevant;
    }
    if (query.kind === 'event') {
      const passage = comparableText(query.query.text);
      for (const { address, text } of this.#described) if (text.includes(passage)) relevant.add(address);
      return relevant;
    }
    const duplicates =
      query.kind === 'ticker'
        ? this.#byTicker.get(coinKey(query.source.ticker))
        : this.#byName.get(coinKey(query.source.name));
    for (const address of [...(duplicates ?? []), ...(this.#byKey.get(coinKey(query.query.text)) ?? [])])
      relevant.add(address);
    return relevant;
  }
}

/** Top-5 recall of one answer: the share of the relevant coins (at most 5 counted) among the first five. */
export function recallAt5(found: readonly string[], relevant: ReadonlySet<string>): number {
  const hits = found.slice(0, 5).filter((address) => relevant.has(address)).length;
  return hits / Math.min(relevant.size, 5);
}
