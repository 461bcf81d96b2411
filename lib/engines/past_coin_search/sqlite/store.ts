import { Worker } from 'node:worker_threads';
import { EngineThreadPool } from '../../../threads/engine-pool';
import { ThreadLanes } from '../../../threads/lanes';
import type { PoolThread } from '../../../threads/pool';
import { THREAD_MODULE } from '../../../threads/thread-module';
import type { NamingTerms } from '../search';
import type { CoinQuery, CoinSearch, PastCoin, PastCoinStore, StoreCallOptions } from '../types';

/** What an empty store is filled with at first start: coins, or a CSV file in the corpus' columns (slurs refused). */
export type SeedSource = { coins: readonly PastCoin[] } | { corpusFile: string };

/** What each thread is started with. */
export interface SqliteThreadData {
  path: string;
  /** The one thread that creates the schema, seeds and records; the others only read. */
  writer: boolean;
  /** How long opening and seeding wait for another process's lock. */
  busyTimeoutMs: number;
}

/** One job for a thread (store-thread.ts); `deadline` is its caller's, in Date.now() milliseconds. */
export type SqliteJob =
  | { op: 'open'; seed?: SeedSource }
  | { op: 'record'; coins: readonly PastCoin[]; deadline: number }
  | { op: 'count'; deadline: number }
  | { op: 'search'; query: CoinQuery; naming?: NamingTerms; deadline: number };

/** How a thread says a call failed: the message, and SQLite's code (`SQLITE_BUSY`…) when it has one. */
export interface ThreadFailure {
  message: string;
  code?: string;
}

/** A store call that failed in its thread, with SQLite's code. */
export class SqliteStoreError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteStoreError';
  }
}

/** The store's file cannot be created or written where it is: a setting to change, not a failure to retry. */
export class SqliteFileError extends Error {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    super(`${path} cannot be opened for writing: the server must be able to write the file and its folder`, {
      cause,
    });
    this.name = 'SqliteFileError';
  }
}

const UNWRITABLE = new Set(['SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM']);

export interface SqliteStoreOptions {
  /** The database file; created when missing (its folder must exist). */
  path: string;
  /** What to fill an empty store with, once, at first start. */
  seed?: SeedSource;
  /** Told the address of each seed coin refused for a slur (for the log). */
  onSeedRefused?: (address: string) => void;
  namingTerms: (text: string) => NamingTerms;
  /** How long a call may take, a wait for another process's lock included (a caller's signal may end it sooner). */
  timeoutMs?: number;
  /** Threads that search and count, each with a read-only connection of its own. */
  readers?: number;
  /** Starts one thread running store-thread.ts. */
  spawn?: (data: SqliteThreadData) => PoolThread;
}

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_READERS = 2;
/** How long opening and seeding wait for another process doing the same (seeding takes about a second). */
const OPEN_BUSY_TIMEOUT_MS = 10_000;

const spawnThread = (workerData: SqliteThreadData): PoolThread =>
  new Worker(new URL('./store-thread.ts', import.meta.url), { ...THREAD_MODULE, workerData });

/**
 * The embedded store: one SQLite file (coin-file.ts), worked on by threads of its own so that no
 * query, seeding or wait for a lock holds the server's event loop. One writer thread opens the file,
 * creates the schema, seeds an empty store (in the background: `ready` answers when it is done) and
 * records; `readers` threads search (the whole search, ranking included) and count, each on its
 * own read-only connection (WAL: readers never wait for the writer). A call whose caller goes away
 * or whose `timeoutMs` passes is answered at once: a queued call is dropped, and a thread still in
 * its query is ended and replaced (ThreadLanes).
 */
export class SqliteCoinStore implements PastCoinStore {
  readonly id = 'sqlite';
  readonly #writer: ThreadLanes;
  readonly #readers: ThreadLanes;
  #opening?: Promise<void>;

  constructor(private readonly options: SqliteStoreOptions) {
    const spawn = options.spawn ?? spawnThread;
    const lanes = (writer: boolean, size: number) =>
      new ThreadLanes(
        size,
        () =>
          new EngineThreadPool(
            {
              work: `the past-coin store's ${writer ? 'writer' : 'reader'}`,
              size: 1,
              spawn: () => spawn({ path: options.path, writer, busyTimeoutMs: OPEN_BUSY_TIMEOUT_MS }),
              failure: (failure) =>
                new SqliteStoreError((failure as ThreadFailure).message, (failure as ThreadFailure).code),
            },
            {
              closed: 'The past-coin store is closing.',
              unavailable: 'The past-coin store’s threads could not start.',
              died: 'The past-coin store’s thread stopped during the call.',
            },
          ),
        'The past-coin store is closing.',
      );
    this.#writer = lanes(true, 1);
    this.#readers = lanes(false, options.readers ?? DEFAULT_READERS);
  }

  /** Opens the file (creating the schema) and seeds an empty store, on the writer thread; once. */
  ready(): Promise<void> {
    this.#opening ??= this.#writer
      .run<{ seeded: number; refused: string[] }>({ op: 'open', seed: this.options.seed })
      .then(({ refused }) => {
        for (const address of refused) this.options.onSeedRefused?.(address);
      })
      .catch((error: unknown) => {
        this.#opening = undefined;
        throw error instanceof SqliteStoreError && UNWRITABLE.has(error.code ?? '')
          ? new SqliteFileError(this.options.path, error)
          : error;
      });
    return this.#opening;
  }

  /** The caller's deadline, else this store's own time-out from now. */
  #deadline(options: StoreCallOptions): number {
    return options.deadline ?? Date.now() + (this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  async search(query: CoinQuery, options: StoreCallOptions = {}): Promise<CoinSearch> {
    await this.ready();
    // What a post would be named after is the naming engine's to say, here; the rest is the thread's.
    const naming = query.kind === 'event' ? this.options.namingTerms(query.text) : undefined;
    return this.#readers.run({ op: 'search', query, naming, deadline: this.#deadline(options) }, options.signal);
  }

  async record(coins: readonly PastCoin[], options: StoreCallOptions = {}): Promise<number> {
    await this.ready();
    return this.#writer.run({ op: 'record', coins, deadline: this.#deadline(options) }, options.signal);
  }

  async count(options: StoreCallOptions = {}): Promise<number> {
    await this.ready();
    return this.#readers.run({ op: 'count', deadline: this.#deadline(options) }, options.signal);
  }

  async close(): Promise<void> {
    await Promise.all([this.#writer.close(), this.#readers.close()]);
  }
}
