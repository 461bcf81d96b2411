import PQueue from 'p-queue';

export interface GateOptions {
  /** How many tasks may run at once. */
  concurrency: number;
  /** How many tasks may wait for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Why the gate refused a task: every slot busy and the queue full, or the wait timed out. */
export class GateRejection extends Error {
  constructor(readonly reason: 'queue_full' | 'wait_timeout' | 'aborted') {
    super(`gate refused the task: ${reason}`);
    this.name = 'GateRejection';
  }
}

/**
 * Bounded concurrency with a bounded wait queue. Only the wait is timed out: once a task holds a
 * slot it keeps it until it settles, so the gate never counts fewer tasks than are really running.
 */
export class Gate {
  private readonly queue: PQueue;

  constructor(private readonly options: GateOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  get running(): number {
    return this.queue.pending;
  }

  get waiting(): number {
    return this.queue.size;
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  /** Every slot taken and the queue full: one more task would be refused at once. */
  get full(): boolean {
    return this.queue.pending >= this.options.concurrency && this.queue.size >= this.options.maxQueue;
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new GateRejection('aborted');
    if (this.full) throw new GateRejection('queue_full');

    const waitOver = new AbortController();
    let reason: GateRejection['reason'] = 'wait_timeout';
    const timer = setTimeout(() => waitOver.abort(), this.options.maxWaitMs);
    const onCallerGone = () => {
      reason = 'aborted';
      waitOver.abort();
    };
    signal?.addEventListener('abort', onCallerGone, { once: true });
    try {
      return await this.queue.add(
        () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onCallerGone);
          return task();
        },
        { signal: waitOver.signal },
      );
    } catch (error) {
      // The wait is only ever aborted before the task starts, so this is p-queue's AbortError.
      if (waitOver.signal.aborted) throw new GateRejection(reason);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerGone);
    }
  }
}
