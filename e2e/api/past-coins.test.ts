import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PastCoinSearchResponseSchema } from '../../lib/operations/past_coin_search/contract';
import { bearer, post, startApp, type RunningApp, untilReady } from '../../test-support/app';
import { postgresStore, sqliteStore } from '../../test-support/past-coin-stores';
import { startPostgres, type RunningPostgres } from '../../test-support/postgres';
import { imageDataUrl } from '../../test-support/text-image';

const WRITER = 'coins-writer-0123456789abcdef';
const READER = 'coins-reader-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: WRITER, user: 'launchpad', permissions: ['past_coins:write'] },
  { key: READER, user: 'someone' },
]);
const TIMEOUT_MS = 1500;

const coin = (address: string, fields: object = {}) => ({
  address,
  name: `Coin ${address}`,
  ticker: 'TEST',
  ...fields,
});

describe.each([sqliteStore(), postgresStore()])('past coins on $name', (store) => {
  let app: RunningApp;
  const search = (body: unknown, key = READER) => post(app, '/private/past_coin_search', body, bearer(key));
  const record = (body: unknown, key = WRITER) => post(app, '/private/past_coins', body, bearer(key));

  beforeAll(async () => {
    app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', ...(await store.env()) });
  });
  afterAll(async () => {
    await app?.stop();
    await store.stop();
  });

  it('answers a ticker from the shipped corpus, the same ticker first, in the contract’s shape', async () => {
    const response = await search({ requestId: 'pcs-1', query: '$pepe', limit: 3 });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    expect(response.headers.get('x-engine')).toBe(store.name);
    expect(response.headers.get('x-request-id')).toBe('pcs-1');
    const body = PastCoinSearchResponseSchema.parse(response.body);
    expect(body.requestId).toBe('pcs-1');
    expect(body.results).toHaveLength(3);
    for (const result of body.results) {
      expect(result).toMatchObject({ score: 1, match: 'ticker' });
      expect(result.ticker.replace('$', '').toUpperCase()).toBe('PEPE');
    }
    const caps = body.results.map((result) => result.marketCap ?? -1);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
  });

  it('leaves profane coins out of a safe search, says how many, and answers them to a plain one', async () => {
    const plain = await search({ query: '$MEME', limit: 5 });
    expect(plain.status, plain.text.slice(0, 300)).toBe(200);
    const all = PastCoinSearchResponseSchema.parse(plain.body);
    expect(all).not.toHaveProperty('hidden');
    expect(all.results.map((coin) => coin.name)).toContain('i aint gotta explain shit');
    const safe = await search({ query: '$MEME', limit: 5, safe: true });
    expect(safe.status, safe.text.slice(0, 300)).toBe(200);
    const shown = PastCoinSearchResponseSchema.parse(safe.body);
    expect(shown.hidden).toBe(1);
    // The others of the plain answer stay, in order; the list is filled from further down when there is more.
    const kept = all.results.filter((coin) => coin.name !== 'i aint gotta explain shit').map((coin) => coin.address);
    expect(shown.results.map((coin) => coin.address).slice(0, kept.length)).toEqual(kept);
    expect(shown.results.map((coin) => coin.name)).not.toContain('i aint gotta explain shit');
    const unasked = await search({ event: { text: '我的猫今天把圣诞树推倒了 shit happens' }, limit: 10, safe: true });
    expect(unasked.status).toBe(200);
    expect(PastCoinSearchResponseSchema.parse(unasked.body).hidden).toEqual(expect.any(Number));
  });

  it.each([['true'], [1], [null], [{}]])('refuses "safe": %j with 400 naming the field', async (safe) => {
    const response = await search({ query: 'pepe', safe });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'invalid_message', message: 'safe: must be true or false' } });
  });

  it('answers every coin with the ticker asked for first, above names that only start with it', async () => {
    const response = await search({ query: '$WIF', limit: 5 });
    const body = PastCoinSearchResponseSchema.parse(response.body);
    expect(body.results[0]).toMatchObject({ ticker: 'wif', score: 1, match: 'ticker' });
    const names = body.results.map((coin) => coin.name.toLowerCase());
    expect(names.filter((name) => /\bwife\b|wiffy/.test(name))).toEqual([]);
  });

  it('records coins for a key with pastCoinWrite, and finds them by name, typo and joined words', async () => {
    const response = await record({
      coins: [
        coin('api-moon-1', { name: 'Moon Cat', ticker: 'MCAT9', description: 'a cat on the moon', marketCap: 1234.5 }),
        coin('api-moon-2', { name: 'Sleepy Walrus Club', ticker: 'SWC', createdAt: '2024-10-13T10:31:20+02:00' }),
      ],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ requestId: expect.any(String), recorded: 2 });
    expect(response.headers.get('x-engine')).toBe(store.name);

    const exact = (await search({ query: 'MCAT9' })).body.results[0];
    expect(exact).toEqual({
      address: 'api-moon-1',
      name: 'Moon Cat',
      ticker: 'MCAT9',
      description: 'a cat on the moon',
      marketCap: 1234.5,
      createdAt: null,
      score: 1,
      match: 'ticker',
    });
    const typo = (await search({ query: 'Sleepy Walrsu Club' })).body.results[0];
    expect(typo).toMatchObject({ address: 'api-moon-2', match: 'name', createdAt: '2024-10-13T08:31:20.000Z' });
    expect(typo.score).toBeGreaterThan(0.5);
    expect(typo.score).toBeLessThan(1);
    const joined = (await search({ query: 'sleepywalrusclub' })).body.results[0];
    expect(joined).toMatchObject({ address: 'api-moon-2', score: 1, match: 'name' });
  });

  it('updates a coin recorded again by its address', async () => {
    await record({ coins: [coin('api-upd-1', { name: 'Grumpy Narwhal', ticker: 'GNAR' })] });
    const again = await record({
      coins: [coin('api-upd-1', { name: 'Cheerful Narwhal', ticker: 'CNAR', marketCap: 5 })],
    });
    expect(again.body.recorded).toBe(1);
    expect((await search({ query: 'Cheerful Narwhal' })).body.results[0]).toMatchObject({
      address: 'api-upd-1',
      marketCap: 5,
    });
    const old = (await search({ query: 'GNAR' })).body.results.find((each: any) => each.address === 'api-upd-1');
    expect(old?.score ?? 0).toBeLessThan(1);
    expect(await store.countAddresses('api-upd-')).toBe(1);
  });

  it('finds coins launched from a post like the one given', async () => {
    await record({
      coins: [
        coin('api-event-1', {
          name: 'Quokka Captain',
          ticker: 'QCAP',
          description: 'the quokka captain sails the seven seas with a smile',
        }),
      ],
    });
    const response = await search({
      event: { id: '9', text: 'a quokka captain that sails the seas, smiling', likes: 40 },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.results[0]).toMatchObject({ address: 'api-event-1' });
  });

  it('searches a post that is only pictures by the text read in them; pictures without text still answer 200', async () => {
    await record({
      coins: [coin('api-picture-1', { name: 'Walrus Admiral', ticker: 'WADM', description: 'a walrus admiral' })],
    });
    await untilReady(app);
    const byPicture = await search({ event: { images: ['not a url at all', await imageDataUrl('WALRUS ADMIRAL')] } });
    expect(byPicture.status, byPicture.text).toBe(200);
    expect(byPicture.body.results[0]).toMatchObject({ address: 'api-picture-1' });
    const blank = await search({ event: { text: '', images: [await imageDataUrl(), 'not a url at all'] } });
    expect(blank.status, blank.text).toBe(200);
    expect(PastCoinSearchResponseSchema.safeParse(blank.body).success).toBe(true);
  });

  it.each(['"quoted"', '100%', 'moon*', 'cat NEAR dog', 'a AND b OR c', "it's", '\\', 'name:x', '(', '--'])(
    'searches %j as text (200, never a syntax error)',
    async (query) => {
      const response = await search({ query });
      expect(response.status, response.text).toBe(200);
      expect(PastCoinSearchResponseSchema.safeParse(response.body).success).toBe(true);
    },
  );

  it.each([
    [{ query: 'a'.repeat(201) }, 'query: must be at most 200 characters'],
    [{ query: '   ' }, 'query: must not be empty'],
    [{ query: 'a', event: { text: 'b' } }, 'query: send exactly one of "query" and "event"'],
    [{}, 'query: send exactly one of "query" and "event"'],
    [{ query: 'a', limit: 51 }, 'limit: must be at most 50'],
    [{ query: 'a', limit: 0 }, 'limit: must be at least 1'],
    [{ event: { text: ' ' } }, 'event: needs a non-empty text or at least one non-empty image URL'],
    [{ query: 'a', sort: 'cap' }, '"sort"'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_message');
    expect(response.body.error.message).toContain(message);
  });

  it('refuses to record for a key without pastCoinWrite, and writes nothing', async () => {
    const response = await record({ coins: [coin('api-denied-1')] }, READER);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('past_coin_write_not_enabled');
    expect(await store.countAddresses('api-denied-')).toBe(0);
  });

  it('refuses 1,001 coins and a coin without an address, naming them, and writes nothing', async () => {
    const many = await record({ coins: Array.from({ length: 1001 }, (_, k) => coin(`api-many-${k}`)) });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toBe('coins: must hold at most 1000 coins');
    const batch: object[] = [
      coin('api-partial-0'),
      coin('api-partial-1'),
      coin('api-partial-2'),
      { name: 'X', ticker: 'X' },
    ];
    const partial = await record({ coins: batch });
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toBe('coins[3].address: is required');
    expect(await store.countAddresses('api-many-')).toBe(0);
    expect(await store.countAddresses('api-partial-')).toBe(0);
  });

  it('loses no coin to concurrent writes and searches', async () => {
    const writes = Array.from({ length: 8 }, (_, batch) =>
      record({
        coins: Array.from({ length: 125 }, (_, k) =>
          coin(`api-conc-${batch}-${k}`, { name: `Concurrent ${batch} ${k}` }),
        ),
      }),
    );
    const searches = Array.from({ length: 16 }, (_, k) => search({ query: `Concurrent ${k % 8}` }));
    const answers = await Promise.all([...writes, ...searches]);
    expect(answers.map((answer) => answer.status)).toEqual(new Array(24).fill(200));
    expect(answers.slice(0, 8).map((answer) => answer.body.recorded)).toEqual(new Array(8).fill(125));
    expect(await store.countAddresses('api-conc-')).toBe(1000);
  });
});

describe('past coins on Postgres when the server goes away under load', () => {
  let server: RunningPostgres;
  let app: RunningApp;
  const search = (query: string) => post(app, '/private/past_coin_search', { query }, bearer(READER));

  beforeAll(async () => {
    server = await startPostgres();
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '10000',
      DATABASE_URL: server.url,
      PAST_COINS_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await app?.stop();
    await server?.destroy();
  });

  it('answers 503 past_coin_search_failed with Retry-After within the time-out, then recovers without a restart', async () => {
    expect((await search('pepe')).status).toBe(200);
    await server.stop();
    const started = performance.now();
    const down = await Promise.all(Array.from({ length: 20 }, (_, k) => search(`pepe ${k}`)));
    const elapsed = performance.now() - started;
    for (const answer of down) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body.error.code).toBe('past_coin_search_failed');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres:\/\//);
    }
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
    const writing = await post(app, '/private/past_coins', { coins: [coin('down-1')] }, bearer(WRITER));
    expect(writing.status).toBe(503);
    expect(writing.body.error.code).toBe('past_coin_search_failed');

    await server.start();
    const deadline = Date.now() + 10_000;
    let back = await search('pepe');
    while (back.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await search('pepe');
    }
    expect(back.status).toBe(200);
    expect(back.body.results.length).toBeGreaterThan(0);
  });
});

describe('past coins, start-up and limits', () => {
  it.each([
    ['a folder that does not exist', '/nonexistent-folder-for-tests/coins.sqlite', 'PAST_COINS_DB'],
    ['a read-only place', '/sys/past-coins.sqlite', 'PAST_COINS_DB'],
  ])('stops start-up on %s, naming the variable', async (_what, file, variable) => {
    const failure = await startApp({ API_KEYS, PAST_COINS_DB: file }).then(
      async (app) => {
        await app.stop();
        return undefined;
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain(variable);
    expect(failure).toContain('cannot start');
  });

  it('has its own rate bucket: searches run out while recording goes on', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'past-coins-limits-'));
    const app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '2', PAST_COINS_DB: path.join(folder, 'coins.sqlite') });
    try {
      const search = () => post(app, '/private/past_coin_search', { query: 'pepe' }, bearer(WRITER));
      expect((await search()).status).toBe(200);
      expect((await search()).status).toBe(200);
      const limited = await search();
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limit');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const recording = await post(app, '/private/past_coins', { coins: [coin('limits-1')] }, bearer(WRITER));
      expect(recording.status).toBe(200);
    } finally {
      await app.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
