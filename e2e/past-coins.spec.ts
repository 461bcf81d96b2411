import type { Response } from '@playwright/test';
import { QUERY_MAX } from '../lib/operations/past_coin_search/contract';
import type { PastCoinsResponse } from '../components/panels/past_coin_search/types';
import { expect, test } from './fixtures';
import type { PastCoinsPage } from './pages/past-coins-page';

/** Names and tickers as the search compares them: letters and digits, lower case. */
const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

async function results(answer: Response): Promise<PastCoinsResponse['results']> {
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as PastCoinsResponse).results;
}

/** Every coin the API answered with is shown, in its order, with what the panel says of it. */
async function expectShown(pastCoins: PastCoinsPage, coins: PastCoinsResponse['results']) {
  await expect(pastCoins.coins).toHaveCount(coins.length);
  for (const [index, coin] of coins.entries()) {
    const card = pastCoins.coin(index);
    await expect(card.getByTestId('coin-name')).toHaveText(coin.name);
    await expect(card.getByTestId('coin-ticker')).toHaveText(`$${coin.ticker.replace(/^\$/, '')}`);
    await expect(card.getByTestId('coin-match')).toHaveText(coin.match);
    await expect(card.getByTestId('coin-score')).toHaveText(`${Math.round(coin.score * 100)}%`);
    await expect(card.getByTestId('coin-market-cap')).toHaveText(coin.marketCap === null ? '—' : /^\$[\d,.]+[KMB]?$/);
    await expect(card.getByTestId('coin-launched')).toHaveText(coin.createdAt === null ? '—' : /\d{4}/);
    await expect(card.getByTestId('coin-address')).toHaveText(coin.address);
  }
}

test.describe('past coins panel', () => {
  test('a cashtag finds coins with that ticker first, with match, score and the run’s details', async ({
    pastCoins,
  }) => {
    await pastCoins.goto();
    await pastCoins.limit.selectOption('5');
    await pastCoins.query.fill('$PEPE');
    await expect(pastCoins.queryCounter).toHaveText(`5 / ${QUERY_MAX}`);
    const answer = await pastCoins.run('past_coin_search');
    expect(answer.request().postDataJSON()).toEqual({ query: '$PEPE', limit: 5 });
    const coins = await results(answer);
    expect(coins.length).toBeGreaterThan(0);
    expect(coins.length).toBeLessThanOrEqual(5);
    expect(key(coins[0]!.ticker)).toBe('pepe');
    expect(coins[0]).toMatchObject({ match: 'ticker', score: 1 });
    const scores = coins.map((coin) => coin.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expectShown(pastCoins, coins);
    await expect(pastCoins.coin(0).getByTestId('coin-score')).toHaveText('100%');

    const facts = await pastCoins.detailsFacts();
    expect(facts.status).toBe(200);
    expect(facts.requestId).toBe(answer.headers()['x-request-id']);
    expect(facts.engine).toBe(answer.headers()['x-engine']);
    expect(await pastCoins.responseJson()).toEqual(await answer.json());
    await expect(pastCoins.history).toHaveCount(1);
    await expect(pastCoins.history.first()).toContainText('“$PEPE” · ');
  });

  test('a typo still finds the coin meant, from Enter in the search box', async ({ pastCoins, page }) => {
    await pastCoins.goto();
    const meant = (await results(await pastCoins.search('grokwif')))[0]!;
    expect(meant.score).toBe(1);
    // The coin's own name with its last two letters swapped.
    const typo = `${meant.name.slice(0, -2)}${meant.name.slice(-1)}${meant.name.slice(-2, -1)}`;
    expect(key(typo)).not.toBe(key(meant.name));
    await pastCoins.query.fill(typo);
    const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/past_coin_search'));
    await pastCoins.query.press('Enter');
    const coins = await results(await answer);
    expect(coins[0]!.address).toBe(meant.address);
    expect(coins[0]!.score).toBeLessThan(1);
    await expectShown(pastCoins, coins);
  });

  test('quotes, percent signs and query words are searched as text', async ({ pastCoins }) => {
    await pastCoins.goto();
    for (const query of ['"100%"', '%', 'PEPE OR 1=1 --', '*']) {
      const coins = await results(await pastCoins.search(query));
      await expect(pastCoins.error).toHaveCount(0);
      if (coins.length === 0) await expect(pastCoins.nothingClose).toBeVisible();
      else await expectShown(pastCoins, coins);
    }
  });

  test('a search nothing is close to says so plainly', async ({ pastCoins }) => {
    await pastCoins.goto();
    expect(await results(await pastCoins.search('qxzjvwkq'))).toEqual([]);
    await expect(pastCoins.nothingClose).toContainText('Nothing close was found.');
    await expect(pastCoins.nothingClose).toContainText('“qxzjvwkq”');
    await expect(pastCoins.coins).toHaveCount(0);
  });

  test('an empty or over-long query is caught before sending, naming the field', async ({ pastCoins, page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/console/api/past_coin_search')) sent.push(request.url());
    });
    await pastCoins.goto();
    await pastCoins.runButton.click();
    await expect(pastCoins.problem).toHaveText('Type a name, a ticker or words to search.');
    await pastCoins.query.fill('a'.repeat(QUERY_MAX + 1));
    await expect(pastCoins.queryCounter).toHaveText(`${QUERY_MAX + 1} / ${QUERY_MAX}`);
    await pastCoins.runButton.click();
    await expect(pastCoins.problem).toHaveText(`query: must be at most ${QUERY_MAX} characters`);
    // The API counts after trimming: the same text at the limit, with spaces around it, goes.
    await pastCoins.query.fill(` ${'a'.repeat(QUERY_MAX)} `);
    await expect(pastCoins.queryCounter).toHaveText(`${QUERY_MAX} / ${QUERY_MAX}`);
    expect(sent).toEqual([]);
    const answer = await pastCoins.run('past_coin_search');
    expect(answer.status()).toBe(200);
    await expect(pastCoins.problem).toHaveCount(0);
  });

  test('copy address puts the coin’s address on the clipboard', async ({ pastCoins, page }) => {
    await pastCoins.goto();
    const coins = await results(await pastCoins.search('Paimon'));
    expect(coins.length).toBeGreaterThan(0);
    const card = pastCoins.coin(0);
    await card.getByRole('button', { name: 'Copy address' }).click();
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coins[0]!.address);
  });

  test('keyboard only: mode, query, limit and Run, then a coin’s copy button, with focus visible', async ({
    pastCoins,
    page,
  }) => {
    await pastCoins.goto();
    await pastCoins.mode('Name or ticker').focus();
    await page.keyboard.press('ArrowRight');
    await expect(pastCoins.mode('Post')).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(pastCoins.mode('Name or ticker')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(pastCoins.limit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(pastCoins.query).toBeFocused();
    await page.keyboard.type('Paimon');
    const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/past_coin_search'));
    await page.keyboard.press('Control+Enter');
    const coins = await results(await answer);
    expect(coins.length).toBeGreaterThan(0);
    const copy = pastCoins.coin(0).getByRole('button', { name: 'Copy address' });
    await expect(copy).toBeVisible();
    for (let step = 0; step < 40 && !(await copy.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline, 'focus is visible').not.toBe('none');
    }
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(coins[0]!.address);
  });

  test('a post finds coins launched from posts like it, and reopens from history', async ({ pastCoins, page }) => {
    const text = 'Frogs are back. Make memecoins great again with $PEPE, the most memeable frog';
    await pastCoins.goto();
    await pastCoins.mode('Post').check();
    await expect(pastCoins.query).toHaveCount(0);
    await pastCoins.post.fill(text);
    const answer = await pastCoins.run('past_coin_search');
    expect(answer.request().postDataJSON()).toEqual({ event: { text }, limit: 10 });
    const coins = await results(answer);
    expect(coins.some((coin) => key(coin.ticker) === 'pepe')).toBe(true);
    await expectShown(pastCoins, coins);
    await expect(pastCoins.history.first()).toContainText('Post: Frogs are back.');

    await page.reload();
    await expect(pastCoins.runButton).toBeEnabled();
    await expect(pastCoins.mode('Name or ticker')).toBeChecked();
    await pastCoins.history.first().getByRole('button', { name: 'Open' }).click();
    await expect(pastCoins.mode('Post')).toBeChecked();
    await expect(pastCoins.post).toHaveValue(text);
    await expectShown(pastCoins, coins);
  });
});
