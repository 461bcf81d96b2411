import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ConsolePage } from './pages/console-page';
import { picture, textImage } from './support/images';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** After a real run: each theme (following the system) at desktop and phone width, saved for review. */
async function shootAll(page: Page, panel: ConsolePage, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    for (const viewport of ['desktop', 'phone'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await expect(panel.details).toBeVisible();
      if (viewport === 'phone') await noHorizontalOverflow(page);
      await saveScreenshot(page, name, theme, viewport);
    }
  }
}

test.describe('appearance: themes, phone width, keyboard, screenshots', () => {
  test('image edit', async ({ imageEdit, page }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([await picture('sunset.png', 640, 400, 1), await textImage(['SALE'], 'sale.png')]);
    await imageEdit.prompt.fill('add a caption “SUMMER SALE” in bold at the top');
    await imageEdit.run('image_edit');
    await imageEdit.resultImage();
    await shootAll(page, imageEdit, 'image-edit');
  });

  test('OCR', async ({ ocr, page }) => {
    await ocr.goto();
    await ocr.addFiles([await textImage(['Invoice 2024-117', 'Total due: 42.50 EUR'], 'invoice.png')]);
    await ocr.run('ocr');
    await expect(ocr.results).toHaveCount(1);
    await ocr.linesOf(0).first().hover();
    await shootAll(page, ocr, 'ocr');
  });

  test('naming', async ({ naming, page }) => {
    await naming.goto();
    await naming.example('Frog adoption').click();
    await expect(naming.ticker).toBeVisible();
    await shootAll(page, naming, 'naming');
  });

  test('past coins', async ({ pastCoins, page }) => {
    await pastCoins.goto();
    await pastCoins.search('$PEPE');
    await expect(pastCoins.coins.first()).toBeVisible();
    await shootAll(page, pastCoins, 'past-coins');
  });

  test('the theme toggle overrides the system and is remembered', async ({ naming, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await naming.goto();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: 'System' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('keyboard: tabs, dropzone, prompt and Run are reachable, and focus is visible', async ({ imageEdit, page }) => {
    await imageEdit.goto();
    const reached: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return '';
        const style = getComputedStyle(element);
        const visible = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
        return `${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.id}|${visible}`;
      });
      if (focused) reached.push(focused);
    }
    const names = reached.map((entry) => entry.split('|')[0]);
    expect(names).toContain('OCR');
    expect(names.some((name) => name?.startsWith('Add images'))).toBe(true);
    expect(reached.filter((entry) => entry.endsWith('|false'))).toEqual([]);
    await imageEdit.prompt.focus();
    await page.keyboard.press('Tab');
    await expect(imageEdit.runButton).toBeFocused();
  });
});
