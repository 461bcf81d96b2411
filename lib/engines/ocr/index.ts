import 'server-only';

export { CjkRowReader } from './cjk-rows';
export { createTextDetector } from './detector';
export { createDirectionClassifier } from './direction-classifier';
export { OcrEngine } from './engine';
export type { RecycleReason } from './tesseract-pool';
export { createPaddleRecognizer, lineRecognizerThreads } from './paddle-recognizer';
export { DEFAULT_OCR_SETTINGS } from './settings';
export { createOcrWorker } from './tesseract-worker';
export type { OcrLine, OcrPageResult } from './types';
export { toRect } from './types';
