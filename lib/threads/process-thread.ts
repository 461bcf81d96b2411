import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { PoolThread } from './pool';

/**
 * What a process thread's source finds already defined: `workerData` and a `parentPort` with the
 * `on('message')` and `postMessage` of a worker thread's, so one source runs either way. The
 * process ends when its parent does (the IPC channel closes), even if the parent was SIGKILLed.
 */
const PRELUDE = `
const workerData = JSON.parse(process.env.POOL_THREAD_DATA);
delete process.env.POOL_THREAD_DATA;
const parentPort = {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};
process.on('disconnect', () => process.exit(0));
`;

/** What a worker thread's source starts with, for the same source to run in a thread. */
export const THREAD_PRELUDE = `const { parentPort, workerData } = require('node:worker_threads');\n`;

export interface ProcessThreadOptions {
  /** Added to the process's environment. */
  env?: Record<string, string>;
  /** Node's own flags for the process. */
  execArgv?: string[];
}

/**
 * Runs `source` in a child process of its own, behind the interface of a worker thread: messages
 * are copied with the structured clone algorithm (nothing is handed over), and `env` is added to
 * the process's environment. A process of its own is for work whose native memory must not share
 * the server's allocator: glibc's settings (MALLOC_*) are read once per process, at its start.
 */
export function startProcessThread(
  source: string,
  workerData: unknown,
  { env = {}, execArgv = [] }: ProcessThreadOptions = {},
): PoolThread {
  const child = spawn(process.execPath, [...execArgv, '-e', PRELUDE + source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    env: { ...process.env, ...env, POOL_THREAD_DATA: JSON.stringify(workerData) },
  });
  const events = new EventEmitter();
  const exit = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      events.emit('exit', status);
      resolve(status);
    });
  });
  child.on('message', (message) => events.emit('message', message));
  child.on('error', (error) => events.emit('error', error));
  const thread: PoolThread = {
    postMessage(message) {
      child.send(message as object, (error) => {
        if (error) events.emit('error', error);
      });
    },
    on(event: string, listener: (...args: never[]) => void) {
      events.on(event, listener as (...args: unknown[]) => void);
      return thread;
    },
    ref() {
      child.ref();
      child.channel?.ref();
    },
    unref() {
      child.unref();
      child.channel?.unref();
    },
    terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exit;
    },
  };
  return thread;
}
