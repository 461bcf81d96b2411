import { coinKey, editNeighbours, telling, trimmedKeys, wordedKey, words, type WordedKey } from './coin-keys';
import { containment, editLikeness, keySimilarity, passageLikeness, passageOf, wordSimilarity } from './similarity';
import { isProfane } from './profanity';
import type { CoinCandidates, CoinQuery, CoinSearch, FoundCoin, MatchKind, PastCoin, StoreCallOptions } from './types';

/** What a social post would be named after: the namer's choice and its runner-up words, best first. */
export interface NamingTerms {
  name?: string;
  ticker?: string;
  /** Normalised keys, best first. */
  terms: string[];
}

/** How many candidates each kind of look-up brings before ranking. */
const KEY_CANDIDATES = 100;
const EDIT_CANDIDATES = 100;
/** Keys this long are looked up by their one-edit neighbours too; longer ones keep enough pieces of three. */
const EDIT_KEY_LENGTH = { min: 4, max: 12 };
const GRAM_CANDIDATES = 200;
const DESCRIPTION_CANDIDATES = 100;
/** Scores below this are noise, not a match. */
const MIN_SCORE = 0.3;
/** A name that is not the query itself ranks below one that is; a description match below names. */
const NAME_CEILING = 0.97;
/** The query is the name or ticker with filler words around it ("the grok wif coin"): just under an exact match. */
const TRIMMED_SCORE = 0.95;
const TRIMMED_STEP = 0.01;
/** Names sharing the query's words in any order: at most level with a name with words around it. */
const WORD_WEIGHT = 0.95;
const TICKER_WEIGHT = 0.95;
const DESCRIPTION_WEIGHT = 0.6;
/**
 * A query written as a ticker (`$WIF`) asks for that ticker: a name or ticker that only holds it as
 * the start of a longer word (`wife`, `WIFFY`, `G Wife`) is weak, below names that hold it whole.
 */
const WORD_START_ONLY_CEILING = 0.45;
/** An event: how much its description likeness and its name likeness count. */
const EVENT_DESCRIPTION_WEIGHT = 0.9;
const EVENT_NAME_WEIGHT = 0.5;

interface Scored {
  score: number;
  match: MatchKind;
}

/** Shares of the query's telling words found among a description's words. */
function descriptionCoverage(queryWords: readonly string[], description: string | null): number {
  if (!description || queryWords.length === 0) return 0;
  const held = new Set(words(description));
  return queryWords.filter((word) => held.has(word)).length / queryWords.length;
}

/**
 * Whether a key holds `key` only as the start of a longer word (`wife` holds `wif`), never as a
 * whole word (`tate wif hat`) nor outside a word's start (`twif`).
 */
export function startsWordsOnly(key: string, named: WordedKey): boolean {
  let wordStart = false;
  for (let at = named.key.indexOf(key); at >= 0; at = named.key.indexOf(key, at + 1)) {
    if (!named.bounds.has(at)) continue;
    if (named.bounds.has(at + key.length)) return false;
    wordStart = true;
  }
  return wordStart;
}

/** Scores coins against one text query: the same ticker or name, it with filler words around it, a name like it, or words of its description. */
export function textScorer(query: string): (coin: PastCoin) => Scored {
  const asTicker = query.trim().startsWith('$');
  const worded = wordedKey(query);
  const key = worded.key;
  const trimmed = trimmedKeys(query);
  const queryWords = telling(query);
  const allWords = words(query);
  return (coin) => {
    const tickerKey = coinKey(coin.ticker);
    const nameKey = coinKey(coin.name);
    if (key === tickerKey) return { score: 1, match: 'ticker' };
    if (key === nameKey) return { score: 1, match: 'name' };
    const around = trimmed.find((entry) => entry.key === nameKey || entry.key === tickerKey);
    if (around) {
      const score = TRIMMED_SCORE - TRIMMED_STEP * (around.dropped - 1);
      return { score, match: around.key === nameKey ? 'name' : 'ticker' };
    }
    const nameWords = words(coin.name);
    const byWords =
      allWords.length >= 2 || nameWords.length >= 2 ? WORD_WEIGHT * wordSimilarity(allWords, nameWords) : 0;
    const namedAs = wordedKey(coin.name);
    let name = Math.min(NAME_CEILING, Math.max(keySimilarity(worded, namedAs), byWords));
    let ticker = TICKER_WEIGHT * Math.min(NAME_CEILING, editLikeness(key, tickerKey));
    if (asTicker && startsWordsOnly(key, namedAs)) name = Math.min(name, WORD_START_ONLY_CEILING);
    if (asTicker && startsWordsOnly(key, wordedKey(coin.ticker))) ticker = Math.min(ticker, WORD_START_ONLY_CEILING);
    const description = DESCRIPTION_WEIGHT * descriptionCoverage(queryWords, coin.description);
    if (name >= ticker && name >= description) return { score: name, match: 'name' };
    return ticker >= description ? { score: ticker, match: 'ticker' } : { score: description, match: 'description' };
  };
}

/** Scores coins against one event: its description like the post's text, its name or ticker what the post would be named. */
export function eventScorer(text: string, naming: NamingTerms): (coin: PastCoin) => Scored {
  const termKeys = naming.terms.map(coinKey);
  const namedAs = naming.name ? wordedKey(naming.name) : undefined;
  const nameTarget = namedAs?.key;
  const tickerTarget = naming.ticker ? coinKey(naming.ticker) : undefined;
  const passage = passageOf(text);
  return (coin) => {
    const tickerKey = coinKey(coin.ticker);
    const nameKey = coinKey(coin.name);
    let name = 0;
    let nameMatch: MatchKind = 'name';
    if (tickerTarget && tickerTarget === tickerKey) [name, nameMatch] = [1, 'ticker'];
    if (nameTarget && nameKey === nameTarget) [name, nameMatch] = [1, 'name'];
    if (name < 1 && (termKeys.includes(nameKey) || termKeys.includes(tickerKey))) {
      [name, nameMatch] = [0.9, termKeys.includes(nameKey) ? 'name' : 'ticker'];
    }
    if (name < 0.9 && namedAs)
      name = Math.max(
        name,
        0.85 * Math.max(editLikeness(namedAs.key, nameKey), containment(namedAs, wordedKey(coin.name))),
      );
    const description = passageLikeness(passage, coin.description);
    const nameShare = EVENT_NAME_WEIGHT * name;
    const descriptionShare = EVENT_DESCRIPTION_WEIGHT * description;
    const score = 1 - (1 - nameShare) * (1 - descriptionShare);
    return { score, match: descriptionShare >= nameShare ? 'description' : nameMatch };
  };
}

/** Among coins that are the query itself (score 1), those with it as their ticker before those with it as their name. */
const exactTickerFirst = (coin: FoundCoin) => (coin.score === 1 && coin.match === 'ticker' ? 0 : 1);

/**
 * Best first: score; at score 1 the same ticker before the same name (so that a ticker asked for finds
 * every coin with that ticker, up to the limit, however many names equal it); then the larger market
 * cap (the coin that did better), then the address.
 */
function byRank(a: FoundCoin, b: FoundCoin): number {
  return (
    b.score - a.score ||
    exactTickerFirst(a) - exactTickerFirst(b) ||
    (b.marketCap ?? -1) - (a.marketCap ?? -1) ||
    (a.address < b.address ? -1 : a.address > b.address ? 1 : 0)
  );
}

function rank(
  candidates: Iterable<PastCoin>,
  score: (coin: PastCoin) => Scored,
  { limit, safe }: Pick<CoinQuery, 'limit' | 'safe'>,
): CoinSearch {
  const found: FoundCoin[] = [];
  for (const coin of candidates) {
    const { score: raw, match } = score(coin);
    if (raw < MIN_SCORE) continue;
    found.push({ ...coin, score: Math.round(Math.min(1, raw) * 1e4) / 1e4, match });
  }
  found.sort(byRank);
  return safe ? withoutProfane(found, limit) : { results: found.slice(0, limit), hidden: 0 };
}

/**
 * The first `limit` coins that are not profane, and how many profane ones the first `limit` of the
 * whole ranking held (what "show" would bring back). Only the coins looked at are checked.
 */
function withoutProfane(ranked: readonly FoundCoin[], limit: number): CoinSearch {
  const results: FoundCoin[] = [];
  let hidden = 0;
  for (let index = 0; index < ranked.length && (results.length < limit || index < limit); index++) {
    const coin = ranked[index]!;
    if (isProfane(coin)) {
      if (index < limit) hidden += 1;
    } else if (results.length < limit) results.push(coin);
  }
  return { results, hidden };
}

function distinct(lists: PastCoin[][]): Map<string, PastCoin> {
  const coins = new Map<string, PastCoin>();
  for (const list of lists) for (const coin of list) if (!coins.has(coin.address)) coins.set(coin.address, coin);
  return coins;
}

/**
 * A search over any store's candidates: they are gathered by key, by three-character pieces and by
 * description words, then ranked here. The query only ever reaches a store as keys and plain words.
 */
export async function searchCoins(
  store: CoinCandidates,
  query: CoinQuery,
  namingTerms: (text: string) => NamingTerms,
  options: StoreCallOptions = {},
): Promise<CoinSearch> {
  if (query.kind === 'text') {
    const key = coinKey(query.text);
    const keys = [key, ...trimmedKeys(query.text).map((entry) => entry.key)];
    const typoKeys = key.length >= EDIT_KEY_LENGTH.min && key.length <= EDIT_KEY_LENGTH.max ? editNeighbours(key) : [];
    const lists = await Promise.all([
      store.withKeys(keys, KEY_CANDIDATES, options),
      typoKeys.length > 0 ? store.withKeys(typoKeys, EDIT_CANDIDATES, options) : Promise.resolve([]),
      store.similarNames(key, GRAM_CANDIDATES, options),
      store.describedBy(telling(query.text), DESCRIPTION_CANDIDATES, options),
    ]);
    return rank(distinct(lists).values(), textScorer(query.text), query);
  }
  const naming = namingTerms(query.text);
  const nameKeys = [naming.name, naming.ticker, ...naming.terms].filter((term): term is string => !!term).map(coinKey);
  const lists = await Promise.all([
    store.withKeys([...new Set(nameKeys)], KEY_CANDIDATES, options),
    naming.name ? store.similarNames(coinKey(naming.name), GRAM_CANDIDATES, options) : Promise.resolve([]),
    store.describedBy(telling(query.text), DESCRIPTION_CANDIDATES, options),
  ]);
  return rank(distinct(lists).values(), eventScorer(query.text, naming), query);
}
