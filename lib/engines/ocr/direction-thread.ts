import { serveOnnxSession, type OnnxThreadData } from './serve-onnx-session';

// A thread of the text direction classifier (started by direction-classifier.ts): PaddleOCR's
// ch_ppocr_mobile_v2.0_cls network on a batch of 48 × 192 line crops, normalised as PaddleOCR does
// ((x / 255 - 0.5) / 0.5). Its output is, per crop, the probabilities of its two classes: the line
// upright (0°) and upside down (180°).

serveOnnxSession<OnnxThreadData>({
  normalisation: { divisor: 127.5, mean: [1, 1, 1], std: [1, 1, 1] },
  // A copy: the answer's memory is handed over, and the output's belongs to onnxruntime.
  answer: ({ data }) => Float32Array.from(data),
  collect: 'minor',
});
