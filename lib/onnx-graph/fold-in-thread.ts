import { Worker } from 'node:worker_threads';
import { THREAD_MODULE } from '../threads/thread-module';

/**
 * The model file folded (fold.ts) on a thread of its own that ends once it has answered: the bytes
 * of the folded model, or undefined when the fold found nothing to rewrite. Rejects with the
 * thread's error when the file cannot be read or folded.
 */
export function foldModelFile(modelPath: string): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL('./fold-thread.ts', import.meta.url), {
      ...THREAD_MODULE,
      workerData: { modelPath },
    });
    let answered = false;
    thread.once('message', (model: Uint8Array | undefined) => {
      answered = true;
      resolve(model);
    });
    thread.once('error', reject);
    thread.once('exit', (code) => {
      if (!answered) reject(new Error(`the fold of ${modelPath} ended (code ${code}) without an answer`));
    });
  });
}
