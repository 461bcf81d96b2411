import { getPriority } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ThreadPool } from './pool';

const SERVE_JOBS = path.join(__dirname, 'serve-jobs.ts');

/** A thread module built on serveJobs: doubles `value` (and says its own priority), fails on `fail`. */
const threadSource = (nicerBy: number) => `
require('tsx/cjs');
const { getPriority } = require('node:os');
const { serveJobs } = require(${JSON.stringify(SERVE_JOBS)});
let started;
serveJobs({
  nicerBy: ${nicerBy},
  onStart: (data) => (started = data.name),
  async handle(job) {
    if (job.fail) throw new Error(job.fail);
    return { result: { doubled: job.value * 2, priority: getPriority(), started } };
  },
});
`;

const pool = (nicerBy: number) =>
  new ThreadPool({
    work: 'doubling',
    size: 1,
    spawn: () => new Worker(threadSource(nicerBy), { eval: true, workerData: { name: 'doubler' } }),
    failure: (error) => new Error(String(error)),
  });

describe('serveJobs', () => {
  it('answers each job from its handler, after onStart saw the thread’s data, at a lower priority', async () => {
    const doubling = pool(5);
    try {
      const answer = await doubling.run<{ doubled: number; priority: number; started: string }>({ value: 21 });
      expect(answer).toMatchObject({ doubled: 42, started: 'doubler' });
      expect(answer.priority).toBe(Math.min(19, getPriority() + 5));
    } finally {
      await doubling.close();
    }
  }, 20_000);

  it('reports a failed job with its message and keeps serving', async () => {
    const doubling = pool(0);
    try {
      await expect(doubling.run({ fail: 'cannot double this' })).rejects.toThrow(/cannot double this/);
      expect(await doubling.run<{ doubled: number }>({ value: 3 })).toMatchObject({ doubled: 6 });
    } finally {
      await doubling.close();
    }
  }, 20_000);
});
