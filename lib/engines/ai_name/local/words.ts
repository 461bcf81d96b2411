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
  for (const [ending, replacement] of [['ies', 'y'], ['es', ''], ['s', ''], ['ed', ''], ['ing', ''], ['ing', 'e']] as const) {
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
