import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../engines/errors';
import { EngineThreadPool, engineErrorFromPool } from './engine-pool';
import { ThreadPoolError } from './pool';

const REFUSALS = {
  closed: 'Doubling is shutting down.',
  unavailable: 'Doubling could not start.',
  died: 'Doubling stopped.',
};

/** A thread that doubles `value`, reports `fail` as a failure, and exits on `exit`. */
const DOUBLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.exit) process.exit(7);
  if (job.fail) parentPort.postMessage({ id: job.id, error: job.fail });
  else parentPort.postMessage({ id: job.id, result: job.value * 2 });
});
`;

const doubling = (source = DOUBLER) =>
  new EngineThreadPool(
    {
      work: 'doubling',
      size: 1,
      spawn: () => new Worker(source, { eval: true }),
      failure: (e) => new Error(`no: ${e}`),
    },
    REFUSALS,
  );

describe('engineErrorFromPool', () => {
  it('maps each way a pool refuses or loses a job to its engine error, with the engine’s sentence', () => {
    const closed = engineErrorFromPool(new ThreadPoolError('closed', 'x'), REFUSALS);
    const unavailable = engineErrorFromPool(new ThreadPoolError('unavailable', 'x'), REFUSALS);
    const died = engineErrorFromPool(new ThreadPoolError('died', 'x'), REFUSALS);
    expect(closed).toMatchObject({ kind: 'shutting_down', message: REFUSALS.closed });
    expect(unavailable).toMatchObject({ kind: 'unavailable', message: REFUSALS.unavailable, retryAfter: 30 });
    expect(died).toMatchObject({ kind: 'failed', message: REFUSALS.died });
  });

  it('passes anything else on unchanged', () => {
    const other = new Error('a job failure');
    expect(engineErrorFromPool(other, REFUSALS)).toBe(other);
  });
});

describe('EngineThreadPool', () => {
  it('answers jobs, passes a failure the job reported on, and answers a dead thread as a failed engine', async () => {
    const pool = doubling();
    try {
      expect(await pool.run<number>({ value: 21 })).toBe(42);
      const failed = await pool.run({ fail: 'odd' }).catch((error: unknown) => error);
      expect(isEngineError(failed)).toBe(false);
      expect((failed as Error).message).toBe('no: odd');
      const died = await pool.run({ exit: true }).catch((error: unknown) => error);
      expect(isEngineError(died) && died.kind).toBe('failed');
      expect(await pool.run<number>({ value: 2 })).toBe(4);
    } finally {
      await pool.close();
    }
  });

  it('refuses jobs once closed as the engine shutting down', async () => {
    const pool = doubling();
    await pool.close();
    await expect(pool.run({ value: 1 })).rejects.toMatchObject({ kind: 'shutting_down' });
  });
});
