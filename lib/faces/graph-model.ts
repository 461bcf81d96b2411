import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tensor } from '@tensorflow/tfjs-core';

/** TensorFlow.js's core: tensors, image ops and the backends' registry. */
export type Tf = typeof import('@tensorflow/tfjs-core');

/** A TensorFlow.js graph model as loaded from its two files. */
export interface GraphModel {
  tf: Tf;
  model: {
    execute(input: Tensor, outputs?: string[]): Tensor | Tensor[];
  };
}

function wasmFolder(root: string): string {
  return path.join(root, 'node_modules/@tensorflow/tfjs-backend-wasm/dist/');
}

/** A model file of the `@vladmandic/human` npm package (MIT), by name: its graph and its weights. */
export function humanModelFiles(root: string, name: string): { graph: string; weights: string } {
  return {
    graph: path.join(root, `node_modules/@vladmandic/human/models/${name}.json`),
    weights: path.join(root, `node_modules/@vladmandic/human/models/${name}.bin`),
  };
}

/**
 * Loads TensorFlow.js on its WebAssembly backend and a graph model from its files, on the thread
 * this runs on; nothing from the network. Only the core, the graph-model converter and the
 * WebAssembly backend are loaded: the `@tensorflow/tfjs` bundle would add layers, data and two
 * more backends (about 24 MB more heap a thread) that nothing here runs.
 */
export async function loadGraphModel(root: string, files: { graph: string; weights: string }): Promise<GraphModel> {
  const tf = await import('@tensorflow/tfjs-core');
  const { loadGraphModel: loadGraph } = await import('@tensorflow/tfjs-converter');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // A file: URL makes the backend read its .wasm from disk instead of fetching it.
  wasm.setWasmPaths(pathToFileURL(wasmFolder(root)).href, false);
  await tf.setBackend('wasm');
  await tf.ready();
  // Read by path: next.config.mjs lists the files for the standalone server, and the comments below
  // keep the bundler from tracing the whole project for a path it cannot see.
  const json = JSON.parse(readFileSync(/* turbopackIgnore: true */ files.graph, 'utf8')) as {
    modelTopology: object;
    weightsManifest: Array<{ weights: unknown[] }>;
  };
  const weights = readFileSync(/* turbopackIgnore: true */ files.weights);
  const model = await loadGraph(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest.flatMap((group) => group.weights) as never,
      weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer,
    }),
  );
  return { tf, model };
}
