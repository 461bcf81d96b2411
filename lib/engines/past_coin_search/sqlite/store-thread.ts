import { serveJobs } from '../../../threads/serve-jobs';
import { csvFileCoins } from '../corpus';
import { searchCoins } from '../search';
import { withoutSlurs } from '../slurs';
import type { PastCoin } from '../types';
import { LateError, SqliteCoinFile } from './coin-file';
import { sqliteErrorCode } from './driver';
import type { SeedSource, SqliteJob, SqliteThreadData, ThreadFailure } from './store';

// A thread of the SQLite past-coin store (started by store.ts): the writer, or one of the readers,
// each with a connection of its own, opened at its first job. Every SQLite call is synchronous, so
// it holds this thread, never the server's event loop. A job carries its caller's deadline: one
// that comes after it is not started, and a wait for another connection's lock lasts at most what
// is left of it. As the other engines' threads do, it runs 5 steps nicer than the event loop.

let opening: Promise<SqliteCoinFile> | undefined;

function connection(data: SqliteThreadData): Promise<SqliteCoinFile> {
  opening ??= SqliteCoinFile.open(data.path, { writer: data.writer, busyTimeoutMs: data.busyTimeoutMs });
  opening.catch(() => (opening = undefined));
  return opening;
}

/** The seed's coins; each one refused for a slur (slurs.ts) is added to `refused`. */
function seedCoins(seed: SeedSource, refused: string[]): Iterable<PastCoin> {
  if ('coins' in seed) return seed.coins;
  return withoutSlurs(csvFileCoins(seed.corpusFile), (coin) => refused.push(coin.address));
}

async function answer(job: SqliteJob, data: SqliteThreadData): Promise<unknown> {
  const file = await connection(data);
  if (job.op === 'open') {
    const refused: string[] = [];
    file.waitAtMost(data.busyTimeoutMs);
    const seeded = job.seed ? file.seed(() => seedCoins(job.seed!, refused)) : 0;
    return { seeded, refused };
  }
  const left = job.deadline - Date.now();
  if (left <= 0) throw new LateError();
  file.waitAtMost(left);
  if (job.op === 'record') return file.record(job.coins, job.deadline);
  if (job.op === 'count') return file.count();
  return searchCoins(file, job.query, () => job.naming ?? { terms: [] });
}

serveJobs<SqliteThreadData, SqliteJob>({
  nicerBy: 5,
  handle: async (job, data) => ({ result: await answer(job, data) }),
  describe: (error): ThreadFailure => ({
    message: error instanceof Error ? error.message : String(error),
    code: sqliteErrorCode(error) ?? (error as { code?: string } | undefined)?.code,
  }),
});
