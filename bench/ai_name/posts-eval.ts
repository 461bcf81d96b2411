/**
 * How a namer does on the posts set (posts-set.ts): the name hit, the ticker hit and both, overall and
 * by kind of post, beside the one-minute rule (first cashtag, else first quoted phrase, else first
 * capitalised word).
 */
import type { Prediction } from './data';
import { tokensShared } from './data';
import { POST_KINDS, type PostEntry, type PostKind } from './posts-set';

/** Words that say nothing about which name it is: a name may carry them. */
const FILLER = new Set('the a an of for and on in to with my coin token sol solana'.split(' '));

/** A name's words, lowercase, letters and digits of any script; one-letter Latin words left out. */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLER.has(word) && !/^[a-z0-9]$/.test(word));
}

const same = (a: string, b: string) => a === b || tokensShared(a, b) || tokensShared(b, a);

/**
 * The name hits when it holds a word of the expected name and nothing else (beyond the words the post
 * allows, such as a named pet's species): "Moon Hamster" and "Hamster" hit, "Grandma Hamster" does not.
 */
export function nameHit(predicted: Prediction, post: PostEntry): boolean {
  const mine = words(predicted.name);
  const gold = words(post.name);
  const allowed = post.allowed.flatMap(words);
  return (
    mine.some((word) => gold.some((other) => same(word, other))) &&
    mine.every((word) => [...gold, ...allowed].some((other) => same(word, other)))
  );
}

/** The ticker hits when it is one the name's key words give, or the first three letters or more of one. */
export function tickerHit(predicted: Prediction, post: PostEntry): boolean {
  const ticker = predicted.ticker.replace(/^\$/, '').toUpperCase();
  return post.tickers.some((gold) => gold === ticker || (ticker.length >= 3 && gold.startsWith(ticker)));
}

/** The one-minute rule: the first cashtag, else the first quoted phrase, else the first capitalised word. */
export function oneMinuteRule(text: string): Prediction {
  const cashtag = /\$([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
  if (cashtag) return { name: cashtag, ticker: cashtag.toUpperCase() };
  const quoted = /["“”«»]([^"“”«»\n]{2,48})["“”«»]/.exec(text)?.[1]?.trim();
  const capitalised = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}]*/u.exec(text)?.[0];
  const name = quoted ?? capitalised ?? text.trim().split(/\s+/)[0] ?? '';
  const first = name.split(/\s+/)[0] ?? '';
  return {
    name,
    ticker: first
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10),
  };
}

/** name hit, ticker hit and both, as shares. */
export type PostScores = [number, number, number];
export const POST_MEASURES = ['name_hit', 'ticker_hit', 'both'];

export function scorePosts(namer: (text: string) => Prediction, posts: PostEntry[], show = false): PostScores {
  const totals: PostScores = [0, 0, 0];
  for (const post of posts) {
    const predicted = namer(post.text);
    const name = nameHit(predicted, post);
    const ticker = tickerHit(predicted, post);
    totals[0] += Number(name);
    totals[1] += Number(ticker);
    totals[2] += Number(name && ticker);
    if (show && !(name && ticker))
      console.log(
        `MISS ${post.kind.padEnd(14)} ${JSON.stringify(predicted.name)} $${predicted.ticker}  <- ${JSON.stringify(post.name)} $${post.tickers.join('|')}  | ${post.text}`,
      );
  }
  return totals.map((total) => total / (posts.length || 1)) as PostScores;
}

/** The share of each kind's posts named and tickered right. */
export function byKind(namer: (text: string) => Prediction, posts: PostEntry[]): Record<PostKind, number> {
  const shares = {} as Record<PostKind, number>;
  for (const kind of POST_KINDS)
    shares[kind] = scorePosts(
      namer,
      posts.filter((post) => post.kind === kind),
    )[2];
  return shares;
}
