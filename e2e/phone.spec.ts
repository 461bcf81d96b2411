import type { Locator, Page } from '@playwright/test';
import type { PanelOperationName } from '../lib/operations/contracts';
import { expect, test } from './fixtures';
import type { ConsolePage } from './pages/console-page';
import type { CropsPage } from './pages/crops-page';
import type { ImageEditPage } from './pages/image-edit-page';
import type { NamingPage } from './pages/naming-page';
import type { OcrPage } from './pages/ocr-page';
import type { PastCoinsPage } from './pages/past-coins-page';
import { seriousViolations } from './support/axe';
import { picture, textImage } from './support/images';
import { CONSOLE_PAGES } from '../components/shell/console-pages';
import { navPages, slugOf } from './support/nav-pages';
import { saveScreenshot, VIEWPORTS } from './support/screenshots';

/** The console on a 390×844 phone screen, every page, light and dark. */
test.use({ viewport: VIEWPORTS.phone });

const THEMES = ['light', 'dark'] as const;

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The words of an element's text that a line break cuts in two (`Author|ization`). */
async function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[A-Za-z]{4,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('the console on a phone (390×844)', () => {
  test('every page the nav lists is on screen in the nav and opens from it', async ({ page }) => {
    const pages = await navPages(page);
    // The per-page checks below run over CONSOLE_PAGES: the nav lists exactly those.
    expect(pages).toEqual(CONSOLE_PAGES);
    for (const { href, label } of pages) {
      const link = page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: label });
      // Wholly on screen without scrolling anything sideways (every tab within reach).
      const box = (await link.boundingBox())!;
      expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label}: right edge`).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(box.y + box.height, `${label}: below the fold`).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      expect(box.height, `${label}: a tap target`).toBeGreaterThanOrEqual(24);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main')).toBeVisible();
      expect(await sidewaysOverflow(page), `${href} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  for (const theme of THEMES) {
    for (const { href } of CONSOLE_PAGES) {
      test(`${href} in ${theme}: axe-clean, no sideways scroll, screenshot`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(href);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expect(page.getByRole('main')).toBeVisible();
        // The Service page fills in after its first read.
        if (href === '/service') await expect(page.getByTestId('updated')).toContainText('Updated');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page), 'scrolls sideways').toBeLessThanOrEqual(0);
        await saveScreenshot(page, `page-${slugOf(href)}`, theme, 'phone');
      });
    }
  }

  test('reference tables stack their cells, and the intro breaks no word', async ({ page }) => {
    await page.goto('/reference');
    const field = page.getByTestId('schema-field').first();
    const cells = field.locator('th, td');
    // Every cell with something to say is shown, under the field's name and as wide as the screen allows.
    for (const cell of await cells.all()) {
      if (!(await cell.isVisible())) continue;
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    await expect(field.locator('td').first()).toContainText('Type:');
    const table = page.getByTestId('schema-table').first();
    expect(
      await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth),
    ).toBe(0);
    const intro = page.locator('main header p').first();
    await expect(intro).toContainText('Authorization');
    expect(await wordsBrokenAcrossLines(intro)).toEqual([]);
  });
});

interface Panels {
  imageEdit: ImageEditPage;
  ocr: OcrPage;
  naming: NamingPage;
  crops: CropsPage;
  pastCoins: PastCoinsPage;
}

/** What each panel needs to run, and the part of its answer a person looks for (a new panel must be added here). */
const RUNS: Record<PanelOperationName, (panels: Panels) => Promise<{ panel: ConsolePage; answer: Locator }>> = {
  image_edit: async ({ imageEdit }) => {
    await imageEdit.goto();
    await imageEdit.prompt.fill('add a caption "GM" at the top');
    return { panel: imageEdit, answer: imageEdit.result };
  },
  ocr: async ({ ocr }) => {
    await ocr.goto();
    await ocr.addFiles([await textImage(['PHONE 390'], 'phone.png')]);
    return { panel: ocr, answer: ocr.results.first() };
  },
  ai_name: async ({ naming }) => {
    await naming.goto();
    await naming.post.fill('The frog is back $PEPE');
    return { panel: naming, answer: naming.ticker };
  },
  image_crops: async ({ crops }) => {
    await crops.goto();
    await crops.addFiles([await picture('wide.png', 900, 500, 3)]);
    return { panel: crops, answer: crops.results.first() };
  },
  past_coin_search: async ({ pastCoins }) => {
    await pastCoins.goto();
    await pastCoins.query.fill('$PEPE');
    return { panel: pastCoins, answer: pastCoins.coins.first() };
  },
};

test.describe('after Run on a phone', () => {
  for (const [operation, prepare] of Object.entries(RUNS)) {
    test(`${operation}: the result is scrolled into view and announced`, async ({
      page,
      imageEdit,
      ocr,
      naming,
      crops,
      pastCoins,
    }) => {
      const { panel, answer } = await prepare({ imageEdit, ocr, naming, crops, pastCoins });
      const before = await page.getByTestId('run-result').boundingBox();
      expect(before!.y, 'the result starts below the fold').toBeGreaterThan(VIEWPORTS.phone.height * 0.6);
      const response = await panel.run(operation);
      expect(response.status()).toBe(200);
      await expect(answer).toBeInViewport();
      await expect(page.getByTestId('run-announcement')).toHaveText('Run finished: 200.');
      await expect(page.getByRole('status').filter({ hasText: 'Run finished: 200.' })).toHaveCount(1);
    });
  }
});

test.describe('words for people on a phone', () => {
  test('a file that is not an image, though named .jpg, is refused by name with no thumbnail', async ({
    imageEdit,
  }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([
      { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my holiday notes, not a photo.') },
      { name: 'cut.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]) },
    ]);
    await expect(imageEdit.dropzoneProblems).toContainText('holiday.jpg is not an image');
    await expect(imageEdit.dropzoneProblems).toContainText('cut.jpg looks like a JPEG image but cannot be opened');
    await expect(imageEdit.thumbs).toHaveCount(0);
  });

  test('the server refusing a dropped image speaks of the file, not of URLs', async ({ imageEdit, page }) => {
    test.setTimeout(90_000);
    await imageEdit.goto();
    // 6,500 × 6,500 = 42 million pixels: the browser shows it, the server's 40-million-pixel cap refuses it.
    await imageEdit.addFiles([await picture('huge.png', 6500, 6500, 2)]);
    await expect(imageEdit.thumbs).toHaveCount(1);
    await imageEdit.prompt.fill('add a border');
    expect((await imageEdit.run('image_edit')).status()).toBe(400);
    const message = page.getByTestId('error-message');
    await expect(message).toHaveText(
      /^huge\.png \(image 1\) could not be used: the image has more than 40,000,000 pixels/,
    );
    await expect(message).not.toContainText('http');
    await expect(page.getByTestId('run-announcement')).toHaveText('Run failed: 400 invalid_image.');
    await expect(imageEdit.error).toBeInViewport();
  });

  test('a new problem found before sending replaces the last run’s error', async ({ imageEdit, page }) => {
    await imageEdit.goto();
    await imageEdit.addUrl('http://127.0.0.1:9/missing.png');
    await imageEdit.prompt.fill('add a caption');
    expect((await imageEdit.run('image_edit')).status()).toBe(400);
    await expect(imageEdit.error).toBeVisible();
    await imageEdit.prompt.fill('x'.repeat(2001));
    await imageEdit.runButton.click();
    await expect(page.getByTestId('prompt-problem')).toContainText('the limit is 2000');
    await expect(imageEdit.error).toHaveCount(0);
  });

  test('recent runs cut a long summary with an ellipsis', async ({ naming, page }) => {
    await naming.goto();
    await naming.post.fill(
      `Just adopted a frog named Pepper ${'and he is the boss of the whole house now '.repeat(4)}$PEPPER`,
    );
    expect((await naming.run('ai_name')).status()).toBe(200);
    await expect(page.getByTestId('history-summary').first()).toHaveText(/…$/);
  });
});
