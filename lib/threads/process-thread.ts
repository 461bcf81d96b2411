import { fork } from 'node:child_process';
import type { MessagePort, Worker } from 'node:worker_threads';
import type { PoolThread, ThreadReply } from './pool';

export interface ProcessThreadOptions {
  /** Added to the environment the process inherits from the server. */
  env?: Record<string, string>;
  /** glibc tunables added to the ones the process inherits (GLIBC_TUNABLES, `:`-separated). */
  glibcTunables?: string[];
  /** Node's own flags for the process. */
  execArgv?: string[];
}

/** The key of a thread's `workerData` that has it run its module in a process of its own. */
const OWN_PROCESS = 'ownProcess';
/** What the relaying thread is sent to end its process. */
const STOP = 'process-thread:stop';

/**
 * Runs a thread module in a child process of its own, behind the interface of a worker thread: for
 * work whose native memory must not share the server's allocator (glibc's settings, MALLOC_*, are
 * read once per process, at its start). `start` starts the module as a worker thread, the only way
 * Next's build compiles it (thread-module.ts); that thread only relays: it runs the module's file
 * (what the build emitted) in a process, with `env` added to its environment, and passes the
 * messages on, copied with the structured clone algorithm. The process ends with the pool thread,
 * and with the server (its IPC channel closes) even when the server is SIGKILLed.
 */
export function startProcessThread<Data extends object>(
  start: (workerData: Data) => Worker,
  workerData: Data,
  options: ProcessThreadOptions = {},
): PoolThread {
  const worker = start({ ...workerData, [OWN_PROCESS]: options });
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const thread: PoolThread = {
    postMessage: (message, transfer) => worker.postMessage(message, transfer),
    on(event: string, listener: (...args: never[]) => void) {
      worker.on(event, listener as (...args: unknown[]) => void);
      return thread;
    },
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    terminate() {
      // Held until the process has ended, as a worker thread's own terminate does.
      worker.ref();
      worker.postMessage(STOP);
      return exited;
    },
  };
  return thread;
}

/**
 * In a thread started by `startProcessThread`: starts the process that runs this thread's module
 * and relays between the two. False in any other thread.
 */
export function relaysToOwnProcess(port: MessagePort, workerData: unknown): boolean {
  const { [OWN_PROCESS]: options, ...data } = (workerData ?? {}) as Record<string, unknown>;
  if (!options) return false;
  const { env = {}, glibcTunables = [], execArgv = [] } = options as ProcessThreadOptions;
  const file = process.argv[1]!;
  // The process inherits the server's environment, as any child process does, with these added.
  const inherited = process.env;
  const tunables = [inherited.GLIBC_TUNABLES, ...glibcTunables].filter(Boolean).join(':');
  // Its `workerData` is its one argument.
  const child = fork(file, [JSON.stringify(data)], {
    // Run from source, the thread's own flags are what compiles the module.
    execArgv: [...(file.endsWith('.ts') ? process.execArgv : []), ...execArgv],
    env: { ...inherited, ...env, ...(tunables ? { GLIBC_TUNABLES: tunables } : {}) },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  port.on('message', (message) => {
    if (message === STOP) child.kill('SIGKILL');
    else child.send(message, failIf);
  });
  child.on('message', (reply: ThreadReply) =>
    port.postMessage(reply, ArrayBuffer.isView(reply.result) ? [reply.result.buffer as ArrayBuffer] : []),
  );
  child.on('error', failIf);
  // The thread ends with its process, with its exit code: the pool sees the pool thread die.
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}

/** An error of the process's channel ends the relaying thread with it: the pool replaces the thread. */
function failIf(error: Error | null): void {
  if (error) throw error;
}

/** In a process started by a relaying thread: its `workerData` and its jobs, over the IPC channel. */
export function processThreadPort<Data, Job>() {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a thread module runs in a worker thread or in a process thread');
  const data = JSON.parse(process.argv[2] ?? 'null') as Data;
  process.on('disconnect', () => process.exit(0));
  return {
    data,
    onJob: (listener: (job: Job & { id: number }) => void) =>
      process.on('message', (job) => listener(job as Job & { id: number })),
    reply: (reply: ThreadReply) => send(reply),
  };
}
