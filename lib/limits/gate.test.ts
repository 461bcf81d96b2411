import { describe, expect, it } from 'vitest';
import { Gate, GateRejection } from './gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Gate', () => {
  it('never runs more than its concurrency at once', async () => {
    const gate = new Gate({ concurrency: 2, maxQueue: 10, maxWaitMs: 5_000 });
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        gate.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
  });

  it('refuses at once when every slot is busy and the queue is full', async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 1, maxWaitMs: 5_000 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toEqual(new GateRejection('queue_full'));
    expect(gate.running).toBe(1);
    expect(gate.waiting).toBe(1);
    hold.resolve();
    await first;
    await expect(second).resolves.toBe('second');
  });

  it('times out the wait, not the work, and frees nothing it does not hold', async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 5, maxWaitMs: 30 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const started = Date.now();
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ reason: 'wait_timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(gate.running).toBe(1);
    expect(gate.waiting).toBe(0);
    hold.resolve();
    await first;
    expect(gate.running).toBe(0);
  });

  it('drops a waiting task whose caller went away', async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 5, maxWaitMs: 5_000 });
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    const caller = new AbortController();
    let ran = false;
    const waiting = gate.run(async () => {
      ran = true;
    }, caller.signal);
    caller.abort();
    await expect(waiting).rejects.toMatchObject({ reason: 'aborted' });
    hold.resolve();
    await first;
    expect(ran).toBe(false);
  });

  it('passes a task failure through unchanged', async () => {
    const gate = new Gate({ concurrency: 1, maxQueue: 1, maxWaitMs: 1_000 });
    await expect(gate.run(async () => Promise.reject(new TypeError('boom')))).rejects.toThrow(TypeError);
    expect(gate.running).toBe(0);
  });
});
