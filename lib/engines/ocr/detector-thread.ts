import { serveOnnxSession } from './serve-onnx-session';

// A thread of the text detector (started by detector.ts): PP-OCRv4's DB network, whose answer is
// its text probability per pixel of the input.

serveOnnxSession({
  normalisation: { divisor: 255, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] },
  answer: (output) => Float32Array.from(output.data),
  // In a process started with --expose-gc: its input and output arrays (about 20 MB for a page) go
  // at once rather than piling up until the next collection.
  afterAnswer: () => globalThis.gc?.(),
});
