import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../lib/engines/past_coin_search/sqlite/driver';
import { startPostgres, type RunningPostgres } from './postgres';

/** A past-coin store for an API test: the app's environment for it, and a look into what it holds. */
export interface StoreUnderTest {
  name: 'sqlite' | 'postgres';
  env(): Promise<Record<string, string>>;
  /** Coins in the store whose address starts with `prefix`, read from the store itself. */
  countAddresses(prefix: string): Promise<number>;
  stop(): Promise<void>;
  postgres?(): RunningPostgres;
}

export function sqliteStore(): StoreUnderTest {
  const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-api-'));
  const file = path.join(folder, 'coins.sqlite');
  return {
    name: 'sqlite',
    env: async () => ({ PAST_COINS_DB: file }),
    async countAddresses(prefix) {
      // The runtime's SQLite, as the store opens it: node:sqlite on Node 24, better-sqlite3 on Node 20.
      const db = await openSqlite(file, 1000);
      try {
        return (db.prepare('SELECT count(*) AS n FROM coins WHERE address LIKE ?').get(`${prefix}%`) as { n: number })
          .n;
      } finally {
        db.close();
      }
    },
    async stop() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A Postgres store; its calls time out after `timeoutMs`. */
export function postgresStore(timeoutMs = 1500): StoreUnderTest {
  let server: RunningPostgres;
  return {
    name: 'postgres',
    async env() {
      server = await startPostgres();
      return { DATABASE_URL: server.url, PAST_COINS_TIMEOUT_MS: String(timeoutMs) };
    },
    async countAddresses(prefix) {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const result = await client.query('SELECT count(*) AS n FROM past_coins WHERE address LIKE $1', [`${prefix}%`]);
        return Number(result.rows[0].n);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await server?.destroy();
    },
    postgres: () => server,
  };
}
