import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tensor } from 'onnxruntime-node';
import { fromRaw, type RawImage } from '../images/raw';
import { startOnnxSession } from '../threads/onnx-session';

/*
 * The salient-object network the engines share: image crops finds the subject to keep in the crop
 * with it, image edit blurs the background behind it.
 * Nothing here knows an engine: it answers the network's map of an image.
 */

/**
 * U-2-Net's small salient-object network (u2netp, Apache-2.0; its ONNX conversion from rembg, MIT),
 * vendored here (models/NOTICE.md has where it comes from, its licences and its hash).
 */
export const NET_MODEL = 'lib/subjects/models/u2netp.onnx';
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
 * The network's map of an RGB image: one probability a pixel that it belongs to the salient object,
 * NET_SIDE × NET_SIDE, the image stretched to that square; undefined when the image is too small.
 */
export async function netMap(appRoot: string, image: RawImage): Promise<Float32Array | undefined> {
  const side = NET_SIDE;
  if (image.width < SMALLEST_SIDE || image.height < SMALLEST_SIDE) return undefined;
  const { ort, session: net } = await netSession(appRoot);
  const input = new ort.Tensor('float32', await netInput(image, side), [1, 3, side, side]);
  const output = await net.run({ [net.inputNames[0]!]: input });
  // d1, the network's first output: the fused map, one probability a pixel.
  return (output[net.outputNames[0]!] as Tensor).data as Float32Array;
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
