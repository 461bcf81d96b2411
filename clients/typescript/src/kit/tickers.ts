/**
 * Whether a ticker is taken, and a free one derived from the name when it is: a coin's ticker is
 * told apart from another's by its key (case, `$`, spaces and punctuation dropped), as past-coin
 * search compares them.
 */

/** Tickers the naming contract allows: 2 to 10 characters of A-Z and 0-9. */
const TICKER_MIN = 2;
const TICKER_MAX = 10;
/** How many candidates are checked at most before the kit gives up proposing one. */
export const TICKER_CANDIDATES_MAX = 8;
/** How many coins a check looks at: "used by 50+ coins" beyond it. */
export const TICKER_CHECK_LIMIT = 50;

/** A ticker's comparable form: letters and digits, lower case, accents dropped. */
export function tickerKey(ticker: string): string {
  return ticker
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The coins of a search whose ticker is exactly this one (after normalising). */
export function usingTicker<T extends { ticker: string }>(ticker: string, coins: readonly T[]): T[] {
  const key = tickerKey(ticker);
  return coins.filter((coin) => tickerKey(coin.ticker) === key);
}

/** A name's words as a ticker's letters: A-Z and 0-9 only, accents dropped. */
function tickerWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
}

const fits = (ticker: string) => ticker.length >= TICKER_MIN && ticker.length <= TICKER_MAX;

/** Words of a post that say nothing of what it is about. */
const POST_FILLER = new Set(
  (
    'THE AND FOR WITH THIS THAT THESE THOSE FROM INTO OVER JUST HAVE HAS HAD WAS WERE ARE YOU YOUR OUR OUT ' +
    "ITS IT'S NOW NEW ALL ANY SOME WHAT WHO HOW WHY WHEN WHERE THEN THAN THERE HERE VERY MORE MOST MY ME HE " +
    'SHE HIS HER WE THEY THEM GOT GET GETS LOOK LOOKS TODAY ONE TWO NOT BUT CAN WILL WOULD COULD SHOULD'
  ).split(' '),
);

/**
 * Tickers made from the name, most telling first: the whole name, its two-word runs, its words
 * (longest first), the first word with the others' initials; then the name's first word joined to
 * each telling word of the post (and the other way round), the initials, the whole name without its
 * inner vowels. Each 2 to 10 characters, each once, never `taken`.
 */
export function tickerCandidates(name: string, taken: string, postText = ''): string[] {
  const words = tickerWords(name);
  const head = words[0] ?? '';
  const postWords = [...new Set(tickerWords(postText))].filter(
    (word) => word.length >= 3 && !POST_FILLER.has(word) && !words.includes(word) && !/^\d+$/.test(word),
  );
  const withPost = postWords.flatMap((word) => [`${head}${word}`, `${word}${head}`]);
  const pairs = words.slice(1).map((word, index) => `${words[index]}${word}`);
  const byLength = [...words].sort((a, b) => b.length - a.length);
  const initials = words.map((word) => word[0]).join('');
  const firstAndInitials =
    words.length > 1
      ? `${words[0]}${words
          .slice(1)
          .map((word) => word[0])
          .join('')}`
      : '';
  const whole = words.join('');
  const noVowels = whole.length > 1 ? whole[0] + whole.slice(1).replace(/[AEIOU]/g, '') : '';
  const takenKey = tickerKey(taken);
  const seen = new Set<string>();
  const candidates: string[] = [];
  for (const candidate of [whole, ...pairs, ...byLength, firstAndInitials, ...withPost, initials, noVowels]) {
    if (!fits(candidate) || seen.has(candidate) || tickerKey(candidate) === takenKey) continue;
    seen.add(candidate);
    candidates.push(candidate);
  }
  return candidates;
}

/** What the kit found of a ticker: how many recorded coins use it, and a free one it proposes instead. */
export interface TickerCheck {
  ticker: string;
  /** Coins whose ticker is exactly this one (at most TICKER_CHECK_LIMIT counted). */
  usedBy: number;
  /** True when the count reached the limit: "50+". */
  more: boolean;
  /** A ticker derived from the name that no recorded coin uses, when `ticker` is taken and was the kit's own. */
  proposed?: string;
}

/** "`$CAT`: used by 5 coins", "`$CAT`: used by 50+ coins", "`$CAT`: no recorded coin uses it". */
export function describeTickerUse(check: Pick<TickerCheck, 'ticker' | 'usedBy' | 'more'>): string {
  const tag = `$${check.ticker}`;
  if (check.usedBy === 0) return `${tag}: no recorded coin uses it`;
  return `${tag}: used by ${check.usedBy}${check.more ? '+' : ''} coin${check.usedBy === 1 && !check.more ? '' : 's'}`;
}

/** How many recorded coins use a ticker exactly, by a search of it (`search` answers the coins found). */
export async function countTickerUse(
  ticker: string,
  search: (query: string) => Promise<readonly { ticker: string }[]>,
): Promise<{ usedBy: number; more: boolean }> {
  const usedBy = usingTicker(ticker, await search(ticker)).length;
  return { usedBy, more: usedBy >= TICKER_CHECK_LIMIT };
}

/** The first candidate derived from the name that no recorded coin uses, checked one after another. */
export async function freeTicker(
  name: string,
  taken: string,
  search: (query: string) => Promise<readonly { ticker: string }[]>,
  postText = '',
): Promise<string | undefined> {
  for (const candidate of tickerCandidates(name, taken, postText).slice(0, TICKER_CANDIDATES_MAX)) {
    if ((await countTickerUse(candidate, search)).usedBy === 0) return candidate;
  }
  return undefined;
}
