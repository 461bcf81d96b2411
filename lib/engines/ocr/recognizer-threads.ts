import { allowedClasses, loadCharacterClasses, recognizerModelPath } from './ctc';
import { DetectorThreads } from './detector-threads';

/** The recognition network's input height. */
export const LINE_HEIGHT = 48;

/**
 * What each recogniser thread runs (a string for the same bundling reason as the detector's). A
 * crop is normalised as PaddleOCR does, and each time step is reduced to its best allowed class, so that only 2 numbers a step (not
 * 6,625) cross back: the result is [class, probability, class, probability, ...].
 */
const THREAD_SOURCE = `
const ort = require('onnxruntime-node');
const allowed = workerData.allowed;
const ready = ort.InferenceSession.create(workerData.modelPath, {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: workerData.memoryArena,
});
ready.catch(() => undefined);
parentPort.on('message', async (job) => {
  try {
    const session = await ready;
    const width = job.width;
    const plane = width * job.height;
    const input = new Float32Array(3 * plane);
    for (let y = 0; y < job.height; y++) {
      for (let x = 0; x < job.width; x++) {
        const value = job.pixels[y * width + x] / 127.5 - 1;
        const at = y * width + x;
        input[at] = value;
        input[plane + at] = value;
        input[2 * plane + at] = value;
      }
    }
    const tensor = new ort.Tensor('float32', input, [1, 3, job.height, width]);
    const output = await session.run({ [session.inputNames[0]]: tensor });
    const scores = output[session.outputNames[0]];
    const [, steps, classes] = scores.dims;
    const data = scores.data;
    const probability = new Float32Array(2 * steps);
    for (let t = 0; t < steps; t++) {
      let best = 0;
      let bestScore = -Infinity;
      for (let c = 0; c < classes; c++) {
        const score = data[t * classes + c];
        if (allowed[c] && score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      probability[2 * t] = best;
      probability[2 * t + 1] = bestScore;
    }
    parentPort.postMessage({ id: job.id, result: probability }, [probability.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** Threads each holding one PP-OCRv4 recognition session; `probability` gives a crop's [class, probability] per time step. */
export function createRecognizerThreads(
  size: number,
  classes = loadCharacterClasses(),
  modelPath = recognizerModelPath(),
) {
  return new DetectorThreads(modelPath, size, {
    source: THREAD_SOURCE,
    data: { allowed: allowedClasses(classes), memoryArena: false },
  });
}
