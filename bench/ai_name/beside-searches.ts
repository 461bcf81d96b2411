/**
 * Does one operation's store stall the others? Token naming at concurrency 8 over HTTP against the
 * production build, alone and while four clients search past coins one after another, against a
 * SQLite store of BENCH_PAST_COINS coins (100,000 by default; 1000000 for a million, built once and
 * kept: past_coin_search/coin-file.ts). The target: naming's p99 beside the searches within 2.5× of
 * alone, and its throughput at least half of alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startApp } from '../../test-support/app';
import { drive, type LoadResult } from '../../reliability/load';
import { table } from '../helpers';
import { loadCorpus, realKeys } from '../past_coin_search/data';
import { copyOfPastCoinsFile, pastCoinsFile } from '../past_coin_search/coin-file';
import { makeQueries } from '../past_coin_search/queries';

const NAMING_CONNECTIONS = 8;
const SEARCH_CLIENTS = 4;
const P99_TARGET = 2.5;
const THROUGHPUT_TARGET = 0.5;

export interface BesideOptions {
  /** What naming is asked. */
  namingBody: unknown;
  coins: number;
  seconds: number;
}

/** Searches made from the corpus, every kind: one after another per client until `stop`. */
function searchClients(url: string, key: string, stop: AbortSignal): Promise<{ done: number; failed: number }> {
  const corpus = loadCorpus();
  const bodies = makeQueries(corpus, 40, realKeys(corpus)).map(({ query }) =>
    query.kind === 'event' ? { event: { text: query.text }, limit: 5 } : { query: query.text, limit: 5 },
  );
  const tally = { done: 0, failed: 0 };
  const client = async (offset: number) => {
    for (let k = offset; !stop.aborted; k += SEARCH_CLIENTS) {
      const response = await fetch(`${url}/private/past_coin_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(bodies[k % bodies.length]),
      });
      await response.arrayBuffer();
      if (response.ok) tally.done += 1;
      else tally.failed += 1;
    }
  };
  return Promise.all(Array.from({ length: SEARCH_CLIENTS }, (_, k) => client(k))).then(() => tally);
}

async function ready(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if ((await fetch(`${url}/readyz`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

/** The bench's table: naming alone, naming beside the searches, and the two ratios against the targets. */
export async function namingBesideSearches({ namingBody, coins, seconds }: BesideOptions): Promise<string> {
  const file = await pastCoinsFile(coins, (line) => console.log(`past-coin store: ${line}`));
  const folder = mkdtempSync(path.join(tmpdir(), 'naming-beside-'));
  const key = randomBytes(24).toString('hex');
  const app = await startApp({
    API_KEYS: JSON.stringify([{ key, user: 'bench' }]),
    RATE_LIMIT_RPM: '100000000',
    AI_NAME_ENGINE: 'local',
    PAST_COINS_DB: copyOfPastCoinsFile(file, folder),
    PAST_COINS_SEED: 'false',
    LOG_LEVEL: 'info',
  });
  try {
    await ready(app.url);
    const naming = (durationSeconds: number): Promise<LoadResult> =>
      drive({
        url: `${app.url}/private/ai_name`,
        body: namingBody,
        headers: { authorization: `Bearer ${key}` },
        connections: NAMING_CONNECTIONS,
        durationSeconds,
      });
    // Warm-up, unmeasured: the namer, and the store's pages.
    const warmUp = new AbortController();
    const warming = searchClients(app.url, key, warmUp.signal);
    await naming(3);
    warmUp.abort();
    await warming;

    const load = loadavg()[0]!.toFixed(1);
    const alone = await naming(seconds);
    const stop = new AbortController();
    const searching = searchClients(app.url, key, stop.signal);
    const beside = await naming(seconds);
    stop.abort();
    const searches = await searching;
    const p99Ratio = beside.p99 / alone.p99;
    const throughputRatio = beside.rps / alone.rps;
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const row = (name: string, result: LoadResult, extra: string) => [
      name,
      String(result.p50),
      String(result.p99),
      result.rps.toFixed(0),
      String(result.sent - (result.byStatus['200'] ?? 0)),
      extra,
    ];
    return [
      `naming (ai_name, ${NAMING_CONNECTIONS} connections, ${seconds} s each) beside past-coin search on SQLite, ` +
        `${coins.toLocaleString('en-US')} coins; load average ${load} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
      table(
        ['naming', 'p50 ms', 'p99 ms', 'req/s', 'not 200', 'searches'],
        [
          row('alone', alone, '—'),
          row(
            `beside ${SEARCH_CLIENTS} search clients`,
            beside,
            `${(searches.done / seconds).toFixed(1)}/s (${searches.failed} failed)`,
          ),
        ],
      ),
      `p99 beside / alone: ${p99Ratio.toFixed(2)}× (target ≤ ${P99_TARGET}×: ${met(p99Ratio <= P99_TARGET)}); ` +
        `throughput beside / alone: ${(throughputRatio * 100).toFixed(0)}% (target ≥ ${THROUGHPUT_TARGET * 100}%: ` +
        `${met(throughputRatio >= THROUGHPUT_TARGET)})`,
    ].join('\n');
  } finally {
    await app.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
