import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Gate, GateRejection, type GateOptions } from './gate';

/**
 * Tasks the test starts and finishes by hand: `started` lists them in the order the gate began
 * them, `finish(label)` settles one, `outcome(label)` is how its run ended.
 */
function harness(options: Partial<GateOptions> = {}) {
  const gate = new Gate({ concurrency: 2, maxQueue: 10, maxWaitMs: 5_000, ...options });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const outcomes = new Map<string, Promise<string>>();
  const submit = (user: string, label: string, signal?: AbortSignal) => {
    const run = gate.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(label);
          finishers.set(label, () => resolve(label));
        }),
      { user, signal },
    );
    outcomes.set(
      label,
      run.catch((error: unknown) => (error instanceof GateRejection ? error.reason : 'failed')),
    );
  };
  const finish = async (label: string) => {
    finishers.get(label)!();
    await outcomes.get(label);
  };
  return { gate, started, submit, finish, outcome: (label: string) => outcomes.get(label)! };
}

/** Lets the promise callbacks already due run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Gate', () => {
  it('never runs more than its concurrency at once, and starts the next as one finishes', async () => {
    const { gate, started, submit, finish } = harness({ userSlots: 2 });
    for (const label of ['a1', 'a2', 'a3', 'a4']) submit('a', label);
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    await finish('a1');
    expect(started).toEqual(['a1', 'a2', 'a3']);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
  });

  it('refuses at once when every slot is busy and the queue is full, for any user', async () => {
    const { gate, started, submit, outcome } = harness({ concurrency: 1, maxQueue: 1, userQueue: 1 });
    submit('a', 'a1');
    submit('b', 'b1');
    expect(gate.refusalAtOnce('c')).toBe('queue_full');
    submit('c', 'c1');
    expect(await outcome('c1')).toBe('queue_full');
    expect(started).toEqual(['a1']);
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
  });

  it('times out the wait, not the work, and frees nothing it does not hold', async () => {
    const { gate, submit, finish, outcome } = harness({ concurrency: 1, maxWaitMs: 30 });
    submit('a', 'a1');
    submit('a', 'late');
    await vi.advanceTimersByTimeAsync(29);
    expect(gate.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome('late')).toBe('wait_timeout');
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
    await finish('a1');
    expect(gate.running).toBe(0);
  });

  it('drops a waiting task whose caller went away: its place goes to the next in line', async () => {
    const { gate, started, submit, finish, outcome } = harness({ concurrency: 1, maxQueue: 2, userQueue: 2 });
    const caller = new AbortController();
    submit('a', 'a1');
    submit('a', 'leaves', caller.signal);
    submit('a', 'a3');
    expect(gate.refusalAtOnce('a')).toBe('queue_full');
    caller.abort();
    expect(await outcome('leaves')).toBe('aborted');
    expect(gate.waiting).toBe(1);
    expect(gate.refusalAtOnce('a')).toBeUndefined();
    await finish('a1');
    expect(started).toEqual(['a1', 'a3']);
  });

  it('refuses a task whose caller already left without queueing it', async () => {
    const { gate, outcome, submit } = harness();
    submit('a', 'gone', AbortSignal.abort());
    expect(await outcome('gone')).toBe('aborted');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('passes a task failure through unchanged and frees its slot', async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1_000 });
    const failing = gate.run(async () => Promise.reject(new TypeError('boom')), { user: 'a' });
    await expect(failing).rejects.toThrow(TypeError);
    expect(gate.running).toBe(0);
  });
});

describe('Gate between users', () => {
  it('starts another user’s task next when one user floods the queue', async () => {
    const { started, submit, finish } = harness({ concurrency: 1 });
    for (let k = 1; k <= 6; k++) submit('b', `b${k}`);
    submit('a', 'a1');
    await settle();
    expect(started).toEqual(['b1']);
    await finish('b1');
    // b2 was queued first, but b's task started last.
    expect(started).toEqual(['b1', 'a1']);
    await finish('a1');
    expect(started).toEqual(['b1', 'a1', 'b2']);
  });

  it('serves waiting users in turn, the one served longest ago first, each user’s tasks in the order they came', async () => {
    const { started, submit, finish } = harness({ concurrency: 1 });
    submit('a', 'a1');
    for (const label of ['a2', 'a3', 'a4']) submit('a', label);
    for (const label of ['b1', 'b2']) submit('b', label);
    submit('c', 'c1');
    for (const label of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await finish(label);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('hands a freed slot to the waiting user holding fewest, before one served longer ago', async () => {
    const { started, submit, finish } = harness({ concurrency: 4, userSlots: 3 });
    for (const [user, label] of [
      ['b', 'b1'],
      ['b', 'b2'],
      ['a', 'a1'],
      ['c', 'c1'],
      ['b', 'b3'],
      ['a', 'a2'],
    ])
      submit(user!, label!);
    await settle();
    expect(started).toEqual(['b1', 'b2', 'a1', 'c1']);
    await finish('c1');
    expect(started.at(-1)).toBe('a2');
  });

  it('lets one user hold at most their share of the slots, leaving the rest free for another at once', async () => {
    const { gate, started, submit, finish } = harness({ concurrency: 3 });
    expect(gate.userSlots).toBe(2);
    for (let k = 1; k <= 5; k++) submit('b', `b${k}`);
    await settle();
    expect(started).toEqual(['b1', 'b2']);
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    expect(gate.refusalAtOnce('a')).toBeUndefined();
    submit('a', 'a1');
    await settle();
    expect(started).toEqual(['b1', 'b2', 'a1']);
    // A slot b frees is b's again; the one a frees stays free, b being at its share.
    await finish('b1');
    expect(started).toEqual(['b1', 'b2', 'a1', 'b3']);
    await finish('a1');
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
  });

  it('bounds each user’s share of the queue: one more is refused, another user still waits', async () => {
    const { gate, started, submit, finish, outcome } = harness({ concurrency: 2, maxQueue: 6 });
    expect(gate.userQueue).toBe(3);
    for (let k = 1; k <= 4; k++) submit('b', `b${k}`);
    expect(gate.refusalAtOnce('b')).toBe('user_queue_full');
    submit('b', 'b5');
    expect(await outcome('b5')).toBe('user_queue_full');
    submit('a', 'a1');
    submit('a', 'a2');
    submit('a', 'a3');
    await settle();
    expect(started).toEqual(['b1', 'a1']);
    expect([gate.running, gate.waiting]).toEqual([2, 5]);
    expect(gate.refusalAtOnce('a')).toBeUndefined();
    await finish('a1');
    expect(started).toEqual(['b1', 'a1', 'a2']);
  });

  it('takes every slot but one (at least one) and half the queue, rounded up, for a user unless told', () => {
    const share = (concurrency: number, maxQueue: number) => {
      const gate = new Gate({ concurrency, maxQueue, maxWaitMs: 1_000 });
      return [gate.userSlots, gate.userQueue];
    };
    expect(share(1, 0)).toEqual([1, 0]);
    expect(share(2, 1)).toEqual([1, 1]);
    expect(share(4, 16)).toEqual([3, 8]);
    expect(share(8, 33)).toEqual([7, 17]);
    const told = new Gate({ concurrency: 4, maxQueue: 16, maxWaitMs: 1_000, userSlots: 4, userQueue: 0 });
    expect([told.userSlots, told.userQueue]).toEqual([4, 0]);
  });

  it('refuses a user at their share with no place of theirs to wait, while another user runs at once', async () => {
    const { gate, started, submit, outcome } = harness({ concurrency: 2, maxQueue: 4, userQueue: 0 });
    submit('b', 'b1');
    expect(gate.refusalAtOnce('b')).toBe('user_queue_full');
    submit('b', 'b2');
    expect(await outcome('b2')).toBe('user_queue_full');
    submit('a', 'a1');
    await settle();
    expect(started).toEqual(['b1', 'a1']);
  });

  it('forgets a user once nothing of theirs runs or waits, who then waits at the back of the turns', async () => {
    const { started, submit, finish } = harness({ concurrency: 1 });
    submit('a', 'a1');
    submit('b', 'b1');
    submit('c', 'c1');
    await finish('a1');
    // a comes back while c still waits: c, waiting longer, goes first.
    submit('a', 'a2');
    for (const label of ['b1', 'c1']) await finish(label);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
  });
});
