import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';
import { recordResponseBodies } from './support/response-bodies';
import { startApp, type RunningApp } from '../test-support/app';

const PATHS = [
  '/private/image_edit',
  '/private/ocr',
  '/private/ai_name',
  '/private/image_crops',
  '/private/past_coin_search',
  '/private/past_coins',
];
const EDIT = '/private/image_edit';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('API reference', () => {
  test('is a console tab showing the API, both auth schemes and every operation', async ({
    imageEdit,
    reference,
    page,
  }) => {
    await imageEdit.goto();
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/reference$/);
    await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/API reference/);

    await expect(reference.heading).toHaveText('Inference service');
    await expect(page.getByTestId('api-version')).toHaveText('v1.0.0');
    await expect(
      page.getByText('Image editing, OCR, token naming, image crops, past-coin search and recording launched coins.'),
    ).toBeVisible();

    const schemes = page.getByTestId('auth-scheme');
    await expect(schemes).toHaveCount(2);
    await expect(schemes.filter({ hasText: 'bearerAuth' })).toContainText('Authorization: Bearer $API_KEY');
    await expect(schemes.filter({ hasText: 'apiKeyAuth' })).toContainText('X-Api-Key: $API_KEY');

    await expect(reference.operations).toHaveCount(PATHS.length);
    for (const [index, path] of PATHS.entries()) {
      await expect(reference.operations.nth(index).getByRole('heading', { level: 3 })).toHaveText(`POST ${path}`);
    }
    const edit = reference.operation(EDIT);
    await expect(edit.getByText('editImage', { exact: true })).toBeVisible();
    await expect(edit.getByText('Edit up to three images with a text prompt')).toBeVisible();
    await expect(reference.operation('/private/ocr').getByText('extractImageText', { exact: true })).toBeVisible();
    await expect(reference.operation('/private/ai_name').getByText('aiName', { exact: true })).toBeVisible();
    await expect(reference.operation('/private/image_crops').getByText('cropImages', { exact: true })).toBeVisible();
    const search = reference.operation('/private/past_coin_search');
    await expect(search.getByText('searchPastCoins', { exact: true })).toBeVisible();
    await expect(
      reference.operation('/private/past_coins').getByText('recordPastCoins', { exact: true }),
    ).toBeVisible();
  });

  test('shows ImageEditRequest’s fields with their limits, nested fields expanded', async ({ reference }) => {
    await reference.goto();
    const prompt = reference.requestField(EDIT, 'prompt');
    await expect(prompt).toContainText('string');
    await expect(prompt).toContainText('required');
    await expect(prompt).toContainText('1–2000 characters');
    const images = reference.requestField(EDIT, 'images');
    await expect(images).toContainText('array of string');
    await expect(images).toContainText('optional');
    await expect(images).toContainText('at most 3 items');
    await expect(images).toContainText('default []');
    const requestId = reference.requestField(EDIT, 'requestId');
    await expect(requestId).toContainText('1–128 characters');
    await expect(requestId).toContainText('pattern');

    await expect(reference.requestField('/private/ai_name', 'event.text')).toContainText('at most 20000 characters');
    await expect(reference.requestField('/private/ai_name', 'event.images')).toContainText('at most 4 items');
    // Arrays of objects in a response are expanded through their $refs.
    const ocrSuccess = reference.response('/private/ocr', 200);
    await expect(ocrSuccess.locator('tr[data-field="results[].lines[].confidence"]')).toContainText('0 to 1');
    await expect(ocrSuccess.locator('tr[data-field="results[].lines[].points"]')).toContainText('exactly 4 items');
  });

  test('lists every status with its error codes, headers and body', async ({ reference }) => {
    await reference.goto();
    const statuses = reference.operation(EDIT).getByTestId('response');
    // 200, 400, 401, 403, 405, 408, 429, 500, 502, 503
    await expect(statuses).toHaveCount(10);
    await expect(statuses.first()).toHaveAttribute('data-status', '200');

    const busy = reference.response(EDIT, 503);
    await expect(busy.getByTestId('error-code')).toHaveText(['image_edit_busy', 'image_edit_unavailable']);
    await expect(busy.getByRole('link', { name: 'Retry-After' })).toBeVisible();
    await expect(busy.getByRole('link', { name: 'ErrorResponse' })).toBeVisible();

    await expect(reference.response(EDIT, 403).getByTestId('error-code')).toHaveText(['image_edit_not_enabled']);
    await expect(reference.response(EDIT, 401).getByRole('link', { name: 'RateLimit-Limit' })).toHaveCount(0);
    const success = reference.response(EDIT, 200);
    for (const header of ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Engine']) {
      await expect(success.getByRole('link', { name: header })).toBeVisible();
    }
    await expect(success).toContainText('X-Edit-Plan');
    await expect(reference.response(EDIT, 405).getByRole('link', { name: 'Allow' })).toBeVisible();
    await expect(success.locator('tr[data-field="images"]')).toContainText('exactly 1 item');
    await expect(reference.response('/private/ai_name', 502).getByTestId('error-code')).toHaveText(['internal_error']);

    // The shared error shape is shown once, with every code, and the response headers are described.
    await busy.getByRole('link', { name: 'ErrorResponse' }).click();
    await expect(reference.page).toHaveURL(/#schema-ErrorResponse$/);
    const errorCode = reference.page.locator('#schema-ErrorResponse tr[data-field="error.code"]');
    await expect(errorCode).toContainText('image_edit_busy');
    await expect(errorCode).toContainText('rate_limit');
    await expect(reference.page.locator('#header-Retry-After')).toContainText('Seconds to wait before retrying');
  });

  test('each operation has an anchor, and the contents link to it', async ({ reference, page }) => {
    await reference.goto();
    await reference.contents.getByRole('link', { name: /\/private\/ocr/ }).click();
    await expect(page).toHaveURL(/#extractImageText$/);
    await expect(reference.operation('/private/ocr')).toBeInViewport();
    await page.goto('/reference#aiName');
    await expect(reference.operation('/private/ai_name').getByRole('heading', { level: 3 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Link to POST /private/image_edit' })).toHaveAttribute(
      'href',
      '#editImage',
    );
  });

  test('offers the document for download: valid JSON, OpenAPI 3.1.0', async ({ reference, page, request }) => {
    await reference.goto();
    await expect(reference.downloadLink).toHaveAttribute('href', '/openapi.json');
    const [download] = await Promise.all([page.waitForEvent('download'), reference.downloadLink.click()]);
    expect(download.suggestedFilename()).toBe('openapi.json');
    const { readFile } = await import('node:fs/promises');
    const document = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(PATHS);
    const served = await request.get('/openapi.json');
    expect(served.headers()['content-type']).toContain('application/json');
    expect(await served.json()).toEqual(document);
  });

  test('curl examples use $API_KEY and no key appears anywhere on the page', async ({
    reference,
    page,
    request,
    apiKey,
    baseURL,
  }) => {
    const bodies = recordResponseBodies(page);
    const seen: string[] = [];
    await reference.goto();
    const curl = reference.operation(EDIT).getByTestId('curl-example');
    await expect(curl).toContainText(`curl -sS -X POST '${baseURL}/private/image_edit'`);
    await expect(curl).toContainText('Authorization: Bearer $API_KEY');
    await expect(reference.operation('/private/ai_name').getByTestId('curl-example')).toContainText('"event"');

    seen.push(await page.content(), await (await request.get('/reference')).text());
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    for (const url of scripts) seen.push(await (await request.get(url)).text());
    await bodies.completeUnreadable(request);
    seen.push(...bodies.seen.map((body) => body.text));
    expect(seen.filter((text) => text.includes(apiKey))).toEqual([]);
  });

  test('looks right in light and dark, fits a phone, and shows keyboard focus', async ({ reference, page }) => {
    // Two full-page screenshots of the console's longest page (every field of every operation).
    test.slow();
    await reference.goto();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await saveScreenshot(page, 'reference', theme, 'desktop');
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await noHorizontalOverflow(page);
    await page.setViewportSize(VIEWPORTS.desktop);

    const focused: Array<{ name: string; outlined: boolean }> = [];
    // Past the skip link, the theme switch and every tab of the console to the reference's own links.
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          return {
            name: element.textContent?.trim() ?? '',
            outlined: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
          };
        }),
      );
    }
    const names = focused.map((entry) => entry.name);
    expect(names).toContain('API reference');
    expect(names).toContain('Authentication');
    expect(names).toContain('Download openapi.json');
    expect(focused.filter((entry) => !entry.outlined)).toEqual([]);
  });
});

test.describe('API reference follows the console switch', () => {
  let app: RunningApp | undefined;
  test.afterEach(async () => {
    await app?.stop();
    app = undefined;
  });

  test('with CONSOLE_ENABLED=false it is the API-only page', async ({ page }) => {
    app = await startApp({ CONSOLE_ENABLED: 'false', LOG_LEVEL: 'warn' });
    await page.goto(`${app.url}/reference`);
    await expect(page.getByText('The console is turned off on this server.')).toBeVisible();
    await expect(page.getByTestId('operation')).toHaveCount(0);
  });

  test('with CONSOLE_PASSWORD it asks for the password first', async ({ page }) => {
    app = await startApp({ CONSOLE_PASSWORD: 'correct horse battery staple', LOG_LEVEL: 'warn' });
    await page.goto(`${app.url}/reference`);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByTestId('operation')).toHaveCount(0);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('operation')).toHaveCount(PATHS.length);
  });
});
