/**
 * The anchors the crop eval measures the engine against, each giving the box it would crop in the
 * source's pixels: sharp's `attention` and `entropy` strategies, smartcrop.js (through
 * `smartcrop-sharp`, MIT), the subject network alone (u2netp, the engine's own cue: the box centred
 * on the object it sees) and a centre crop. Each is asked for the largest box of the aspect, as the
 * engine is.
 */
import sharp from 'sharp';
import { crop as smartcrop } from 'smartcrop-sharp';
import { findNetSubject } from '../../lib/engines/image_crops/subject-net';
import { toRaw } from '../../lib/images/raw';
import { APP_ROOT } from '../../test-support/app-root';
import { centreBox, type Aspect, type Box, type CropCase } from './eval-set';

export const BASELINES = ['attention', 'entropy', 'smartcrop', 'u2netp', 'centre'] as const;
export type Baseline = (typeof BASELINES)[number];

function parts(aspect: Aspect): [number, number] {
  const [w, h] = aspect.split(':').map(Number);
  return [w!, h!];
}

/** The box one of sharp's strategies crops, in the source's pixels (from the offsets it reports). */
async function sharpBox(image: CropCase, aspect: Aspect, position: 'attention' | 'entropy'): Promise<Box> {
  const [w, h] = parts(aspect);
  const width = 512;
  const height = Math.round((width * h) / w);
  const { info } = await sharp(image.bytes)
    .resize(width, height, { fit: 'cover', position })
    .toBuffer({ resolveWithObject: true });
  const scale = Math.max(width / image.width, height / image.height);
  // sharp reports the offsets negated (the resized image's origin relative to the crop): -307 for a
  // crop starting 307 px in. Reading them as they are put every such box off the image's left or top.
  return {
    x: Math.round(Math.abs(info.cropOffsetLeft ?? 0) / scale),
    y: Math.round(Math.abs(info.cropOffsetTop ?? 0) / scale),
    width: Math.round(width / scale),
    height: Math.round(height / scale),
  };
}

/**
 * smartcrop.js's top crop at full scale (its default minScale 1: the largest box of the aspect).
 * smartcrop truncates the crop's size (1597 x 531 in a 1600 x 1000 image): the box is brought back
 * to the largest box of the aspect around the same centre, so the scoring, which does not excuse a
 * crop smaller than that, does not count smartcrop's rounding against it.
 */
async function smartcropBox(image: CropCase, aspect: Aspect): Promise<Box> {
  const [w, h] = parts(aspect);
  const { topCrop } = await smartcrop(image.bytes, { width: w * 100, height: h * 100 });
  const { width, height } = centreBox(image.width, image.height, aspect);
  const place = (start: number, length: number, size: number, limit: number) =>
    Math.min(Math.max(0, Math.round(start + length / 2 - size / 2)), limit - size);
  return {
    x: place(topCrop.x, topCrop.width, width, image.width),
    y: place(topCrop.y, topCrop.height, height, image.height),
    width,
    height,
  };
}

/**
 * The subject network alone: the largest box of the aspect centred on the object u2netp sees in a
 * copy of at most 512 pixels (the engine's analysis copy), the centre crop when it sees none.
 */
async function netBox(image: CropCase, aspect: Aspect): Promise<Box> {
  const box = centreBox(image.width, image.height, aspect);
  const small = await toRaw(sharp(image.bytes).autoOrient().resize(512, 512, { fit: 'inside' }));
  const seen = await findNetSubject(APP_ROOT, small);
  if (!seen) return box;
  const k = image.width / small.width;
  const place = (start: number, length: number, size: number, limit: number) =>
    Math.min(Math.max(0, Math.round((start + length / 2) * k - size / 2)), limit - size);
  return {
    ...box,
    x: place(seen.box.x, seen.box.width, box.width, image.width),
    y: place(seen.box.y, seen.box.height, box.height, image.height),
  };
}

export function baselineBox(method: Baseline, image: CropCase, aspect: Aspect): Promise<Box> {
  if (method === 'u2netp') return netBox(image, aspect);
  if (method === 'centre') return Promise.resolve(centreBox(image.width, image.height, aspect));
  if (method === 'smartcrop') return smartcropBox(image, aspect);
  return sharpBox(image, aspect, method);
}
