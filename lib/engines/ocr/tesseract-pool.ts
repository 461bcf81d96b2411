import { unlessAborted } from '../../abortable';
import type { Worker } from 'tesseract.js';

export interface WorkerPoolOptions {
  /** How many tesseract workers (each a thread with its own WASM instance) the pool holds. */
  size: number;
  /** A worker is replaced after this many jobs: WASM memory only grows, so this bounds it. */
  recycleAfter: number;
  createWorker: () => Promise<Worker>;
  /** Told each time a worker is replaced, and why (for the recycle metric). */
  onRecycle?: (reason: RecycleReason) => void;
}

/** Why a worker was replaced: its job count, a failed job, or a job stopped because its caller left. */
export type RecycleReason = 'jobs' | 'error' | 'cancelled';

interface Slot {
  worker?: Promise<Worker>;
  jobs: number;
}

export class PoolClosedError extends Error {
  constructor() {
    super('the OCR worker pool is shut down');
    this.name = 'PoolClosedError';
  }
}

/**
 * A fixed set of tesseract workers handed out one job at a time. A worker is recycled after
 * `recycleAfter` jobs or after any failed job (its WASM state is then suspect). Callers bound how
 * many jobs wait (lib/limits/gate.ts); the pool only hands out idle workers in arrival order.
 */
export class OcrWorkerPool {
  private readonly slots: Slot[];
  private readonly idle: Slot[];
  private readonly waiting: Array<(slot: Slot) => void> = [];
  private closed = false;
  private recycled = 0;
  private readonly stopping: Promise<void>[] = [];
  private onStopped: () => void = () => undefined;
  private readonly stopped = new Promise<void>((resolve) => (this.onStopped = resolve));

  constructor(private readonly options: WorkerPoolOptions) {
    this.slots = Array.from({ length: options.size }, () => ({ jobs: 0 }));
    this.idle = [...this.slots];
  }

  get size(): number {
    return this.slots.length;
  }

  get recycledWorkers(): number {
    return this.recycled;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Starts every worker now instead of on its first job; resolves when all are ready. */
  async warm(prime?: (worker: Worker) => Promise<unknown>): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        const worker = await this.workerOf(slot);
        if (prime) await prime(worker);
      }),
    );
  }

  /**
   * Runs `task` on an idle worker. When `signal` aborts while the task runs, the worker is stopped at
   * once (tesseract cannot be interrupted otherwise), the task's promise rejects with the abort's
   * reason and the slot goes to the next job with a fresh worker.
   */
  async use<T>(task: (worker: Worker) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const slot = await this.acquire();
    let started = false;
    let outcome: RecycleReason | undefined;
    try {
      const worker = await this.workerOf(slot);
      signal?.throwIfAborted();
      started = true;
      return await unlessAborted(task(worker), signal);
    } catch (error) {
      // A worker whose caller left before its job began is idle and stays; one that failed to start goes.
      if (started) outcome = signal?.aborted ? 'cancelled' : 'error';
      else if (!signal?.aborted) outcome = 'error';
      throw error;
    } finally {
      if (started) slot.jobs += 1;
      if (outcome === undefined && slot.jobs >= this.options.recycleAfter) outcome = 'jobs';
      if (outcome) this.recycle(slot, outcome);
      this.release(slot);
    }
  }

  /**
   * Takes no new jobs; idle workers stop now, busy ones as soon as their job ends. Resolves when
   * every worker has stopped.
   */
  async shutdown(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.waiting.splice(0).forEach((wake) => wake(undefined as never));
      this.idle.splice(0).forEach((slot) => this.stop(slot));
    }
    await this.stopped;
  }

  private workerOf(slot: Slot): Promise<Worker> {
    slot.worker ??= this.options.createWorker();
    return slot.worker;
  }

  private stop(slot: Slot): void {
    const stopping = terminate(slot.worker);
    slot.worker = undefined;
    this.stopping.push(stopping);
    if (this.stopping.length === this.slots.length) void Promise.all(this.stopping).then(() => this.onStopped());
  }

  private recycle(slot: Slot, reason: RecycleReason): void {
    const old = slot.worker;
    slot.worker = undefined;
    slot.jobs = 0;
    this.recycled += 1;
    this.options.onRecycle?.(reason);
    void terminate(old);
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    const slot = this.idle.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve, reject) =>
      this.waiting.push((next) => (next ? resolve(next) : reject(new PoolClosedError()))),
    );
  }

  private release(slot: Slot): void {
    if (this.closed) {
      this.stop(slot);
      return;
    }
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }
}

async function terminate(worker: Promise<Worker> | undefined): Promise<void> {
  if (!worker) return;
  try {
    await (await worker).terminate();
  } catch {
    // A worker that failed to start or already died has nothing left to stop.
  }
}
