import { Worker } from 'node:worker_threads';

/**
 * What each detector thread runs. onnxruntime-node's `session.run` holds the calling thread for
 * the whole inference (hundreds of milliseconds), so it must not run on the server's main thread.
 * The source is a string (not a file) so that the bundler cannot move it away from its
 * `require`, which resolves onnxruntime-node from the working directory's node_modules.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ort = require('onnxruntime-node');
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
const ready = ort.InferenceSession.create(workerData.modelPath, {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
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
    parentPort.postMessage({ id: job.id, probability }, [probability.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (probability: Float32Array) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A page for the network: grey pixels already at the size it reads (multiples of 32). */
export interface DetectorInput {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Threads that die this many times in a row, with no job done in between, are not started again. */
const MAX_FAILED_STARTS = 3;

/** A fixed set of threads each holding one detector session; a job goes to the least busy one. */
export class DetectorThreads {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;
  /** Why the threads were given up on (onnxruntime cannot load, say); every job is refused with it. */
  private broken: Error | undefined;
  private failuresInARow = 0;

  constructor(
    private readonly modelPath: string,
    size: number,
    /** What each thread runs: the detector's by default (the line recogniser and tests give another). */
    private readonly source = THREAD_SOURCE,
    /** More for the threads' `workerData`, beside `modelPath`. */
    private readonly extraData: Record<string, unknown> = {},
  ) {
    for (let i = 0; i < size; i++) this.threads.push(this.spawn());
  }

  get size(): number {
    return this.threads.length;
  }

  /** The network's text probability per pixel of the input (whose pixels are handed over, not copied). */
  probability(input: DetectorInput): Promise<Float32Array> {
    if (this.closed) return Promise.reject(new Error('the text detector is closed'));
    if (this.broken) return Promise.reject(this.broken);
    const thread = this.threads.reduce((best, candidate) =>
      candidate.pending.size < best.pending.size ? candidate : best,
    );
    const id = this.nextId++;
    return new Promise<Float32Array>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, ...input }, [input.pixels.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const closed = new Error('the text detector is closed');
    for (const thread of this.threads) this.settleAll(thread, closed);
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private settleAll(thread: Thread, error: Error): void {
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
  }

  private spawn(): Thread {
    const worker = new Worker(this.source, {
      eval: true,
      workerData: { ...this.extraData, modelPath: this.modelPath },
    });
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: { id: number; probability?: Float32Array; error?: string }) => {
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      this.failuresInARow = 0;
      if (message.probability) job.resolve(message.probability);
      else job.reject(new Error(`text detection failed: ${message.error ?? 'unknown error'}`));
    });
    // A thread that dies takes its jobs with it; a fresh one takes its place, unless threads keep
    // dying before doing any job (a broken install), which would otherwise respawn them forever.
    const replace = (error: Error) => {
      this.settleAll(thread, error);
      const index = this.threads.indexOf(thread);
      if (index < 0 || this.closed || this.broken) return;
      this.failuresInARow += 1;
      if (this.failuresInARow >= MAX_FAILED_STARTS * this.threads.length) {
        this.broken = new Error(`text detection is unavailable: ${error.message}`);
        for (const other of this.threads) this.settleAll(other, this.broken);
        return;
      }
      this.threads[index] = this.spawn();
    };
    worker.on('error', (error) => replace(new Error(`text detection thread failed: ${error.message}`)));
    worker.on('exit', (code) => {
      if (!this.closed) replace(new Error(`text detection thread exited with code ${code}`));
    });
    return thread;
  }
}
