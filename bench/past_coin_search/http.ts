/**
 * Past-coin search over HTTP: `npx tsx bench/past_coin_search/http.ts --db FILE [--per-kind N]`. FILE is a
 * SQLite store already holding the corpus and the eval's look-alikes (`npm run eval:past-coins --
 * --stores sqlite --db FILE` leaves one); a copy of it serves the production build (`npm run build`
 * first), and the eval's queries are asked one at a time through POST /private/past_coin_search.
 * Prints top-5 recall per kind and latency as the client sees it (p50 / p99 ms), per kind and overall,
 * after an unmeasured warm-up of `--warm-up N` queries of each kind made from other coins (30; 0: cold).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { coinKey } from '../../lib/engines/past_coin_search/coin-keys';
import { startApp } from '../../test-support/app';
import { quantile } from '../helpers';
import { loadCorpus, lookAlikes, Random, realKeys } from './data';
import { EXTRA_KINDS, makeQueries, QUERY_KINDS, recallAt5, Relevance, type EvalQuery } from './queries';

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};

const bodyOf = (query: EvalQuery) =>
  query.query.kind === 'event'
    ? { event: { text: query.query.text }, limit: 5 }
    : { query: query.query.text, limit: 5 };

async function main() {
  const db = option('db', '');
  if (!db) throw new Error('--db FILE: a SQLite store holding the corpus and the look-alikes');
  const lookAlikeCount = Number(option('lookalikes', '100000'));
  const corpus = loadCorpus();
  const coins = new Random(7).shuffled([
    ...corpus,
    ...lookAlikes(corpus, lookAlikeCount, { reservedKeys: realKeys(corpus) }),
  ]);
  const takenKeys = new Set(coins.flatMap((coin) => [coinKey(coin.name), coinKey(coin.ticker)]));
  const queries = makeQueries(corpus, Number(option('per-kind', '500')), takenKeys);
  const relevance = new Relevance(coins);

  const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-http-'));
  const served = path.join(folder, 'coins.db');
  copyFileSync(db, served);
  const key = randomBytes(24).toString('hex');
  const app = await startApp({
    API_KEYS: JSON.stringify([{ key, user: 'bench' }]),
    RATE_LIMIT_RPM: '100000000',
    PAST_COINS_DB: served,
    PAST_COINS_SEED: 'false',
    LOG_LEVEL: 'warn',
  });
  const outcomes: { kind: string; recall: number; ms: number }[] = [];
  try {
    const ask = async (body: object) => {
      const response = await fetch(`${app.url}/private/past_coin_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { results?: { address: string }[] };
      if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(answer).slice(0, 200)}`);
      return answer.results!.map((coin) => coin.address);
    };
    // Warm-up, unmeasured: queries of every kind from other coins (another seed), so the file's pages
    // (names, pieces, descriptions) are read once, as a server that has been up a while has them.
    for (const query of makeQueries(corpus, Number(option('warm-up', '30')), takenKeys, 1)) await ask(bodyOf(query));
    for (const query of queries) {
      const started = performance.now();
      const found = await ask(bodyOf(query));
      outcomes.push({
        kind: query.kind,
        recall: recallAt5(found, relevance.of(query)),
        ms: performance.now() - started,
      });
    }
  } finally {
    await app.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  const row = (label: string, picked: typeof outcomes) => {
    const ms = picked.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const recall = (100 * picked.reduce((sum, outcome) => sum + outcome.recall, 0)) / (picked.length || 1);
    return `| ${label} | ${picked.length} | ${recall.toFixed(1)} | ${quantile(ms, 0.5).toFixed(1)} / ${quantile(ms, 0.99).toFixed(1)} |`;
  };
  const issueKinds = new Set<string>(QUERY_KINDS);
  console.log(
    `\nPast-coin search over HTTP, ${coins.length} coins, one query at a time (load ${loadavg()[0]!.toFixed(2)})\n`,
  );
  console.log('| kind | queries | top-5 recall % | p50 / p99 ms |\n|---|---|---|---|');
  for (const kind of [...QUERY_KINDS, ...EXTRA_KINDS])
    console.log(
      row(
        kind,
        outcomes.filter((o) => o.kind === kind),
      ),
    );
  console.log(
    row(
      'overall (the five)',
      outcomes.filter((o) => issueKinds.has(o.kind)),
    ),
  );
  console.log(row('every query', outcomes));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
