import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../../test-support/postgres';
import { PostgresCoinStore } from './postgres/store';
import { SqliteCoinStore } from './sqlite/store';
import type { PastCoin, PastCoinStore } from './types';

/** What the namer would call a post, kept simple: its capitalised words. */
const namingTerms = (text: string) => {
  const terms = [...text.matchAll(/\b[A-Z][a-z]+\b/g)].map((match) => match[0].toLowerCase());
  return { name: terms[0], terms };
};

const coin = (address: string, fields: Partial<PastCoin> = {}): PastCoin => ({
  address,
  name: `Coin ${address}`,
  ticker: address.toUpperCase().slice(0, 8),
  description: null,
  marketCap: null,
  createdAt: null,
  ...fields,
});

const SEED: PastCoin[] = [
  coin('s1', { name: 'Moon Cat', ticker: 'MOONCAT', description: 'A cat that flew to the moon', marketCap: 5000 }),
  coin('s2', { name: 'Mooncat Classic', ticker: 'MOONCAT', description: 'The first cat on the moon', marketCap: 9000 }),
  coin('s3', { name: 'Pepe the Frog', ticker: '$PEPE', description: 'A frog with a plan', marketCap: 100 }),
  coin('s4', {
    name: 'Doge Wif Hat',
    ticker: 'WIF',
    description: 'NEAR the end of the rainbow, a dog',
    marketCap: 300,
  }),
  coin('s5', { name: '100%', ticker: 'FULL', description: 'all in, "quoted" and 50% off*' }),
];

interface Subject {
  name: string;
  open(seed?: PastCoin[]): PastCoinStore;
  /** Fresh, empty storage for the next test group. */
  reset(): Promise<void>;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  postgres?: () => RunningPostgres;
}

function sqliteSubject(): Subject {
  let folder = '';
  let file = '';
  return {
    name: 'sqlite',
    open: (seed) => new SqliteCoinStore({ path: file, seed: seed && { coins: seed }, namingTerms }),
    async reset() {
      file = path.join(folder, `coins-${Math.random().toString(36).slice(2)}.sqlite`);
    },
    async setUp() {
      folder = mkdtempSync(path.join(tmpdir(), 'past-coins-'));
    },
    async tearDown() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function postgresSubject(): Subject {
  let server: RunningPostgres;
  let database = '';
  let count = 0;
  return {
    name: 'postgres',
    open: (seed) => new PostgresCoinStore({ url: database, timeoutMs: 2000, seed: seed && (() => seed), namingTerms }),
    async reset() {
      count += 1;
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE store_test_${count}`);
      await admin.end();
      database = server.url.replace(/\/test$/, `/store_test_${count}`);
    },
    async setUp() {
      server = await startPostgres();
    },
    async tearDown() {
      await server?.destroy();
    },
    postgres: () => server,
  };
}

/** Before a suite: the subject's server up, its database emptied and one store opened on it, seeded; after it, both closed. */
function openSeeded(subject: Subject, opened: (store: PastCoinStore) => void): void {
  let store: PastCoinStore | undefined;
  beforeAll(async () => {
    await subject.setUp();
    await subject.reset();
    store = subject.open(SEED);
    opened(store);
    await store.ready();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await subject.tearDown();
  });
}

describe.each([sqliteSubject(), postgresSubject()])('the $name past-coin store', (subject) => {
  let store: PastCoinStore;
  openSeeded(subject, (opened) => (store = opened));

  it('is created and seeded once, however many instances start together', async () => {
    await subject.reset();
    const stores = [subject.open(SEED), subject.open(SEED), subject.open(SEED)];
    await Promise.all(stores.map((each) => each.ready()));
    await Promise.all(stores.map((each) => each.ready()));
    expect(await stores[0]!.count()).toBe(SEED.length);
    await Promise.all(stores.map((each) => each.close()));
    const again = subject.open(SEED);
    await again.ready();
    expect(await again.count()).toBe(SEED.length);
    await again.close();
  });

  it('puts the same ticker first, the coin that did better before the other', async () => {
    const found = (await store.search({ kind: 'text', text: '$mooncat', limit: 5 })).results;
    expect(found.slice(0, 2).map((each) => [each.address, each.score, each.match])).toEqual([
      ['s2', 1, 'ticker'],
      ['s1', 1, 'ticker'],
    ]);
    expect(found[0]).toMatchObject({ name: 'Mooncat Classic', ticker: 'MOONCAT', marketCap: 9000 });
  });

  it('finds a name through a typo and through joined words, below an exact match', async () => {
    const typo = (await store.search({ kind: 'text', text: 'Pepe teh Frog', limit: 3 })).results;
    expect(typo[0]).toMatchObject({ address: 's3', match: 'name' });
    expect(typo[0]!.score).toBeLessThan(1);
    const joined = (await store.search({ kind: 'text', text: 'dogewifhat', limit: 3 })).results;
    expect(joined[0]).toMatchObject({ address: 's4', score: 1, match: 'name' });
  });

  it('searches descriptions by their words', async () => {
    const found = (await store.search({ kind: 'text', text: 'rainbow', limit: 3 })).results;
    expect(found.map((each) => [each.address, each.match])).toEqual([['s4', 'description']]);
  });

  it.each(['"', "'", '*', '%', '_', '\\', ')', 'NEAR', 'a OR b', 'x AND', '-', ':', '^', '"quoted"', '50%', 'off*'])(
    'takes %j as text, never as query syntax',
    async (text) => {
      await expect(store.search({ kind: 'text', text, limit: 5 })).resolves.toMatchObject({
        results: expect.any(Array),
      });
    },
  );

  it('finds a coin by its symbols and words that are operators elsewhere', async () => {
    expect((await store.search({ kind: 'text', text: '100%', limit: 1 })).results[0]).toMatchObject({
      address: 's5',
      score: 1,
    });
    expect(
      (await store.search({ kind: 'text', text: 'NEAR', limit: 5 })).results.map((each) => each.address),
    ).toContain('s4');
    expect(
      (await store.search({ kind: 'text', text: '"quoted"', limit: 5 })).results.map((each) => each.address),
    ).toContain('s5');
  });

  it('searches an event by its words and what it would be named after', async () => {
    const found = (await store.search({ kind: 'event', text: 'Look at this Frog, he has a plan', limit: 3 })).results;
    expect(found[0]).toMatchObject({ address: 's3' });
  });

  it('upserts by address: a coin recorded again is updated, names, pieces and words with it', async () => {
    expect(
      await store.record([coin('u1', { name: 'Sunny Otter', ticker: 'OTTER', description: 'an otter in the sun' })]),
    ).toBe(1);
    const before = await store.count();
    expect(
      await store.record([coin('u1', { name: 'Rainy Beaver', ticker: 'BEAVER', description: 'a beaver in the rain' })]),
    ).toBe(1);
    expect(await store.count()).toBe(before);
    expect((await store.search({ kind: 'text', text: 'Rainy Beaver', limit: 1 })).results[0]).toMatchObject({
      address: 'u1',
      score: 1,
    });
    expect(
      (await store.search({ kind: 'text', text: 'sunny otter', limit: 5 })).results.map((each) => each.address),
    ).not.toContain('u1');
    expect(
      (await store.search({ kind: 'text', text: 'otter sun', limit: 5 })).results.map((each) => each.address),
    ).not.toContain('u1');
    expect((await store.search({ kind: 'text', text: 'beaver rain', limit: 5 })).results[0]).toMatchObject({
      address: 'u1',
    });
  });

  it('counts a repeated address once and keeps the last of it', async () => {
    expect(await store.record([coin('r1', { name: 'First' }), coin('r1', { name: 'Second Try' })])).toBe(1);
    expect((await store.search({ kind: 'text', text: 'second try', limit: 1 })).results[0]).toMatchObject({
      address: 'r1',
    });
  });

  it('writes all of a batch or none of it', async () => {
    const before = await store.count();
    const broken = { ...coin('b3'), name: null } as unknown as PastCoin;
    await expect(store.record([coin('b1'), coin('b2'), broken, coin('b4')])).rejects.toThrow();
    expect(await store.count()).toBe(before);
    expect((await store.search({ kind: 'text', text: 'Coin b1', limit: 5 })).results).not.toContainEqual(
      expect.objectContaining({ address: 'b1' }),
    );
  });

  it('leaves profane coins out of a safe search and says how many, and shows them to a plain one', async () => {
    await store.record([
      coin('p1', { name: 'Safe Otter', ticker: 'OTTER', marketCap: 10 }),
      coin('p2', { name: 'Shit Otter', ticker: 'SOTTER', marketCap: 900 }),
      coin('p3', { name: 'Otter', ticker: 'F4CK', marketCap: 800 }),
      coin('p4', { name: 'Otter Dao', ticker: 'ODAO', description: 'the horniest porn otter', marketCap: 700 }),
      coin('p5', { name: 'Otter Kid', ticker: 'OKID', description: 'an otter that swims', marketCap: 5 }),
    ]);
    const plain = await store.search({ kind: 'text', text: 'otter', limit: 10 });
    expect(plain.results.map((each) => each.address)).toEqual(expect.arrayContaining(['p1', 'p2', 'p3', 'p4', 'p5']));
    const safe = await store.search({ kind: 'text', text: 'otter', limit: 10, safe: true });
    expect(safe.results.map((each) => each.address).sort()).toEqual(['p1', 'p5']);
    expect(safe.hidden).toBe(3);
    // Only what the first `limit` of the plain answer held counts as hidden; the list is filled from further down.
    const first = await store.search({ kind: 'text', text: 'otter', limit: 1 });
    const firstSafe = await store.search({ kind: 'text', text: 'otter', limit: 1, safe: true });
    expect(firstSafe.results).toHaveLength(1);
    expect(firstSafe.hidden).toBe(['p2', 'p3', 'p4'].includes(first.results[0]!.address) ? 1 : 0);
    const event = await store.search({ kind: 'event', text: 'Look at this Otter swimming', limit: 10, safe: true });
    expect(event.results.map((each) => each.address)).not.toEqual(expect.arrayContaining(['p2']));
    expect(event.results.every((each) => !['p2', 'p3', 'p4'].includes(each.address))).toBe(true);
  });

  it('finds every coin with the ticker asked for, however many larger coins bear it as their name', async () => {
    const named = Array.from({ length: 120 }, (_, k) => coin(`q-name-${k}`, { name: 'Quokka', marketCap: 1e6 - k }));
    const tickers = Array.from({ length: 3 }, (_, k) =>
      coin(`q-ticker-${k}`, { name: `Q ${k}`, ticker: 'QUOKKA', marketCap: k }),
    );
    await store.record([...named, ...tickers]);
    const found = await store.search({ kind: 'text', text: '$QUOKKA', limit: 3 });
    expect(found.results.map((each) => each.address)).toEqual(['q-ticker-2', 'q-ticker-1', 'q-ticker-0']);
  });

  it('loses no coin to concurrent writes and searches', async () => {
    const before = await store.count();
    const batches = Array.from({ length: 20 }, (_, batch) =>
      Array.from({ length: 50 }, (_, k) =>
        coin(`c-${batch}-${k}`, { name: `Parallel ${batch} ${k}`, description: `batch ${batch}` }),
      ),
    );
    const searches = Array.from({ length: 20 }, (_, k) =>
      store.search({ kind: 'text', text: `Parallel ${k}`, limit: 5 }),
    );
    const written = await Promise.all([...batches.map((batch) => store.record(batch)), ...searches]);
    expect(written.slice(0, 20)).toEqual(new Array(20).fill(50));
    expect(await store.count()).toBe(before + 1000);
    const found = (await store.search({ kind: 'text', text: 'Parallel 7 49', limit: 1 })).results;
    expect(found[0]).toMatchObject({ address: 'c-7-49', score: 1 });
  });
});

describe('the Postgres store when its server goes away', () => {
  const subject = postgresSubject();
  let store: PastCoinStore;
  openSeeded(subject, (opened) => (store = opened));

  it('fails fast while it is down and recovers when it is back, without a new store', async () => {
    await subject.postgres!().stop();
    const started = performance.now();
    await expect(store.search({ kind: 'text', text: 'pepe the frog', limit: 5 })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(3000);
    await subject.postgres!().start();
    const found = (await store.search({ kind: 'text', text: 'pepe the frog', limit: 5 })).results;
    expect(found[0]).toMatchObject({ address: 's3', score: 1 });
  }, 60_000);
});
