import type { Tensor } from '@tensorflow/tfjs-core';
import { humanModelFiles, loadGraphModel, type GraphModel } from './graph-model';

/**
 * The animal finder: MB3-CenterNet (a MobileNetV3 CenterNet on COCO's 80 classes), as converted and
 * shipped in the `@vladmandic/human` npm package (MIT; its graph and its weights only), on
 * TensorFlow.js's WebAssembly backend as the face finder is. It answers the animals it sees (COCO's bird to giraffe:
 * bird, cat, dog, horse, sheep, cow, elephant, bear, zebra, giraffe), which image crops takes as the
 * sign that a subject is an animal with a face to centre on.
 */
export function animalModelFiles(root: string): { graph: string; weights: string } {
  return humanModelFiles(root, 'centernet');
}

/** An animal the finder saw: its box in the image's pixels, how sure it is (0 to 1) and its COCO class. */
export interface Animal {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  label: AnimalLabel;
}

/** COCO's animals, in the order of their class numbers (the model's class 14 to 23, counted from 0). */
export const ANIMAL_LABELS = [
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
] as const;
export type AnimalLabel = (typeof ANIMAL_LABELS)[number];
const FIRST_ANIMAL_CLASS = 14;

/** The side of the square the network reads (fixed by its graph). */
const SIDE = 512;
/** An animal is answered from this score. */
export const MIN_ANIMAL_SCORE = 0.15;

let loading: Promise<GraphModel> | undefined;

function animalModel(root: string): Promise<GraphModel> {
  loading ??= loadGraphModel(root, animalModelFiles(root));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The animals in an RGB image (3 bytes a pixel), surest first; boxes in its pixels. The image is
 * stretched to the network's 512-pixel square; its detections (the top 100 of its heat map, as
 * corners, score and class) are read as they come, with no further suppression.
 */
export async function findAnimals(root: string, rgb: Buffer, width: number, height: number): Promise<Animal[]> {
  const { tf, model } = await animalModel(root);
  const output = tf.tidy(() => {
    const image = tf.tensor3d(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.byteLength), [height, width, 3], 'int32');
    const scaled = tf.image.resizeBilinear(tf.expandDims(image, 0) as Tensor<import('@tensorflow/tfjs-core').Rank.R4>, [
      SIDE,
      SIDE,
    ]);
    return model.execute(scaled, ['tower_0/detections']) as Tensor;
  });
  const detections = (await output.data()) as Float32Array;
  output.dispose();
  const animals: Animal[] = [];
  for (let i = 0; i + 5 < detections.length; i += 6) {
    const label = ANIMAL_LABELS[Math.round(detections[i + 5]!) - FIRST_ANIMAL_CLASS];
    const score = detections[i + 4]!;
    if (!label || !(score >= MIN_ANIMAL_SCORE)) continue;
    const x = clamp((detections[i]! / SIDE) * width, 0, width);
    const y = clamp((detections[i + 1]! / SIDE) * height, 0, height);
    const right = clamp((detections[i + 2]! / SIDE) * width, x, width);
    const bottom = clamp((detections[i + 3]! / SIDE) * height, y, height);
    animals.push({ x, y, width: right - x, height: bottom - y, score, label });
  }
  return animals.sort((a, b) => b.score - a.score || a.y - b.y || a.x - b.x);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
