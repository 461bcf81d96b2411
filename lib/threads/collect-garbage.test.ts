import { describe, expect, it } from 'vitest';
import { arrayBudget, garbageCollector, type Collect } from './collect-garbage';

describe('garbageCollector', () => {
  it('collects what nothing holds any more', async () => {
    let array: Float32Array | undefined = new Float32Array(1 << 20);
    const ref = new WeakRef(array);
    array = undefined;
    // A WeakRef keeps its target until the job that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    garbageCollector()({ type: 'major' });
    expect(ref.deref()).toBeUndefined();
  });
});

describe('arrayBudget', () => {
  it('collects once the arrays counted reach the budget, then counts again', () => {
    const calls: unknown[] = [];
    const collect: Collect = (options) => void calls.push(options);
    const budget = arrayBudget(100, 'minor', collect);
    budget.spend(60);
    expect(calls).toEqual([]);
    budget.spend(40);
    expect(calls).toEqual([{ type: 'minor' }]);
    budget.spend(99);
    expect(calls).toHaveLength(1);
    budget.spend(1);
    expect(calls).toEqual([{ type: 'minor' }, { type: 'minor' }]);
  });
});
