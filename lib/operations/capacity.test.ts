import { describe, expect, it } from 'vitest';
import { ERRORS, isApiError } from '../errors';
import { Capacity } from './capacity';

const settings = { concurrency: 1, maxQueue: 1, maxWaitMs: 5_000, busy: ERRORS.overloaded, retryAfterSeconds: 3 };

describe('Capacity', () => {
  it('runs up to its slots and queue, then turns the next task away with the busy error and Retry-After', async () => {
    const capacity = new Capacity('capacity_test_a', settings);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = capacity.run(() => held);
    const second = capacity.run(async () => 'second');
    expect(capacity.full).toBe(true);
    const third = await capacity.run(async () => 'third').catch((error: unknown) => error);
    expect(isApiError(third)).toBe(true);
    expect(third).toMatchObject({ kind: 'overloaded', status: 503, retryAfter: 3 });
    release();
    await first;
    expect(await second).toBe('second');
    expect(capacity.full).toBe(false);
  });

  it('turns a wait that timed out into the busy error', async () => {
    const capacity = new Capacity('capacity_test_b', { ...settings, maxWaitMs: 20 });
    let release!: () => void;
    const first = capacity.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waited = await capacity.run(async () => 'late').catch((error: unknown) => error);
    expect(waited).toMatchObject({ kind: 'overloaded' });
    release();
    await first;
  });
});
