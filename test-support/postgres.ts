import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './ports';

/**
 * A real Postgres server for tests and benches: Debian's `postgresql` binaries, a cluster made by
 * initdb in a temporary folder, on a free loopback port, with durability off (tests, not data).
 * Postgres refuses to run as root: as root it runs as `nobody`.
 */
export interface RunningPostgres {
  /** postgres://… of the test database. */
  url: string;
  port: number;
  /** Stops the server (fast shutdown); the cluster stays, for `start`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data: a store's connections should recover. */
  start(): Promise<void>;
  /** Stops it and deletes the cluster. */
  destroy(): Promise<void>;
  process(): ChildProcess | undefined;
}

const NOBODY = { uid: 65534, gid: 65534 };

/** The folder of Debian's Postgres server binaries (initdb, postgres), if installed. */
export function postgresBinaries(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

const asUser = (): { uid?: number; gid?: number } => (process.getuid?.() === 0 ? NOBODY : {});

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** initdb + postgres on a free port, and a database `test` in it. */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('Postgres is not installed: apt-get install postgresql (or set POSTGRES_BIN_DIR)');
  const folder = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const data = path.join(folder, 'data');
  const user = asUser();
  if (user.uid !== undefined && user.gid !== undefined) {
    chownSync(folder, user.uid, user.gid);
    chmodSync(folder, 0o700);
  }
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...user, encoding: 'utf8', cwd: folder },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        folder,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      { ...user, cwd: folder, stdio: 'ignore' },
    );
    const running = child;
    exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    await waitFor(() => accepts(admin), 30_000, `postgres on port ${port}`);
  };
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
    child = undefined;
  };

  await start();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('CREATE DATABASE test');
  await client.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    port,
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
    process: () => child,
  };
}
