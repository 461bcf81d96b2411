/**
 * npm run coins:import -- FILE [--batch N]
 *
 * Loads launched coins into the configured past-coin store, the one the server would open with this
 * environment (past-coin search's own settings and store factory): Postgres when DATABASE_URL is
 * set, else the SQLite file PAST_COINS_DB (by default the one in DATA_DIR, as `npm start` has it), unseeded: an
 * import is what fills it. Run with the `react-server` condition (package.json), as the server's
 * modules are. FILE
 * is a CSV in the shipped corpus' columns (token_name, token_ticker, token_address, description, mCap,
 * createdAt) or JSON lines of coins as POST /private/past_coins takes them (.jsonl, .ndjson). Coins are
 * upserted by address in batches; a bad row is reported with its line number and skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnvironment, SHARED_CONFIG, type Config } from '../lib/config';
import { coinsFromCsv, coinsFromJsonLines, type ParsedRow } from '../lib/engines/past_coin_search/corpus';
import type { PastCoin, PastCoinStore } from '../lib/engines/past_coin_search/types';
import { pastCoinSearchConfig, type PastCoinSearchConfig } from '../lib/operations/past_coin_search/config';
import { createPastCoinStore, storeLocation } from '../lib/operations/past_coin_search/engine';
import { RecordedCoinSchema, storedCoin } from '../lib/operations/past_coins/contract';
import { slurProblem } from '../lib/operations/past_coins/slur-check';
import { slurField } from '../lib/engines/past_coin_search/slurs';
import { describeZodError } from '../lib/validation';

function usage(message: string): never {
  process.stderr.write(`coins:import: ${message}\nusage: npm run coins:import -- FILE [--batch N]\n`);
  process.exit(2);
}

function options(argv: string[]): { file: string; batch: number } {
  let file: string | undefined;
  let batch = 1000;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--batch') {
      batch = Number(argv[++i]);
      if (!Number.isInteger(batch) || batch < 1 || batch > 10_000)
        usage('--batch takes a whole number from 1 to 10000');
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else if (file) usage('give one file');
    else file = arg;
  }
  if (!file) usage('which file? give a CSV or JSON-lines file');
  if (!existsSync(file)) usage(`${file} does not exist`);
  return { file, batch };
}

/** The store the server would use with this environment, unseeded: an import is what fills it. */
function configuredStore(): { store: PastCoinStore; where: string } {
  try {
    const config = parseEnvironment<Config & PastCoinSearchConfig>([SHARED_CONFIG, pastCoinSearchConfig]);
    const settings = { ...config, PAST_COINS_SEED: false };
    return { store: createPastCoinStore(settings), where: storeLocation(settings) };
  } catch (error) {
    return usage((error as Error).message);
  }
}

function rowsOf(file: string): Generator<ParsedRow> {
  const text = readFileSync(file, 'utf8');
  return /\.(jsonl|ndjson)$/i.test(file) ? coinsFromJsonLines(text) : coinsFromCsv(text);
}

/** A row checked by the same rules as POST /private/past_coins (its slurs included), as the coin to store or a problem. */
function checked(row: ParsedRow): { coin?: PastCoin; problem?: string } {
  if (!row.coin) return { problem: row.problem };
  const result = RecordedCoinSchema.safeParse(row.coin);
  if (!result.success) return { problem: describeZodError(result.error, 'coin') };
  const coin = storedCoin(result.data);
  const slur = slurProblem([coin], slurField, () => 'coin');
  return slur ? { problem: slur } : { coin };
}

async function main(): Promise<void> {
  const { file, batch } = options(process.argv.slice(2));
  const { store, where } = configuredStore();
  const started = performance.now();
  let recorded = 0;
  let skipped = 0;
  let rows = 0;
  let pending: PastCoin[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    recorded += await store.record(pending);
    pending = [];
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(
      `\rcoins:import: ${recorded.toLocaleString('en-US')} coins recorded (${Math.round(recorded / seconds).toLocaleString('en-US')}/s)\n`,
    );
  };
  try {
    await store.ready();
    process.stderr.write(`coins:import: ${file} into the ${where}\n`);
    for (const row of rowsOf(file)) {
      rows += 1;
      const { coin, problem } = checked(row);
      if (!coin) {
        skipped += 1;
        process.stderr.write(`coins:import: line ${row.line}: ${problem}; skipped\n`);
        continue;
      }
      pending.push(coin);
      if (pending.length >= batch) await flush();
    }
    await flush();
    const total = await store.count();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `coins:import: ${rows.toLocaleString('en-US')} rows read, ${recorded.toLocaleString('en-US')} coins recorded, ` +
        `${skipped.toLocaleString('en-US')} skipped, in ${seconds} s; the store holds ${total.toLocaleString('en-US')} coins\n`,
    );
  } catch (error) {
    process.stderr.write(`\ncoins:import: the store failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await store.close();
  }
}

void main();
