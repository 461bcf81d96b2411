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
  current?: Waiting;
}

/**
 * Threads that each do one job at a time, the jobs waiting in one queue (first come, first served):
 * for work that holds its thread for the whole job, such as a synchronous database call. A job's
 * `signal` is its caller's deadline or departure: a waiting job leaves the queue, and a thread still
 * working on one is ended and replaced by a fresh one, so the caller is free at once and the lane
 * serves the next job. Each lane is a one-thread pool (pool.ts): a thread that dies is replaced, and
 * its refusals reach callers as engine errors.
 */
export class ThreadLanes {
  readonly #lanes: Lane[];
  readonly #queue: Waiting[] = [];
  #closed = false;

  constructor(
    size: number,
    private readonly start: () => EngineThreadPool,
    /** What a caller is told of a job sent after close (the engine is shutting down). */
    private readonly closedMessage: string,
  ) {
    this.#lanes = Array.from({ length: size }, () => ({ pool: start() }));
  }

  get size(): number {
    return this.#lanes.length;
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
      if (lane.current || this.#queue.length === 0) continue;
      const waiting = this.#queue.shift()!;
      const pool = lane.pool;
      lane.current = waiting;
      pool.run(waiting.job).then(
        (result) => this.#done(lane, pool, waiting, () => waiting.resolve(result)),
        (error: unknown) => this.#done(lane, pool, waiting, () => waiting.reject(error)),
      );
    }
  }

  #done(lane: Lane, pool: EngineThreadPool, waiting: Waiting, settle: () => void): void {
    this.#settle(waiting, settle);
    // A lane whose thread was replaced while it worked has moved on already.
    if (lane.pool !== pool || lane.current !== waiting) return;
    lane.current = undefined;
    this.#next();
  }

  #abandon(waiting: Waiting): void {
    const reason: unknown = waiting.signal?.reason;
    const queued = this.#queue.indexOf(waiting);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const lane = this.#lanes.find((each) => each.current === waiting);
    if (lane && !this.#closed) {
      // The thread may be inside a call that cannot be interrupted: it ends when that returns.
      void lane.pool.close().catch(() => undefined);
      lane.pool = this.start();
      lane.current = undefined;
    }
    this.#settle(waiting, () => waiting.reject(reason));
    this.#next();
  }

  /** Settles a job once, and stops listening to its signal. */
  #settle(waiting: Waiting, settle: () => void): void {
    if (waiting.settled) return;
    waiting.settled = true;
    if (waiting.onAbort) waiting.signal?.removeEventListener('abort', waiting.onAbort);
    settle();
  }
}
