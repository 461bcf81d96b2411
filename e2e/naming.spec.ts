import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import type { PastCoinsResponse } from '../components/panels/past_coin_search/types';
import { picture } from './support/images';

const TICKER_RULE = /^[A-Z0-9]{2,10}$/;
const PAST_COIN_ROUTE = '/console/api/past_coin_search';

function expectNameRules(name: string) {
  expect(name).toBe(name.trim());
  expect([...name].length).toBeGreaterThanOrEqual(1);
  expect([...name].length).toBeLessThanOrEqual(32);
  expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
}

test.describe('naming panel', () => {
  test('a typed post gets a name and ticker that obey the rules, with copy buttons and re-run', async ({
    naming,
    page,
  }) => {
    await naming.goto();
    await naming.post.fill('Just adopted a frog named Pepper, he is the boss now $PEPPER');
    const answer = await naming.run('ai_name');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { name: string; ticker: string };
    await expect(naming.name).toHaveText(body.name);
    await expect(naming.ticker).toHaveText(body.ticker);
    expectNameRules(body.name);
    expect(body.ticker).toMatch(TICKER_RULE);
    expect(body.ticker).toBe('PEPPER');

    await page.getByRole('button', { name: 'Copy ticker' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.ticker);
    await page.getByRole('button', { name: 'Copy name' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.name);

    const facts = await naming.detailsFacts();
    expect(facts.status).toBe(200);
    expect(facts.requestId).toBe(answer.headers()['x-request-id']);
    expect(facts.engine).toBe(answer.headers()['x-engine']);
    expect(facts.rateLimit).toMatch(/^\d+\/\d+ left resets in \d+ s$/);
    expect(await naming.responseJson()).toEqual(body);

    const rerun = page.waitForResponse((response) => response.url().endsWith('/console/api/ai_name'));
    await page.getByRole('button', { name: 'Re-run' }).click();
    const second = await rerun;
    expect(second.headers()['x-request-id']).not.toBe(answer.headers()['x-request-id']);
    await expect(page.getByTestId('run-request-id')).toHaveText(second.headers()['x-request-id']!);
  });

  test('each example post runs and answers within the rules', async ({ naming, page }) => {
    await naming.goto();
    for (const label of ['Frog adoption', 'Space headline', 'Meme phrase', 'Cat photo']) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/ai_name'));
      await naming.example(label).click();
      expect((await answer).status()).toBe(200);
      await expect(naming.ticker).toHaveText(TICKER_RULE);
      expectNameRules((await naming.name.textContent()) ?? '');
      await expect(naming.post).not.toHaveValue('');
    }
    await expect(naming.history).toHaveCount(4);
  });

  test('a dropped image is sent whole, as a data URL, with the post', async ({ naming, page }) => {
    await naming.goto();
    await naming.addFiles([await picture('photo.png', 1200, 900, 3)]);
    await expect(naming.thumbs).toHaveCount(1);
    await naming.post.fill('Look at this sunset over the Harbour Bridge');
    const sent = page.waitForRequest((request) => request.url().endsWith('/console/api/ai_name'));
    await naming.run('ai_name');
    const body = (await sent).postDataJSON() as { event: { images: string[] } };
    expect(body.event.images).toHaveLength(1);
    // The picture as it was dropped, far over the 4096 characters an http(s) URL may have.
    expect(body.event.images[0]!.startsWith('data:image/png;base64,')).toBe(true);
    expect(body.event.images[0]!.length).toBeGreaterThan(4096);
    await expect(naming.ticker).toHaveText(TICKER_RULE);
  });

  test('an empty post is blocked; a refused one shows status, code and message', async ({ naming, page }) => {
    await naming.goto();
    await naming.runButton.click();
    await expect(page.getByTestId('form-problem')).toHaveText('Paste a post, or add an image.');
    // A non-image URL passes the page's checks and is refused by the API itself.
    await page.getByLabel('Image URLs').fill('https://example.com/' + 'a'.repeat(4100));
    const answer = await naming.run('ai_name');
    expect(answer.status()).toBe(400);
    await expect(page.getByTestId('error-status')).toHaveText('400');
    await expect(page.getByTestId('error-code')).toHaveText('invalid_message');
    await expect(page.getByTestId('error-message')).toContainText('event.images[0]');
  });

  test('copy as curl runs as-is and gives the same answer', async ({ naming, apiKey }) => {
    await naming.goto();
    await naming.post.fill("Elon just tweeted a picture of his dog 'Floki' wearing a crown");
    await naming.run('ai_name');
    const ticker = await naming.ticker.textContent();
    const curl = await naming.copyCurl();
    expect(curl).not.toContain(apiKey);
    const output = execFileSync('bash', ['-c', curl], { env: { ...process.env, API_KEY: apiKey }, encoding: 'utf8' });
    expect(JSON.parse(output)).toMatchObject({ ticker });
    // Without the key the same command is refused: the snippet really carries no credentials.
    const refused = execFileSync(
      'bash',
      ['-c', `${curl.replace('curl -sS', 'curl -sS -o /dev/null -w "%{http_code}"')}`],
      {
        env: { ...process.env, API_KEY: 'not-a-key' },
        encoding: 'utf8',
      },
    );
    expect(refused).toBe('401');
  });

  test('after naming, the past coins already using the ticker are listed, outside the run history', async ({
    naming,
    page,
  }) => {
    const searches: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(PAST_COIN_ROUTE)) searches.push(request.postDataJSON());
    });
    await naming.goto();
    await naming.post.fill('Frogs never die. The original memecoin is back on the timeline: $PEPE');
    const searched = page.waitForResponse((response) => response.url().endsWith(PAST_COIN_ROUTE));
    const answer = await naming.run('ai_name');
    const { ticker } = (await answer.json()) as { name: string; ticker: string };
    expect(ticker).toBe('PEPE');
    const search = await searched;
    expect(search.status()).toBe(200);
    const { results } = (await search.json()) as PastCoinsResponse;
    expect(results.length).toBeGreaterThan(0);

    await expect(naming.alreadyLaunched.getByRole('heading', { name: 'Already launched' })).toBeVisible();
    await expect(naming.launchedCoins.first()).toBeVisible();
    const shown = await naming.launchedCoins.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(5);
    // The coins with the very ticker lead the list.
    const first = naming.launchedCoins.first();
    await expect(first.getByTestId('coin-ticker')).toHaveText(/^\$PEPE$/i);
    await expect(first.getByTestId('coin-match')).toHaveText('ticker');
    await expect(first.getByTestId('coin-score')).toHaveText('100%');
    await expect(first.getByTestId('coin-market-cap')).toHaveText(/^(\$[\d,.]+[KMB]?|—)$/);
    // The list nobody asked for is a safe one; the ticker is also counted over every coin.
    expect(searches).toContainEqual({ query: ticker, limit: 5, safe: true });
    expect(searches).toContainEqual({ query: ticker, limit: 50 });

    // The searches are not runs: the history holds the naming run alone, and its details are the naming's.
    await expect(naming.history).toHaveCount(1);
    expect((await naming.detailsFacts()).requestId).toBe(answer.headers()['x-request-id']);
  });

  test('a taken ticker is said with a free one; profane coins are hidden from the list and counted, "show" lists them', async ({
    naming,
  }) => {
    await naming.goto();
    await naming.post.fill('the meme economy is back, probably nothing $MEME');
    const answer = await naming.run('ai_name');
    expect(((await answer.json()) as { ticker: string }).ticker).toBe('MEME');
    const use = naming.alreadyLaunched.getByTestId('ticker-use');
    await expect(use).toHaveAttribute('data-taken', 'true');
    await expect(use).toHaveText(/^\$MEME: used by \d+ coins — a free one made from the name: \$[A-Z0-9]{2,10}\.$/);
    await expect(naming.launchedCoins.first()).toBeVisible();
    const hidden = naming.alreadyLaunched.getByTestId('hidden-coins');
    await expect(hidden).toHaveText(/^\d+ hidden \(profane name, ticker or description\) — show$/);
    await expect(naming.alreadyLaunched.getByText('i aint gotta explain shit')).toHaveCount(0);
    await hidden.getByRole('button', { name: 'show' }).click();
    await expect(naming.alreadyLaunched.getByText('i aint gotta explain shit')).toBeVisible();
    await expect(hidden).toHaveCount(0);
  });

  test('a failed past-coin search is a quiet note under an intact name and ticker', async ({ naming, page }) => {
    await page.route(`**${PAST_COIN_ROUTE}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'Retry-After': '5' },
        body: JSON.stringify({ requestId: 'r-1', error: { code: 'past_coin_search_failed', message: 'down' } }),
      }),
    );
    await naming.goto();
    await naming.post.fill('Just adopted a frog named Pepper, he is the boss now $PEPPER');
    await naming.run('ai_name');
    await expect(naming.alreadyLaunched.getByTestId('already-launched-failed')).toContainText(
      '503 past_coin_search_failed',
    );
    await expect(naming.ticker).toHaveText('PEPPER');
    await expect(naming.launchedCoins).toHaveCount(0);
    await expect(naming.error).toHaveCount(0);
    await expect(page.getByTestId('network-error')).toHaveCount(0);
  });

  test('when no past coin is close, the list says so', async ({ naming, page }) => {
    await page.route(`**${PAST_COIN_ROUTE}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ requestId: 'r-2', results: [] }),
      }),
    );
    await naming.goto();
    await naming.example('Cat photo').click();
    await expect(naming.alreadyLaunched.getByTestId('already-launched-none')).toHaveText(
      'No past coin uses this name or ticker.',
    );
  });

  test('a slow run shows its elapsed time and can be cancelled', async ({ naming, page }) => {
    // The request still goes to the real server; the browser only holds it back for a while.
    await page.route('**/console/api/ai_name', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await route.continue().catch(() => {});
    });
    await naming.goto();
    await naming.post.fill('Slow news day for the frogs');
    await naming.runButton.click();
    await expect(naming.running).toBeVisible();
    await expect(page.getByTestId('elapsed')).toHaveText(/^\d+ ms$|^\d+\.\d+ s$/);
    // It counts on into seconds while the run is held (how fast depends on the machine, not the point).
    await expect(page.getByTestId('elapsed')).toHaveText(/^\d+\.\d+ s$/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Run cancelled.')).toBeVisible();
    await expect(naming.runButton).toBeEnabled();
  });
});
