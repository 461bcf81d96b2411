import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Saves the whole page for a person to look at: e2e/screenshots/<name>-<theme>-<viewport>.png. */
export async function saveScreenshot(
  page: Page,
  name: string,
  theme: 'light' | 'dark',
  viewport: keyof typeof VIEWPORTS,
) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${theme}-${viewport}.png`), fullPage: true });
}
