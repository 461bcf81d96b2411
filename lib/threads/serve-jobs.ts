import { getPriority, setPriority } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { threadPort } from './thread-port';

/** What a job's handler answers: the result, and the memory in it to hand over rather than copy. */
export interface JobAnswer {
  result: unknown;
  transfer?: readonly Transferable[];
}

export interface ServeJobsOptions<Data, Job> {
  /**
   * Steps nicer than the thread that started this one (Linux keeps a nice value per thread): the
   * engine yields the CPU to the server's event loop, so answering requests (an overloaded
   * server's fast 503s among them) comes first: under overload the engine still gets every cycle
   * the event loop leaves, so the work done is the same while refusals stay quick. Leave it out to
   * keep the event loop's priority.
   */
  nicerBy?: number;
  /** Runs once as the thread starts serving, with what it was started with (`workerData`): a model to load, say. */
  onStart?(data: Data): void;
  /** Does one job, with what the thread was started with. */
  handle(job: Job, data: Data): Promise<JobAnswer>;
  /** What the caller's pool is told of a job that failed; by default the error's stack or message. */
  describe?(error: unknown): unknown;
  /** Runs after each answer has gone (its memory handed over), e.g. a collection. */
  afterReply?(): void;
}

/**
 * The body of a pool thread's module (the pool side is pool.ts): takes the thread's priority down
 * by `nicerBy`, then answers each job it is sent with `{ id, result }` or `{ id, error }` and
 * keeps serving. In a process thread's relaying thread (process-thread.ts) it does nothing.
 */
export function serveJobs<Data, Job>({
  nicerBy,
  onStart,
  handle,
  describe = describeError,
  afterReply,
}: ServeJobsOptions<Data, Job>): void {
  const port = threadPort<Data, Job>();
  if (!port) return;
  if (nicerBy) lowerPriority(nicerBy);
  onStart?.(port.data);
  port.onJob((job) => {
    Promise.resolve()
      .then(() => handle(job, port.data))
      .then(
        ({ result, transfer = [] }) => {
          port.reply({ id: job.id, result }, transfer);
          afterReply?.();
        },
        (error: unknown) => port.reply({ id: job.id, error: describe(error) }),
      );
  });
}

function lowerPriority(steps: number): void {
  // Only Linux keeps a nice value per thread; elsewhere this would slow the whole process.
  if (process.platform !== 'linux') return;
  try {
    setPriority(Math.min(19, getPriority() + steps));
  } catch {
    // Not permitted here: the thread keeps the event loop's priority.
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
