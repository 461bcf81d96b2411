/**
 * Quality of past-coin search: `npm run eval:past-coins [-- options]`. The shipped corpus (3,453 real
 * launches) and 100,000 look-alike coins made from it (bench/past_coin_search/data.ts) are recorded into
 * the SQLite store, a real Postgres server and, for the plain baseline, read by a LIKE '%query%' scan.
 * Queries are made from a seeded sample of the real coins (bench/past_coin_search/queries.ts): a ticker, a
 * typo in the name, the name's words joined or split, the name with extra words, and 60% of the
 * description in a row as a post; beside them, not in `overall`, a name with a word left out. Prints top-5 recall per kind for the engine on each store and the
 * baseline, each as `all (tune / check)`: the halves rules are chosen on and checked on.
 *
 * Options: --lookalikes N (100000), --per-kind N (500), --stores sqlite,postgres,like (all three),
 * --show KIND (the engine's misses of that kind on the first store, with what it answered),
 * --db PATH (keep the SQLite file there and reuse it when it already holds the coins: for tuning).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgres, type RunningPostgres } from '../../test-support/postgres';
import type { FoundCoin, PastCoin, PastCoinStore } from '../../lib/engines/past_coin_search/types';
import { coinKey } from '../../lib/engines/past_coin_search/coin-keys';
import { quantile, table } from '../helpers';
import { loadCorpus, lookAlikes, Random, realKeys } from './data';
import { EXTRA_KINDS, makeQueries, QUERY_KINDS, recallAt5, Relevance, type EvalQuery, type Half } from './queries';
import { LikeBaseline, postgresStore, recordAll, sqliteStore } from './stores';

type SystemId = 'sqlite' | 'postgres' | 'like';
const SYSTEM_TITLES: Record<SystemId, string> = {
  sqlite: 'engine, SQLite',
  postgres: 'engine, Postgres',
  like: "baseline: LIKE '%query%', by market cap",
};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

interface Outcome {
  query: EvalQuery;
  recall: number;
  found: FoundCoin[] | string[];
  ms: number;
}

interface SystemRun {
  id: SystemId;
  loadSeconds: number;
  outcomes: Outcome[];
}

async function runQueries(
  queries: EvalQuery[],
  relevance: Relevance,
  search: (query: EvalQuery) => Promise<FoundCoin[] | string[]>,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const query of queries) {
    const started = performance.now();
    const found = await search(query);
    const ms = performance.now() - started;
    const addresses = found.map((coin) => (typeof coin === 'string' ? coin : coin.address));
    outcomes.push({ query, recall: recallAt5(addresses, relevance.of(query)), found, ms });
  }
  return outcomes;
}

async function engineRun(
  id: SystemId,
  store: PastCoinStore,
  coins: PastCoin[],
  queries: EvalQuery[],
  relevance: Relevance,
  settle?: () => Promise<void>,
): Promise<SystemRun> {
  await store.ready();
  const held = await store.count();
  if (held !== 0 && held !== coins.length) throw new Error(`the store holds ${held} coins, not ${coins.length}`);
  const loadSeconds = held === 0 ? await recordAll(store, coins) : 0;
  await settle?.();
  // A few searches first, so that neither store is timed cold.
  for (const query of queries.slice(0, 20)) await store.search(query.query);
  const outcomes = await runQueries(queries, relevance, async (query) => (await store.search(query.query)).results);
  return { id, loadSeconds, outcomes };
}

const percent = (values: number[]) =>
  values.length === 0 ? '—' : `${((100 * values.reduce((a, b) => a + b, 0)) / values.length).toFixed(1)}`;

function cell(outcomes: Outcome[]): string {
  const of = (half: Half) => outcomes.filter((outcome) => outcome.query.half === half).map((o) => o.recall);
  return `${percent(outcomes.map((o) => o.recall))} (${percent(of('tune'))} / ${percent(of('check'))})`;
}

/**
 * Ticker queries that answered every coin whose ticker is exactly the query (up to the query's
 * limit), in % as `all (tune / check)`: the contract's promise for a ticker asked for.
 */
function exactTickerCell(outcomes: Outcome[], relevance: Relevance): string {
  const complete = (outcome: Outcome) => {
    const exact = relevance.withTicker(coinKey(outcome.query.query.text));
    const found = new Set(outcome.found.map((coin) => (typeof coin === 'string' ? coin : coin.address)));
    const wanted = Math.min(exact.length, outcome.query.query.limit);
    return exact.filter((address) => found.has(address)).length >= wanted ? 1 : 0;
  };
  const tickers = outcomes.filter((outcome) => outcome.query.kind === 'ticker');
  const of = (half: Half) => tickers.filter((outcome) => outcome.query.half === half).map(complete);
  return `${percent(tickers.map(complete))} (${percent(of('tune'))} / ${percent(of('check'))})`;
}

function describeMisses(run: SystemRun, kind: string, relevance: Relevance): void {
  const misses = run.outcomes.filter((outcome) => outcome.query.kind === kind && outcome.recall < 1);
  console.log(`\n${misses.length} ${kind} queries below full recall on ${SYSTEM_TITLES[run.id]}:`);
  for (const { query, found, recall } of misses) {
    const relevant = relevance.of(query);
    console.log(
      `- [${query.half}] ${JSON.stringify(query.query.text)} → source ${JSON.stringify(query.source.name)} ` +
        `$${query.source.ticker} (cap ${query.source.marketCap}), recall ${recall.toFixed(2)}, ${relevant.size} relevant`,
    );
    for (const coin of found as FoundCoin[]) {
      const mark = relevant.has(coin.address) ? '✓' : ' ';
      console.log(
        `    ${mark} ${coin.score.toFixed(3)} ${coin.match.padEnd(11)} ${JSON.stringify(coin.name)} $${coin.ticker} ` +
          `cap ${coin.marketCap} ${coin.match === 'description' ? JSON.stringify((coin.description ?? '').slice(0, 80)) : ''}`,
      );
    }
  }
}

async function main() {
  const lookAlikeCount = Number(option('lookalikes', '100000'));
  const perKind = Number(option('per-kind', '500'));
  const systems = option('stores', 'sqlite,postgres,like').split(',') as SystemId[];
  const show = option('show', '');
  const started = performance.now();

  const corpus = loadCorpus();
  const fakes = [...lookAlikes(corpus, lookAlikeCount, { reservedKeys: realKeys(corpus) })];
  // Recorded in one seeded order, real and look-alike mixed, as launches arrive.
  const coins = new Random(7).shuffled([...corpus, ...fakes]);
  const takenKeys = new Set(coins.flatMap((coin) => [coinKey(coin.name), coinKey(coin.ticker)]));
  const queries = makeQueries(corpus, perKind, takenKeys);
  const relevance = new Relevance(coins);
  process.stderr.write(
    `eval: ${corpus.length} real coins, ${fakes.length} look-alikes, ${queries.length} queries; load ${loadavg()[0]!.toFixed(2)}\n`,
  );

  const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-eval-'));
  const keptDb = option('db', '');
  const sqlitePath = keptDb || path.join(folder, 'coins.db');
  let postgres: RunningPostgres | undefined;
  const runs: SystemRun[] = [];
  try {
    const needsSqliteFile = systems.includes('sqlite') || systems.includes('like');
    const sqlite = needsSqliteFile ? sqliteStore(sqlitePath) : undefined;
    if (sqlite) {
      const run = await engineRun('sqlite', sqlite, coins, queries, relevance);
      if (systems.includes('sqlite')) runs.push(run);
      process.stderr.write(`eval: SQLite done (${run.loadSeconds.toFixed(1)} s to record)\n`);
    }
    if (systems.includes('postgres')) {
      postgres = await startPostgres();
      const store = postgresStore(postgres.url);
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        // Autovacuum's ANALYZE, which a store loaded this fast has not had yet.
        const analyze = async () => void (await client.query('ANALYZE past_coins'));
        runs.push(await engineRun('postgres', store, coins, queries, relevance, analyze));
      } finally {
        await client.end();
        await store.close();
      }
      process.stderr.write(`eval: Postgres done (${runs.at(-1)!.loadSeconds.toFixed(1)} s to record)\n`);
    }
    if (systems.includes('like')) {
      const baseline = await LikeBaseline.open(sqlitePath);
      try {
        const outcomes = await runQueries(queries, relevance, async (query) => baseline.search(query.query.text, 5));
        runs.push({ id: 'like', loadSeconds: 0, outcomes });
      } finally {
        baseline.close();
      }
    }
    await sqlite?.close();
  } finally {
    await postgres?.destroy();
    rmSync(folder, { recursive: true, force: true });
  }

  const header = [
    'kind',
    'queries (tune / check)',
    ...runs.map((run) => `${SYSTEM_TITLES[run.id]}: all (tune / check)`),
  ];
  const issueKinds = new Set<string>(QUERY_KINDS);
  const count = (kind?: string) => {
    const chosen = queries.filter((query) => (kind ? query.kind === kind : issueKinds.has(query.kind)));
    return `${chosen.length} (${chosen.filter((q) => q.half === 'tune').length} / ${chosen.filter((q) => q.half === 'check').length})`;
  };
  const kindRow = (kind: string, title = kind) => [
    title,
    count(kind),
    ...runs.map((run) => cell(run.outcomes.filter((outcome) => outcome.query.kind === kind))),
  ];
  const rows = [
    ...QUERY_KINDS.map((kind) => kindRow(kind)),
    [
      'overall (these five)',
      count(),
      ...runs.map((run) => cell(run.outcomes.filter((outcome) => issueKinds.has(outcome.query.kind)))),
    ],
    ...EXTRA_KINDS.map((kind) => kindRow(kind, `${kind} (beside)`)),
    [
      'ticker: every exact ticker in the first 5',
      count('ticker'),
      ...runs.map((run) => exactTickerCell(run.outcomes, relevance)),
    ],
  ];
  const latency = (run: SystemRun) => {
    const sorted = run.outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    return `${quantile(sorted, 0.5).toFixed(2)} / ${quantile(sorted, 0.99).toFixed(2)}`;
  };
  rows.push(['search p50 / p99 ms', '', ...runs.map(latency)]);

  if (show && runs[0]) describeMisses(runs[0], show, relevance);
  console.log(
    `\nPast-coin search, top-5 recall (%) over ${corpus.length} real coins and ${fakes.length} look-alikes ` +
      `(load average ${loadavg()[0]!.toFixed(2)}, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  console.log(table(header, rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
