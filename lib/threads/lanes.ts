import { EngineError } from '../engines/errors';
import type { EngineThreadPool } from './engine-pool';

interface Waiting {
  job: Record<string, unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  settled?: boolean;
}

interface Lane {
  pool: EngineThreadPool;
  busy: boolean;
}

/**
 * Threads that each do one job at a time, the jobs waiting in one queue (first come, first served):
 * for work that holds its thread for the whole job, such as a synchronous database call. A job's
 * `signal` is its caller's deadline or departure, and frees the caller at once: a waiting job leaves
 * the queue; a job a thread is working on is answered with the signal's reason, and what the thread
 * answers later is dropped (its lane takes the next job then). The thread is not ended: one inside a
 * native call cannot be (better-sqlite3 aborts the whole process when its thread is terminated in a
 * query), so work sent here bounds its own calls (the SQLite store: a lock is waited for only until
 * the caller's deadline). Each lane is a one-thread pool (pool.ts): a thread that dies is replaced,
 * and its refusals reach callers as engine errors.
 */
export class ThreadLanes {
  readonly #lanes: Lane[];
  readonly #queue: Waiting[] = [];
  #closed = false;

  constructor(
    size: number,
    start: () => EngineThreadPool,
    /** What a caller is told of a job sent after close (the engine is shutting down). */
    private readonly closedMessage: string,
  ) {
    this.#lanes = Array.from({ length: size }, () => ({ pool: start(), busy: false }));
  }

  /** Runs a job on the next free thread; `signal` abandons it (see the class). */
  run<T>(job: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
    if (this.#closed) return Promise.reject(new EngineError('shutting_down', this.closedMessage));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { job, resolve: resolve as (result: unknown) => void, reject, signal };
      if (signal) {
        waiting.onAbort = () => this.#abandon(waiting);
        signal.addEventListener('abort', waiting.onAbort, { once: true });
      }
      this.#queue.push(waiting);
      this.#next();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const refused = new EngineError('shutting_down', this.closedMessage);
    for (const waiting of this.#queue.splice(0)) this.#settle(waiting, () => waiting.reject(refused));
    await Promise.all(this.#lanes.map((lane) => lane.pool.close()));
  }

  #next(): void {
    for (const lane of this.#lanes) {
      if (lane.busy || this.#queue.length === 0) continue;
      const waiting = this.#queue.shift()!;
      lane.busy = true;
      lane.pool.run(waiting.job).then(
        (result) => this.#done(lane, waiting, () => waiting.resolve(result)),
        (error: unknown) => this.#done(lane, waiting, () => waiting.reject(error)),
      );
    }
  }

  #done(lane: Lane, waiting: Waiting, settle: () => void): void {
    this.#settle(waiting, settle);
    lane.busy = false;
    this.#next();
  }

  /** The caller has gone: a waiting job leaves the queue; a running one's answer will be dropped. */
  #abandon(waiting: Waiting): void {
    const queued = this.#queue.indexOf(waiting);
    if (queued >= 0) this.#queue.splice(queued, 1);
    this.#settle(waiting, () => waiting.reject(waiting.signal?.reason));
  }

  /** Settles a job once, and stops listening to its signal. */
  #settle(waiting: Waiting, settle: () => void): void {
    if (waiting.settled) return;
    waiting.settled = true;
    if (waiting.onAbort) waiting.signal?.removeEventListener('abort', waiting.onAbort);
    settle();
  }
}
