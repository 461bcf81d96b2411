import type { NetSubject } from './subject-net';
import { innerPictureBox } from './inner-picture';
import type { Box, Found, SubjectCue } from './types';

/** What the cropper knows of one image, in the pixels of the copy it analysed. */
export interface Analysis {
  width: number;
  height: number;
  /**
   * The salient subject as the salience map sees it; not measured when it could not matter (the
   * network is sure and no face is kept: `salienceMatters`), and then taken for the whole image.
   */
  subject?: Box;
  /** The salient object as the subject network sees it (none when it could not look). */
  net?: NetSubject;
  /** Heads: the faces found, grown to the hair and chin a person keeps with them. */
  faces: Found[];
  /**
   * Every find of the face finder, faint ones too (scored under what it takes for a face), as it boxes
   * them: on an animal its face is often among the finds not taken for a person's.
   */
  finds?: Found[];
  /** The animals the animal finder sees (not looked for when they cannot matter: `animalsMatter`). */
  animals?: Found[];
  text: Box[];
}

/**
 * What a crop is scored on. A found face and the subject the salience map shows weigh the same; a
 * text line is not sought, only not cut; with no face found the crop is pulled towards the middle of
 * the image as hard as towards the subject, as most pictures are framed on what they show and the
 * map's subject is often a part of it.
 */
export interface ChoiceWeights {
  face: number;
  subject: number;
  /** Taken off, times the thing's weight, for each face or subject a crop cuts through when it could hold it whole. */
  cut: number;
  /** Taken off for each text line a crop cuts through when it could hold it whole. */
  textCut: number;
  /**
   * A picture whose text lines' boxes cover at least this share of it is heavy with text (a
   * screenshot of a post, a page): there a crop that cuts a line loses `textHeavyCut` for it, more
   * than the subject weighs, so a position that cuts no line is taken where one exists. Infinity: never.
   */
  textHeavy: number;
  textHeavyCut: number;
  /**
   * On a picture heavy with text, a band between its lines holding the faces or the network's subject
   * is taken for a picture inside it (a photo in a screenshot of a post) when it is at least this share
   * of the image's shorter side; where the largest box would cut a line, the box is the largest inside
   * that band (inner-picture.ts). Above 0; Infinity: never.
   */
  innerPicture: number;
  /** Pull towards the centre of what matters most (faces, else the subject). */
  centring: number;
  /** Pull towards the middle of the image, when no face was found. */
  middle: number;
  /** A subject the box can hold is held with this share of its length to spare on each side, where the image has it. */
  margin: number;
  /**
   * With no face found, the network's subject replaces the salience map's (and the middle pull is
   * dropped) when the network's peak is at least this sure and its mask covers at most `netCover`
   * of the image.
   */
  netPeak: number;
  netCover: number;
  /**
   * A strip across a subject taller than itself keeps the subject's top (a person's or an animal's
   * head): the subject is taken for its upper part, this many strip heights long.
   */
  tallTop: number;
  /**
   * When the network is sure (`netPeak`), a face found with a score below this is not taken for one:
   * the face finder's weak finds are mostly animals, drawings and textures, and the network's
   * subject is the better guide there.
   */
  netFaceScore: number;
  /**
   * An animal's face (`animalFace`) does not change what a crop keeps: among the positions whose
   * score for what they keep (the subject, the heads and the text lines; no pull towards a centre) is
   * within this much of the best, the one nearest the face's centre is taken, so that a square crop
   * centres on the face rather than the body where it loses nothing by it. 0: only between equals;
   * negative: no animal face.
   */
  animalSlack: number;
  /** The position taken among equals keeps this share of the subject's length inside the ends of their range. */
  animalSpare: number;
  /** The network's subject is taken for an animal when the animal finder sees one from this score with its centre in it. */
  animalSeen: number;
  /** A faint find is taken for the animal's face from this score, when it lies in the subject's top `animalTop` share. */
  animalScore: number;
  animalTop: number;
  /** With no such find, the face is taken at the subject's top (the network's), this share of the subject's shorter side across; 0: not. */
  animalSize: number;
}

export const WEIGHTS: ChoiceWeights = {
  face: 4,
  subject: 4,
  cut: 0.5,
  textCut: 0.2,
  textHeavy: 0.1,
  textHeavyCut: 8,
  innerPicture: 0.3,
  centring: 0.1,
  middle: 4,
  margin: 0.1,
  netPeak: 0.99,
  netCover: 1,
  tallTop: 1.25,
  netFaceScore: 0.6,
  animalSlack: 0,
  animalSpare: 0.05,
  animalSeen: 0.25,
  animalScore: 0.25,
  animalTop: 0.3,
  animalSize: 0,
};

interface Span {
  start: number;
  length: number;
}

/**
 * The crop box of this aspect: the largest one the image holds, slid along the free direction to
 * keep faces and the subject, cut no text line, and stay near the middle of the image (no face) and
 * the centre of what matters; on a page of text that holds a picture, where the largest box would cut
 * a line, the largest box inside the picture instead (pictureInside). Deterministic; in the analysis'
 * pixels.
 */
export function chooseBox(analysis: Analysis, aspect: [number, number], weights = WEIGHTS): Box {
  const { width, height } = analysis;
  const ratio = aspect[0] / aspect[1];
  const horizontal = width / height > ratio;
  const box = horizontal ? { width: height * ratio, height } : { width, height: Math.min(height, width / ratio) };
  const length = horizontal ? box.width : box.height;
  const room = (horizontal ? width : height) - length;
  const along = (thing: Box): Span =>
    horizontal ? { start: thing.x, length: thing.width } : { start: thing.y, length: thing.height };
  const { faces, subject: seen } = whatMatters(analysis, weights);
  const trusted = seen.cue === 'network' || seen.cue === 'animal';
  const animal = seen.face && along(seen.face);
  const seenSpan = trusted ? topOf(along(seen.box), horizontal, length, weights) : along(seen.box);
  const subject = withMargin(seenSpan, weights.margin, length, length + room);
  // A picture heavy with text: a cut line costs more, and a photo inside it may be cropped alone.
  const heavy = heavyWithText(analysis, weights);
  const textCut = heavy ? weights.textHeavyCut : weights.textCut;
  const items = [
    ...faces.map((face) => ({ span: along(face), weight: weights.face, cut: weights.face * weights.cut })),
    { span: subject, weight: weights.subject, cut: weights.subject * weights.cut },
    ...analysis.text.map((line) => ({ span: along(line), weight: 0, cut: textCut })),
  ];
  const focus = focusOf(faces, seenSpan, along);
  const middle = faces.length > 0 || trusted ? 0 : weights.middle;
  const scale = Math.max(1, length + room);

  const steps = Math.max(1, Math.ceil(room));
  const scored: Array<{ offset: number; score: number }> = [];
  for (let step = 0; step <= steps; step++) {
    const offset = (room * step) / steps;
    const window = { start: offset, length };
    let score = 0;
    for (const item of items) score += item.weight * held(item.span, window) - (cuts(item.span, window) ? item.cut : 0);
    // With an animal's face, what the box keeps decides alone, and the face between equals.
    if (!animal) {
      score -= weights.centring * (Math.abs(offset + length / 2 - focus) / scale);
      score -= middle * (Math.abs(offset - room / 2) / scale);
    }
    scored.push({ offset, score });
  }
  const spare = weights.animalSpare * seenSpan.length;
  const best = animal ? nearestAmongBest(scored, animal, length, weights.animalSlack, spare) : firstBest(scored);
  const chosen = horizontal ? { x: best, y: 0, ...box } : { x: 0, y: best, ...box };
  return pictureInside(analysis, aspect, chosen, faces, seen, { side: weights.innerPicture, heavy }) ?? chosen;
}

/**
 * On a page of text, the box of the picture inside it (innerPictureBox) around the faces, else around
 * the network's subject: what a salience map alone finds on a page is mostly its text.
 */
function pictureInside(
  analysis: Analysis,
  aspect: [number, number],
  largest: Box,
  faces: readonly Found[],
  seen: Matters['subject'],
  { side, heavy }: { side: number; heavy: boolean },
): Box | undefined {
  if (faces.length > 0) return innerPictureBox(analysis, aspect, largest, { matters: unionOf(faces), side, heavy });
  if (seen.cue !== 'network' && seen.cue !== 'animal') return undefined;
  return innerPictureBox(analysis, aspect, largest, { matters: seen.box, centre: seen.face, side, heavy });
}

function unionOf(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Whether a picture's text lines' boxes cover at least `textHeavy` of it (a screenshot of a post, a page). */
function heavyWithText(analysis: Analysis, weights: ChoiceWeights): boolean {
  const covered = analysis.text.reduce((sum, line) => sum + line.width * line.height, 0);
  return covered >= weights.textHeavy * analysis.width * analysis.height;
}

/** The offset of the best score (the first of equals). */
function firstBest(scored: Array<{ offset: number; score: number }>): number {
  let best = scored[0]!;
  for (const position of scored) if (position.score > best.score + 1e-9) best = position;
  return best.offset;
}

/**
 * Of the offsets scoring within `slack` of the best, the one whose window centres nearest the face's
 * centre, kept `spare` inside the ends of their range (as far as the range allows): a subject seen a
 * little smaller than it is keeps its edge.
 */
function nearestAmongBest(
  scored: Array<{ offset: number; score: number }>,
  face: Span,
  length: number,
  slack: number,
  spare: number,
): number {
  const top = Math.max(...scored.map((position) => position.score));
  const best = scored.filter((position) => position.score >= top - slack - 1e-9).map(({ offset }) => offset);
  const low = Math.min(...best);
  const high = Math.max(...best);
  const inner = Math.min(spare, (high - low) / 2);
  const wanted = Math.min(high - inner, Math.max(low + inner, face.start + face.length / 2 - length / 2));
  let nearest = best[0]!;
  for (const offset of best) if (Math.abs(offset - wanted) < Math.abs(nearest - wanted) - 1e-9) nearest = offset;
  return nearest;
}

/**
 * What a crop is chosen to keep (besides text lines): the heads taken for faces, and one subject;
 * with the cue `animal`, the network's subject and the animal's face in it (`face`).
 */
export interface Matters {
  faces: Found[];
  subject: { box: Box; cue: SubjectCue; face?: Box };
}

/**
 * The heads and the subject the crops keep: the network's subject when it is sure and no face is
 * kept, else the salience map's (the whole image when nothing stood out on it).
 */
export function whatMatters(analysis: Analysis, weights = WEIGHTS): Matters {
  const faces = facesKept(analysis, weights);
  const net = faces.length === 0 ? sureNet(analysis, weights) : undefined;
  const face = net && animalFace(analysis, net, weights);
  if (net && face) return { faces, subject: { box: net, cue: 'animal', face } };
  if (net) return { faces, subject: { box: net, cue: 'network' } };
  const box = analysis.subject ?? { x: 0, y: 0, width: analysis.width, height: analysis.height };
  return { faces, subject: { box, cue: isWholeFrame(box, analysis) ? 'frame' : 'salience' } };
}

/**
 * Whether the salience map's subject can change a choice made on what the faces and the network
 * saw: not when the network is sure and no face is kept (its subject is the one kept then).
 */
export function salienceMatters(seen: Pick<Analysis, 'faces' | 'net'>, weights = WEIGHTS): boolean {
  return !sureNet(seen, weights) || facesKept(seen, weights).length > 0;
}

/**
 * Whether the animals in the image can change a choice made on what the faces and the network saw:
 * only when the network's subject is followed (it is sure, and no face is kept).
 */
export function animalsMatter(seen: Pick<Analysis, 'faces' | 'net'>, weights = WEIGHTS): boolean {
  return weights.animalSlack >= 0 && sureNet(seen, weights) !== undefined && facesKept(seen, weights).length === 0;
}

/**
 * Whether a box spans the whole image (within a hundredth of each side: the salience map is measured
 * on a smaller copy whose sides are rounded).
 */
function isWholeFrame(box: Box, image: { width: number; height: number }): boolean {
  const slackX = image.width / 100;
  const slackY = image.height / 100;
  return (
    box.x <= slackX &&
    box.y <= slackY &&
    box.x + box.width >= image.width - slackX &&
    box.y + box.height >= image.height - slackY
  );
}

/**
 * An animal's face in the network's subject, when the animal finder sees an animal there (from
 * `animalSeen`, its centre in the subject): the surest find of the face finder not taken for a
 * person's (under `netFaceScore`, from `animalScore`) whose centre lies in the subject's top
 * `animalTop` share; else a square at the subject's top (`animalSize` of its shorter side, centred on
 * the middle of its mask's top). None when `animalSlack` is negative.
 */
function animalFace(analysis: Analysis, subject: Box, weights: ChoiceWeights): Box | undefined {
  if (weights.animalSlack < 0) return undefined;
  if (!(analysis.animals ?? []).some((seen) => seen.score >= weights.animalSeen && centredIn(seen, subject)))
    return undefined;
  const top = { ...subject, height: subject.height * weights.animalTop };
  const surest = (analysis.finds ?? [])
    .filter((find) => find.score >= weights.animalScore && find.score < weights.netFaceScore && centredIn(find, top))
    .sort((a, b) => b.score - a.score || a.y - b.y || a.x - b.x)[0];
  if (surest) return { x: surest.x, y: surest.y, width: surest.width, height: surest.height };
  const crown = analysis.net?.top;
  if (!crown || weights.animalSize <= 0) return undefined;
  const side = Math.min(subject.width, subject.height) * weights.animalSize;
  const x = Math.min(Math.max(subject.x, crown.x - side / 2), subject.x + subject.width - side);
  return { x, y: subject.y, width: side, height: side };
}

/** Whether a thing's centre lies in a box. */
function centredIn(thing: Box, box: Box): boolean {
  const x = thing.x + thing.width / 2;
  const y = thing.y + thing.height / 2;
  return x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
}

/** The network's subject when it is sure of it and it does not cover the frame. */
function sureNet({ net }: Pick<Analysis, 'net'>, weights: ChoiceWeights): Box | undefined {
  return net && net.peak >= weights.netPeak && net.cover <= weights.netCover ? net.box : undefined;
}

/** The faces taken for faces: all of them, or when the network is sure only those found with a high score. */
function facesKept(analysis: Pick<Analysis, 'faces' | 'net'>, weights: ChoiceWeights): Found[] {
  if (!sureNet(analysis, weights)) return analysis.faces;
  return analysis.faces.filter((face) => face.score >= weights.netFaceScore);
}

/**
 * A subject seen down a vertical strip (a banner across a portrait) and taller than the strip: its
 * top, `tallTop` strip lengths long (the whole of it when that is longer).
 */
function topOf(span: Span, horizontal: boolean, length: number, weights: ChoiceWeights): Span {
  if (horizontal || weights.tallTop <= 0 || span.length <= length) return span;
  return { start: span.start, length: Math.min(span.length, length * weights.tallTop) };
}

/**
 * A span grown by `margin` of its length on each side (inside the image's `extent`), when a window
 * of `length` still holds it so grown; else as it is.
 */
function withMargin(span: Span, margin: number, length: number, extent: number): Span {
  const grow = span.length * margin;
  if (span.length + 2 * grow > length) return span;
  const start = Math.max(0, span.start - grow);
  return { start, length: Math.min(extent, span.start + span.length + grow) - start };
}

/** How much of a thing a window keeps, 0 to 1 (as much of it as the window can hold counts as all). */
function held(thing: Span, window: Span): number {
  const canHold = Math.min(thing.length, window.length);
  return canHold <= 0 ? 0 : Math.min(1, overlap(thing, window) / canHold);
}

/** Whether a window cuts through a thing it could have held whole. */
function cuts(thing: Span, window: Span): boolean {
  return thing.length <= window.length && overlap(thing, window) > 0 && held(thing, window) < 0.999;
}

function overlap(thing: Span, window: Span): number {
  return Math.max(
    0,
    Math.min(thing.start + thing.length, window.start + window.length) - Math.max(thing.start, window.start),
  );
}

/** Where the crop should centre when all else is equal: on the faces if any, else on the subject. */
function focusOf(faces: Box[], subject: Span, along: (thing: Box) => Span): number {
  const spans = faces.length > 0 ? faces.map(along) : [subject];
  const centres = spans.map((span) => span.start + span.length / 2);
  return centres.reduce((sum, centre) => sum + centre, 0) / centres.length;
}
