/**
 * npm run bench: starts the production build with the embedded engines and prints, for each
 * operation at concurrency 1 and at the core count, latency percentiles and throughput next to a
 * baseline measured in the same run (baseline/): a bare Node HTTP server returning fixed JSON
 * (baseline/node-server.mjs) and a bare Next.js route for the request pipeline, the bare sharp
 * pipeline for image edit and image crops, native Tesseract for OCR (when installed), as ratios.
 * BENCH_SCALE (default 1) multiplies the number of requests per case; BENCH_ONLY=text, or names on
 * the command line (`npm run bench -- image_edit ai_name`), run only the cases and tables whose name
 * contains one of them (kit: the launch kit row alone, kit/bench.ts). Past-coin
 * search is measured in-process, on both stores, after the operations (past_coin_search/bench.ts);
 * BENCH_ONLY=past_coins runs only it, without the build. Then naming beside past-coin searches over
 * HTTP (ai_name/beside-searches.ts: BENCH_ONLY=beside runs only it; BENCH_PAST_COINS=1000000 for a
 * store of a million coins, 100,000 by default).
 */
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { startApp } from '../test-support/app';
import { drive, fmt, type LoadResult } from '../reliability/load';
import { startBaselineNextRoute, startBaselineServer } from './baseline/servers';
import { bareAttention, bareText, photo } from './baseline/sharp-work';
import { closedLoop, peakRssMiB, quantile, table, type BenchCase, type Samples } from './helpers';
import { kitBench } from './kit/bench';
import { ocrCases } from './ocr/bench';
import { namingBesideSearches } from './ai_name/beside-searches';
import { pastCoinsBench } from './past_coin_search/bench';

const CORES = availableParallelism();
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** What to run: the names given on the command line (`npm run bench -- image_edit ai_name`) and BENCH_ONLY. */
const FILTERS = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : [])];
/** Whether a case or table of this name is to run: every one when nothing is named, else those whose name holds a filter. */
const selected = (name: string) => FILTERS.length === 0 || FILTERS.some((filter) => name.includes(filter));

const TEXT_PROMPT = 'Grand opening this Saturday at the harbour market, everyone welcome';
const THROUGHPUT_TABLE = 'ai_name under autocannon';
const CROP_ASPECTS = [
  { aspect: '1:1', width: 512 },
  { aspect: '3:1', width: 1024 },
  { aspect: '16:9', width: 768 },
];
const NAMING_BODY = { event: { text: 'Breaking: a frog named Pepper just became mayor of a small town' } };

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const summary = (s: Samples) => ({
  p50: quantile(s.latencies, 0.5),
  p95: quantile(s.latencies, 0.95),
  p99: quantile(s.latencies, 0.99),
  rps: s.latencies.length / s.seconds,
});

/** Whether the past-coin bench (past_coins) is named, which runs in-process: named alone, the app is not started. */
const PAST_COINS = FILTERS.some((filter) => /^past/i.test(filter));
/** Whether the row of naming beside past-coin searches (beside) is named, which starts an app of its own. */
const BESIDE = FILTERS.some((filter) => /^beside/i.test(filter));

async function main() {
  if (FILTERS.length === 0 || FILTERS.some((filter) => !/^(past|beside)/i.test(filter))) await operationsBench();
  if (FILTERS.length === 0 || PAST_COINS) console.log(`\n${await pastCoinsBench()}`);
  if (FILTERS.length === 0 || BESIDE) {
    const coins = Number(process.env.BENCH_PAST_COINS ?? 100_000);
    console.log(`\n${await namingBesideSearches({ namingBody: NAMING_BODY, coins, seconds: 10 * SCALE })}`);
  }
}

async function operationsBench() {
  const key = randomBytes(24).toString('hex');
  const app = await startApp({
    API_KEYS: JSON.stringify([{ key, user: 'bench', imageEdit: true }]),
    RATE_LIMIT_RPM: '100000000',
    IMAGE_EDIT_RPM: '100000000',
    IMAGE_EDIT_ENGINE: 'local',
    AI_NAME_ENGINE: 'local',
    // Production's level: every request's log line is written, as it would be when deployed.
    LOG_LEVEL: 'info',
  });
  const baselineServer = await startBaselineServer();
  const post = (path: string, body: unknown, origin = app.url) => {
    const payload = JSON.stringify(body);
    return async () => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status === 200;
    };
  };

  try {
    const jpegs = await Promise.all([0, 1, 2].map(photo));
    const images = jpegs.map((jpeg) => `data:image/jpeg;base64,${jpeg.toString('base64')}`);
    let memeRuns = 0;
    // An edit's baseline: the same JSON body to a bare Node HTTP server that does the bare sharp work.
    const bareEdit = (sources: string[]) => ({
      baselineName: 'bare Node HTTP server: JSON body → sharp decode → fit → encode → JSON',
      baseline: post('/image_edit', { prompt: 'the same sharp work', images: sources }, baselineServer.url),
    });
    const cases: BenchCase[] = [
      {
        name: 'ai_name (pipeline + embedded namer)',
        requests: 1500,
        service: post('/private/ai_name', NAMING_BODY),
        baselineName: 'bare Node HTTP server, fixed JSON',
        baseline: post('/', NAMING_BODY, baselineServer.url),
      },
      {
        name: 'image_edit, no images (text drawn)',
        requests: 150,
        service: post('/private/image_edit', { prompt: TEXT_PROMPT }),
        baselineName: 'sharp: the text autofitted on a blank 512x512 → JPEG',
        baseline: async () => (await bareText(TEXT_PROMPT), true),
      },
      {
        name: 'image_edit, 1 × 2000x1500 JPEG, plain (black and white, thin border)',
        requests: 80,
        service: post('/private/image_edit', {
          prompt: 'make it black and white and add a thin black border',
          images: images.slice(0, 1),
        }),
        ...bareEdit(images.slice(0, 1)),
      },
      {
        name: 'image_edit, 1 × 2000x1500 JPEG, meme text top + bottom (Anton, outline)',
        requests: 80,
        // A new text every time: libvips caches identical text renders.
        service: () =>
          post('/private/image_edit', {
            prompt: `add meme text "WHEN MOON ${(memeRuns += 1)}" at the top and "SOON" at the bottom`,
            images: images.slice(0, 1),
          })(),
        ...bareEdit(images.slice(0, 1)),
      },
      {
        name: 'image_edit, 3 × 2000x1500 JPEG',
        requests: 40,
        service: post('/private/image_edit', { prompt: 'put them in a grid and add a thin black border', images }),
        ...bareEdit(images),
      },
      {
        name: 'image_crops, 1 × 2000x1500 JPEG, three aspects (1:1, 3:1, 16:9)',
        requests: 80,
        service: post('/private/image_crops', { images: images.slice(0, 1), crops: CROP_ASPECTS }),
        baselineName: 'sharp: position attention, the same three crops',
        baseline: async () => (await bareAttention(jpegs[0]!, CROP_ASPECTS), true),
      },
      ...(await ocrCases(post)),
    ];

    const rows: string[][] = [];
    for (const bench of cases.filter((entry) => selected(entry.name))) {
      for (const concurrency of [...new Set([1, CORES])]) {
        const count = Math.max(concurrency * 3, Math.round(bench.requests * SCALE));
        await closedLoop(concurrency, Math.min(count, concurrency * 3), bench.service);
        const service = await closedLoop(concurrency, count, bench.service);
        const s = summary(service);
        const b = bench.baseline ? summary(await closedLoop(concurrency, count, bench.baseline)) : undefined;
        rows.push([
          bench.name,
          String(concurrency),
          `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}`,
          s.rps.toFixed(1),
          bench.baselineName,
          b ? `${ms(b.p50)} / ${ms(b.p95)} / ${ms(b.p99)}` : '—',
          b ? b.rps.toFixed(1) : '—',
          b ? `${(s.p50 / b.p50).toFixed(2)}×` : '—',
          b ? `${(s.rps / b.rps).toFixed(2)}×` : '—',
          service.failures ? `${service.failures} failed` : '',
        ]);
      }
      process.stderr.write(`bench: ${bench.name} done\n`);
    }
    console.log(`npm run bench — ${CORES} cores, embedded engines, closed loop, latencies in ms (p50 / p95 / p99)\n`);
    console.log(
      table(
        [
          'operation',
          'conc',
          'service p50/p95/p99',
          'service req/s',
          'baseline',
          'baseline p50/p95/p99',
          'baseline req/s',
          'p50 ratio',
          'throughput ratio',
          'errors',
        ],
        rows,
      ),
    );
    if (selected('launch kit')) {
      console.log(`\n${await kitBench(app.url, key, images[0]!, Math.max(5, Math.round(20 * SCALE)))}`);
    }
    if (selected(THROUGHPUT_TABLE)) {
      console.log(`\n${await throughputTable(`${app.url}/private/ai_name`, key, baselineServer.url)}`);
    }
    console.log(`\npeak RSS of the server: ${(await peakRssMiB(app.process.pid!)).toFixed(0)} MiB`);
  } finally {
    await app.stop();
    baselineServer.stop();
  }
}

/**
 * ai_name's throughput under autocannon (a lighter client than fetch), against a bare Next.js
 * route and a bare Node server: rounds alternate between the three so that drift on a shared
 * machine hits each alike; the median round is reported.
 */
async function throughputTable(serviceUrl: string, key: string, nodeUrl: string): Promise<string> {
  const nextRoute = await startBaselineNextRoute();
  try {
    const targets: Array<{ url: string; headers: Record<string, string> }> = [
      { url: serviceUrl, headers: { authorization: `Bearer ${key}` } },
      { url: nextRoute.url, headers: {} },
      { url: nodeUrl, headers: {} },
    ];
    const rows: string[][] = [];
    for (const connections of [16, 32]) {
      const rounds: LoadResult[][] = targets.map(() => []);
      for (let round = 0; round < 3; round += 1) {
        for (const [index, target] of targets.entries()) {
          const result = await drive({ ...target, body: NAMING_BODY, connections, durationSeconds: 4 * SCALE });
          if (Object.keys(result.byStatus).some((status) => status !== '200') || result.errors > 0) {
            throw new Error(`${target.url} answered ${fmt.statuses(result.byStatus)}, ${result.errors} errors`);
          }
          rounds[index]!.push(result);
        }
      }
      const [service, next, node] = rounds.map((results) => results.sort((a, b) => a.rps - b.rps)[1]!);
      const cell = (result: LoadResult) => `${result.rps.toFixed(0)} (${result.p50} / ${result.p99})`;
      rows.push([
        String(connections),
        cell(service!),
        cell(next!),
        `${(service!.rps / next!.rps).toFixed(2)}×`,
        cell(node!),
        `${(service!.rps / node!.rps).toFixed(2)}×`,
      ]);
    }
    return `${THROUGHPUT_TABLE}, median of 3 rounds of ${4 * SCALE} s, req/s (p50 / p99 ms)\n\n${table(
      ['connections', 'service', 'bare Next.js route', 'ratio', 'bare Node server', 'ratio'],
      rows,
    )}`;
  } finally {
    nextRoute.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
