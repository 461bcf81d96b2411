import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createOcrWorker } from './tesseract-worker';

/** Each thread of this process and its nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceness(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task').map(Number)) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      threads.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

describe.runIf(process.platform === 'linux')('createOcrWorker', () => {
  it('reads on a thread 5 steps nicer than the event loop', async () => {
    const before = threadNiceness();
    const worker = await createOcrWorker(process.cwd());
    try {
      const started = [...threadNiceness()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(started).toContain(Math.min(19, getPriority() + 5));
      const { data } = await worker.recognize(readFileSync('test-support/fixtures/sroie_005.jpg'));
      expect(data.text.length).toBeGreaterThan(20);
    } finally {
      await worker.terminate();
    }
  });
});
