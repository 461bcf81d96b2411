export interface Point {
  x: number;
  y: number;
}

/** One recognised line, in the contract's terms: confidence 0–1, four integer points clockwise from top-left. */
export interface OcrLine {
  text: string;
  confidence: number;
  points: [Point, Point, Point, Point];
}

export interface OcrPageResult {
  /** The lines' texts joined by `\n`, in reading order. */
  text: string;
  lines: OcrLine[];
}

/** An axis-aligned box in some pixel space: x0/y0 inclusive top-left, x1/y1 exclusive bottom-right. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A box as origin and size, the way the API and other engines write one. */
export function toRect({ x0, y0, x1, y1 }: Box): { x: number; y: number; width: number; height: number } {
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Four corners, clockwise from the top-left of the text they hold (x, y may be fractional). */
export type Quad = [Point, Point, Point, Point];

/** A detected text region: its axis-aligned box, and the turned rectangle that fits its text (DB's "mini box"). */
export interface Region extends Box {
  quad?: Quad;
}
