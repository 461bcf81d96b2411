import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ThreadPool, ThreadPoolError } from './pool';

/** A thread that doubles `value`, reports `fail` as a failure, and exits on `exit`. */
const DOUBLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.exit) process.exit(7);
  if (job.fail) parentPort.postMessage({ id: job.id, error: job.fail });
  else parentPort.postMessage({ id: job.id, result: job.value * 2 });
});
`;

const pool = (size = 1, source = DOUBLER) =>
  new ThreadPool({
    work: 'doubling',
    size,
    spawn: () => new Worker(source, { eval: true }),
    failure: (error) => new Error(`could not double: ${String(error)}`),
  });

describe('ThreadPool', () => {
  it('answers each job with its own result, spread over the threads', async () => {
    const doubling = pool(2);
    try {
      const results = await Promise.all([1, 2, 3, 4, 5].map((value) => doubling.run<number>({ value })));
      expect(results).toEqual([2, 4, 6, 8, 10]);
    } finally {
      await doubling.close();
    }
  });

  it("gives a failure the thread reported through the pool's failure, and the thread keeps serving", async () => {
    const doubling = pool();
    try {
      await expect(doubling.run({ fail: 'not a number' })).rejects.toThrow('could not double: not a number');
      await expect(doubling.run<number>({ value: 4 })).resolves.toBe(8);
    } finally {
      await doubling.close();
    }
  });

  it('rejects a job that cannot be sent, and the thread keeps serving', async () => {
    const doubling = pool();
    try {
      await expect(doubling.run({ value: () => 1 })).rejects.toThrow();
      await expect(doubling.run<number>({ value: 5 })).resolves.toBe(10);
    } finally {
      await doubling.close();
    }
  });

  it('rejects the jobs of a thread that died as `died`, and starts a fresh thread in its place', async () => {
    const doubling = pool();
    try {
      const died = await doubling.run({ exit: true }).catch((error: unknown) => error);
      expect(died).toBeInstanceOf(ThreadPoolError);
      expect((died as ThreadPoolError).kind).toBe('died');
      expect((died as Error).message).toMatch(/doubling thread exited with code 7/);
      await expect(doubling.run<number>({ value: 21 })).resolves.toBe(42);
    } finally {
      await doubling.close();
    }
  });

  it('gives up on threads that die at start as `unavailable`, and refuses every job after', async () => {
    const broken = pool(1, "throw new Error('cannot start')");
    try {
      const kinds: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        kinds.push(await broken.run({ value: 1 }).then(String, (error: ThreadPoolError) => error.kind));
      }
      expect(kinds.at(-1)).toBe('unavailable');
      expect(kinds.every((kind) => kind === 'died' || kind === 'unavailable')).toBe(true);
    } finally {
      await broken.close();
    }
  });

  it('rejects running and later jobs as `closed` once closed', async () => {
    const slow = pool(1, "require('node:worker_threads').parentPort.on('message', () => {})");
    const running = slow.run({ value: 1 }).catch((error: ThreadPoolError) => error.kind);
    await slow.close();
    expect(await running).toBe('closed');
    await expect(slow.run({ value: 1 })).rejects.toMatchObject({ kind: 'closed' });
  });

  describe('with idleMs', () => {
    /** A thread that answers its own thread id after `wait` ms. */
    const WHO = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', (job) => setTimeout(() => parentPort.postMessage({ id: job.id, result: threadId }), job.wait ?? 0));
`;
    const lazy = (size: number, idleMs: number) =>
      new ThreadPool({ work: 'answering', size, idleMs, spawn: () => new Worker(WHO, { eval: true }) });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('starts no thread before a job, and ends one that had no job for idleMs; the next job starts another', async () => {
      const answering = lazy(1, 150);
      try {
        expect(answering.running).toBe(0);
        const first = await answering.run<number>({});
        expect(answering.running).toBe(1);
        // Jobs closer together than idleMs keep the same thread.
        await sleep(50);
        expect(await answering.run<number>({})).toBe(first);
        await sleep(400);
        expect(answering.running).toBe(0);
        const second = await answering.run<number>({});
        expect(second).not.toBe(first);
        expect(answering.running).toBe(1);
      } finally {
        await answering.close();
      }
    });

    it('starts another thread only while every running one is busy, up to size', async () => {
      const answering = lazy(2, 60_000);
      try {
        const ids = await Promise.all([1, 2, 3].map(() => answering.run<number>({ wait: 100 })));
        expect(new Set(ids).size).toBe(2);
        expect(answering.running).toBe(2);
        expect(answering.size).toBe(2);
      } finally {
        await answering.close();
      }
    });

    it('refuses jobs once closed, with idle threads ended', async () => {
      const answering = lazy(1, 60_000);
      await answering.run({});
      await answering.close();
      await expect(answering.run({})).rejects.toBeInstanceOf(ThreadPoolError);
    });
  });
});
