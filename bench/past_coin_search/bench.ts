/**
 * The past-coin part of `npm run bench` (BENCH_ONLY=past_coins runs it alone; it needs no build): the
 * stores in-process, as the two operations use them. Each store is filled with the shipped corpus and
 * seeded look-alikes (bench/past_coin_search/data.ts) through `record` in batches of 1,000, as
 * POST /private/past_coins takes them; at each size it measures the recording throughput since the
 * last size, the index on disk, and search latency over a mix of the eval's query kinds next to a
 * plain LIKE '%query%' scan of the same store (ILIKE on Postgres).
 *
 * PAST_COINS_SIZES (100000,1000000), PAST_COINS_STORES (sqlite,postgres), PAST_COINS_QUERIES per kind
 * (60; the baseline runs a fifth of them at a million coins, where each of its scans takes ~0.3 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../../lib/engines/past_coin_search/sqlite/driver';
import type { PastCoin, PastCoinStore } from '../../lib/engines/past_coin_search/types';
import { startPostgres, type RunningPostgres } from '../../test-support/postgres';
import { quantile, table } from '../helpers';
import { loadCorpus, lookAlikes, realKeys } from './data';
import { EXTRA_KINDS, makeQueries, QUERY_KINDS, type EvalQuery } from './queries';
import { LikeBaseline, postgresStore, recordAll, sqliteBytes, sqliteStore } from './stores';

const SIZES = (process.env.PAST_COINS_SIZES ?? '100000,1000000').split(',').map(Number);
const STORES = (process.env.PAST_COINS_STORES ?? 'sqlite,postgres').split(',');
const PER_KIND = Number(process.env.PAST_COINS_QUERIES ?? 60);
/** Above this many coins the baseline's scans are slow enough that a fifth of the queries tell as much. */
const BASELINE_THINNED_ABOVE = 200_000;

interface Checkpoint {
  store: string;
  coins: number;
  recordedPerSecond: number;
  bytes: number;
  detail: string;
  search: number[];
  byKind: Map<string, number[]>;
  baseline: number[];
}

/** A store under test: how to measure its size on disk and run the baseline's scan on it. */
interface Target {
  id: string;
  store: PastCoinStore;
  /** What the database would have done by itself between a load and searches (Postgres: autovacuum's ANALYZE). */
  settle(): Promise<void>;
  bytes(): Promise<{ bytes: number; detail: string }>;
  baseline(text: string): Promise<void>;
  close(): Promise<void>;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const p50p99 = (values: number[]) => {
  const s = sorted(values);
  return s.length === 0 ? '—' : `${ms(quantile(s, 0.5))} / ${ms(quantile(s, 0.99))}`;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

async function sqliteTarget(folder: string): Promise<Target> {
  const file = path.join(folder, 'coins.db');
  const store = sqliteStore(file);
  await store.ready();
  const baseline = await LikeBaseline.open(file);
  const side = await openSqlite(file, 5_000);
  return {
    id: 'SQLite',
    store,
    settle: async () => undefined,
    async bytes() {
      side.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      let detail = '';
      try {
        const parts = side
          .prepare(
            `SELECT CASE WHEN name LIKE 'coin_text%' THEN 'descriptions (FTS5)' WHEN name LIKE '%gram%' THEN 'name pieces'
               ELSE 'coins and keys' END AS part, sum(pgsize) AS bytes FROM dbstat GROUP BY part ORDER BY bytes DESC`,
          )
          .all() as Array<{ part: string; bytes: number }>;
        detail = parts.map((part) => `${part.part} ${mb(part.bytes)}`).join(', ');
      } catch {
        detail = '(dbstat not compiled in)';
      }
      return { bytes: sqliteBytes(file), detail };
    },
    baseline: async (text) => void baseline.search(text, 5),
    async close() {
      baseline.close();
      side.close();
      await store.close();
    },
  };
}

async function postgresTarget(server: RunningPostgres): Promise<Target> {
  const store = postgresStore(server.url);
  await store.ready();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return {
    id: 'Postgres',
    store,
    settle: async () => void (await client.query('ANALYZE past_coins')),
    async bytes() {
      const { rows } = await client.query<{ total: string; indexes: string; words: string }>(
        `SELECT pg_total_relation_size('past_coins') AS total, pg_indexes_size('past_coins') AS indexes,
           pg_total_relation_size('past_coin_word_counts') AS words`,
      );
      const { total, indexes, words } = rows[0]!;
      return {
        bytes: Number(total) + Number(words),
        detail: `indexes ${mb(Number(indexes))} (trigram and word GIN, keys), word counts ${mb(Number(words))}`,
      };
    },
    async baseline(text) {
      const plain = text.trim().replace(/^\$/, '');
      const pattern = `%${plain.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      await client.query(
        `SELECT address FROM past_coins WHERE name ILIKE $1 OR ticker ILIKE $1 OR description ILIKE $1
         ORDER BY market_cap DESC NULLS LAST LIMIT 5`,
        [pattern],
      );
    },
    async close() {
      await client.end();
      await store.close();
    },
  };
}

async function measure(target: Target, queries: EvalQuery[], coins: number, recordedPerSecond: number) {
  await target.settle();
  const { bytes, detail } = await target.bytes();
  for (const query of queries.slice(0, 20)) await target.store.search(query.query);
  const byKind = new Map<string, number[]>();
  const search: number[] = [];
  for (const query of queries) {
    const took = await timed(() => target.store.search(query.query));
    search.push(took);
    byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), took]);
  }
  const baselineQueries = coins > BASELINE_THINNED_ABOVE ? queries.filter((_, i) => i % 5 === 0) : queries;
  const baseline: number[] = [];
  for (const query of baselineQueries) baseline.push(await timed(() => target.baseline(query.query.text)));
  return { store: target.id, coins, recordedPerSecond, bytes, detail, search, byKind, baseline } satisfies Checkpoint;
}

/** Fills one store to each size in turn, measuring at each. */
async function benchStore(target: Target, corpus: PastCoin[], queries: EvalQuery[]): Promise<Checkpoint[]> {
  const checkpoints: Checkpoint[] = [];
  const largest = Math.max(...SIZES);
  const fakes = lookAlikes(corpus, largest - corpus.length, { reservedKeys: realKeys(corpus) });
  let held = 0;
  let seconds = await recordAll(target.store, corpus);
  held += corpus.length;
  checkpoints.push(await measure(target, queries, held, corpus.length / seconds));
  for (const size of [...SIZES].sort((a, b) => a - b)) {
    const batch = function* () {
      while (held < size) {
        const next = fakes.next();
        if (next.done) return;
        held += 1;
        yield next.value;
      }
    };
    const before = held;
    seconds = await recordAll(target.store, batch());
    checkpoints.push(await measure(target, queries, held, (held - before) / seconds));
    process.stderr.write(
      `bench: past_coins ${target.id} at ${held} coins (${((held - before) / seconds).toFixed(0)} coins/s; load ${loadavg()[0]!.toFixed(2)})\n`,
    );
  }
  return checkpoints;
}

/** Runs the past-coin bench and answers its tables, as text. */
export async function pastCoinsBench(): Promise<string> {
  const started = performance.now();
  const corpus = loadCorpus();
  const queries = makeQueries(corpus, PER_KIND, new Set());
  const checkpoints: Checkpoint[] = [];
  const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-bench-'));
  let server: RunningPostgres | undefined;
  try {
    if (STORES.includes('sqlite')) {
      const target = await sqliteTarget(folder);
      try {
        checkpoints.push(...(await benchStore(target, corpus, queries)));
      } finally {
        await target.close();
        rmSync(folder, { recursive: true, force: true });
      }
    }
    if (STORES.includes('postgres')) {
      server = await startPostgres();
      const target = await postgresTarget(server);
      try {
        checkpoints.push(...(await benchStore(target, corpus, queries)));
      } finally {
        await target.close();
      }
    }
  } finally {
    await server?.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
  const growth = table(
    [
      'store',
      'coins',
      'record coins/s (since the last row)',
      'on disk',
      'search p50 / p99 ms',
      'baseline (LIKE scan) p50 / p99 ms',
      'p50 ratio',
    ],
    checkpoints.map((point) => [
      point.store,
      point.coins.toLocaleString('en-US'),
      point.recordedPerSecond.toFixed(0),
      mb(point.bytes),
      p50p99(point.search),
      `${p50p99(point.baseline)} (${point.baseline.length} queries)`,
      `${(quantile(sorted(point.search), 0.5) / quantile(sorted(point.baseline), 0.5)).toFixed(2)}×`,
    ]),
  );
  const allKinds = [...QUERY_KINDS, ...EXTRA_KINDS];
  const kinds = table(
    ['store', 'coins', ...allKinds.map((kind) => `${kind} p50 / p99`)],
    checkpoints.map((point) => [
      point.store,
      point.coins.toLocaleString('en-US'),
      ...allKinds.map((kind) => p50p99(point.byKind.get(kind) ?? [])),
    ]),
  );
  const disk = checkpoints.map(
    (point) => `- ${point.store} at ${point.coins.toLocaleString('en-US')}: ${point.detail}`,
  );
  return [
    `past_coins — in-process stores, ${queries.length} searches per row (${PER_KIND} of each kind, one at a time), ` +
      `recording through store.record in batches of 1,000; load average ${loadavg()[0]!.toFixed(2)}, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s`,
    '',
    growth,
    '',
    'Search latency per query kind, ms',
    '',
    kinds,
    '',
    'On disk:',
    ...disk,
  ].join('\n');
}
