import type { RawImage } from '../../images/raw';
import { NET_SIDE, netMap } from '../../subjects/subject-map';
import { heavyRegionsBox } from './saliency-map';
import type { Box } from './types';

/** The subject: the map (min-max normalised) above this, its heavy regions (as salience groups them). */
const SUBJECT_LEVEL = 0.5;
const SUBJECT_SHARE = 0.25;
/** The subject's top: the mask inside the subject's box, in this share of the box's height from its top. */
const TOP_SHARE = 0.2;

/** What the network sees in an image. */
export interface NetSubject {
  /** The box around the salient object, in the pixels of the image the network was given. */
  box: Box;
  /** The network's highest output (0 to 1) before normalising: how sure it is anything stands out. */
  peak: number;
  /** The share of the image the subject's mask (normalised map above the subject level) covers, 0 to 1. */
  cover: number;
  /**
   * The middle of the subject's top: the mean position of its mask in the top fifth of its box (an
   * animal's head is mostly there: the ears, the crown, or the head raised over the back).
   */
  top?: { x: number; y: number };
}

/**
 * The salient object the network sees in an RGB image, in its pixels; undefined when the image is
 * too small for it or its map is flat (a one-colour image): the other cues then decide alone.
 */
export async function findNetSubject(appRoot: string, image: RawImage): Promise<NetSubject | undefined> {
  const side = NET_SIDE;
  const map = await netMap(appRoot, image);
  if (!map) return undefined;
  const subject = netSubjectOf(map, side, side);
  if (!subject) return undefined;
  const sx = image.width / side;
  const sy = image.height / side;
  const { box, top } = subject;
  return {
    ...subject,
    box: { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy },
    ...(top && { top: { x: top.x * sx, y: top.y * sy } }),
  };
}

/**
 * The subject of one network map (`width` × `height`): min-max normalised, the box around its heavy
 * regions above the subject level; undefined when the map is flat.
 */
export function netSubjectOf(map: Float32Array, width: number, height: number): NetSubject | undefined {
  let low = Infinity;
  let peak = -Infinity;
  for (const value of map) {
    low = Math.min(low, value);
    peak = Math.max(peak, value);
  }
  if (!(peak - low > 1e-6)) return undefined;
  const normalised = new Float32Array(map.length);
  let covered = 0;
  for (let i = 0; i < map.length; i++) {
    normalised[i] = (map[i]! - low) / (peak - low);
    if (normalised[i]! > SUBJECT_LEVEL) covered++;
  }
  const box = heavyRegionsBox(normalised, width, height, SUBJECT_LEVEL, SUBJECT_SHARE);
  return box && { box, peak, cover: covered / map.length, top: topOf(normalised, width, box) };
}

/** The mean position of the mask (above the subject level) in the top TOP_SHARE of the box; its top middle when none is. */
function topOf(normalised: Float32Array, width: number, box: Box): { x: number; y: number } {
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  const bottom = box.y + Math.max(1, box.height * TOP_SHARE);
  for (let y = Math.floor(box.y); y < bottom; y++)
    for (let x = Math.floor(box.x); x < box.x + box.width; x++)
      if (normalised[y * width + x]! > SUBJECT_LEVEL) {
        sumX += x + 0.5;
        sumY += y + 0.5;
        count++;
      }
  if (count === 0) return { x: box.x + box.width / 2, y: box.y };
  return { x: sumX / count, y: sumY / count };
}
