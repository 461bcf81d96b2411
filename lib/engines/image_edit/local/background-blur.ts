import sharp from 'sharp';
import { fromRaw, toRaw, type RawImage } from '../../../images/raw';
import { NET_SIDE, netMap } from '../../../subjects/subject-map';
import { modelRoot } from './model-root';

/*
 * The background blurred behind the subject ("blur the background", "bokeh", "portrait mode"): image
 * crops' salient-object network (u2netp) says which pixels are the subject; the rest is blurred, and
 * the subject's edge blends softly from sharp to blurred.
 */

/** The subject's mask, one byte a pixel (255: subject), at the picture's size. */
export interface SubjectMask {
  data: Buffer;
  width: number;
  height: number;
}

/** A map this flat (its highest and lowest values this close) shows no subject. */
const FLAT = 0.2;
/** How far (in pixels of the 512-pixel canvas) the subject's edge blends into the blurred background. */
const EDGE_SOFTNESS = 2;

/**
 * The subject of a picture as the network sees it, min-max normalised and stretched back to the
 * picture's size; undefined when the network sees nothing that stands out (a flat map).
 */
export async function subjectMask(image: RawImage): Promise<SubjectMask | undefined> {
  const map = await netMap(modelRoot(), image);
  if (!map) return undefined;
  let [low, high] = [Infinity, -Infinity];
  for (const value of map) [low, high] = [Math.min(low, value), Math.max(high, value)];
  if (!(high - low > FLAT)) return undefined;
  const bytes = Buffer.alloc(map.length);
  for (let i = 0; i < map.length; i++) bytes[i] = Math.round(((map[i]! - low) / (high - low)) * 255);
  const { data } = await sharp(bytes, { raw: { width: NET_SIDE, height: NET_SIDE, channels: 1 } })
    .resize(image.width, image.height, { fit: 'fill', kernel: 'cubic' })
    .blur(EDGE_SOFTNESS)
    // One band out: sharp would answer three.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: image.width, height: image.height };
}

/** The picture blurred by `sigma` where the mask is background, kept as it is where it is subject. */
export async function blurBehind(image: RawImage, mask: SubjectMask, sigma: number): Promise<RawImage> {
  const blurred = await toRaw(fromRaw(image).blur(sigma));
  const out = Buffer.alloc(image.data.length);
  for (let pixel = 0; pixel < image.width * image.height; pixel++) {
    const keep = mask.data[pixel]! / 255;
    for (let channel = 0; channel < 3; channel++) {
      const at = pixel * 3 + channel;
      out[at] = Math.round(image.data[at]! * keep + blurred.data[at]! * (1 - keep));
    }
  }
  return { ...image, data: out };
}
