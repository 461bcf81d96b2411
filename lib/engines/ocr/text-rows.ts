import type { FoundLine } from './lines';
import type { Box } from './types';

/** A word as the recogniser read it, in the same pixel space as the regions. */
export interface FoundWord {
  text: string;
  /** 0–100, as tesseract gives it. */
  confidence: number;
  box: Box;
}

/** A visual row: the detected regions that share it, left to right. */
export interface DetectedRow<R extends Box = Box> {
  box: Box;
  regions: R[];
}

/**
 * Groups detected regions into visual rows: a region joins the row it overlaps vertically by at
 * least half the smaller height (the rule the data set's rows follow). Rows come top to bottom.
 */
export function groupIntoRows<R extends Box>(regions: readonly R[]): DetectedRow<R>[] {
  const rows: DetectedRow<R>[] = [];
  const widestFirst = [...regions].sort((a, b) => b.x1 - b.x0 - (a.x1 - a.x0));
  for (const region of widestFirst) {
    const row = rows.find(
      (candidate) => verticalOverlap(candidate.box, region) >= 0.5 * Math.min(height(candidate.box), height(region)),
    );
    if (row) {
      row.regions.push(region);
      row.box = union(row.box, region);
    } else {
      rows.push({ box: { ...region }, regions: [region] });
    }
  }
  for (const row of rows) row.regions.sort((a, b) => a.x0 - b.x0);
  return rows.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/**
 * Gives each word to the row whose region holds most of it; the row's text is its words left to
 * right. Words outside every region are dropped (they are what the detector judged not text), and
 * so are rows that got no word.
 */
export function wordsIntoRows(rows: readonly DetectedRow[], words: readonly FoundWord[]): FoundLine[] {
  const taken = rows.map(() => [] as FoundWord[]);
  for (const word of words) {
    if (word.text.trim() === '') continue;
    let best = -1;
    let bestShare = 0.3;
    rows.forEach((row, index) => {
      for (const region of row.regions) {
        const share = overlapArea(region, word.box) / Math.max(1, area(word.box));
        if (share > bestShare) {
          best = index;
          bestShare = share;
        }
      }
    });
    if (best >= 0) taken[best]!.push(word);
  }
  const lines: FoundLine[] = [];
  rows.forEach((row, index) => {
    const rowWords = taken[index]!.sort((a, b) => a.box.x0 - b.box.x0);
    if (rowWords.length === 0) return;
    const letters = rowWords.reduce((sum, word) => sum + word.text.length, 0);
    const confidence = rowWords.reduce((sum, word) => sum + word.confidence * word.text.length, 0) / letters;
    const weakest = rowWords.reduce((least, word) => (word.confidence < least.confidence ? word : least));
    lines.push({
      text: rowWords.map((word) => word.text).join(' '),
      confidence,
      weakestWord: weakest,
      box: row.box,
    });
  });
  return lines;
}

function height(box: Box): number {
  return box.y1 - box.y0;
}

function area(box: Box): number {
  return Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);
}

function verticalOverlap(a: Box, b: Box): number {
  return Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const tall = verticalOverlap(a, b);
  return width > 0 && tall > 0 ? width * tall : 0;
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}
