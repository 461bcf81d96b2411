import type { Box, OcrLine, OcrPageResult, Point } from './types';

/** A line as found in the prepared image's pixel space, confidence 0–100 as tesseract gives it. */
export interface FoundLine {
  text: string;
  confidence: number;
  /** Its least sure word (confidence 0–100), when it was read word by word. */
  weakestWord?: { text: string; confidence: number; box: Box };
  box: Box;
}

export interface PixelSpace {
  /** Prepared pixels per original pixel. */
  scale: number;
  originalWidth: number;
  originalHeight: number;
}

/** Maps found lines to the contract: original-image integer points clockwise from top-left, confidence 0–1. */
export function toContract(found: readonly FoundLine[], space: PixelSpace): OcrPageResult {
  const lines: OcrLine[] = [];
  for (const line of found) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    lines.push({ text, confidence: toUnit(line.confidence), points: toPoints(line.box, space) });
  }
  return { text: lines.map((line) => line.text).join('\n'), lines };
}

function toUnit(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.round(Math.min(100, Math.max(0, confidence)) * 10) / 1000;
}

function toPoints(box: Box, space: PixelSpace): [Point, Point, Point, Point] {
  const maxX = Math.max(0, space.originalWidth - 1);
  const maxY = Math.max(0, space.originalHeight - 1);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const left = clamp(Math.floor(box.x0 / space.scale), maxX);
  const top = clamp(Math.floor(box.y0 / space.scale), maxY);
  const right = clamp(Math.ceil(box.x1 / space.scale), maxX);
  const bottom = clamp(Math.ceil(box.y1 / space.scale), maxY);
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}
