import { boxesAsNumbers, regionsOf, type RegionOptions } from './detector-regions';
import type { OnnxInput } from './onnx-threads';
import { serveOnnxSession, type OnnxThreadData } from './serve-onnx-session';

// A thread of the text detector (started by detector.ts): PP-OCRv4's DB network, whose output is
// its text probability per pixel of the input. The thread answers with the text regions found in
// that map (in the input's pixels), so the map never crosses to the event loop.

serveOnnxSession<OnnxThreadData, OnnxInput & { regions: RegionOptions; bandRows?: number }>({
  normalisation: { divisor: 255, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] },
  bandRows: (job) => job.bandRows,
  // A page's arrays live through its bands' runs.
  collect: 'major',
  answer: (output, _data, { width, height, regions }) => boxesAsNumbers(regionsOf(output.data, width, height, regions)),
});
