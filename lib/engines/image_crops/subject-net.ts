import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tensor } from 'onnxruntime-node';
import { fromRaw, type RawImage } from '../../images/raw';
import { startOnnxSession } from '../../threads/onnx-session';
import { heavyRegionsBox } from './saliency-map';
import type { Box } from './types';

/**
 * U-2-Net's small salient-object network (u2netp, Apache-2.0; its ONNX conversion from rembg, MIT),
 * vendored beside this engine: models/NOTICE.md has where it comes from, its licences and its hash.
 */
export const NET_MODEL = 'lib/engines/image_crops/models/u2netp.onnx';
/** The side of the square the file declares for its input and outputs (rembg's, u2netp's training size). */
const MODEL_SIDE = 320;
/**
 * The side of the square the network reads (the image is stretched to it, as rembg does). The network
 * is convolutional and sizes its upsampling from its input, so only the sides the file declares
 * need changing (`atSide`).
 */
export const NET_SIDE = 320;
/** u2netp's input normalisation: RGB / 255, then ImageNet's mean and standard deviation. */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;
/** Below this many pixels on a side the network is not asked (there is nothing to find). */
const SMALLEST_SIDE = 8;
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

export function netModelPath(appRoot: string): string {
  return path.join(appRoot, NET_MODEL);
}

let session: ReturnType<typeof startOnnxSession> | undefined;

/** The network's session on this thread, loaded on first use (one intra-op thread, sequential). */
function netSession(appRoot: string) {
  // At the file's own side onnxruntime reads it by path; else its bytes are read (by path:
  // next.config.mjs lists the file for the standalone server, and the comment keeps the bundler from
  // tracing the whole project for a path it cannot see) and their declared side changed.
  const model = netModelPath(appRoot);
  session ??= startOnnxSession(
    NET_SIDE === MODEL_SIDE ? model : atSide(readFileSync(/* turbopackIgnore: true */ model), NET_SIDE),
    // u2netp has none of the chains the fold rewrites.
    { fold: false },
  );
  session.catch(() => (session = undefined));
  return session;
}

/**
 * The model's bytes with the square side its input and outputs declare changed from MODEL_SIDE to
 * `side` (each declared dimension is a protobuf varint of two bytes for 128 to 16383, so the change
 * keeps every length); the bytes as they are at MODEL_SIDE.
 */
export function atSide(model: Buffer, side: number): Buffer {
  if (side === MODEL_SIDE) return model;
  if (!Number.isInteger(side) || side < 128 || side > 16383) throw new Error(`no network side ${side}`);
  // A TensorShapeProto dimension: field 1 (length 3) holding field 1, dim_value, as a varint.
  const declared = Buffer.from([0x0a, 0x03, 0x08, 0x80 | (MODEL_SIDE & 0x7f), MODEL_SIDE >> 7]);
  const copy = Buffer.from(model);
  let found = 0;
  for (let at = copy.indexOf(declared); at >= 0; at = copy.indexOf(declared, at + declared.length)) {
    copy[at + 3] = 0x80 | (side & 0x7f);
    copy[at + 4] = side >> 7;
    found++;
  }
  if (found === 0) throw new Error(`the subject network's file declares no ${MODEL_SIDE}-pixel side`);
  return copy;
}

/** Loads the network (on the thread this runs on). */
export async function warmSubjectNet(appRoot: string): Promise<void> {
  await netSession(appRoot);
}

/**
 * The salient object the network sees in an RGB image, in its pixels; undefined when the image is
 * too small for it or its map is flat (a one-colour image): the other cues then decide alone.
 */
export async function findNetSubject(appRoot: string, image: RawImage): Promise<NetSubject | undefined> {
  const side = NET_SIDE;
  if (image.width < SMALLEST_SIDE || image.height < SMALLEST_SIDE) return undefined;
  const { ort, session: net } = await netSession(appRoot);
  const input = new ort.Tensor('float32', await netInput(image, side), [1, 3, side, side]);
  const output = await net.run({ [net.inputNames[0]!]: input });
  // d1, the network's first output: the fused map, one probability a pixel.
  const map = (output[net.outputNames[0]!] as Tensor).data as Float32Array;
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

/** The image stretched to the network's square, as its three normalised input planes. */
async function netInput(image: RawImage, side: number): Promise<Float32Array> {
  const { data } = await fromRaw(image)
    .resize(side, side, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = side * side;
  const input = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++)
    for (let i = 0; i < plane; i++) input[c * plane + i] = (data[i * 3 + c]! / 255 - MEAN[c]!) / STD[c]!;
  return input;
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
