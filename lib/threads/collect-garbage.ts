import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type Collect = (options?: { type?: 'major' | 'minor' }) => void;

let collector: Collect | undefined;

/**
 * This thread's garbage collector, called on demand: `globalThis.gc` where the process was started
 * with --expose-gc, else the one V8 hands a context made after the flag is set (the flag itself
 * changes nothing else). For threads whose JavaScript heap is small but whose arrays are large: V8
 * collects them only once tens of megabytes have piled up outside the heap, and in each thread.
 */
export function garbageCollector(): Collect {
  if (!collector) {
    if (typeof globalThis.gc === 'function') collector = globalThis.gc as Collect;
    else {
      setFlagsFromString('--expose-gc');
      collector = runInNewContext('gc') as Collect;
    }
  }
  return collector;
}

/**
 * A budget of bytes allocated outside the heap: once the arrays counted since the last collection
 * reach `bytes`, `spend` collects and starts counting again. `minor` collects the young generation
 * only, in well under a millisecond for a thread's small heap: enough where each job is short and
 * its arrays die young. A long job's arrays (a page read in bands) outlive a collection of the young
 * generation that runs meanwhile and move to the old one: `major` collects it all (a few
 * milliseconds).
 */
export function arrayBudget(
  bytes: number,
  type: 'minor' | 'major',
  collect: Collect = garbageCollector(),
): { spend(allocated: number): void } {
  let spent = 0;
  return {
    spend(allocated) {
      spent += allocated;
      if (spent < bytes) return;
      spent = 0;
      collect({ type });
    },
  };
}
