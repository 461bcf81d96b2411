import type { Box } from '../../lib/engines/ocr/types';

/** Lower case, every run of whitespace (newlines included) collapsed to one space, trimmed. */
export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Levenshtein distance between two sequences (two rows of the table, O(n·m) time). */
export function editDistance<T>(a: readonly T[], b: readonly T[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

export interface TextErrors {
  charErrors: number;
  chars: number;
  /** The same with every space taken out of both texts: errors of the characters alone, not of word breaks. */
  glyphErrors: number;
  glyphs: number;
  wordErrors: number;
  words: number;
}

export function textErrors(truth: string, hypothesis: string): TextErrors {
  const want = normaliseText(truth);
  const got = normaliseText(hypothesis);
  const wantWords = want === '' ? [] : want.split(' ');
  const gotWords = got === '' ? [] : got.split(' ');
  return {
    charErrors: editDistance([...want], [...got]),
    chars: [...want].length,
    glyphErrors: editDistance([...want.replace(/ /g, '')], [...got.replace(/ /g, '')]),
    glyphs: [...want.replace(/ /g, '')].length,
    wordErrors: editDistance(wantWords, gotWords),
    words: wantWords.length,
  };
}

export function iou(a: Box, b: Box): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (width <= 0 || height <= 0) return 0;
  const intersection = width * height;
  const area = (box: Box) => (box.x1 - box.x0) * (box.y1 - box.y0);
  return intersection / (area(a) + area(b) - intersection);
}

/** How many ground-truth rows some returned line overlaps with IoU ≥ 0.5. */
export function matchedRows(rows: readonly Box[], lines: readonly Box[]): number {
  return rows.filter((row) => lines.some((line) => iou(row, line) >= 0.5)).length;
}

export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

/**
 * Edit errors of `line` against the best-matching stretch of `label` (a semi-global alignment: the
 * label's characters before and after the stretch cost nothing), so that a line holding part of a
 * labelled row is scored on what it holds.
 */
export function errorsWithin(line: readonly string[], label: readonly string[]): number {
  let previous = new Array<number>(label.length + 1).fill(0);
  for (let i = 1; i <= line.length; i++) {
    const current = [i];
    for (let j = 1; j <= label.length; j++) {
      const substitution = previous[j - 1]! + (line[i - 1] === label[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return Math.min(...previous);
}

/**
 * How many of a read line's characters (spaces left out, normalised as the CER is) are right: its
 * length less its errors against the labelled line it matches best.
 */
export function charactersRight(line: string, labels: readonly string[]): { chars: number; right: number } {
  const glyphs = (text: string) => [...normaliseText(text).replace(/ /g, '')];
  const read = glyphs(line);
  if (read.length === 0) return { chars: 0, right: 0 };
  const errors = Math.min(read.length, ...labels.map((label) => errorsWithin(read, glyphs(label))));
  return { chars: read.length, right: read.length - errors };
}

/** Where the word breaks of a reading differ from the truth's, each shown in the truth's context. */
export interface SpaceSlips {
  /** Spaces of the truth the reading lacks ("total|rm" where the truth has "total rm"). */
  missing: string[];
  /** Spaces the reading has that the truth lacks (shown in the reading's context). */
  extra: string[];
}

/**
 * The word breaks that one cheapest alignment of the normalised texts (Levenshtein's) leaves
 * unmatched: a space of the truth deleted, or a space of the reading inserted, each with up to
 * `context` characters on either side, the break marked `|`.
 */
export function spaceSlips(truth: string, hypothesis: string, context = 8): SpaceSlips {
  const want = [...normaliseText(truth)];
  const got = [...normaliseText(hypothesis)];
  const width = got.length + 1;
  const cost = new Uint32Array((want.length + 1) * width);
  for (let j = 0; j <= got.length; j++) cost[j] = j;
  for (let i = 1; i <= want.length; i++) {
    cost[i * width] = i;
    for (let j = 1; j <= got.length; j++) {
      const substitution = cost[(i - 1) * width + j - 1]! + (want[i - 1] === got[j - 1] ? 0 : 1);
      cost[i * width + j] = Math.min(cost[(i - 1) * width + j]! + 1, cost[i * width + j - 1]! + 1, substitution);
    }
  }
  const around = (text: string[], at: number) =>
    `${text.slice(Math.max(0, at - context), at).join('')}|${text.slice(at + 1, at + 1 + context).join('')}`;
  const slips: SpaceSlips = { missing: [], extra: [] };
  let i = want.length;
  let j = got.length;
  while (i > 0 || j > 0) {
    const here = cost[i * width + j]!;
    if (i > 0 && j > 0 && here === cost[(i - 1) * width + j - 1]! + (want[i - 1] === got[j - 1] ? 0 : 1)) {
      if (want[i - 1] !== got[j - 1] && want[i - 1] === ' ') slips.missing.push(around(want, i - 1));
      else if (want[i - 1] !== got[j - 1] && got[j - 1] === ' ') slips.extra.push(around(got, j - 1));
      i--;
      j--;
    } else if (i > 0 && here === cost[(i - 1) * width + j]! + 1) {
      if (want[i - 1] === ' ') slips.missing.push(around(want, i - 1));
      i--;
    } else {
      if (got[j - 1] === ' ') slips.extra.push(around(got, j - 1));
      j--;
    }
  }
  return { missing: slips.missing.reverse(), extra: slips.extra.reverse() };
}
