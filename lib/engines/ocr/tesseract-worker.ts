import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * The English LSTM model ships in the @tesseract.js-data/eng npm package: nothing is fetched at run
 * time. The path is built from the app's folder (`root`, resolved once by the composition root)
 * because bundled code cannot use require.resolve.
 */
export function englishDataPath(root: string): string {
  return path.join(root, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int');
}

/** tesseract.js's worker script behind one that makes its thread yield to the event loop. */
function nicerWorkerPath(root: string): string {
  return path.join(root, 'lib/engines/ocr/tesseract-thread.js');
}

/** A tesseract.js worker reading English with the model under `appRoot`, on a thread nicer than the event loop. */
export async function createOcrWorker(appRoot: string): Promise<Worker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: englishDataPath(appRoot),
    workerPath: nicerWorkerPath(appRoot),
    gzip: true,
    // Without this tesseract.js writes eng.traineddata into the working directory.
    cacheMethod: 'none',
    errorHandler: () => undefined,
  });
}
