import { serveOnnxSession, type NetworkOutput, type OnnxThreadData } from './serve-onnx-session';

// A thread of the line recogniser (started by paddle-recognizer.ts): PP-OCRv4's recognition
// network on a batch of crops of one width, normalised as PaddleOCR does ((x / 255 - 0.5) / 0.5).
// Each time step is reduced to what decoding needs (ctc.ts: STEP_FIELDS numbers a step, not
// 6,625): its best allowed class and that class's probability, its best class of all and that
// one's probability, and the probability of the space class.

export interface RecognizerThreadData extends OnnxThreadData {
  /** Per class, whether the Latin decoding may choose it (ctc.ts: allowedClasses). */
  allowed: Uint8Array;
}

serveOnnxSession<RecognizerThreadData>({
  normalisation: { divisor: 127.5, mean: [1, 1, 1], std: [1, 1, 1] },
  answer: (scores, { allowed }) => reduceSteps(scores, allowed),
  collect: 'minor',
});

/** Per time step of every image of the batch in turn: [allowed class, its probability, best class, its probability, space probability]. */
function reduceSteps({ data, dims }: NetworkOutput, allowed: Uint8Array): Float32Array {
  const [images = 1, perImage = 0, classes = 0] = dims;
  const steps = images * perImage;
  const reduced = new Float32Array(5 * steps);
  for (let t = 0; t < steps; t++) {
    let bestAllowed = 0;
    let bestAllowedScore = -Infinity;
    let best = 0;
    let bestScore = -Infinity;
    for (let c = 0; c < classes; c++) {
      const score = data[t * classes + c]!;
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
      if (allowed[c] && score > bestAllowedScore) {
        bestAllowed = c;
        bestAllowedScore = score;
      }
    }
    reduced.set([bestAllowed, bestAllowedScore, best, bestScore, data[t * classes + classes - 1]!], 5 * t);
  }
  return reduced;
}
