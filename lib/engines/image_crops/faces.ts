import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Found } from './types';

/** The face finder's model: face-api's tiny face detector (MIT, weights shipped in its npm package). */
export function faceModelFolder(root = process.cwd()): string {
  return path.join(root, 'node_modules/@vladmandic/face-api/model');
}

function wasmFolder(root = process.cwd()): string {
  return path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist/');
}

type FaceApi = typeof import('@vladmandic/face-api');

/** The size the detector looks at: the longest side, a multiple of 32 (measured: 70 ms a look). */
const INPUT_SIZE = 416;
/** A face is kept above this score: the tiny detector's own default. */
const MIN_SCORE = 0.5;

let loading: Promise<FaceApi> | undefined;

/** Loads TensorFlow.js on its WebAssembly backend and the model, once per thread; nothing from the network. */
function faceApi(): Promise<FaceApi> {
  loading ??= (async () => {
    // Built for Node with the WebAssembly backend: no native binary to download at install.
    const api = (await import('@vladmandic/face-api/dist/face-api.node-wasm.js')) as unknown as FaceApi;
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    // A file: URL makes the backend read its .wasm from disk instead of fetching it.
    wasm.setWasmPaths(pathToFileURL(wasmFolder()).href, false);
    const tf = api.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    await tf.setBackend('wasm');
    await tf.ready();
    await api.nets.tinyFaceDetector.loadFromDisk(faceModelFolder());
    return api;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Readies the detector (the first look otherwise pays for loading it, about 200 ms). */
export async function warmFaceFinder(): Promise<void> {
  await faceApi();
}

/** The faces in an RGB image (3 bytes a pixel); boxes in its pixels. */
export async function findFaces(rgb: Buffer, width: number, height: number): Promise<Found[]> {
  const api = await faceApi();
  const input = api.tf.tensor3d(new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.byteLength), [height, width, 3]);
  try {
    const options = new api.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_SCORE });
    const detections = await api.detectAllFaces(input as never, options);
    return detections.map(({ box, score }) =>
      clampFound({ x: box.x, y: box.y, width: box.width, height: box.height, score }, width, height),
    );
  } finally {
    input.dispose();
  }
}

function clampFound(found: Found, width: number, height: number): Found {
  const x = Math.max(0, found.x);
  const y = Math.max(0, found.y);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width, found.x + found.width) - x),
    height: Math.max(1, Math.min(height, found.y + found.height) - y),
    score: found.score,
  };
}
