import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../../test-support/process-tree';
import { ThreadPool, ThreadPoolError } from './pool';
import { startProcessThread } from './process-thread';
import { THREAD_MODULE } from './thread-module';

/** Answers with its pid, what it was started with, and the sum of a typed array; exits on `exit`. */
const SUMMING_THREAD = fileURLToPath(new URL('../../test-support/summing-thread.ts', import.meta.url));
const startSumming = (workerData: object) => new Worker(SUMMING_THREAD, { ...THREAD_MODULE, workerData });

interface Answer {
  pid: number;
  data: unknown;
  env: string;
  sum: number;
  twice: Float32Array;
}

const pool = () =>
  new ThreadPool({
    work: 'summing',
    size: 1,
    spawn: () =>
      startProcessThread(startSumming, { model: 'a path' }, { env: { PROCESS_THREAD_TEST: 'set for it alone' } }),
  });

describe('startProcessThread', () => {
  it('runs the source in a process of its own with its data and environment, typed arrays cloned both ways', async () => {
    const summing = pool();
    try {
      const answer = await summing.run<Answer>({ values: new Float32Array([1.5, 2, 3]) });
      expect(answer.pid).not.toBe(process.pid);
      expect(answer.data).toEqual({ model: 'a path' });
      expect(answer.env).toBe('set for it alone');
      expect(process.env.PROCESS_THREAD_TEST).toBeUndefined();
      expect(answer.sum).toBe(6.5);
      expect(answer.twice).toBeInstanceOf(Float32Array);
      expect([...answer.twice]).toEqual([3, 4, 6]);
    } finally {
      await summing.close();
    }
  });

  it('is replaced when it exits, its job failing as died; closing the pool ends the process', async () => {
    const summing = pool();
    const first = await summing.run<Answer>({ values: [1] });
    const died = await summing.run({ exit: true }).catch((error: unknown) => error);
    expect(died).toBeInstanceOf(ThreadPoolError);
    expect((died as ThreadPoolError).kind).toBe('died');
    const second = await summing.run<Answer>({ values: [2] });
    expect(second.pid).not.toBe(first.pid);
    expect(isRunning(second.pid)).toBe(true);
    await summing.close();
    expect(isRunning(second.pid)).toBe(false);
  });

  it('ends when its parent is killed (SIGKILL: no chance to close the pool)', async () => {
    const parent = spawn(
      process.execPath,
      [
        '-r',
        'tsx/cjs',
        '-e',
        `const { Worker } = require('node:worker_threads');
         const { startProcessThread } = require('./lib/threads/process-thread.ts');
         const start = (workerData) => new Worker(${JSON.stringify(SUMMING_THREAD)}, { execArgv: ['--require', 'tsx/cjs'], workerData });
         const thread = startProcessThread(start, {});
         thread.on('message', (reply) => console.log(reply.result.pid));
         // Held open as a loaded model or a pending job would hold it.
         thread.postMessage({ id: 1, holdOpen: true });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (data) => resolve(Number(data))),
    );
    expect(isRunning(childPid)).toBe(true);
    parent.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (isRunning(childPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(childPid)).toBe(false);
  }, 15_000);
});
