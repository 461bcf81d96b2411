/**
 * Whether a line's confidence says it is right: each line the engine returns, scored against the
 * labelled line it matches best (metrics.ts `charactersRight`), gathered by confidence band; and what
 * dropping the lines under a threshold would keep and lose (how the image-text reader's threshold,
 * lib/operations/ocr/image-text.ts, is chosen on the tune half).
 */
import { charactersRight } from './metrics';

export interface ScoredLine {
  confidence: number;
  /** Characters read (spaces left out) and how many of them are right. */
  chars: number;
  right: number;
}

export const CONFIDENCE_BANDS = [0, 0.3, 0.5, 0.7, 0.85, 0.95] as const;
export const THRESHOLDS = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.92, 0.95, 0.97] as const;

export function scoreLines(lines: ReadonlyArray<{ text: string; confidence: number }>, labels: readonly string[]) {
  return lines.map((line): ScoredLine => ({ confidence: line.confidence, ...charactersRight(line.text, labels) }));
}

const bandName = (low: number, high: number | undefined) =>
  high === undefined ? `≥ ${low}` : low === 0 ? `< ${high}` : `${low}–${high}`;

/** Per band: how many lines and characters fall in it and the share of those characters that are right. */
export function bands(lines: readonly ScoredLine[]) {
  return CONFIDENCE_BANDS.map((low, index) => {
    const high = CONFIDENCE_BANDS[index + 1];
    const inBand = lines.filter((line) => line.confidence >= low && (high === undefined || line.confidence < high));
    const chars = inBand.reduce((sum, line) => sum + line.chars, 0);
    const right = inBand.reduce((sum, line) => sum + line.right, 0);
    return { band: bandName(low, high), lines: inBand.length, chars, rightShare: chars === 0 ? NaN : right / chars };
  });
}

/** Per threshold: the share of the right characters kept and of the wrong ones dropped when lines under it go. */
export function sweep(lines: readonly ScoredLine[]) {
  const right = lines.reduce((sum, line) => sum + line.right, 0);
  const wrong = lines.reduce((sum, line) => sum + line.chars - line.right, 0);
  return THRESHOLDS.map((threshold) => {
    const dropped = lines.filter((line) => line.confidence < threshold);
    const rightDropped = dropped.reduce((sum, line) => sum + line.right, 0);
    const wrongDropped = dropped.reduce((sum, line) => sum + line.chars - line.right, 0);
    return {
      threshold,
      rightKept: right === 0 ? NaN : 1 - rightDropped / right,
      wrongDropped: wrong === 0 ? NaN : wrongDropped / wrong,
    };
  });
}
