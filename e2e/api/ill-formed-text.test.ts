import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { postgresStore, sqliteStore } from '../../test-support/past-coin-stores';

/**
 * Text that is not well-formed Unicode (a lone surrogate, what a client sends that cut a string inside
 * an emoji) is bad input in every text field of every operation: 400 invalid_message naming the field,
 * on both stores alike, and nothing written.
 */
const WRITER = 'text-writer-0123456789abcdef';
const API_KEYS = JSON.stringify([{ key: WRITER, user: 'launchpad', pastCoinWrite: true, imageEdit: true }]);
const CUT_EMOJI = 'Rocket \ud83d';
const LONE_LOW = '\ude80 moon';

function expectIllFormed(response: { status: number; body: any; text: string }, field: string) {
  expect(response.status, response.text.slice(0, 300)).toBe(400);
  expect(response.body.error.code).toBe('invalid_message');
  expect(response.body.error.message).toMatch(
    new RegExp(`^${field.replace(/[[\].]/g, '\\$&')}: must be well-formed Unicode`),
  );
  expect(response.text.isWellFormed()).toBe(true);
}

const coin = (address: string, fields: object = {}) => ({
  address,
  name: `Coin ${address}`,
  ticker: 'TEST',
  ...fields,
});

describe.each([sqliteStore(), postgresStore()])('ill-formed text on $name', (store) => {
  let app: RunningApp;
  const call = (route: string, body: unknown) => post(app, route, body, bearer(WRITER));

  beforeAll(async () => {
    app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', ...(await store.env()) });
    // The store is created (migrated and seeded) by its first use: a search, so its tables can be counted.
    const ready = await call('/private/past_coin_search', { query: 'pepe' });
    expect(ready.status, ready.text).toBe(200);
  });
  afterAll(async () => {
    await app?.stop();
    await store.stop();
  });

  it.each([
    ['name', { name: CUT_EMOJI }],
    ['ticker', { ticker: '$\ud83d' }],
    ['description', { description: `to the moon ${LONE_LOW}` }],
  ])('refuses a coin whose %s holds a lone surrogate, and writes none of its batch', async (field, fields) => {
    const prefix = `ill-${field}-`;
    const response = await call('/private/past_coins', {
      coins: [coin(`${prefix}0`), coin(`${prefix}1`, fields), coin(`${prefix}2`)],
    });
    expectIllFormed(response, `coins[1].${field}`);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await store.countAddresses(prefix)).toBe(0);
  });

  it('still records the same coins once their text is whole', async () => {
    const response = await call('/private/past_coins', {
      coins: [coin('ill-whole-0', { name: 'Rocket \ud83d\ude80' })],
    });
    expect(response.status, response.text).toBe(200);
    expect(await store.countAddresses('ill-whole-')).toBe(1);
  });

  it.each([
    ['query', { query: CUT_EMOJI }],
    ['event.text', { event: { text: `gm ${LONE_LOW}` } }],
    ['event.id', { event: { id: '\ud83d', text: 'gm' } }],
  ])('refuses a search whose %s holds a lone surrogate', async (field, body) => {
    expectIllFormed(await call('/private/past_coin_search', body), field);
  });
});

describe('ill-formed text in the other operations', () => {
  let app: RunningApp;
  const call = (route: string, body: unknown) => post(app, route, body, bearer(WRITER));

  beforeAll(async () => {
    app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', ...(await sqliteStore().env()) });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it.each([
    ['/private/ai_name', 'event.text', { event: { text: `Just adopted a frog ${CUT_EMOJI}` } }],
    ['/private/ai_name', 'event.id', { event: { id: LONE_LOW, text: 'a frog named Pepper' } }],
    ['/private/ai_name', 'event.images[0]', { event: { images: ['https://example.com/\ud83d.png'] } }],
    ['/private/image_edit', 'prompt', { prompt: `write ${CUT_EMOJI} in the middle` }],
    ['/private/image_edit', 'images[0]', { prompt: 'make it blue', images: ['data:image/png;base64,\ud83d'] }],
    ['/private/ocr', 'images[0]', { images: ['https://example.com/\ude80.png'] }],
    ['/private/image_crops', 'images[0]', { images: ['https://example.com/\ud83d.png'], crops: [{ aspect: '1:1' }] }],
  ])('%s refuses %s holding a lone surrogate', async (route, field, body) => {
    expectIllFormed(await call(route, body), field);
  });
});
