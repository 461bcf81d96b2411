import { massIn, type SaliencyMap } from './saliency';
import type { Box, Found } from './types';

/** What the cropper knows of one image, in the pixels of the copy it analysed. */
export interface Analysis {
  width: number;
  height: number;
  /** The salience map, of a smaller copy (its own width and height). */
  saliency: SaliencyMap;
  /** The salient subject as the map sees it, in the analysis' pixels. */
  subject: Box;
  /** Heads: the faces found, grown to the hair and chin a person keeps with them. */
  faces: Found[];
  text: Box[];
}

/**
 * How much each kind of thing weighs when a crop keeps it. People look for faces first: a face
 * outweighs the subject the map found and all the salient mass together; the subject comes next;
 * a text line is worth keeping and worse cut.
 */
const WEIGHT = { face: 4, subject: 2, text: 0.6, mass: 1, centring: 0.1 };
/** Taken off for each thing a crop cuts through when it could have held it whole (times its weight). */
const CUT = 0.5;

interface Span {
  start: number;
  length: number;
}

/**
 * The crop box of this aspect: the largest one the image holds, slid along the free direction to
 * keep the most of what matters (faces, the subject, text lines whole, salient mass), and, between
 * equals, centred on what matters most. Deterministic; in the analysis' pixels.
 */
export function chooseBox(analysis: Analysis, aspect: [number, number]): Box {
  const { width, height } = analysis;
  const ratio = aspect[0] / aspect[1];
  const horizontal = width / height > ratio;
  const box = horizontal ? { width: height * ratio, height } : { width, height: Math.min(height, width / ratio) };
  const length = horizontal ? box.width : box.height;
  const room = (horizontal ? width : height) - length;
  const along = (thing: Box): Span =>
    horizontal ? { start: thing.x, length: thing.width } : { start: thing.y, length: thing.height };
  const items = [
    ...analysis.faces.map((face) => ({ span: along(face), weight: WEIGHT.face })),
    { span: along(analysis.subject), weight: WEIGHT.subject },
    ...analysis.text.map((line) => ({ span: along(line), weight: WEIGHT.text })),
  ];
  const focus = focusOf(analysis, along);
  const at = (offset: number): Box => (horizontal ? { x: offset, y: 0, ...box } : { x: 0, y: offset, ...box });

  let best = 0;
  let bestScore = -Infinity;
  const steps = Math.max(1, Math.ceil(room));
  for (let step = 0; step <= steps; step++) {
    const offset = (room * step) / steps;
    const window = { start: offset, length };
    let score = items.reduce((sum, item) => sum + item.weight * kept(item.span, window), 0);
    score += WEIGHT.mass * massShare(analysis, at(offset));
    score -= WEIGHT.centring * (Math.abs(offset + length / 2 - focus) / Math.max(1, length + room));
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = offset;
    }
  }
  return at(best);
}

/** The share of the salience map's mass inside a box of the analysis. */
function massShare({ saliency, width }: Analysis, box: Box): number {
  if (saliency.total <= 0) return 0;
  const scale = saliency.width / width;
  const scaled = { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
  return massIn(saliency, scaled) / saliency.total;
}

/**
 * How much of a thing a window keeps, 0 to 1 (as much of it as the window can hold counts as all),
 * less the cut penalty when the window cuts through a thing it could have held whole.
 */
function kept(thing: Span, window: Span): number {
  const overlap = Math.max(
    0,
    Math.min(thing.start + thing.length, window.start + window.length) - Math.max(thing.start, window.start),
  );
  const canHold = Math.min(thing.length, window.length);
  if (canHold <= 0) return 0;
  const share = Math.min(1, overlap / canHold);
  const cut = overlap > 0 && share < 0.999 && thing.length <= window.length;
  return share - (cut ? CUT : 0);
}

/** Where the crop should centre when all else is equal: on the faces if any, else on the subject. */
function focusOf(analysis: Analysis, along: (thing: Box) => Span): number {
  const things: Box[] = analysis.faces.length > 0 ? analysis.faces : [analysis.subject];
  const centres = things.map((thing) => {
    const span = along(thing);
    return span.start + span.length / 2;
  });
  return centres.reduce((sum, centre) => sum + centre, 0) / centres.length;
}
