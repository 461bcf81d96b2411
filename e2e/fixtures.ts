import { test as base } from '@playwright/test';
import { CropsPage } from './pages/crops-page';
import { ImageEditPage } from './pages/image-edit-page';
import { NamingPage } from './pages/naming-page';
import { OcrPage } from './pages/ocr-page';
import { PastCoinsPage } from './pages/past-coins-page';
import { ReferencePage } from './pages/reference-page';

interface ConsoleOptions {
  /** Whether the browser holds the session the global setup got from the printed console link. */
  consoleSession: boolean;
}

interface ConsoleFixtures {
  /** The key the server generated and printed at start-up: what an operator exports as $API_KEY. */
  apiKey: string;
  imageEdit: ImageEditPage;
  ocr: OcrPage;
  naming: NamingPage;
  crops: CropsPage;
  pastCoins: PastCoinsPage;
  reference: ReferencePage;
}

export const test = base.extend<ConsoleFixtures & ConsoleOptions>({
  consoleSession: [true, { option: true }],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the app');
    await use(url);
  },
  context: async ({ context, consoleSession, baseURL }, use) => {
    const session = process.env.E2E_CONSOLE_SESSION;
    if (consoleSession) {
      if (!session) throw new Error('E2E_CONSOLE_SESSION is not set: the global setup did not open the console link');
      await context.addCookies([
        { name: 'console_session', value: session, url: baseURL!, httpOnly: true, sameSite: 'Strict' },
      ]);
    }
    await use(context);
  },
  apiKey: async ({}, use) => {
    const key = process.env.E2E_API_KEY;
    if (!key) throw new Error('E2E_API_KEY is not set: the global setup did not read the generated key');
    await use(key);
  },
  imageEdit: async ({ page }, use) => use(new ImageEditPage(page)),
  ocr: async ({ page }, use) => use(new OcrPage(page)),
  naming: async ({ page }, use) => use(new NamingPage(page)),
  crops: async ({ page }, use) => use(new CropsPage(page)),
  pastCoins: async ({ page }, use) => use(new PastCoinsPage(page)),
  reference: async ({ page }, use) => use(new ReferencePage(page)),
});

export { expect } from '@playwright/test';
