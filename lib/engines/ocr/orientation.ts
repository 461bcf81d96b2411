import sharp from 'sharp';
import type { AnalysedPage, DetectText } from './recognize';
import type { Box, OcrLine, OcrPageResult, Point, Region } from './types';

/** A turn applied to a page to read it, clockwise in degrees. */
export type Turn = 0 | 90 | 180 | 270;

/** A region is tall when its height is at least this many times its width (a line of a page held sideways). */
const TALL = 1.5;
/** A region lies across the page when its width is at least this many times its height (words and lines of upright or upside-down text). */
const WIDE = 2;
/** Regions shorter than this on their long side (specks, single letters) say nothing of the page's turn. */
export const SMALLEST_SIDE = 8;

/** Whether most of the text area of the regions (specks aside) is in regions that pass `shaped` (width, height). */
function mostAreaIn(regions: readonly Box[], shaped: (width: number, height: number) => boolean): boolean {
  let matching = 0;
  let all = 0;
  for (const { x0, y0, x1, y1 } of regions) {
    const width = x1 - x0;
    const height = y1 - y0;
    if (Math.max(width, height) < SMALLEST_SIDE) continue;
    all += width * height;
    if (shaped(width, height)) matching += width * height;
  }
  return all > 0 && matching > all / 2;
}

/**
 * Whether the page looks held sideways (turned 90° or 270°): most of its text area is in tall
 * regions, as text lines turned on their side become.
 */
export function looksSideways(regions: readonly Box[]): boolean {
  return mostAreaIn(regions, (width, height) => height >= TALL * width);
}

/**
 * Whether the page's text lies across it: most of its text area is in regions at least twice as
 * wide as tall, which text turned on its side does not make. Such a page is upright or upside down;
 * a quarter turn cannot read it better.
 */
export function liesAcross(regions: readonly Box[]): boolean {
  return mostAreaIn(regions, (width, height) => width >= WIDE * height);
}

/** What reading a page at one turn takes: its reader, the detector (a page turned on its side is detected again). */
export interface TurnedReading {
  /** Reads the page as given; `upright`: its turn was settled before (no reader need turn its lines). */
  read: (page: AnalysedPage, upright: boolean) => Promise<OcrPageResult>;
  detect: DetectText;
  /**
   * The turn that brings the page upright, decided before it is read (page-turn.ts: the direction
   * classifier's vote); without it, the page is read as it comes and its reader judges each line.
   */
  findTurn?: (page: AnalysedPage) => Promise<Turn>;
}

/**
 * Reads a page the way up its text is: once, turned by the turn `findTurn` finds (a page the
 * detector found no text on is read as it is). The lines' points are in the page's own pixels
 * whatever the turn.
 */
export async function readTheRightWayUp(page: AnalysedPage, how: TurnedReading): Promise<OcrPageResult> {
  const turn = how.findTurn && page.regions.length > 0 ? await how.findTurn(page) : 0;
  return readTurned(page, turn, how, !!how.findTurn);
}

async function readTurned(
  page: AnalysedPage,
  turn: Turn,
  how: TurnedReading,
  upright: boolean,
): Promise<OcrPageResult> {
  if (turn === 0) return how.read(page, upright);
  const prepared = await turnPage(page.prepared, turn);
  // Half a turn keeps the regions (turned with the page); a quarter turn needs them found again.
  const regions =
    turn === 180
      ? page.regions.map((region) => turnRegionHalfway(region, page.prepared.width, page.prepared.height))
      : await how.detect(prepared);
  const reading = await how.read({ prepared, regions }, upright);
  const back = ((360 - turn) % 360) as Turn;
  return {
    text: reading.text,
    lines: reading.lines.map((line): OcrLine => ({
      ...line,
      points: pointsOf(turnPoints(line.points, back, prepared.originalWidth, prepared.originalHeight)),
    })),
  };
}

/** The page turned clockwise by `turn`: its grey pixels, sizes and the original's sizes it maps back to. */
export async function turnPage(page: AnalysedPage['prepared'], turn: Turn): Promise<AnalysedPage['prepared']> {
  if (turn === 0) return page;
  const { data, info } = await sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .rotate(turn)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quarter = turn !== 180;
  return {
    grey: data,
    width: info.width,
    height: info.height,
    scale: page.scale,
    originalWidth: quarter ? page.originalHeight : page.originalWidth,
    originalHeight: quarter ? page.originalWidth : page.originalHeight,
  };
}

/** A point of a width × height image, where it lands once the image is turned clockwise by `turn`. */
function turnPoint({ x, y }: Point, turn: Turn, width: number, height: number): Point {
  if (turn === 90) return { x: height - 1 - y, y: x };
  if (turn === 180) return { x: width - 1 - x, y: height - 1 - y };
  if (turn === 270) return { x: y, y: width - 1 - x };
  return { x, y };
}

function turnPoints(points: readonly Point[], turn: Turn, width: number, height: number): Point[] {
  return points.map((point) => turnPoint(point, turn, width, height));
}

/** A box (exclusive right and bottom) of a width × height image, once the image is turned by `turn`. */
export function turnBox(box: Box, turn: Turn, width: number, height: number): Box {
  // Turned as the pixels at its corners are, then grown back to exclusive ends.
  const corners = turnPoints(
    [
      { x: box.x0, y: box.y0 },
      { x: box.x1 - 1, y: box.y1 - 1 },
    ],
    turn,
    width,
    height,
  );
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs) + 1, y1: Math.max(...ys) + 1 };
}

/** A region of a width × height page, its quad too, once the page is turned by 180°. */
function turnRegionHalfway(region: Region, width: number, height: number): Region {
  const box = turnBox(region, 180, width, height);
  if (!region.quad) return box;
  // The quad's corners are in the page's continuous coordinates; its top-left is the bottom-right turned.
  const turned = region.quad.map(({ x, y }) => ({ x: width - x, y: height - y }));
  return { ...box, quad: [turned[2]!, turned[3]!, turned[0]!, turned[1]!] };
}

/** Four points clockwise from the top-left of the box that holds these. */
function pointsOf(points: readonly Point[]): OcrLine['points'] {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}
