import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { startApp } from '../../test-support/app';
import { keysEnv, KEYS, type SuiteOptions } from '../context';
import { call, countBy, openLoop, percentile, type Answer } from '../open-loop';
import { gauge, sampleMetrics } from '../sampler';
import { row, timingRow, type Row } from '../table';

export interface OverloadTarget {
  operation: 'image_edit' | 'ocr';
  body: unknown;
  /** The 503 code this operation answers when its slots and queue are full. */
  busyCode: string;
  env: Record<string, string>;
  slots: number;
}

/**
 * Gives every thread of the server the scheduler's preference. On Linux a nice value belongs to a
 * thread, not a process: renicing the pid alone left the threads that do the slot's work (libuv's
 * pool, where sharp and the OCR workers run) at the client's priority. Returns how many threads
 * were reniced.
 */
function preferServer(pid: number | undefined): number {
  if (!pid) return 0;
  let threads: number[] = [pid];
  try {
    threads = readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    // No /proc: the process's main thread only.
  }
  let reniced = 0;
  for (const thread of threads) {
    try {
      setPriority(thread, -10);
      reniced += 1;
    } catch {
      // Not permitted for this user, or the thread has ended: measure as is.
    }
  }
  return reniced;
}

const fmtCounts = (answers: Answer[]) =>
  Object.entries(countBy(answers, (a) => `${a.status}${a.code ? ` ${a.code}` : ''}`))
    .map(([k, v]) => `${k}:${v}`)
    .join(', ');

/**
 * Measures capacity at a rate the server keeps up with, then offers 3× that: successful
 * throughput must stay ≥ 90% of capacity, every rejection must be a fast 503 with Retry-After and
 * the operation's code, busy slots must never pass the configured number, memory is reported.
 */
export async function overload(target: OverloadTarget, { short }: SuiteOptions): Promise<Row[]> {
  const app = await startApp(keysEnv({ RATE_LIMIT_RPM: '100000000', IMAGE_EDIT_RPM: '100000000', ...target.env }));
  // Client and server share this machine's cores; the server gets the scheduler's preference so the
  // load generator's own CPU does not count against the server's capacity (as on separate hosts).
  const name = `overload ${target.operation}`;
  const url = `${app.url}/private/${target.operation}`;
  const send = () => call(url, target.body, { authorization: `Bearer ${KEYS.main}` });
  const rows: Row[] = [];
  try {
    for (let i = 0; i < 3; i += 1) await send();
    // After the first requests, so that the threads they started are reniced too.
    const reniced = preferServer(app.process.pid);
    rows.push(row(name, 'server threads given the scheduler preference (nice -10)', String(reniced), 'reported'));
    // Capacity: a closed loop with two requests per slot in flight, so slots never idle.
    const seconds = short ? 4 : 10;
    const started = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: target.slots * 2 }, async () => {
        while (performance.now() - started < seconds * 1000) {
          if ((await send()).status === 200) done += 1;
        }
      }),
    );
    const capacity = done / ((performance.now() - started) / 1000);
    rows.push(row(name, 'capacity (closed loop)', `${capacity.toFixed(1)} req/s`, 'measured'));

    const sampler = sampleMetrics(app.url, KEYS.metrics);
    const { answers, elapsed } = await openLoop(capacity * 3, seconds, send);
    const peaks = await sampler.stop();
    const ok = answers.filter((a) => a.status === 200);
    const rejected = answers.filter((a) => a.status !== 200);
    const goodput = ok.length / elapsed;
    // Offered 3× its capacity, a server that sheds nothing has failed, whatever else it did.
    const rejectionsOk =
      rejected.length > 0 &&
      rejected.every((a) => a.status === 503 && a.code === target.busyCode && Number(a.retryAfter) >= 1 && a.shapeOk);
    rows.push(
      row(
        name,
        `offered 3× = ${(capacity * 3).toFixed(0)} req/s for ${seconds} s`,
        fmtCounts(answers),
        `200 and 503 ${target.busyCode} only`,
        rejectionsOk,
      ),
    );
    rows.push(
      timingRow(
        name,
        'successful throughput',
        `${goodput.toFixed(1)} req/s = ${((goodput / capacity) * 100).toFixed(0)}% of capacity`,
        '≥ 90%',
        goodput >= 0.9 * capacity,
      ),
    );
    const rejectP99 = percentile(
      rejected.map((a) => a.ms),
      99,
    );
    rows.push(
      timingRow(
        name,
        '503 latency p50 / p99',
        `${percentile(
          rejected.map((a) => a.ms),
          50,
        ).toFixed(1)} / ${rejectP99.toFixed(1)} ms`,
        'p99 < 100 ms',
        rejected.length > 0 && rejectP99 < 100,
      ),
    );
    rows.push(
      row(
        name,
        '200 latency p50 / p99',
        `${percentile(
          ok.map((a) => a.ms),
          50,
        ).toFixed(0)} / ${percentile(
          ok.map((a) => a.ms),
          99,
        ).toFixed(0)} ms`,
        'reported',
      ),
    );
    const busyPeak = peaks.busy[target.operation] ?? 0;
    rows.push(
      row(
        name,
        'peak busy slots',
        `${busyPeak} of ${target.slots}`,
        `≤ ${target.slots}`,
        busyPeak <= target.slots && busyPeak > 0,
      ),
    );
    rows.push(
      row(
        name,
        'peak server RSS',
        `${(peaks.rssBytes / 2 ** 20).toFixed(0)} MiB`,
        '< 2048 MiB',
        peaks.rssBytes < 2 * 2 ** 30,
      ),
    );
    const ids = new Set(answers.map((a) => a.requestId));
    rows.push(
      row(name, 'unique request ids', `${ids.size} of ${answers.length}`, 'all unique', ids.size === answers.length),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busyAfter = await gauge(app.url, KEYS.metrics, 'inference_busy_slots', target.operation);
    rows.push(row(name, 'busy slots after the run', String(busyAfter), '0', busyAfter === 0));
  } finally {
    await app.stop();
  }
  return rows;
}
