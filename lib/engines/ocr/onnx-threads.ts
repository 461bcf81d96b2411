import { EngineThreadPool } from '../../threads/engine-pool';
import type { PoolThread } from '../../threads/pool';

/** A grey image at the size a network reads it, or `count` such images one after another (a batch). */
export interface OnnxInput {
  pixels: Uint8Array;
  width: number;
  height: number;
  count?: number;
}

/**
 * A fixed set of threads each holding one onnxruntime session (serve-onnx-session.ts); a job goes to the
 * least busy one. onnxruntime-node's `session.run` holds the calling thread for the whole inference
 * (hundreds of milliseconds), so it must not run on the server's main thread. The text detector and
 * the line recogniser each start their own.
 */
export class OnnxThreads {
  private readonly pool: EngineThreadPool;

  /** `work` names what the threads do in their errors ("text detection"); `start` starts one thread. */
  constructor(work: string, size: number, start: () => PoolThread) {
    this.pool = new EngineThreadPool(
      { work, size, spawn: start },
      {
        closed: `OCR's ${work} is shutting down.`,
        unavailable: `OCR's ${work} could not start.`,
        died: `OCR's ${work} stopped while reading this image.`,
      },
    );
  }

  get size(): number {
    return this.pool.size;
  }

  /**
   * The thread's answer for the input (whose pixels are handed over, not copied); `settings` go with
   * the job, for the thread's answer (the detector's region settings).
   */
  run<Answer extends Float32Array | Float64Array = Float32Array>(
    input: OnnxInput,
    settings: Record<string, unknown> = {},
  ): Promise<Answer> {
    return this.pool.run<Answer>({ ...settings, ...input }, [input.pixels.buffer as ArrayBuffer]);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
