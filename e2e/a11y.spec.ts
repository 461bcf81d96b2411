import { consoleOf, PANEL_OPERATION_NAMES } from '../lib/operations/contracts';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { picture } from './support/images';

/**
 * Every panel the registry gives the console (so a new one is checked without listing it), the
 * reference and the Service page (here with no traffic; service.spec.ts checks it with charts).
 */
const PAGES = [...PANEL_OPERATION_NAMES.map((name) => consoleOf(name).href), '/reference', '/service'];

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of PAGES) {
      test(`${path} in ${theme}: no serious or critical violation`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expect(page.getByRole('main')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test(`image edit with inputs and a result in ${theme}: no serious or critical violation`, async ({
      imageEdit,
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await imageEdit.goto();
      await imageEdit.addFiles([await picture('sunset.png', 640, 400, 1)]);
      await imageEdit.prompt.fill('add meme text "WHEN MOON" at the top and "SOON" at the bottom');
      await imageEdit.run('image_edit');
      await imageEdit.resultImage();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`past coins with results in ${theme}: no serious or critical violation`, async ({ pastCoins, page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await pastCoins.goto();
      await pastCoins.search('$PEPE');
      await expect(pastCoins.coins.first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`naming with its "Already launched" list in ${theme}: no serious or critical violation`, async ({
      naming,
      page,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      await naming.goto();
      await naming.post.fill('The frog is back $PEPE');
      await naming.run('ai_name');
      await expect(naming.launchedCoins.first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
