import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setEnvironmentData } from 'node:worker_threads';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** The languages a worker can read: English (every page), Japanese (the rows read as Japanese, cjk-rows.ts). */
export type TesseractLanguage = 'eng' | 'jpn';

/**
 * The LSTM models ship in the @tesseract.js-data/eng and /jpn npm packages: nothing is fetched at
 * run time. The path is built from the app's folder (`root`, resolved once by the composition
 * root) because bundled code cannot use require.resolve.
 */
export function languageDataPath(root: string, language: TesseractLanguage): string {
  return path.join(root, `node_modules/@tesseract.js-data/${language}/4.0.0_best_int`);
}

/** tesseract.js's worker script behind one that makes its thread yield to the event loop. */
function nicerWorkerPath(root: string): string {
  return path.join(root, 'lib/engines/ocr/tesseract-thread.js');
}

/**
 * The variants of the tesseract core in the order tesseract.js's worker prefers them: the first this
 * runtime's WebAssembly compiles is the one it picks. (The full cores, not the LSTM-only ones: its
 * worker asks for the core with a flag where the picker expects an engine mode, so it never picks
 * those.)
 */
const CORE_VARIANTS = ['tesseract-core-relaxedsimd', 'tesseract-core-simd', 'tesseract-core'];

let coreShared: Promise<void> | undefined;

/**
 * Compiles the tesseract core once per process and hands the compiled module to every worker thread
 * started after it (tesseract-thread.js instantiates it). A worker replaced mid-read (a caller who
 * left) then costs an instance, not a compilation and V8's re-optimising of the core on threads as
 * urgent as the event loop. Nothing is shared when no variant compiles: each worker compiles its own.
 */
export function shareCompiledCore(appRoot: string): Promise<void> {
  coreShared ??= (async () => {
    for (const variant of CORE_VARIANTS) {
      try {
        const bytes = await readFile(path.join(appRoot, 'node_modules/tesseract.js-core', `${variant}.wasm`));
        setEnvironmentData('tesseract-core', { variant, module: await WebAssembly.compile(bytes) });
        return;
      } catch {
        // Not this runtime's (or not installed): the next, plainer variant.
      }
    }
  })();
  return coreShared;
}

/** A tesseract.js worker reading `language` (English unless told) with the model under `appRoot`, on a thread nicer than the event loop. */
export async function createOcrWorker(appRoot: string, language: TesseractLanguage = 'eng'): Promise<Worker> {
  await shareCompiledCore(appRoot);
  return createWorker(language, OEM.LSTM_ONLY, {
    langPath: languageDataPath(appRoot, language),
    workerPath: nicerWorkerPath(appRoot),
    gzip: true,
    // Without this tesseract.js writes the .traineddata into the working directory.
    cacheMethod: 'none',
    errorHandler: () => undefined,
  });
}
