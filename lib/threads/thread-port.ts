import { parentPort, workerData, type Transferable } from 'node:worker_threads';
import type { ThreadReply } from './pool';
import { processThreadPort, relaysToOwnProcess } from './process-thread';

/** What a pool thread's module serves its jobs through. */
export interface ThreadPort<Data, Job> {
  /** What the thread was started with (`workerData`). */
  readonly data: Data;
  onJob(listener: (job: Job & { id: number }) => void): void;
  reply(reply: ThreadReply, transfer?: readonly Transferable[]): void;
}

/**
 * The port of the thread module this runs in: the pool's worker thread, or the IPC channel of a
 * process thread (process-thread.ts). Undefined in a process thread's relaying thread: there the
 * module has nothing to do.
 */
export function threadPort<Data, Job>(): ThreadPort<Data, Job> | undefined {
  if (!parentPort) return processThreadPort<Data, Job>();
  if (relaysToOwnProcess(parentPort, workerData)) return undefined;
  const port = parentPort;
  return {
    data: workerData as Data,
    onJob: (listener) => port.on('message', listener),
    reply: (reply, transfer) => port.postMessage(reply, transfer),
  };
}
