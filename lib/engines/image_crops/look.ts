import { fromRaw, toRaw, type RawImage } from '../../images/raw';
import { focusMap, saliencyMap, salientBox } from './saliency-map';
import type { NetSubject } from './subject-net';
import type { Box, Found } from './types';

/** The longest side of the copy salience is measured on. */
const SALIENCE_SIDE = 256;

/** Finds faces in an RGB image (3 bytes a pixel); boxes in its pixels. */
export type FindFaces = (rgb: Buffer, width: number, height: number) => Promise<Found[]>;

/** What one look at the analysis copy sees: faces, the subject the salience map shows, and the network's. */
export interface Seen {
  /** The faces found (as the detector boxes them), faint finds too, in the analysis copy's pixels. */
  faces: Found[];
  /** The salient subject, in the analysis copy's pixels; not measured when it could not matter (choose.ts, `salienceMatters`). */
  subject?: Box;
  /** The salient object the subject network sees, in the analysis copy's pixels; none when it could not look. */
  net?: NetSubject;
  /**
   * The animals the animal finder sees, in the analysis copy's pixels; looked for only when they can
   * matter (choose.ts, `animalsMatter`: the network's subject followed, no face kept).
   */
  animals?: Found[];
}

/**
 * Looks at the analysis copy: faces, salience and the network's subject, found on the thread this runs
 * on (look-thread.ts, or in-process). Salience is measured only when it can matter, or always with
 * `allCues` (the tuning harness, which tries other rules on the same analysis).
 */
export type Look = (small: RawImage, options?: { allCues?: boolean }) => Promise<Seen>;

/** Faces, and the subject of the salience map on a 256-pixel copy (its sharpness measured on the analysis copy). */
export async function lookAt(small: RawImage, findFaces: FindFaces): Promise<Seen> {
  const [faces, salience] = await Promise.all([findFaces(small.data, small.width, small.height), salienceAt(small)]);
  return { faces, ...salience };
}

/** The subject the salience map shows (on a 256-pixel copy, its sharpness measured on the analysis copy). */
export async function salienceAt(small: RawImage): Promise<{ subject: Box }> {
  const saliency = await salienceOf(small);
  const subject = salientBox(saliency);
  const scale = small.width / saliency.width;
  return {
    subject: {
      x: subject.x * scale,
      y: subject.y * scale,
      width: subject.width * scale,
      height: subject.height * scale,
    },
  };
}

async function salienceOf(small: RawImage) {
  const tiny = await toRaw(
    fromRaw(small).resize(SALIENCE_SIDE, SALIENCE_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  const focus = focusMap(greyOf(small), small.width, small.height, tiny.width, tiny.height);
  return saliencyMap(tiny.data, tiny.width, tiny.height, focus);
}

/** The grey (luma, Rec. 601) of an RGB image, one byte a pixel. */
export function greyOf({ data, width, height }: RawImage): Buffer {
  const grey = Buffer.allocUnsafe(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 3)
    grey[i] = Math.round(0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!);
  return grey;
}
