import type { Transferable } from 'node:worker_threads';

/** What the pool needs of a thread: a worker_threads Worker, or a process made to look like one (process-thread.ts). */
export interface PoolThread {
  postMessage(message: unknown, transfer?: readonly Transferable[]): void;
  on(event: 'message', listener: (reply: ThreadReply) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  ref(): void;
  unref(): void;
  terminate(): Promise<number>;
}

/**
 * What a pool thread answers for each job: `{ id, result }`, or `{ id, error }` when the job
 * failed (the thread keeps serving). Jobs are sent as `{ id, ...job }`.
 */
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: unknown;
}

export interface ThreadPoolOptions {
  /** What the threads do, as their errors say it: "text detection", "image edit". */
  work: string;
  size: number;
  /** Starts one thread. */
  spawn: () => PoolThread;
  /** The error a job's caller sees for a failure its thread reported. */
  failure?: (error: unknown) => Error;
  /**
   * A thread with no job for this long ends, and what it loaded goes with it (WebAssembly memory,
   * which never shrinks while its thread lives); the threads then start when jobs need them, up to
   * `size`. Unset: `size` threads start at once and live as long as the pool.
   */
  idleMs?: number;
}

/** Why the pool refused or lost a job (a failure the job itself reported is the pool's `failure`). */
export class ThreadPoolError extends Error {
  constructor(
    /** `closed`: the pool was closed; `died`: the job's thread died; `unavailable`: threads keep dying at start. */
    readonly kind: 'closed' | 'died' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ThreadPoolError';
  }
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: PoolThread;
  pending: Map<number, Pending>;
  /** Set while an idle thread waits to end (`idleMs`). */
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Ended for being idle: its exit is not a death. */
  retired?: boolean;
}

/** Threads that die this many times in a row, with no job done in between, are not started again. */
const MAX_FAILED_STARTS = 3;

/**
 * A set of worker threads; a job goes to the least busy one. A thread that dies takes its
 * jobs with it and a fresh one takes its place, unless threads keep dying before doing any job (a
 * broken install), which would otherwise respawn them forever: then every job is refused. With
 * `idleMs`, threads start on demand (a new one while every running one is busy, up to `size`) and
 * end after that long without a job.
 */
export class ThreadPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;
  private closed = false;
  private broken: Error | undefined;
  private failuresInARow = 0;

  constructor(private readonly options: ThreadPoolOptions) {
    if (options.idleMs === undefined) for (let i = 0; i < options.size; i++) this.threads.push(this.spawn());
  }

  /** The most threads the pool runs. */
  get size(): number {
    return this.options.size;
  }

  /** How many threads are running now. */
  get running(): number {
    return this.threads.length;
  }

  /** Runs one job on the least busy thread. What is in `transfer` is handed over, not copied. */
  run<T>(job: Record<string, unknown>, transfer: readonly Transferable[] = []): Promise<T> {
    if (this.closed) return Promise.reject(this.closedError());
    if (this.broken) return Promise.reject(this.broken);
    const thread = this.threadFor();
    clearTimeout(thread.idleTimer);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      thread.worker.ref();
      try {
        thread.worker.postMessage({ ...job, id }, transfer);
      } catch {
        // Memory that cannot be handed over (a native module's buffer, say) is copied instead.
        try {
          thread.worker.postMessage({ ...job, id });
        } catch (error) {
          // Not even copied: the job never reached the thread, which must not stay held for it.
          thread.pending.delete(id);
          if (thread.pending.size === 0) this.idle(thread);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const thread of this.threads) {
      clearTimeout(thread.idleTimer);
      this.settleAll(thread, this.closedError());
    }
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  /** The least busy thread, or a new one while every running thread is busy and there is room. */
  private threadFor(): Thread {
    const least = this.threads.reduce<Thread | undefined>(
      (best, candidate) => (!best || candidate.pending.size < best.pending.size ? candidate : best),
      undefined,
    );
    if (least && (least.pending.size === 0 || this.threads.length >= this.options.size)) return least;
    const started = this.spawn();
    this.threads.push(started);
    return started;
  }

  /** A thread with no job left: it no longer keeps the process alive, and with `idleMs` it ends after that long. */
  private idle(thread: Thread): void {
    thread.worker.unref();
    const { idleMs } = this.options;
    if (idleMs === undefined || this.closed) return;
    clearTimeout(thread.idleTimer);
    thread.idleTimer = setTimeout(() => {
      if (thread.pending.size > 0 || this.closed) return;
      thread.retired = true;
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      void thread.worker.terminate();
    }, idleMs);
    thread.idleTimer.unref?.();
  }

  private closedError(): Error {
    return new ThreadPoolError('closed', `${this.options.work} is closed`);
  }

  private settleAll(thread: Thread, error: Error): void {
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
  }

  private spawn(): Thread {
    const { work, failure = (error) => new Error(`${work} failed: ${String(error)}`) } = this.options;
    const worker = this.options.spawn();
    // An idle thread does not keep the process alive; one with jobs does.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (reply: ThreadReply) => {
      const job = thread.pending.get(reply.id);
      if (!job) return;
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) this.idle(thread);
      this.failuresInARow = 0;
      if (reply.error === undefined) job.resolve(reply.result);
      else job.reject(failure(reply.error));
    });
    const replace = (error: Error) => {
      if (thread.retired) return;
      clearTimeout(thread.idleTimer);
      this.settleAll(thread, error);
      const index = this.threads.indexOf(thread);
      if (index < 0 || this.closed || this.broken) return;
      this.failuresInARow += 1;
      if (this.failuresInARow >= MAX_FAILED_STARTS * this.threads.length) {
        this.broken = new ThreadPoolError('unavailable', `${work} is unavailable: ${error.message}`);
        for (const other of this.threads) this.settleAll(other, this.broken);
        return;
      }
      const fresh = this.spawn();
      this.threads[index] = fresh;
      this.idle(fresh);
    };
    worker.on('error', (error) => replace(new ThreadPoolError('died', `${work} thread failed: ${error.message}`)));
    worker.on('exit', (code) => {
      if (!this.closed) replace(new ThreadPoolError('died', `${work} thread exited with code ${code}`));
    });
    return thread;
  }
}
