import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../../errors';
import { guardStore } from '../guard';
import type { PastCoin } from '../types';
import { openSqlite } from './driver';
import { SqliteCoinStore, SqliteFileError } from './store';

const namingTerms = () => ({ terms: [] });

const coin = (address: string, name = `Coin ${address}`): PastCoin => ({
  address,
  name,
  ticker: 'TEST',
  description: `the coin called ${name}`,
  marketCap: null,
  createdAt: null,
});

/** Counts the event loop's turns until stopped: above 0 only if the loop was free meanwhile. */
function loopTurns(): () => number {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 1);
  return () => {
    clearInterval(timer);
    return turns;
  };
}

describe('the SQLite store on its threads', () => {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'past-coins-threads-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('seeds in the background: the event loop turns meanwhile, and a search made then is answered from the seed', async () => {
    const seed = Array.from({ length: 3000 }, (_, k) => coin(`seed-${k}`, `Seeded Walrus ${k}`));
    const store = new SqliteCoinStore({ path: path.join(folder, 'seeded.sqlite'), seed: { coins: seed }, namingTerms });
    try {
      const turns = loopTurns();
      const found = (await store.search({ kind: 'text', text: 'Seeded Walrus 2999', limit: 1 })).results;
      expect(turns()).toBeGreaterThan(0);
      expect(found[0]).toMatchObject({ address: 'seed-2999', score: 1 });
      expect(await store.count()).toBe(3000);
    } finally {
      await store.close();
    }
    // Seeding 3,000 coins takes about a second alone; a busy machine may take several.
  }, 30_000);

  it('answers a write at its deadline while another connection holds the lock, writes nothing, and writes again after', async () => {
    const file = path.join(folder, 'locked.sqlite');
    const store = new SqliteCoinStore({ path: file, namingTerms, timeoutMs: 300 });
    const guarded = guardStore(store, 300);
    const holder = await openSqlite(file, 0);
    try {
      await store.ready();
      const before = await store.count();
      holder.exec('BEGIN IMMEDIATE');
      const turns = loopTurns();
      const error = await guarded.record([coin('locked-1')]).catch((caught: unknown) => caught);
      expect(turns()).toBeGreaterThan(0);
      expect(isEngineError(error) && error.kind).toBe('unavailable');
      expect((error as Error).message).toBe('The past-coin store did not answer within 300 ms.');
      holder.exec('ROLLBACK');
      expect(await guarded.count()).toBe(before);
      expect(await guarded.record([coin('locked-2')])).toBe(1);
      expect(await guarded.count()).toBe(before + 1);
    } finally {
      holder.close();
      await store.close();
    }
  });

  it('fails to open a file it cannot write with a SqliteFileError naming the file, and tries again on the next call', async () => {
    const file = '/proc/past-coins-test.sqlite';
    const store = new SqliteCoinStore({ path: file, namingTerms });
    try {
      const error = await store.ready().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SqliteFileError);
      expect((error as Error).message).toBe(
        `${file} cannot be opened for writing: the server must be able to write the file and its folder`,
      );
      await expect(store.count()).rejects.toBeInstanceOf(SqliteFileError);
    } finally {
      await store.close();
    }
  });
});
