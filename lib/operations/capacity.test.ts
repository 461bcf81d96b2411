import { describe, expect, it } from 'vitest';
import { ERRORS, isApiError } from '../errors';
import { metrics } from '../observability/metrics';
import { invalidImage } from '../images/invalid';
import type { LoadedImage } from '../images/types';
import { Capacity, eachImageInOneSlot } from './capacity';

/** A counter's value for the labels, as /metrics would show it (0 when absent). */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name);
  if (!metric) return 0;
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  return values.find((value) => wanted.every(([key, label]) => value.labels[key] === label))?.value ?? 0;
}

/** inference_jobs_cancelled_total for one gate and stage. */
const cancelled = (gate: string, stage: 'queued' | 'running') =>
  counted('inference_jobs_cancelled_total', { gate, stage });

describe('Capacity counts', () => {
  it('a job that ran to its end as completed, and one that failed or was dropped as not', async () => {
    const capacity = new Capacity('capacity_test_counts', settings);
    await capacity.run(async () => 'done', { user });
    await capacity.run(async () => Promise.reject(new Error('broke')), { user }).catch(() => undefined);
    await capacity.run(async () => 'never', { user, signal: AbortSignal.abort() }).catch(() => undefined);
    expect(await counted('inference_jobs_completed_total', { gate: 'capacity_test_counts' })).toBe(1);
  });
});

const settings = { concurrency: 1, maxQueue: 1, maxWaitMs: 5_000, busy: ERRORS.overloaded, retryAfterSeconds: 3 };
const user = 'capacity-user';

describe('Capacity', () => {
  it('runs up to its slots and queue, then turns the next task away with the busy error and Retry-After', async () => {
    const capacity = new Capacity('capacity_test_a', settings);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = capacity.run(() => held, { user });
    const second = capacity.run(async () => 'second', { user });
    expect(capacity.refusalFor(user)).toMatchObject({ kind: 'overloaded' });
    const third = await capacity.run(async () => 'third', { user }).catch((error: unknown) => error);
    expect(isApiError(third)).toBe(true);
    expect(third).toMatchObject({ kind: 'overloaded', status: 503, retryAfter: 3 });
    release();
    await first;
    expect(await second).toBe('second');
    expect(capacity.refusalFor(user)).toBeUndefined();
  });

  it('answers a user whose share of the queue is full with the busy error saying so, and still runs another user', async () => {
    const capacity = new Capacity('capacity_test_share', { ...settings, concurrency: 2, maxQueue: 2 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = capacity.run(() => held, { user: 'flood' });
    const waiting = capacity.run(async () => 'waited', { user: 'flood' });
    const refusal = capacity.refusalFor('flood');
    expect(refusal).toMatchObject({ kind: 'overloaded', status: 503, retryAfter: 3 });
    expect(refusal?.message).toMatch(/one user’s share here \(1 running, 1 waiting at most\)/);
    await expect(capacity.run(async () => 'more', { user: 'flood' })).rejects.toMatchObject({
      message: refusal!.message,
    });
    expect(capacity.refusalFor('another')).toBeUndefined();
    await expect(capacity.run(async () => 'in at once', { user: 'another' })).resolves.toBe('in at once');
    release();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('turns a wait that timed out into the busy error', async () => {
    const capacity = new Capacity('capacity_test_b', { ...settings, maxWaitMs: 20 });
    let release!: () => void;
    const first = capacity.run(() => new Promise<void>((resolve) => (release = resolve)), { user });
    const waited = await capacity.run(async () => 'late', { user }).catch((error: unknown) => error);
    expect(waited).toMatchObject({ kind: 'overloaded' });
    release();
    await first;
  });

  it('drops a queued job whose caller left, frees its place and counts it cancelled', async () => {
    const capacity = new Capacity('capacity_test_c', settings);
    let release!: () => void;
    const first = capacity.run(() => new Promise<void>((resolve) => (release = resolve)), { user });
    const caller = new AbortController();
    let ran = false;
    const queued = capacity
      .run(
        async () => {
          ran = true;
        },
        { user, signal: caller.signal },
      )
      .catch((error: unknown) => error);
    expect(capacity.refusalFor(user)).toMatchObject({ kind: 'overloaded' });
    caller.abort();
    expect(await queued).toMatchObject({ kind: 'overloaded' });
    expect(capacity.waiting).toBe(0);
    expect(capacity.refusalFor(user)).toBeUndefined();
    expect(await cancelled('capacity_test_c', 'queued')).toBe(1);
    release();
    await first;
    expect(ran).toBe(false);
  });

  it('counts a running job that stopped because its caller left, and not one that merely failed', async () => {
    const capacity = new Capacity('capacity_test_d', settings);
    const caller = new AbortController();
    const stopped = capacity.run(
      async () => {
        caller.abort();
        caller.signal.throwIfAborted();
      },
      { user, signal: caller.signal },
    );
    await expect(stopped).rejects.toThrow();
    await expect(capacity.run(async () => Promise.reject(new Error('engine failed')), { user })).rejects.toThrow(
      'engine failed',
    );
    expect(await cancelled('capacity_test_d', 'running')).toBe(1);
    expect(await cancelled('capacity_test_d', 'queued')).toBe(0);
  });
});

describe('eachImageInOneSlot', () => {
  const image = (width: number): LoadedImage => ({ bytes: Buffer.alloc(0), format: 'png', width, height: 1 });
  const loaded = [image(1), image(2), image(3)];
  const inputs = [{ field: 'images[0]' }, { field: 'images[2]' }, { field: 'images[5]' }];

  it('works through every image in order within a single slot of the capacity', async () => {
    const capacity = new Capacity('capacity_test_e', { ...settings, maxQueue: 0 });
    const seen: number[] = [];
    const widths = await eachImageInOneSlot(
      capacity,
      { loaded, inputs },
      async ({ width }) => {
        seen.push(capacity.running);
        return width * 10;
      },
      { user, signal: new AbortController().signal },
    );
    expect(widths).toEqual([10, 20, 30]);
    expect(seen).toEqual([1, 1, 1]);
  });

  it('reports an image the engine cannot read at its request field, and works no further image', async () => {
    let worked = 0;
    const error = await eachImageInOneSlot(
      undefined,
      { loaded, inputs },
      async ({ width }) => {
        worked += 1;
        if (width === 2) throw invalidImage('it is not a picture');
        return width;
      },
      { user, signal: new AbortController().signal },
    ).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ field: 'images[2]', reason: 'it is not a picture' });
    expect(worked).toBe(2);
  });

  it('works no further image once the caller has left', async () => {
    const caller = new AbortController();
    let worked = 0;
    const outcome = eachImageInOneSlot(
      undefined,
      { loaded, inputs },
      async () => {
        worked += 1;
        caller.abort();
      },
      { user, signal: caller.signal },
    );
    await expect(outcome).rejects.toThrow();
    expect(worked).toBe(1);
  });
});
