import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startApp, type RunningApp } from '../test-support/app';
import { printedConsoleLink, runConsoleLinkCommand } from './support/console-link';
import { VIEWPORTS } from './support/screenshots';

const PASSWORD = 'correct horse battery staple';
const CONFIGURED_KEY = 'ik_configured_console_key_for_e2e_0001';
const API_KEYS = JSON.stringify([
  {
    id: 'console',
    sha256: createHash('sha256').update(CONFIGURED_KEY).digest('hex'),
    user: 'console',
    imageEdit: true,
  },
]);
const event = { event: { text: 'Moon cat $MOON' } };

/** The session the global setup got from the shared app's printed link. */
const sharedSession = () => ({ cookie: `console_session=${process.env.E2E_CONSOLE_SESSION}` });

async function consolePost(
  app: RunningApp,
  operation: string,
  headers: Record<string, string>,
  body: unknown = event,
  path = `/console/api/${operation}`,
) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, 'sec-fetch-site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { requestId: string; error?: { code: string; message: string } },
  };
}

test.describe('the console routes are same-origin only', () => {
  test('cross-site calls, foreign origins, missing origins and non-JSON bodies are refused in the error shape', async ({
    baseURL,
  }) => {
    const app = { url: baseURL! } as RunningApp;
    const crossSite = await consolePost(app, 'ai_name', { ...sharedSession(), 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error?.code).toBe('unauthorized');
    expect(crossSite.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await consolePost(app, 'ai_name', { ...sharedSession(), 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await consolePost(app, 'ai_name', { ...sharedSession(), origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const noOrigin = await fetch(`${baseURL}/console/api/ai_name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sharedSession() },
      body: JSON.stringify(event),
    });
    expect(noOrigin.status).toBe(403);
    const form = await consolePost(
      app,
      'ai_name',
      { ...sharedSession(), 'content-type': 'text/plain' },
      JSON.stringify(event),
    );
    expect(form.status).toBe(415);
    expect(form.body.error?.code).toBe('invalid_message');
    const unknown = await consolePost(app, 'past_coins', sharedSession());
    expect(unknown.status).toBe(404);
    const get = await fetch(`${baseURL}/console/api/ai_name`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const ok = await consolePost(app, 'ai_name', sharedSession());
    expect(ok.status).toBe(200);
  });

  test('a page on another origin cannot call the console routes from the browser', async ({ page, baseURL }) => {
    // localhost and 127.0.0.1 are different origins for the browser, though the same server.
    const foreign = baseURL!.replace('127.0.0.1', 'localhost');
    const call = (target: string) =>
      page.evaluate(async (url) => {
        try {
          const response = await fetch(`${url}/console/api/ai_name`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ event: { text: 'Moon cat' } }),
          });
          return `status ${response.status}`;
        } catch {
          return 'blocked';
        }
      }, target);
    const corsErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /CORS policy/.test(message.text())) corsErrors.push(message.text());
    });
    await page.goto(`${foreign}/naming`);
    expect(await call(baseURL!)).toBe('blocked');
    // Blocked by the browser's CORS check, not by a network failure: it says so, and the very same
    // call from the console's own origin goes through.
    await expect.poll(() => corsErrors.length).toBeGreaterThan(0);
    await page.goto(`${baseURL}/naming`);
    expect(await call(baseURL!)).toBe('status 200');
  });
});

test.describe('closed by default: no password, not CONSOLE_OPEN', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ consoleSession: false });
  let app: RunningApp;
  let link: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-access-'));
  test.beforeAll(async () => {
    app = await startApp({ LOG_LEVEL: 'warn', DATA_DIR: dataDir });
    link = printedConsoleLink(app);
  });
  test.afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('without the printed link: a closed page saying how to open it, the BFF 401 in the error shape, the API unchanged', async ({
    page,
    context,
  }) => {
    expect(link).toMatch(new RegExp(`^${app.url}/\\?token=[\\w-]{43}$`));
    await page.goto(`${app.url}/naming`);
    await expect(page.getByRole('heading', { name: 'The console is closed' })).toBeVisible();
    for (const way of ['link printed at start', 'CONSOLE_PASSWORD', 'CONSOLE_OPEN=true'])
      await expect(page.getByText(way).first()).toBeVisible();
    await expect(page.getByLabel('Post text')).toHaveCount(0);
    await page.goto(`${app.url}/?token=${'A'.repeat(43)}`);
    expect(page.url()).toBe(`${app.url}/`);
    await expect(page.getByRole('heading', { name: 'The console is closed' })).toBeVisible();
    expect(await context.cookies(app.url)).toEqual([]);

    const refused = await consolePost(app, 'ai_name', {});
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('unauthorized');
    expect(refused.body.error?.message).toContain('link the server printed at start');
    expect(refused.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await consolePost(app, 'ai_name', {
      cookie: `console_session=${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(401);
    const signIn = await consolePost(app, 'session', {}, { password: 'anything at all' }, '/console/session');
    expect(signIn.status).toBe(401);
    expect(signIn.body.error?.code).toBe('unauthorized');

    const key = /export API_KEY=(\S+)/.exec(app.logs())![1]!;
    const direct = await fetch(`${app.url}/private/ai_name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(event),
    });
    expect(direct.status).toBe(200);
    expect((await fetch(`${app.url}/openapi.json`)).status).toBe(200);
  });

  test('the printed link opens the console in that browser, leaves the address bar clean, and works once', async ({
    page,
    context,
    browser,
  }) => {
    await page.goto(link);
    expect(page.url()).toBe(`${app.url}/`);
    await expect(page.getByRole('button', { name: /^Run/ })).toBeVisible();
    const [cookie] = await context.cookies(app.url);
    expect(cookie).toMatchObject({ name: 'console_session', httpOnly: true, sameSite: 'Strict' });
    const token = new URL(link).searchParams.get('token')!;
    expect(cookie!.value).not.toContain(token);
    expect(await page.content()).not.toContain(token);

    await page.goto(`${app.url}/naming`);
    await page.getByLabel('Post text').fill('Moon cat $MOON');
    const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/ai_name'));
    await page.getByRole('button', { name: /^Run/ }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('token-ticker')).toHaveText('MOON');

    // The link is spent: another browser opening it gets the closed page; the first keeps its session.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      expect(otherPage.url()).toBe(`${app.url}/`);
      await expect(otherPage.getByRole('heading', { name: 'The console is closed' })).toBeVisible();
      expect(await other.cookies(app.url)).toEqual([]);
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(page.getByLabel('Post text')).toBeVisible();
  });

  test('npm run console:link lets a phone in once while the server runs', async ({ browser }) => {
    // The printed link was spent by the test before; the command makes another, no restart.
    const made = await runConsoleLinkCommand(app, dataDir);
    expect(made.link).toMatch(new RegExp(`^${app.url}/\\?token=[\\w-]{43}$`));
    for (const [attempt, opens] of [
      ['first', true],
      ['second', false],
    ] as const) {
      const phone = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
      try {
        const phonePage = await phone.newPage();
        await phonePage.goto(made.link!);
        expect(phonePage.url(), `${attempt} use`).toBe(`${app.url}/`);
        if (opens) await expect(phonePage.getByRole('button', { name: /^Run/ })).toBeVisible();
        else await expect(phonePage.getByRole('heading', { name: 'The console is closed' })).toBeVisible();
      } finally {
        await phone.close();
      }
    }
  });
});

test.describe('with CONSOLE_OPEN=true', () => {
  test.use({ consoleSession: false });

  test('the console is open to anyone who reaches it and no link is printed', async ({ page }) => {
    const app = await startApp({ CONSOLE_OPEN: 'true', LOG_LEVEL: 'warn' });
    try {
      expect(app.logs()).not.toContain('?token=');
      await page.goto(`${app.url}/naming`);
      await expect(page.getByLabel('Post text')).toBeVisible();
      expect((await consolePost(app, 'ai_name', {})).status).toBe(200);
    } finally {
      await app.stop();
    }
  });
});

test.describe('with CONSOLE_PASSWORD', () => {
  test.use({ consoleSession: false });
  let app: RunningApp;
  test.beforeAll(async () => {
    app = await startApp({ CONSOLE_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' });
  });
  test.afterAll(async () => app?.stop());

  test('the console asks for the password, sets an HttpOnly SameSite=Strict cookie without it, then works', async ({
    page,
    context,
  }) => {
    expect((await consolePost(app, 'ai_name', {})).status).toBe(401);
    await page.goto(`${app.url}/naming`);
    await expect(page.getByRole('heading', { name: 'Inference console' })).toBeVisible();
    await expect(page.getByLabel('Post text')).toHaveCount(0);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That is not the console password.')).toBeVisible();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Post text')).toBeVisible();

    const [cookie] = await context.cookies(app.url);
    expect(cookie).toMatchObject({ name: 'console_session', httpOnly: true, sameSite: 'Strict' });
    expect(cookie!.value).not.toContain(PASSWORD);
    expect(cookie!.value).not.toContain(encodeURIComponent(PASSWORD));

    await page.getByLabel('Post text').fill('Moon cat $MOON');
    const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/ai_name'));
    await page.getByRole('button', { name: /^Run/ }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('token-ticker')).toHaveText('MOON');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a forged session cookie is refused', async () => {
    const forged = await consolePost(app, 'ai_name', {
      cookie: `console_session=${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.message).toContain('Sign in');
  });
});

test.describe('with CONSOLE_ENABLED=false', () => {
  test.use({ consoleSession: false });
  let app: RunningApp;
  test.beforeAll(async () => {
    app = await startApp({ CONSOLE_ENABLED: 'false', LOG_LEVEL: 'warn' });
  });
  test.afterAll(async () => app?.stop());

  test('only the API is left: no console pages, console routes refuse, /private still answers', async ({ page }) => {
    await page.goto(app.url);
    await expect(page.getByText('The console is turned off on this server.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Run/ })).toHaveCount(0);
    const refused = await consolePost(app, 'ai_name', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toContain('CONSOLE_ENABLED=false');
    const key = /export API_KEY=(\S+)/.exec(app.logs())![1]!;
    const direct = await fetch(`${app.url}/private/ai_name`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(event),
    });
    expect(direct.status).toBe(200);
  });
});

test.describe('with API_KEYS configured (console opened on purpose: these tests are about its key)', () => {
  test.use({ consoleSession: false });
  test('and no CONSOLE_API_KEY, the console says what to set and runs are refused with that message', async ({
    page,
  }) => {
    const app = await startApp({ API_KEYS, CONSOLE_OPEN: 'true', LOG_LEVEL: 'warn' });
    try {
      await page.goto(`${app.url}/naming`);
      await expect(page.getByTestId('key-problem')).toContainText('set CONSOLE_API_KEY');
      await page.getByLabel('Post text').fill('Moon cat');
      await page.getByRole('button', { name: /^Run/ }).click();
      await expect(page.getByTestId('error-status')).toHaveText('401');
      await expect(page.getByTestId('error-code')).toHaveText('unauthorized');
      await expect(page.getByTestId('error-message')).toContainText('CONSOLE_API_KEY');
    } finally {
      await app.stop();
    }
  });

  test('and CONSOLE_API_KEY set to one of them, runs count against that key’s user and the key stays hidden', async ({
    page,
  }) => {
    const app = await startApp({
      API_KEYS,
      CONSOLE_API_KEY: CONFIGURED_KEY,
      CONSOLE_OPEN: 'true',
      RATE_LIMIT_RPM: '5',
      LOG_LEVEL: 'warn',
    });
    try {
      await page.goto(`${app.url}/naming`);
      await expect(page.getByTestId('key-problem')).toHaveCount(0);
      expect(await page.content()).not.toContain(CONFIGURED_KEY);
      // Calls with the key itself share the user's bucket with the console: same pipeline, same limits.
      for (let call = 0; call < 4; call += 1) {
        await fetch(`${app.url}/private/ai_name`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${CONFIGURED_KEY}` },
          body: JSON.stringify(event),
        });
      }
      await page.getByLabel('Post text').fill('Moon cat $MOON');
      await page.getByRole('button', { name: /^Run/ }).click();
      await expect(page.getByTestId('token-ticker')).toHaveText('MOON');
      await expect(page.getByTestId('run-rate-limit')).toHaveText(/^0\/5 left/);
      await page.getByRole('button', { name: 'Re-run' }).click();
      await expect(page.getByTestId('error-status')).toHaveText('429');
      await expect(page.getByTestId('error-code')).toHaveText('rate_limit');
      await expect(page.getByText(/Retry after \d+ s\./)).toBeVisible();
    } finally {
      await app.stop();
    }
  });
});
