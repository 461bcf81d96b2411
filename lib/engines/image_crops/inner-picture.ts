import type { Box } from './types';

/** The box inside the picture holds at least this share of what matters (its area), or none is taken. */
const HELD = 0.85;

/** A line's box reaches a little past its letters: this share of its height is its edge, not a word. */
const LINE_EDGE = 0.1;

interface Page {
  width: number;
  height: number;
  text: readonly Box[];
}

/** What the box inside the picture is placed on. */
export interface InnerPictureFocus {
  /** What matters (the faces, the network's subject). */
  matters: Box;
  /** Where to centre, when not on what matters (an animal's face). */
  centre?: Box;
  /** The box is at least this share of the image's shorter side, or none is taken. */
  side: number;
  /** The page is heavy with text: only there does a band between its lines stand for a picture. */
  heavy: boolean;
}

/**
 * The box of the picture inside a page (a photo in a screenshot of a post), for a logo or a banner of
 * the photo rather than a cut through the screen's lines: on a page heavy with text where the largest
 * box of the aspect cuts a line, the largest box of the aspect in the band between the line above what
 * matters and the line below it, centred on `centre`, else on what matters. Undefined otherwise, or when
 * a line lies beside or over what matters, the box would be under `side` of the image's shorter side (a
 * strip between two lines is no photo), or it would hold under HELD of what matters.
 */
export function innerPictureBox(
  page: Page,
  aspect: [number, number],
  largest: Box,
  focus: InnerPictureFocus,
): Box | undefined {
  const region = focus.heavy ? bandBetweenLines(page, largest, focus.matters) : undefined;
  if (!region) return undefined;
  const ratio = aspect[0] / aspect[1];
  const height = Math.min(region.height, region.width / ratio);
  const width = height * ratio;
  if (Math.min(width, height) < focus.side * Math.min(page.width, page.height)) return undefined;
  const matters = clipped(focus.matters, region);
  const heldShare =
    (Math.min(width, matters.width) * Math.min(height, matters.height)) / (matters.width * matters.height);
  if (heldShare < HELD) return undefined;
  const on = focus.centre ?? matters;
  const right = region.x + region.width;
  const bottom = region.y + region.height;
  const x = placed(on.x + on.width / 2 - width / 2, width, matters.x, matters.width, region.x, right);
  const y = placed(on.y + on.height / 2 - height / 2, height, matters.y, matters.height, region.y, bottom);
  return { x, y, width, height };
}

/**
 * The band of the page between the line above what matters and the line below it, where the largest
 * box cuts a line and no line lies beside or over what matters.
 */
function bandBetweenLines(page: Page, largest: Box, matters: Box): Box | undefined {
  if (!page.text.some((line) => cutsLine(largest, line))) return undefined;
  const bottomOf = (box: Box) => box.y + box.height;
  const edge = (line: Box) => line.height * LINE_EDGE;
  const above = page.text.filter((line) => bottomOf(line) - edge(line) <= matters.y);
  const below = page.text.filter((line) => line.y + edge(line) >= bottomOf(matters));
  if (above.length + below.length < page.text.length) return undefined;
  const top = Math.max(0, ...above.map(bottomOf));
  const bottom = Math.min(page.height, ...below.map((line) => line.y));
  return { x: 0, y: top, width: page.width, height: bottom - top };
}

/** A box cut to a region (at least a pixel on a side). */
function clipped(box: Box, region: Box): Box {
  const x = Math.max(box.x, region.x);
  const y = Math.max(box.y, region.y);
  const right = Math.max(x + 1, Math.min(box.x + box.width, region.x + region.width));
  const bottom = Math.max(y + 1, Math.min(box.y + box.height, region.y + region.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * A window's start near `wanted`: holding the whole of a thing it can hold (start to start+length),
 * inside low to high.
 */
function placed(wanted: number, size: number, start: number, length: number, low: number, high: number): number {
  let at = wanted;
  if (size >= length) at = Math.min(Math.max(at, start + length - size), start);
  return Math.min(Math.max(at, low), high - size);
}

/** Whether a box holds part of a line and not all of it (its edge aside). */
export function cutsLine(box: Box, line: Box): boolean {
  const across = overlap(box.x, box.width, line.x, line.width);
  const down = overlap(box.y, box.height, line.y, line.height);
  if (across <= 0 || down <= line.height * LINE_EDGE) return false;
  return across < line.width * (1 - LINE_EDGE) || down < line.height * (1 - LINE_EDGE);
}

function overlap(start: number, length: number, otherStart: number, otherLength: number): number {
  return Math.min(start + length, otherStart + otherLength) - Math.max(start, otherStart);
}
