import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startApp, type RunningApp } from '../test-support/app';
import { ASTRONAUT } from '../test-support/fixtures/receipts';
import { expect, test } from './fixtures';
import { KitPage } from './pages/kit-page';
import { seriousViolations } from './support/axe';
import { saveScreenshot, SCREENSHOT_DIR, VIEWPORTS } from './support/screenshots';

const POST = 'Just adopted a frog named Pepper, he is the boss now $PEPPER';
const PHOTO = { name: 'astronaut.jpg', mimeType: 'image/jpeg', buffer: readFileSync(ASTRONAUT) };

async function jpeg(bytes: Uint8Array | undefined) {
  expect(bytes, 'file in the zip').toBeDefined();
  expect([...bytes!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { format, width, height } = await sharp(bytes!).metadata();
  return { format, width, height };
}

/** The console routes a page called while `action` ran, in order. */
async function callsDuring(kit: KitPage, action: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const listen = (request: { url(): string }) => {
    const match = /\/console\/api\/([a-z_]+)$/.exec(request.url());
    if (match) calls.push(match[1]!);
  };
  kit.page.on('request', listen);
  await action();
  kit.page.off('request', listen);
  return calls.sort();
}

test.describe('Launch kit', () => {
  test('a post with no text and no image: a clear message, nothing sent', async ({ page }) => {
    const kit = new KitPage(page);
    await kit.goto();
    const calls = await callsDuring(kit, async () => {
      await kit.runButton.click();
      await expect(kit.problem).toHaveText(/A kit needs a post/);
    });
    expect(calls).toEqual([]);
  });

  test('end to end: every step fills in, the zip holds the images and kit.json; a new ticker re-runs only what uses it', async ({
    page,
  }) => {
    const kit = new KitPage(page);
    await kit.goto();
    await kit.post.fill(POST);
    await kit.addFiles([PHOTO]);
    await expect(page.getByTestId('thumb')).toHaveCount(1);
    const calls = await callsDuring(kit, async () => {
      await kit.runButton.click();
      await kit.landed();
    });
    expect(calls).toEqual([
      'ai_name',
      'image_crops',
      'image_edit',
      'image_edit',
      'past_coin_search',
      'past_coin_search',
      'past_coin_search',
    ]);
    expect(await kit.statuses()).toEqual({
      read: 'skipped',
      name: 'done',
      search_post: 'done',
      search_name: 'done',
      crops: 'done',
      logo: 'done',
      meme: 'done',
    });
    for (const image of ['logo', 'banner', 'logoWithTicker', 'meme']) {
      await expect(page.getByTestId(`kit-image-${image}`)).toBeVisible();
    }
    await expect(page.getByTestId('kit-look-alike').first()).toBeVisible();
    const ticker = await kit.ticker.inputValue();
    expect(ticker).toMatch(/^[A-Z0-9]{2,10}$/);

    const first = await kit.downloadZip();
    expect(first.name).toBe(`launch-kit-${ticker}.zip`);
    expect(Object.keys(first.files).sort()).toEqual([
      'banner.jpg',
      'kit.json',
      'logo-ticker.jpg',
      'logo.jpg',
      'meme.jpg',
    ]);
    expect(await jpeg(first.files['logo.jpg'])).toEqual({ format: 'jpeg', width: 512, height: 512 });
    expect(await jpeg(first.files['banner.jpg'])).toEqual({ format: 'jpeg', width: 1024, height: 341 });
    expect((await jpeg(first.files['logo-ticker.jpg'])).format).toBe('jpeg');
    expect((await jpeg(first.files['meme.jpg'])).format).toBe('jpeg');
    const json = JSON.parse(new TextDecoder().decode(first.files['kit.json']));
    expect(json).toMatchObject({
      name: await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(),
      ticker,
      post: { text: POST, images: 1 },
      prompts: { logo: expect.stringContaining(`"$${ticker}"`), meme: expect.stringContaining('meme text') },
      files: ['logo.jpg', 'banner.jpg', 'logo-ticker.jpg', 'meme.jpg'],
    });
    expect(json.lookAlikes.byName.length).toBeGreaterThan(0);
    expect(json.steps.filter((step: { ms: number | null }) => typeof step.ms === 'number')).toHaveLength(6);

    // A new ticker: the logo edit and the search by name run again, nothing else.
    await kit.ticker.fill('froggo');
    await expect(kit.ticker).toHaveValue('FROGGO');
    await expect(kit.stale).toHaveText('A re-run calls again: Past coins like the name, Logo with the ticker.');
    const rerun = await callsDuring(kit, async () => {
      await kit.rerunButton.click();
      await expect(kit.step('logo')).toHaveAttribute('data-status', 'done');
      await kit.landed();
    });
    expect(rerun).toEqual(['image_edit', 'past_coin_search', 'past_coin_search']);
    const second = await kit.downloadZip();
    expect(second.name).toBe('launch-kit-FROGGO.zip');
    const after = JSON.parse(new TextDecoder().decode(second.files['kit.json']));
    expect(after).toMatchObject({ ticker: 'FROGGO', prompts: { logo: expect.stringContaining('"$FROGGO"') } });
    expect(second.files['logo-ticker.jpg']).not.toEqual(first.files['logo-ticker.jpg']);
    expect(second.files['meme.jpg']).toEqual(first.files['meme.jpg']);
  });

  test('a cat post: a free ticker proposed over a taken one, a meme without white bands, safe lists, a re-run timed as such', async ({
    page,
  }) => {
    const kit = new KitPage(page);
    await kit.runPost('Meet my cat Mochi, boss of the house $CAT', [PHOTO]);
    const warning = page.getByTestId('kit-warning').first();
    await expect(warning).toHaveText(
      /^\$CAT: used by \d+\+? coins; the kit proposes \$([A-Z0-9]{2,10}), which no recorded coin uses\.$/,
    );
    const proposed = /proposes \$([A-Z0-9]+)/.exec((await warning.textContent())!)![1]!;
    await expect(kit.ticker).toHaveValue(proposed);
    for (const score of await page.getByTestId('kit-look-alike-score').allTextContents())
      expect(score).toMatch(/^\d+%$/);

    const zip = await kit.downloadZip();
    const json = JSON.parse(new TextDecoder().decode(zip.files['kit.json']));
    expect(json).toMatchObject({ ticker: proposed, tickerCheck: { ticker: 'CAT', proposed } });
    expect(json.prompts.logo).toContain(`"$${proposed}"`);
    if (json.bannerScale > 1.5)
      expect(json.warnings.some((each: string) => each.startsWith('The banner was enlarged'))).toBe(true);
    // The meme is the 1:1 crop edited: square, and no white band fills its top or bottom rows.
    const meme = sharp(zip.files['meme.jpg']!);
    const { width, height } = await meme.metadata();
    expect(width).toBe(height);
    const rows = Math.max(1, Math.round(height! * 0.08));
    for (const top of [0, height! - rows]) {
      const band = await sharp(zip.files['meme.jpg']!).extract({ left: 0, top, width: width!, height: rows }).stats();
      expect(Math.min(...band.channels.slice(0, 3).map((channel) => channel.mean))).toBeLessThan(235);
    }

    await kit.caption.fill('WHEN MOON');
    await kit.rerunButton.click();
    await expect(page.getByTestId('kit-total-time')).toHaveText(/^re-run of 1 step in /);
    await expect(kit.step('name').getByTestId('kit-step-time')).toHaveText(/\(earlier run\)$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`with results in ${theme}: axe-clean, screenshots at desktop and phone width`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const kit = new KitPage(page);
      await kit.goto();
      expect(await seriousViolations(page)).toEqual([]);
      await kit.post.fill(POST);
      await kit.addFiles([PHOTO]);
      await kit.runButton.click();
      await kit.landed();
      await expect(page.getByTestId('kit-image-meme')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const viewport of ['desktop', 'phone'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS[viewport].width,
        );
        await saveScreenshot(page, 'kit', theme, viewport);
        if (viewport === 'phone') expect(await seriousViolations(page)).toEqual([]);
      }
      if (theme === 'light') {
        await page.setViewportSize(VIEWPORTS.desktop);
        // The README's picture of the page: docs/launch-kit.jpg is a copy of this file (the tree stays clean).
        const file = path.join(SCREENSHOT_DIR, 'launch-kit.jpg');
        await page.screenshot({ path: file, type: 'jpeg', quality: 75, fullPage: true });
      }
    });
  }
});

test.describe('Launch kit on servers of its own', () => {
  test.use({ consoleSession: false });

  test.describe('one image edit a minute', () => {
    let app: RunningApp;
    test.beforeAll(async () => {
      app = await startApp({ CONSOLE_OPEN: 'true', IMAGE_EDIT_RPM: '1', LOG_LEVEL: 'warn' });
    });
    test.afterAll(async () => app?.stop());

    test('a 429 on one step is shown, with its Retry-After, beside the others’ results', async ({ page }) => {
      const kit = new KitPage(page, app.url);
      await kit.runPost(POST, [PHOTO]);
      const statuses = await kit.statuses();
      // Two edits, one allowed a minute: exactly one of them is refused.
      expect([statuses.logo, statuses.meme].sort()).toEqual(['done', 'failed']);
      const refused = kit.step(statuses.logo === 'failed' ? 'logo' : 'meme');
      await expect(refused).toContainText('429');
      await expect(refused.getByTestId('kit-step-error')).toHaveText(/^rate_limit: .+ Retry after \d+ s\.$/);
      expect(statuses).toMatchObject({ name: 'done', search_post: 'done', search_name: 'done', crops: 'done' });
      await expect(page.getByTestId('kit-image-banner')).toBeVisible();
      await expect(
        page.getByTestId(statuses.logo === 'done' ? 'kit-image-logoWithTicker' : 'kit-image-meme'),
      ).toBeVisible();

      // Run again: only the refused edit is called, and refused again within the minute.
      const again = await callsDuring(kit, async () => {
        const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/image_edit'));
        await page.getByRole('button', { name: 'Run failed steps again' }).click();
        expect((await answer).status()).toBe(429);
        await kit.landed();
      });
      expect(again).toEqual(['image_edit']);
      await expect(refused).toHaveAttribute('data-status', 'failed');
      await expect(refused).toContainText('429');
    });
  });

  test.describe('a console key without image edit', () => {
    const KEY = 'kit-no-edit-key-0123456789abcdef';
    let app: RunningApp;
    test.beforeAll(async () => {
      app = await startApp({
        CONSOLE_OPEN: 'true',
        API_KEYS: JSON.stringify([{ key: KEY, user: 'kit-no-edit' }]),
        CONSOLE_API_KEY: KEY,
        LOG_LEVEL: 'warn',
      });
    });
    test.afterAll(async () => app?.stop());

    test('the edit steps show the 403 in words, the rest of the kit works', async ({ page }) => {
      const kit = new KitPage(page, app.url);
      await kit.runPost(POST, [PHOTO]);
      expect(await kit.statuses()).toMatchObject({
        name: 'done',
        search_post: 'done',
        search_name: 'done',
        crops: 'done',
        logo: 'failed',
        meme: 'failed',
      });
      for (const step of ['logo', 'meme'] as const) {
        await expect(kit.step(step)).toContainText('403');
        await expect(kit.step(step).getByTestId('kit-step-error')).toContainText('image_edit_not_enabled');
      }
      await expect(page.getByTestId('kit-image-logo')).toBeVisible();
      const { files } = await kit.downloadZip();
      expect(Object.keys(files).sort()).toEqual(['banner.jpg', 'kit.json', 'logo.jpg']);
    });
  });
});
