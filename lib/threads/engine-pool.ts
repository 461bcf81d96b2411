import type { Transferable } from 'node:worker_threads';
import { EngineError } from '../engines/errors';
import { ThreadPool, ThreadPoolError, type ThreadPoolOptions } from './pool';

/** What an engine's callers are told when its threads refuse or lose a job, one sentence per way. */
export interface PoolRefusals {
  /** The pool was closed: the engine is shutting down. */
  closed: string;
  /** Threads keep dying at start (a broken install): worth retrying after a while. */
  unavailable: string;
  /** The job's thread died while working on it. */
  died: string;
}

/** Seconds an engine whose threads cannot start asks its callers to wait. */
const UNAVAILABLE_RETRY_AFTER = 30;

/**
 * The engine error a pool's refusal or loss is to the engine's callers: `closed` is the engine
 * shutting down, `unavailable` is unavailable (retry after 30 s), a dead thread is a failed job.
 * Anything else (a failure the job itself reported, already the pool's `failure`) passes unchanged.
 */
export function engineErrorFromPool(error: unknown, refusals: PoolRefusals): unknown {
  if (!(error instanceof ThreadPoolError)) return error;
  if (error.kind === 'closed') return new EngineError('shutting_down', refusals.closed, { cause: error });
  if (error.kind === 'unavailable')
    return new EngineError('unavailable', refusals.unavailable, { retryAfter: UNAVAILABLE_RETRY_AFTER, cause: error });
  return new EngineError('failed', refusals.died, { cause: error });
}

/** A thread pool whose refusals and losses reach its engine's callers as engine errors (see engineErrorFromPool). */
export class EngineThreadPool extends ThreadPool {
  constructor(
    options: ThreadPoolOptions,
    private readonly refusals: PoolRefusals,
  ) {
    super(options);
  }

  override async run<T>(job: Record<string, unknown>, transfer: readonly Transferable[] = []): Promise<T> {
    try {
      return await super.run<T>(job, transfer);
    } catch (error) {
      throw engineErrorFromPool(error, this.refusals);
    }
  }
}
