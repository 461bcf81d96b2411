import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isRunning } from '../../test-support/process-tree';
import { ThreadPool, ThreadPoolError } from './pool';
import { startProcessThread } from './process-thread';

/** Answers with its pid, what it was started with, and the sum of a typed array; exits on `exit`. */
const SOURCE = `
parentPort.on('message', (job) => {
  if (job.exit) process.exit(3);
  const sum = job.values.reduce((total, value) => total + value, 0);
  const result = { pid: process.pid, data: workerData, env: process.env.PROCESS_THREAD_TEST, sum, twice: job.values.map((v) => v * 2) };
  parentPort.postMessage({ id: job.id, result });
});
`;

interface Answer {
  pid: number;
  data: unknown;
  env: string;
  sum: number;
  twice: Float32Array;
}

const pool = (source = SOURCE) =>
  new ThreadPool({
    work: 'summing',
    size: 1,
    spawn: () => startProcessThread(source, { model: 'a path' }, { env: { PROCESS_THREAD_TEST: 'set for it alone' } }),
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
        `const { startProcessThread } = require('./lib/threads/process-thread.ts');
         // The timer keeps the process alive as a loaded model or a pending job would.
         const thread = startProcessThread("setInterval(() => {}, 60000); parentPort.on('message', (job) => parentPort.postMessage({ id: job.id, result: process.pid }))", {});
         thread.on('message', (reply) => console.log(reply.result));
         thread.postMessage({ id: 1 });`,
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
