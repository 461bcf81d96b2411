import type { Worker } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { OcrWorkerPool, PoolClosedError } from './tesseract-pool';

function fakeWorkers() {
  const created: Array<{ id: number; terminated: boolean }> = [];
  const create = async () => {
    const record = { id: created.length, terminated: false };
    created.push(record);
    return { id: record.id, terminate: async () => void (record.terminated = true) } as unknown as Worker;
  };
  return { created, create };
}

const idOf = (worker: Worker) => (worker as unknown as { id: number }).id;

describe('OcrWorkerPool', () => {
  it('recycles a worker after recycleAfter jobs', async () => {
    const { created, create } = fakeWorkers();
    const pool = new OcrWorkerPool({ size: 1, recycleAfter: 3, createWorker: create });
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await pool.use(async (worker) => idOf(worker)));
    expect(ids).toEqual([0, 0, 0, 1, 1, 1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(created.map((worker) => worker.terminated)).toEqual([true, true, false]);
    expect(pool.recycledWorkers).toBe(2);
  });

  it('replaces a worker whose job failed', async () => {
    const { create } = fakeWorkers();
    const pool = new OcrWorkerPool({ size: 1, recycleAfter: 100, createWorker: create });
    await expect(pool.use(async () => Promise.reject(new Error('wasm trap')))).rejects.toThrow('wasm trap');
    expect(await pool.use(async (worker) => idOf(worker))).toBe(1);
  });

  it('stops a running job whose caller left: its worker is replaced and the slot goes to the next job at once', async () => {
    const { created, create } = fakeWorkers();
    const reasons: string[] = [];
    const pool = new OcrWorkerPool({
      size: 1,
      recycleAfter: 100,
      createWorker: create,
      onRecycle: (r) => reasons.push(r),
    });
    const leaving = new AbortController();
    // A read that never ends on its own, as a long page holds tesseract.
    const stuck = pool.use(() => new Promise<never>(() => undefined), leaving.signal);
    const next = pool.use(async (worker) => idOf(worker));
    await new Promise((resolve) => setTimeout(resolve, 0));
    leaving.abort(new Error('caller left'));
    await expect(stuck).rejects.toThrow('caller left');
    expect(await next).toBe(1);
    expect(created[0]!.terminated).toBe(true);
    expect(reasons).toEqual(['cancelled']);
  });

  it('runs nothing for a caller who left before a worker was free, and keeps the idle worker', async () => {
    const { create } = fakeWorkers();
    const pool = new OcrWorkerPool({ size: 1, recycleAfter: 100, createWorker: create });
    const left = AbortSignal.abort(new Error('gone'));
    let ran = false;
    await expect(pool.use(async () => void (ran = true), left)).rejects.toThrow('gone');
    expect(ran).toBe(false);
    expect(await pool.use(async (worker) => idOf(worker))).toBe(0);
  });

  it('never runs more jobs at once than it has workers', async () => {
    const { create } = fakeWorkers();
    const pool = new OcrWorkerPool({ size: 2, recycleAfter: 100, createWorker: create });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        pool.use(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('on shutdown lets the running job finish, then stops every worker and refuses new jobs', async () => {
    const { created, create } = fakeWorkers();
    const pool = new OcrWorkerPool({ size: 2, recycleAfter: 100, createWorker: create });
    await pool.warm();
    let release!: () => void;
    const running = pool.use(() => new Promise<string>((resolve) => (release = () => resolve('done'))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stopped = pool.shutdown();
    await expect(pool.use(async () => 'late')).rejects.toBeInstanceOf(PoolClosedError);
    expect(created.filter((worker) => worker.terminated)).toHaveLength(1);
    release();
    expect(await running).toBe('done');
    await stopped;
    expect(created.every((worker) => worker.terminated)).toBe(true);
  });
});
