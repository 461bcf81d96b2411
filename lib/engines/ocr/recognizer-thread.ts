import type { OnnxInput } from './onnx-threads';
import { serveOnnxSession, type NetworkOutput, type OnnxThreadData } from './serve-onnx-session';

// A thread of the line recogniser (started by paddle-recognizer.ts): PP-OCRv4's recognition
// network on a batch of crops of one width, normalised as PaddleOCR does ((x / 255 - 0.5) / 0.5). Each time step is reduced to its best allowed
// class (or its best class of all, for a job that reads every script), so that only 2 numbers a
// step (not 6,625) cross back: [class, probability, class, ...].

export interface RecognizerThreadData extends OnnxThreadData {
  /** Per class, whether decoding may choose it (ctc.ts: allowedClasses). */
  allowed: Uint8Array;
}

/** A batch of crops; `everyScript`: every class of the dictionary may be chosen (Chinese and Japanese lines). */
export interface RecognizerJob extends OnnxInput {
  everyScript?: boolean;
}

serveOnnxSession<RecognizerThreadData, RecognizerJob>({
  normalisation: { divisor: 127.5, mean: [1, 1, 1], std: [1, 1, 1] },
  answer: (scores, { allowed }, job) => bestAllowedClasses(scores, job.everyScript ? undefined : allowed),
});

/** Per time step of every image of the batch in turn: its best allowed class (any, without `allowed`) and that class's probability. */
function bestAllowedClasses({ data, dims }: NetworkOutput, allowed?: Uint8Array): Float32Array {
  const [images = 1, perImage = 0, classes = 0] = dims;
  const steps = images * perImage;
  const best = new Float32Array(2 * steps);
  for (let t = 0; t < steps; t++) {
    let bestClass = 0;
    let bestScore = -Infinity;
    for (let c = 0; c < classes; c++) {
      const score = data[t * classes + c]!;
      if ((!allowed || allowed[c]) && score > bestScore) {
        bestClass = c;
        bestScore = score;
      }
    }
    best[2 * t] = bestClass;
    best[2 * t + 1] = bestScore;
  }
  return best;
}
