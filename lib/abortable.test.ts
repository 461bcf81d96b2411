import { describe, expect, it } from 'vitest';
import { unlessAborted } from './abortable';

describe('unlessAborted', () => {
  it('passes the work through when the signal never aborts', async () => {
    await expect(unlessAborted(Promise.resolve(7), new AbortController().signal)).resolves.toBe(7);
    await expect(unlessAborted(Promise.reject(new Error('broke')), undefined)).rejects.toThrow('broke');
  });

  it('rejects as soon as the signal aborts, with its reason or the given error, not waiting for the work', async () => {
    const never = new Promise<number>(() => undefined);
    const caller = new AbortController();
    const waiting = unlessAborted(never, caller.signal);
    caller.abort(new Error('caller left'));
    await expect(waiting).rejects.toThrow('caller left');

    const deadline = new AbortController();
    const timed = unlessAborted(never, deadline.signal, () => new Error('deadline'));
    deadline.abort();
    await expect(timed).rejects.toThrow('deadline');
  });

  it('rejects at once for a signal already aborted, and a late failure of the work goes unheard', async () => {
    let fail!: (error: Error) => void;
    const work = new Promise<number>((_, reject) => (fail = reject));
    await expect(unlessAborted(work, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    fail(new Error('late'));
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
