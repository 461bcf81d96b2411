/**
 * The reliability suite: starts the built app (and redis-server where needed), drives it, counts
 * on both sides and prints one table. `--short` is the CI form. Exits non-zero when a check fails.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { NAMING_BODY, type SuiteOptions } from './context';
import { cluster } from './scenarios/cluster';
import { imageHostFault } from './scenarios/image-host-fault';
import { openAiFault } from './scenarios/openai-fault';
import { overload } from './scenarios/overload';
import { postgresFault } from './scenarios/postgres-fault';
import { rateLimits } from './scenarios/rate-limits';
import { redisFault } from './scenarios/redis-fault';
import { shutdown } from './scenarios/shutdown';
import { stallsAndLeavers } from './scenarios/stalls-and-leavers';
import { steady } from './scenarios/steady';
import { fails, isReported, printTable, row, type Row } from './table';
import { readFile } from 'node:fs/promises';
import { SMALL_RECEIPT } from '../test-support/fixtures/receipts';
import { missingTools, type Tool } from './tools';

/** A small real receipt (a fixture in the repository) as a data URL. */
async function ocrSample(): Promise<string | undefined> {
  try {
    const bytes = await readFile(SMALL_RECEIPT);
    return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** The embedded editor's default slots (one core left to the event loop). */
const EDIT_SLOTS = Math.max(1, availableParallelism() - 1);

/** Places in each overloaded operation's queue. */
const OVERLOAD_QUEUE = 4;

/**
 * The overload scenarios drive the whole of an operation's capacity from one key: that user's share
 * is all of it (the share between users is stalls-and-leavers' and the API tests' to check).
 */
const wholeShare = (prefix: 'IMAGE_EDIT' | 'OCR', slots: number) => ({
  [`${prefix}_USER_SLOTS`]: String(slots),
  [`${prefix}_USER_QUEUE`]: String(OVERLOAD_QUEUE),
});

type Scenario = (options: SuiteOptions) => Promise<Row[]>;

/** What each scenario runs besides the app: checked before anything starts. */
const NEEDS: Record<string, Tool[]> = {
  'rate-limits': ['redis-server'],
  'redis-fault': ['redis-server'],
  'postgres-fault': ['postgres'],
  cluster: ['redis-server', 'nginx'],
};

const SCENARIOS: Record<string, Scenario> = {
  steady: async (options) => {
    const receipt = await ocrSample();
    if (!receipt) throw new Error(`the OCR sample ${SMALL_RECEIPT} is missing`);
    return steady(options, [
      { operation: 'ai_name', body: NAMING_BODY, connections: 16 },
      { operation: 'image_edit', body: { prompt: 'Steady load: draw this sentence on the canvas' }, connections: 4 },
      { operation: 'ocr' as const, body: { images: [receipt] }, connections: 4 },
    ]);
  },
  'rate-limits': rateLimits,
  'redis-fault': redisFault,
  'postgres-fault': postgresFault,
  shutdown,
  'overload-image-edit': (options) =>
    overload(
      {
        operation: 'image_edit',
        body: { prompt: 'Overload test: a long enough prompt to be drawn as several lines of text' },
        busyCode: 'image_edit_busy',
        env: {
          IMAGE_EDIT_CONCURRENCY: String(EDIT_SLOTS),
          IMAGE_EDIT_QUEUE: String(OVERLOAD_QUEUE),
          IMAGE_EDIT_QUEUE_WAIT_MS: '2000',
          ...wholeShare('IMAGE_EDIT', EDIT_SLOTS),
        },
        slots: EDIT_SLOTS,
      },
      options,
    ),
  'overload-ocr': async (options) => {
    const receipt = await ocrSample();
    if (!receipt)
      return [
        row('overload ocr', 'sample image', 'test-support/fixtures/sroie_005.jpg not readable', 'present', false),
      ];
    return overload(
      {
        operation: 'ocr',
        body: { images: [receipt] },
        busyCode: 'internal_error',
        env: {
          OCR_WORKERS: '2',
          OCR_QUEUE: String(OVERLOAD_QUEUE),
          OCR_QUEUE_WAIT_MS: '4000',
          ...wholeShare('OCR', 2),
        },
        slots: 2,
      },
      options,
    );
  },
  'openai-fault': openAiFault,
  'image-host-fault': imageHostFault,
  'stalls-and-leavers': stallsAndLeavers,
  cluster,
};

async function main() {
  const short = process.argv.includes('--short');
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!existsSync(path.resolve(__dirname, '../.next/standalone/server.js'))) {
    console.error('reliability: no production build; run `npm run build` first');
    process.exit(2);
  }
  const unknown = only.filter((name) => !Object.hasOwn(SCENARIOS, name));
  if (unknown.length) {
    console.error(
      `reliability: no scenario named ${unknown.join(', ')}; the scenarios are: ${Object.keys(SCENARIOS).join(', ')}`,
    );
    process.exit(2);
  }
  const chosen = Object.entries(SCENARIOS).filter(([name]) => !only.length || only.includes(name));
  const missing = missingTools(chosen.flatMap(([name]) => NEEDS[name] ?? []));
  if (missing.length) {
    for (const tool of missing) console.error(`reliability: ${tool.name} is needed and not installed: ${tool.install}`);
    process.exit(2);
  }
  const rows: Row[] = [];
  for (const [name, scenario] of chosen) {
    process.stderr.write(`reliability: ${name}…\n`);
    try {
      rows.push(...(await scenario({ short })));
    } catch (error) {
      // The table keeps the first line; the whole error (its cause, the stack) goes to stderr.
      console.error(`reliability: ${name} failed:`, error);
      rows.push(row(name, 'scenario ran', (error as Error).message.split('\n')[0]!, 'completes', false));
    }
  }
  printTable(rows, short);
  if (short)
    console.log(
      '\n(short form: thresholds on time and throughput are reported, not enforced; the full run enforces them)',
    );
  const failures = rows.filter((r) => fails(r, short));
  const slow = rows.filter((r) => r.pass === false && !fails(r, short)).length;
  const passed = rows.filter((r) => r.pass === true).length;
  const reported = rows.filter(isReported).length;
  console.log(`\nreliability: ${reported} figure(s) reported without a check`);
  if (slow) console.log(`reliability: ${slow} full-run threshold(s) missed, reported only in the short form`);
  console.log(`reliability: ${passed} passed, ${failures.length} failed`);
  // Again at the very end, so a log cut to its tail (CI's) still names what failed.
  for (const failure of failures)
    console.log(
      `reliability: FAILED ${failure.scenario} | ${failure.measure} | ${failure.value} | expected ${failure.expected}`,
    );
  process.exit(failures.length ? 1 : 0);
}

void main();
