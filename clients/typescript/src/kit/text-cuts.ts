import type { components } from '../generated/openapi.ts';

type Box = components['schemas']['ImageCrop']['box'];

/**
 * A line counts as cut when the crop holds at least this share of its height and not all of it: a
 * sliver of its edge is not a word cut in half, a third of its letters is.
 */
export const CUT_LINE_SHARE = 0.15;

/**
 * A line's box reaches a little past its letters: a crop that leaves out no more than this share of its
 * height (or of its width) leaves out the box's edge, not its letters, and does not cut it.
 */
export const LINE_EDGE_SHARE = 0.1;

const overlap = (start: number, length: number, otherStart: number, otherLength: number) =>
  Math.max(0, Math.min(start + length, otherStart + otherLength) - Math.max(start, otherStart));

/** Whether a crop's box cuts through one of the picture's text lines (holds part of it, not all). */
export function cutsText(box: Box, lines: readonly Box[]): boolean {
  return lines.some((line) => {
    const across = overlap(box.x, box.width, line.x, line.width);
    const down = overlap(box.y, box.height, line.y, line.height);
    if (across === 0 || down < CUT_LINE_SHARE * line.height) return false;
    return across < line.width * (1 - LINE_EDGE_SHARE) - 1 || down < line.height * (1 - LINE_EDGE_SHARE) - 1;
  });
}
