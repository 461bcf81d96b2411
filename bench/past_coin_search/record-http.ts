/**
 * Recording coins over the API: `npx tsx bench/past_coin_search/record-http.ts [--coins N] [--batch N]
 * [--concurrency N] [--runs N]` (`npm run bench:record`; defaults: a million coins, batches of
 * 1,000, 2 at a time, 3 runs). Each run starts the production build (`npm run build` first) on an
 * empty SQLite store and records the eval's look-alike coins through POST /private/past_coins. It
 * prints, per run, the coins written, the time and rate, each batch's latency as the client sees it
 * (p50 / p99 / max), the statuses of every attempt (a 503 is sent again after its Retry-After, as
 * a writer would, up to 5 attempts), and how many batches went unanswered past the server's deadline
 * (REQUEST_DEADLINE_MS): the client waits a minute longer than that, so a hang shows as a count,
 * not as a bench that never ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { startApp } from '../../test-support/app';
import { quantile, table } from '../helpers';
import { DESCRIPTION_MAX, NAME_MAX, RecordedCoinSchema, TICKER_MAX } from '../../lib/operations/past_coins/contract';
import { slurProblem } from '../../lib/operations/past_coins/slur-check';
import { slurField } from '../../lib/engines/past_coin_search/slurs';
import type { PastCoin } from '../../lib/engines/past_coin_search/types';
import { loadCorpus, lookAlikes, realKeys } from './data';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};

const COINS = option('coins', 1_000_000);
const BATCH = option('batch', 1_000);
const CONCURRENCY = option('concurrency', 2);
const RUNS = option('runs', 3);
/** The server's deadline for a request (its default), and how much longer the client waits. */
const DEADLINE_MS = option('deadline-ms', 120_000);
const CLIENT_GRACE_MS = 60_000;
/** Attempts at a batch the server answers 503 (busy store): the first and up to four retries. */
const MAX_ATTEMPTS = 5;

interface RunReport {
  written: number;
  seconds: number;
  latencies: number[];
  byStatus: Map<string, number>;
  overDeadline: number;
  deadlineLogs: number;
  /** The first error message of each status other than 200. */
  firstErrors: Map<string, string>;
}

const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * `count` of the eval's look-alikes that recording takes: cut to its lengths (some made-up tickers
 * run past 16 characters), and any the schema or the slur guard still refuses left out, so every batch is valid.
 */
function* recordable(coins: Iterable<PastCoin>, count: number): Generator<PastCoin> {
  let taken = 0;
  for (const coin of coins) {
    if (taken === count) return;
    const cut = {
      ...coin,
      name: clip(coin.name, NAME_MAX),
      ticker: clip(coin.ticker, TICKER_MAX),
      description: coin.description === null ? null : clip(coin.description, DESCRIPTION_MAX),
    };
    if (!RecordedCoinSchema.safeParse(cut).success || slurProblem([cut], slurField)) continue;
    taken += 1;
    yield cut;
  }
}

function* batchesOf<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function oneRun(): Promise<RunReport> {
  const folder = mkdtempSync(path.join(tmpdir(), 'record-coins-'));
  const key = randomBytes(24).toString('hex');
  const app = await startApp({
    API_KEYS: JSON.stringify([{ key, user: 'recorder', pastCoinWrite: true }]),
    RATE_LIMIT_RPM: '100000000',
    PAST_COINS_DB: path.join(folder, 'coins.db'),
    PAST_COINS_SEED: 'false',
    REQUEST_DEADLINE_MS: String(DEADLINE_MS),
    LOG_LEVEL: 'warn',
  });
  const report: RunReport = {
    written: 0,
    seconds: 0,
    latencies: [],
    byStatus: new Map(),
    overDeadline: 0,
    deadlineLogs: 0,
    firstErrors: new Map(),
  };
  const count = (status: string) => report.byStatus.set(status, (report.byStatus.get(status) ?? 0) + 1);
  const corpus = loadCorpus();
  const batches = batchesOf(
    recordable(lookAlikes(corpus, 2 * COINS, { reservedKeys: realKeys(corpus) }), COINS),
    BATCH,
  );
  const started = performance.now();
  try {
    /** One attempt at a batch: whether the server asked for it again later (503 with Retry-After). */
    const send = async (coins: object[]): Promise<number | undefined> => {
      const sent = performance.now();
      let retryAfter: number | undefined;
      try {
        const response = await fetch(`${app.url}/private/past_coins`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ coins }),
          signal: AbortSignal.timeout(DEADLINE_MS + CLIENT_GRACE_MS),
        });
        const answer = (await response.json()) as { recorded?: number; error?: { message: string } };
        count(String(response.status));
        if (response.ok) report.written += answer.recorded ?? 0;
        else if (!report.firstErrors.has(String(response.status)))
          report.firstErrors.set(String(response.status), answer.error?.message ?? '');
        if (response.status === 503) retryAfter = Number(response.headers.get('retry-after') ?? 1);
      } catch (error) {
        count((error as Error).name === 'TimeoutError' ? 'unanswered' : 'network error');
      }
      const ms = performance.now() - sent;
      report.latencies.push(ms);
      if (ms > DEADLINE_MS) report.overDeadline += 1;
      return retryAfter;
    };
    // A writer's way with a 503: wait as long as Retry-After says and send the batch again (a
    // batch is all or nothing, and recording upserts by address), at most MAX_ATTEMPTS times.
    const record = async (coins: object[]) => {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const retryAfter = await send(coins);
        if (retryAfter === undefined) return;
        if (attempt < MAX_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      }
    };
    // CONCURRENCY senders take the next batch as each finishes; the batches are made lazily.
    const sender = async () => {
      for (let next = batches.next(); !next.done; next = batches.next()) await record(next.value);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
  } finally {
    report.seconds = (performance.now() - started) / 1000;
    report.deadlineLogs = app
      .logs()
      .split('\n')
      .filter((line) => line.includes('"deadline exceeded"')).length;
    await app.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  return report;
}

async function main() {
  const rows: string[][] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const report = await oneRun();
    report.latencies.sort((a, b) => a - b);
    const ms = (q: number) => quantile(report.latencies, q).toFixed(0);
    rows.push([
      String(run),
      report.written.toLocaleString('en'),
      report.seconds.toFixed(0),
      (report.written / report.seconds).toFixed(0),
      ms(0.5),
      ms(0.99),
      Math.max(...report.latencies).toFixed(0),
      [...report.byStatus].map(([status, n]) => `${status}:${n}`).join(' '),
      String(report.overDeadline),
      String(report.deadlineLogs),
    ]);
    process.stderr.write(`record-coins: run ${run} done in ${report.seconds.toFixed(0)} s\n`);
    for (const [status, message] of report.firstErrors)
      console.log(`run ${run}, first ${status}: ${message.slice(0, 300)}`);
  }
  console.log(
    `Recording ${COINS.toLocaleString('en')} coins over HTTP in batches of ${BATCH}, ${CONCURRENCY} at a time, on SQLite (deadline ${DEADLINE_MS / 1000} s)\n`,
  );
  console.log(
    table(
      [
        'run',
        'coins written',
        's',
        'coins/s',
        'batch p50 ms',
        'p99 ms',
        'max ms',
        'statuses',
        'past deadline',
        'deadline logs',
      ],
      rows,
    ),
  );
}

void main();
