import 'server-only';
import { ApiError, type NamedErrorCondition } from '../errors';
import { isImageError } from '../images/invalid';
import type { LoadedImage } from '../images/types';
import { Gate, GateRejection, type GateJob, type GateOptions } from '../limits/gate';
import { counter, watchGate } from '../observability/metrics';

/**
 * Jobs given up because their caller went away (or stopped waiting): dropped from the queue before
 * they ran (`queued`, their place freed), or stopped while running where the work allows (`running`).
 */
const cancelledJobs = () =>
  counter({
    name: 'inference_jobs_cancelled_total',
    help: 'Jobs given up because their caller went away: dropped while queued, or stopped while running.',
    labelNames: ['gate', 'stage'],
  });

/** Jobs that ran to their end, whether or not their caller was still there for the answer. */
const completedJobs = () =>
  counter({
    name: 'inference_jobs_completed_total',
    help: 'Jobs that ran to their end (an answer or an error of their own), whether or not their caller was still there.',
    labelNames: ['gate'],
  });

export interface CapacitySettings extends GateOptions {
  /** The error a caller turned away for lack of capacity gets (503 with Retry-After). */
  busy: NamedErrorCondition;
  busyMessage?: string;
  /** Seconds such a caller is told to wait. */
  retryAfterSeconds: number;
}

/**
 * An operation's capacity: slots shared fairly between users (lib/limits/gate.ts), a bounded wait
 * queue and a wait time-out, the same for every operation, reported in /metrics under the
 * operation's name. A full queue (all of it, or the user's share), or a wait that timed out, is the
 * operation's `busy` error with Retry-After.
 */
export class Capacity extends Gate {
  constructor(
    readonly name: string,
    private readonly settings: CapacitySettings,
  ) {
    super(settings);
    watchGate(name, this);
  }

  override async run<T>(task: () => Promise<T>, job: GateJob): Promise<T> {
    try {
      return await super.run(async () => {
        const result = await task();
        completedJobs().inc({ gate: this.name });
        return result;
      }, job);
    } catch (error) {
      if (error instanceof GateRejection) {
        if (error.reason === 'aborted') cancelledJobs().inc({ gate: this.name, stage: 'queued' });
        throw this.refused(error);
      }
      if (job.signal?.aborted) cancelledJobs().inc({ gate: this.name, stage: 'running' });
      throw error;
    }
  }

  /** The answer a request of this user gets at once (before its body is read), or undefined when it would run or wait. */
  refusalFor(user: string): ApiError | undefined {
    const reason = this.refusalAtOnce(user);
    return reason && this.refused(new GateRejection(reason));
  }

  /** The busy answer for a refusal; one for the user's own share of the queue says so. */
  private refused(rejection: GateRejection): ApiError {
    if (rejection.reason !== 'user_queue_full') return this.busy(rejection);
    return this.busy(
      rejection,
      `Your requests already fill one user’s share here (${this.userSlots} running, ${this.userQueue} waiting at most); retry when one of them is answered.`,
    );
  }

  /** The busy answer with Retry-After; `message` in place of the operation's busy message. */
  busy(cause?: unknown, message?: string): ApiError {
    const { busy, busyMessage, retryAfterSeconds } = this.settings;
    return new ApiError(busy, message ?? busyMessage, { retryAfter: retryAfterSeconds, cause });
  }
}

/** Whose a request's work is, and the signal that says its caller left (a request always has one). */
export type Job = Required<GateJob>;

/** Runs work within one slot of an operation's capacity (the user's), or at once where it is bound without one. */
export function withinCapacity<T>(capacity: Capacity | undefined, work: () => Promise<T>, job: Job) {
  return capacity ? capacity.run(work, job) : work();
}

/**
 * Works through a request's loaded images in turn within one slot, so a request never waits for
 * (or is refused) a second slot of its own. A caller who left gets no further image worked on (the
 * slot goes to the next request); an image the engine cannot read is reported at its request field.
 */
export function eachImageInOneSlot<Result>(
  capacity: Capacity | undefined,
  images: { loaded: readonly LoadedImage[]; inputs: readonly { field: string }[] },
  work: (image: LoadedImage, index: number) => Promise<Result>,
  job: Job,
): Promise<Result[]> {
  const { signal } = job;
  const workAll = async () => {
    const results: Result[] = [];
    for (const [index, image] of images.loaded.entries()) {
      signal.throwIfAborted();
      const result = await work(image, index).catch((error: unknown) => {
        throw isImageError(error) ? error.at(images.inputs[index]!.field) : error;
      });
      results.push(result);
    }
    return results;
  };
  return withinCapacity(capacity, workAll, job);
}
