import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the console against the production build (`npm run build` first). The global
 * setup starts `next start` on a free port with nothing configured, as the README's first command
 * does; specs that need another configuration start their own server.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Two files at a time (a file's tests in order): specs that need a configuration of their own
  // start their own server, the others share the global one, whose rate limits are raised for it.
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    trace: 'retain-on-failure',
  },
});
