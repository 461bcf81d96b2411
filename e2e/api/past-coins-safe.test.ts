import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProfane } from '../../lib/engines/past_coin_search/profanity';
import { PastCoinSearchResponseSchema, type FoundCoinResult } from '../../lib/operations/past_coin_search/contract';
import { SLUR_MESSAGE } from '../../lib/operations/past_coins/contract';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { sqliteStore } from '../../test-support/past-coin-stores';

const WRITER = 'safe-writer-0123456789abcdef';
const READER = 'safe-reader-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: WRITER, user: 'launchpad', permissions: ['past_coins:write'] },
  { key: READER, user: 'demo' },
]);

/** A check that shares no code with the service's: the `obscenity` package's English set, as it ships. */
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
/** And the words this demo was seen to show, written out by hand. */
const SEEN = /genital|jizz|titty|titties|horny|booty|onlyfan|nigg|\bniga\b|wigger|wiftard|tardio|\bcoons?\b|\bgook\b/i;

const texts = (coin: FoundCoinResult) => [coin.name, coin.ticker, coin.description ?? ''];

describe('safe past-coin searches on the shipped corpus', () => {
  const store = sqliteStore();
  let app: RunningApp;
  const search = (body: unknown) => post(app, '/private/past_coin_search', body, bearer(READER));
  const record = (body: unknown) => post(app, '/private/past_coins', body, bearer(WRITER));

  beforeAll(async () => {
    app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', ...(await store.env()) });
  });
  afterAll(async () => {
    await app?.stop();
    await store.stop();
  });

  it.each([
    ['pepe', false],
    ['cat', true],
    ['porn', true],
    ['shit coin', true],
    ['dick', true],
  ])('shows no profane coin for %j, by the service’s list and by checks of its own', async (query, hides) => {
    const response = await search({ query, limit: 50, safe: true });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const body = PastCoinSearchResponseSchema.parse(response.body);
    expect(body.results.length).toBeGreaterThan(0);
    if (hides) expect(body.hidden).toBeGreaterThan(0);
    for (const coin of body.results) {
      expect([coin.name, isProfane(coin)]).toEqual([coin.name, false]);
      for (const text of texts(coin)) {
        expect([text, english.hasMatch(text)]).toEqual([text, false]);
        expect(text).not.toMatch(SEEN);
      }
    }
  });

  it('hides the vulgar pun the word list missed, which a plain search still answers', async () => {
    const plain = PastCoinSearchResponseSchema.parse((await search({ query: 'Genital Wealth', limit: 5 })).body);
    expect(plain.results.map((coin) => `${coin.name} $${coin.ticker}`)).toContain('Genital Wealth $SACK');
    const safe = PastCoinSearchResponseSchema.parse(
      (await search({ query: 'Genital Wealth', limit: 5, safe: true })).body,
    );
    expect(safe.results.map((coin) => coin.name)).not.toContain('Genital Wealth');
    expect(safe.hidden).toBeGreaterThan(0);
  });

  it('holds none of the slur-derived coins the corpus had', async () => {
    for (const query of ['NIGGTARDIO', 'niga chad', 'WIGGER COIN', 'wiftardio']) {
      const body = PastCoinSearchResponseSchema.parse((await search({ query, limit: 10 })).body);
      expect(body.results.map((coin) => coin.name.toLowerCase())).not.toContain(query.toLowerCase());
    }
  });

  it('refuses to record a coin carrying a slur, naming it, and writes nothing of the batch', async () => {
    for (const [field, value] of [
      ['name', 'PEPEFAG'],
      ['ticker', 'N1GGA'],
      ['description', 'the coin of every r e t a r d'],
    ] as const) {
      const batch = [
        { address: `slur-${field}-0`, name: 'Moon Frog', ticker: 'MFROG' },
        { address: `slur-${field}-1`, name: 'Moon Toad', ticker: 'MTOAD', [field]: value },
      ];
      const response = await record({ coins: batch });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: 'invalid_message', message: `coins[1].${field}: ${SLUR_MESSAGE}` });
      expect(await store.countAddresses(`slur-${field}-`)).toBe(0);
    }
  });

  it('records a vulgar coin that carries no slur, and leaves it out of safe lists', async () => {
    const response = await record({ coins: [{ address: 'vulgar-1', name: 'Horny Toad Zork', ticker: 'HTZ' }] });
    expect(response.status, response.text.slice(0, 300)).toBe(200);
    const plain = PastCoinSearchResponseSchema.parse((await search({ query: 'Horny Toad Zork', limit: 5 })).body);
    expect(plain.results.map((coin) => coin.address)).toContain('vulgar-1');
    const safe = PastCoinSearchResponseSchema.parse(
      (await search({ query: 'Horny Toad Zork', limit: 5, safe: true })).body,
    );
    expect(safe.results.map((coin) => coin.address)).not.toContain('vulgar-1');
  });
});
