import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FILE } from '../../lib/auth/kept-key';
import { addPendingLink, LINK_LIFETIME_MS } from '../../lib/console/pending-links';
import { bearer, post, startApp, type RunningApp } from '../../test-support/app';
import { openConsoleLink, printedConsoleLink, runConsoleLinkCommand } from '../support/console-link';

/*
 * The console's way in over real HTTP: the generated key outlives a restart (kept in the data
 * folder), and `npm run console:link` lets a second browser in while the server keeps running.
 */
const event = { event: { text: 'Moon cat $MOON' } };

const printedKey = (app: RunningApp) => /export API_KEY=(\S+)/.exec(app.logs())?.[1];

/** A console call as the console's own page makes it, from a browser holding `cookie` (or none). */
async function consoleCall(app: RunningApp, cookie: string | undefined) {
  const response = await fetch(`${app.url}/console/api/ai_name`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie: `console_session=${cookie}` } : {}),
    },
    body: JSON.stringify(event),
  });
  return response.status;
}

/** Opens a link in a fresh browser (an empty cookie jar): the session cookie it got, if any. */
async function openInNewBrowser(link: string): Promise<string | undefined> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/');
  return /console_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
}

/** `npm run console:link` beside the running app: the link it printed. */
async function consoleLinkCommand(app: RunningApp, dataDir: string) {
  const made = await runConsoleLinkCommand(app, dataDir);
  if (!made.link) throw new Error(`console:link printed no link:\n${made.stdout}\n${made.stderr}`);
  return { ...made, link: made.link };
}

describe('the generated key, kept in the data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'way-in-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('still authorises /private calls after a restart, so an exported API_KEY keeps working', async () => {
    const first = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    let key: string | undefined;
    try {
      key = printedKey(first);
      expect(key).toMatch(/^ik_[\w-]{43}$/);
      expect(first.logs()).toContain(`kept it in\n    ${path.join(dataDir, KEY_FILE)}\n`);
      expect(statSync(path.join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
      expect((await post(first, '/private/ai_name', event, bearer(key!))).status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      expect(printedKey(second)).toBe(key);
      expect(second.logs()).toContain('using the API key kept since an earlier start');
      expect((await post(second, '/private/ai_name', event, bearer(key!))).status).toBe(200);
      expect((await post(second, '/private/ai_name', event, bearer(`ik_${'x'.repeat(43)}`))).status).toBe(401);
    } finally {
      await second.stop();
    }
  });

  it('is neither read nor written when API_KEYS is set', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'way-in-keys-'));
    const key = 'k-configured-0123456789abcdef';
    try {
      const app = await startApp({
        DATA_DIR: folder,
        API_KEYS: JSON.stringify([{ key, user: 'ops' }]),
        CONSOLE_OPEN: 'true',
        LOG_LEVEL: 'warn',
      });
      try {
        expect(app.logs()).not.toContain('export API_KEY=');
        expect((await post(app, '/private/ai_name', event, bearer(key))).status).toBe(200);
        expect(readdirSync(folder)).not.toContain(KEY_FILE);
      } finally {
        await app.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops start-up in one clear line, without a stack, when it is garbled or others can read it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'way-in-bad-'));
    const file = path.join(folder, KEY_FILE);
    try {
      for (const [content, mode, said] of [
        ['not a key at all\n', 0o600, 'does not hold a generated API key'],
        [`ik_${'a'.repeat(43)}\n`, 0o644, 'can be read or changed by other users (mode 0644)'],
      ] as const) {
        writeFileSync(file, content);
        chmodSync(file, mode);
        const failed = await startApp({ DATA_DIR: folder, LOG_LEVEL: 'warn' }).then(
          async (app) => {
            await app.stop();
            return '';
          },
          (error: Error) => error.message,
        );
        expect(failed).toContain(`The server cannot start: DATA_DIR: ${file} ${said}`);
        expect(failed).not.toMatch(/^\s+at /m);
        expect(failed).not.toContain('not a key at all');
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run console:link, while the server runs', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'way-in-link-'));
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the console in a second browser once; the first keeps its session; a second use is refused', async () => {
    const first = await openConsoleLink(printedConsoleLink(app));
    expect(await consoleCall(app, first)).toBe(200);
    // The start-up link is spent: a phone opening it gets nothing.
    expect(await openInNewBrowser(printedConsoleLink(app))).toBeUndefined();

    const { link, stdout, stderr } = await consoleLinkCommand(app, dataDir);
    expect(link.startsWith(`${app.url}/?token=`)).toBe(true);
    expect(stdout).toContain('within 15 minutes (it works once)');
    expect(stderr).not.toContain('No server answers');
    const second = await openInNewBrowser(link);
    expect(second).toBeDefined();
    expect(await consoleCall(app, second)).toBe(200);

    expect(await openInNewBrowser(link)).toBeUndefined();
    expect(await consoleCall(app, undefined)).toBe(401);
    expect(await consoleCall(app, first)).toBe(200);
    expect(await consoleCall(app, second)).toBe(200);
  });

  it('gives every run its own link, and refuses one past its 15 minutes', async () => {
    const [a, b] = [(await consoleLinkCommand(app, dataDir)).link, (await consoleLinkCommand(app, dataDir)).link];
    expect(a).not.toBe(b);
    const stale = addPendingLink(dataDir, Date.now() - LINK_LIFETIME_MS - 1_000);
    expect(await openInNewBrowser(`${app.url}/?token=${stale.token}`)).toBeUndefined();
    expect(await openInNewBrowser(b)).toBeDefined();
    expect(await openInNewBrowser(a)).toBeDefined();
  });

  it('says so when the console needs no link', async () => {
    const refused = await runConsoleLinkCommand(app, dataDir, { CONSOLE_PASSWORD: 'correct horse battery' });
    expect(refused.code).toBe(1);
    expect(refused.link).toBeUndefined();
    expect(refused.stderr).toContain('console:link: no link is needed: CONSOLE_PASSWORD is set');
  });
});
