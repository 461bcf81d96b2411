import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors';
import { guardStore } from './guard';
import type { PastCoinStore } from './types';

const never = () => new Promise<never>(() => undefined);

function store(overrides: Partial<PastCoinStore>): PastCoinStore {
  return {
    id: 'test',
    ready: async () => undefined,
    search: async () => ({ results: [], hidden: 0 }),
    record: async (coins) => coins.length,
    count: async () => 0,
    close: async () => undefined,
    ...overrides,
  };
}

describe('a guarded store', () => {
  it('fails a call that takes longer than the time-out as unavailable, with a retry hint', async () => {
    const guarded = guardStore(store({ search: never }), 50);
    const started = performance.now();
    const error = await guarded.search({ kind: 'text', text: 'x', limit: 5 }).catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(isEngineError(error) && error.kind).toBe('unavailable');
    expect(isEngineError(error) && error.retryAfter).toBeGreaterThan(0);
    expect((error as Error).message).toBe('The past-coin store did not answer within 50 ms.');
  });

  it('turns a store failure into unavailable without showing its message', async () => {
    const guarded = guardStore(
      store({ record: async () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret')) }),
      1000,
    );
    const error = await guarded.record([]).catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('unavailable');
    expect((error as Error).message).toBe('The past-coin store could not record the coins.');
    expect((error as Error).message).not.toMatch(/secret|10\.0\.0\.5/);
  });

  it('reports a store failure at its deadline as the deadline, whichever the event loop hears first', async () => {
    // A store that gives up waiting for a lock exactly when its caller's time is up (as SQLite's busy
    // time-out, set to what is left, does), just before the guard's own timer fires.
    const givesUpAtTheDeadline = store({
      record: (_coins, options) =>
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('SQLITE_BUSY: database is locked')), options!.deadline! - Date.now() - 2),
        ),
    });
    const error = await guardStore(givesUpAtTheDeadline, 100)
      .record([])
      .catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('unavailable');
    expect((error as Error).message).toBe('The past-coin store did not answer within 100 ms.');
  });

  it('stops waiting when the caller goes away, with the caller’s reason', async () => {
    const controller = new AbortController();
    const guarded = guardStore(store({ count: never }), 10_000);
    const pending = guarded.count({ signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort(new Error('client closed'));
    expect(((await pending) as Error).message).toBe('client closed');
  });

  it('waits for a store still starting outside the time-out, and fails at once on one that cannot start', async () => {
    let started = false;
    const slowStart = store({
      ready: () => new Promise<void>((resolve) => setTimeout(() => resolve(void (started = true)), 120)),
      count: async () => (started ? 3 : -1),
    });
    expect(await guardStore(slowStart, 50).count()).toBe(3);
    const broken = guardStore(store({ ready: async () => Promise.reject(new Error('ECONNREFUSED')) }), 1000);
    const error = await broken.count().catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('unavailable');
    expect((error as Error).message).toBe('The past-coin store is not reachable.');
  });

  it('passes answers through', async () => {
    expect(await guardStore(store({ count: async () => 7 }), 1000).count()).toBe(7);
  });
});
