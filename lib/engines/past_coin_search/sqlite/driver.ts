import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The few calls the store makes of SQLite, the same on better-sqlite3 (Node 20) and node:sqlite (Node 22.5+). */
export interface SqliteStatement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number | bigint };
}

export interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}

/** How both libraries open a file: `timeout` is how long a write waits for another's lock. */
type OpenDatabase = new (path: string, options?: { timeout?: number }) => SqliteDatabase;

interface NodeSqlite {
  DatabaseSync: OpenDatabase;
}

/** node:sqlite where the runtime has it without a flag; undefined on Node 20. */
function nodeSqlite(): NodeSqlite | undefined {
  const runtime = process as { getBuiltinModule?: (id: string) => unknown };
  try {
    return runtime.getBuiltinModule?.('node:sqlite') as NodeSqlite | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens a database file. Node's own SQLite where the runtime has it (22.5 and later: the Dockerfile's
 * Node 24), else better-sqlite3, whose native binary is built for one Node ABI and so cannot serve both.
 * Both bundle an SQLite with FTS5.
 */
export async function openSqlite(path: string, busyTimeoutMs: number): Promise<SqliteDatabase> {
  const Database = nodeSqlite()?.DatabaseSync ?? betterSqlite3();
  return new Database(path, { timeout: busyTimeoutMs });
}

/**
 * better-sqlite3, for Node 20 only. npm installs it only there (packages/sqlite-node20 admits Node
 * below 22.5, and npm skips an optional package whose engines refuse the running Node), so the
 * bundler must not look for it: it is required at run time, from the server's folder (the standalone
 * server runs in its own; tests and `next dev` in the repository's).
 */
function betterSqlite3(): OpenDatabase {
  const name = 'better-sqlite3';
  try {
    return createRequire(join(process.cwd(), 'server.js'))(name) as OpenDatabase;
  } catch (error) {
    throw new Error(
      `SQLite needs Node 22.5 or later (node:sqlite), or better-sqlite3 on Node ${process.versions.node}: ` +
        'run npm install on this Node to build it',
      { cause: error },
    );
  }
}

/** SQLite's primary result codes the store tells apart, by number (node:sqlite reports `errcode`). */
const RESULT_CODES: Record<number, string> = {
  3: 'SQLITE_PERM',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  14: 'SQLITE_CANTOPEN',
};

/**
 * An SQLite error's primary code (`SQLITE_BUSY`, `SQLITE_READONLY`…) from either library:
 * better-sqlite3 names it in `code` (extended codes too: `SQLITE_READONLY_DIRECTORY`), node:sqlite
 * gives its number in `errcode`. Undefined for anything else.
 */
export function sqliteErrorCode(error: unknown): string | undefined {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (typeof code === 'string' && code.startsWith('SQLITE_')) return /^SQLITE_[A-Z]+/.exec(code)![0];
  return typeof errcode === 'number' ? (RESULT_CODES[errcode & 0xff] ?? 'SQLITE_ERROR') : undefined;
}
