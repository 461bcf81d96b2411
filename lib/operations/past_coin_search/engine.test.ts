import { describe, expect, it } from 'vitest';
import type { PastCoinStore } from '../../engines/past_coin_search';
import { readyWhenReachable } from './engine';

function storeFailing(times: number) {
  let calls = 0;
  const store = {
    ready: async () => {
      calls += 1;
      if (calls <= times) throw new Error('connect ECONNREFUSED');
    },
  } as unknown as PastCoinStore;
  return { store, calls: () => calls };
}

describe('readying the past-coin store', () => {
  it('tries again while the store cannot be reached, and is ready once it can', async () => {
    const { store, calls } = storeFailing(2);
    await expect(readyWhenReachable(store, new AbortController().signal)).resolves.toBeUndefined();
    expect(calls()).toBe(3);
  });

  it('stops trying at shutdown, with the store’s last error', async () => {
    const { store, calls } = storeFailing(Infinity);
    const stop = new AbortController();
    const trying = readyWhenReachable(store, stop.signal);
    stop.abort();
    await expect(trying).rejects.toThrow('ECONNREFUSED');
    expect(calls()).toBeLessThanOrEqual(2);
  });
});
