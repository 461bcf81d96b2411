import { Worker } from 'node:worker_threads';
import { ThreadPool } from '../../threads/pool';
import { startProcessThread, THREAD_PRELUDE, type ProcessThreadOptions } from '../../threads/process-thread';

/**
 * What each detector thread runs. onnxruntime-node's `session.run` holds the calling thread for
 * the whole inference (hundreds of milliseconds), so it must not run on the server's main thread.
 * The source is a string (not a file) so that the bundler cannot move it away from its
 * `require`, which resolves onnxruntime-node from the working directory's node_modules.
 */
const THREAD_SOURCE = `
const ort = require('onnxruntime-node');
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
const ready = ort.InferenceSession.create(workerData.modelPath, {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  enableCpuMemArena: workerData.memoryArena !== false,
});
ready.catch(() => undefined);
parentPort.on('message', async (job) => {
  try {
    const session = await ready;
    const plane = job.width * job.height;
    const input = new Float32Array(3 * plane);
    for (let c = 0; c < 3; c++) {
      const offset = c * plane;
      for (let i = 0; i < plane; i++) input[offset + i] = (job.pixels[i] / 255 - MEAN[c]) / STD[c];
    }
    const tensor = new ort.Tensor('float32', input, [1, 3, job.height, job.width]);
    const output = await session.run({ [session.inputNames[0]]: tensor });
    const probability = Float32Array.from(output[session.outputNames[0]].data);
    parentPort.postMessage({ id: job.id, result: probability }, [probability.buffer]);
    // In a process started with --expose-gc: its input and output arrays (about 20 MB for a page)
    // go at once rather than piling up until the next collection.
    if (globalThis.gc) globalThis.gc();
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** A page for the network: grey pixels already at the size it reads (multiples of 32). */
export interface DetectorInput {
  pixels: Uint8Array;
  width: number;
  height: number;
}

export interface OnnxThreadsOptions {
  /** What each thread runs, given `parentPort` and `workerData`: the detector's by default (the line recogniser and tests give another). */
  source?: string;
  /** More for the threads' `workerData`, beside `modelPath`. */
  data?: Record<string, unknown>;
  /**
   * Runs each in a process of its own, started with these options, instead of a thread of the
   * server's (see lib/threads/process-thread.ts): for allocator settings of its own.
   */
  ownProcess?: ProcessThreadOptions;
}

/** A fixed set of threads each holding one onnxruntime session; a job goes to the least busy one. */
export class DetectorThreads {
  private readonly pool: ThreadPool;

  constructor(
    modelPath: string,
    size: number,
    { source = THREAD_SOURCE, data = {}, ownProcess }: OnnxThreadsOptions = {},
  ) {
    const workerData = { ...data, modelPath };
    this.pool = new ThreadPool({
      work: 'text detection',
      size,
      spawn: () =>
        ownProcess
          ? startProcessThread(source, workerData, ownProcess)
          : new Worker(THREAD_PRELUDE + source, { eval: true, workerData }),
    });
  }

  get size(): number {
    return this.pool.size;
  }

  /** The network's text probability per pixel of the input (whose pixels are handed over, not copied). */
  probability(input: DetectorInput): Promise<Float32Array> {
    return this.pool.run<Float32Array>({ ...input }, [input.pixels.buffer as ArrayBuffer]);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
