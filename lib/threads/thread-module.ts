import type { WorkerOptions } from 'node:worker_threads';

/**
 * Options for starting a thread module: `new Worker(new URL('./x-thread.ts', import.meta.url), {
 * ...THREAD_MODULE, workerData })`. Next's build compiles such a module into a file of its own (it
 * recognises only that expression); run from source (tests, benches), the thread compiles it with
 * tsx's require hook. Not a setting: Next's build replaces `process.env.NEXT_RUNTIME` with "nodejs"
 * in the server's bundles, so the built server has `{}` compiled in and reads no variable here.
 */
export const THREAD_MODULE: WorkerOptions = process.env.NEXT_RUNTIME ? {} : { execArgv: ['--require', 'tsx/cjs'] };
