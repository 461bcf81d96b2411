import { WORD_RANKS } from './data/word-ranks';

/** Dominant part of speech of a common word: noun (or unknown), name, adjective, verb, other. */
export type WordClass = 'noun' | 'name' | 'adjective' | 'verb' | 'other';

interface WordInfo {
  rank: number;
  wordClass: WordClass;
}

const CLASS_BY_MARK: Record<string, WordClass> = { '~': 'adjective', '^': 'verb', _: 'other', '!': 'name' };

let table: Map<string, WordInfo> | undefined;

function words(): Map<string, WordInfo> {
  if (table) return table;
  table = new Map();
  let rank = 0;
  for (const entry of WORD_RANKS.split(' ')) {
    rank += 1;
    const mark = CLASS_BY_MARK[entry.slice(-1)];
    table.set(mark ? entry.slice(0, -1) : entry, { rank, wordClass: mark ?? 'noun' });
  }
  return table;
}

export const KNOWN_WORDS = 25_000;

/** Frequency rank among common English words (1 = most frequent), undefined when not among them. */
export function wordRank(lower: string): number | undefined {
  return words().get(lower)?.rank;
}

export function wordClass(lower: string): WordClass {
  return words().get(lower)?.wordClass ?? 'noun';
}

/** The form of a word found in the common list: itself, or without a plural/verb ending. */
export function commonForm(lower: string): string | undefined {
  const all = words();
  if (all.has(lower)) return lower;
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ed', ''],
    ['ing', ''],
    ['ing', 'e'],
  ] as const) {
    if (lower.length > ending.length + 2 && lower.endsWith(ending)) {
      const stem = lower.slice(0, -ending.length) + replacement;
      if (all.has(stem)) return stem;
    }
  }
  return undefined;
}

/** Warms the table so that the first request pays nothing for it. */
export function loadWords(): void {
  words();
}

// Neighbouring keys on a QWERTY keyboard: a slip of the finger changes or adds a letter next to the right one.
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEIGHBOURS = new Map<string, string>();
KEY_ROWS.forEach((row, r) => {
  for (let c = 0; c < row.length; c++) {
    let near = (row[c - 1] ?? '') + (row[c + 1] ?? '');
    // Keys of the rows above and below that touch this one.
    for (const other of [KEY_ROWS[r - 1], KEY_ROWS[r + 1]]) {
      if (!other) continue;
      const shift = other === KEY_ROWS[r - 1] ? 0 : -1;
      near += (other[c + shift] ?? '') + (other[c + shift + 1] ?? '');
    }
    NEIGHBOURS.set(row[c]!, near);
  }
});

/** A slip is taken for one only of a fairly common word: a near-miss of a rare one is more likely a coincidence. */
const SLIP_MAX_RANK = 12_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const nearCache = new Map<string, string | null>();

/**
 * The most frequent listed word that an unlisted lowercase word is a typing slip of: a letter left
 * out, a letter doubled or hit next to the right key, a neighbouring key hit instead, or two letters
 * swapped ("conlude" → "conclude"). Undefined when there is none, or when the word is too short
 * for such a neighbour to be more than a coincidence.
 */
export function nearestWord(lower: string): string | undefined {
  if (lower.length < 5 || lower.length > 14 || !/^[a-z]+$/.test(lower) || commonForm(lower) !== undefined)
    return undefined;
  const cached = nearCache.get(lower);
  if (cached !== undefined) return cached ?? undefined;
  let best: string | undefined;
  let bestRank = Infinity;
  const consider = (candidate: string) => {
    const rank = wordRank(candidate);
    if (rank !== undefined && rank <= SLIP_MAX_RANK && rank < bestRank) {
      best = candidate;
      bestRank = rank;
    }
  };
  for (let i = 0; i <= lower.length; i++) {
    const head = lower.slice(0, i);
    const tail = lower.slice(i);
    const letter = tail[0];
    // A letter left out: put any letter back.
    for (const missing of LETTERS) consider(head + missing + tail);
    if (letter === undefined) continue;
    // A stray letter: doubled, or a key next to the letter before or after it.
    const previous = head[head.length - 1];
    const next = tail[1];
    if (
      letter === previous ||
      letter === next ||
      (previous && NEIGHBOURS.get(previous)!.includes(letter)) ||
      (next && NEIGHBOURS.get(next)!.includes(letter))
    ) {
      consider(head + tail.slice(1));
    }
    // A neighbouring key instead of the right one.
    for (const right of NEIGHBOURS.get(letter) ?? '') consider(head + right + tail.slice(1));
    // Two letters swapped.
    if (next !== undefined && next !== letter) consider(head + next + letter + tail.slice(2));
  }
  if (nearCache.size > 10_000) nearCache.clear();
  nearCache.set(lower, best ?? null);
  return best;
}
