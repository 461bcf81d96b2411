import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { isEngineError } from '../engines/errors';
import { EngineThreadPool } from './engine-pool';
import { ThreadLanes } from './lanes';

/**
 * A thread that answers each job with `value` and the number of jobs it has seen; a job with
 * `holdMs` holds the thread that long first, as a long synchronous call does.
 */
const ECHO = `
const { parentPort, threadId } = require('node:worker_threads');
let seen = 0;
parentPort.on('message', (job) => {
  seen += 1;
  if (job.holdMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.holdMs);
  parentPort.postMessage({ id: job.id, result: { value: job.value, seen, thread: threadId } });
});
`;

let lanes: ThreadLanes | undefined;
let started = 0;

function echoLanes(size: number): ThreadLanes {
  lanes = new ThreadLanes(
    size,
    () => {
      started += 1;
      return new EngineThreadPool(
        { work: 'echo', size: 1, spawn: () => new Worker(ECHO, { eval: true }) },
        { closed: 'Echo is closed.', unavailable: 'Echo could not start.', died: 'Echo stopped.' },
      );
    },
    'Echo is shutting down.',
  );
  return lanes;
}

afterEach(async () => {
  await lanes?.close();
  lanes = undefined;
  started = 0;
});

type Echo = { value: number; seen: number; thread: number };

describe('thread lanes', () => {
  it('answers every job, one at a time a thread, from one queue', async () => {
    const echo = echoLanes(2);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => echo.run<Echo>({ value })));
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((answer) => answer.thread)).size).toBe(2);
    expect(started).toBe(2);
  });

  it('frees the caller of a job its thread is still working on, and serves the next job on that thread after', async () => {
    const echo = echoLanes(1);
    const caller = new AbortController();
    let nextAnswered = false;
    const held = echo.run({ value: 1, holdMs: 1000 }, caller.signal).catch((error: unknown) => error);
    const next = echo.run<Echo>({ value: 2 }).then((answer) => ((nextAnswered = true), answer));
    await new Promise((resolve) => setTimeout(resolve, 50));
    caller.abort(new Error('gave up'));
    expect(((await held) as Error).message).toBe('gave up');
    expect(nextAnswered).toBe(false);
    expect(await next).toMatchObject({ value: 2, seen: 2 });
    expect(started).toBe(1);
  });

  it('drops a waiting job whose caller gives up: it never reaches a thread', async () => {
    const echo = echoLanes(1);
    const first = echo.run<Echo>({ value: 1 });
    const caller = new AbortController();
    const dropped = echo.run({ value: 2 }, caller.signal).catch((error: unknown) => error);
    caller.abort(new Error('gone'));
    expect(((await dropped) as Error).message).toBe('gone');
    expect(await first).toMatchObject({ value: 1, seen: 1 });
    expect(await echo.run<Echo>({ value: 3 })).toMatchObject({ value: 3, seen: 2 });
    expect(started).toBe(1);
  });

  it('refuses a job whose caller has already gone, and every job once closed', async () => {
    const echo = echoLanes(1);
    const gone = AbortSignal.abort(new Error('already gone'));
    await expect(echo.run({ value: 1 }, gone)).rejects.toThrow('already gone');
    await echo.close();
    const error = await echo.run({ value: 1 }).catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('shutting_down');
    expect((error as Error).message).toBe('Echo is shutting down.');
  });
});
