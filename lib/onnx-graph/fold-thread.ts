import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { foldModel } from './fold';

// A short-lived thread (started by fold-in-thread.ts) that folds one model file and sends back the
// folded bytes, their memory handed over, or nothing when no chain was found. Its garbage (every
// field of the model, decoded) goes with it when it ends, not into the thread that runs the model.

const { modelPath } = workerData as { modelPath: string };
const { model, counts } = foldModel(readFileSync(/* turbopackIgnore: true */ modelPath));
const folded = counts.affineAfterConv + counts.hardSwish + counts.affineBeforeConv > 0;
parentPort!.postMessage(folded ? model : undefined, folded ? [model.buffer as ArrayBuffer] : []);
