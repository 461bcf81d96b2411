import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { consoleOf, PANEL_OPERATION_NAMES } from '../lib/operations/contracts';
import { expect, test } from './fixtures';
import { picture } from './support/images';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Every panel the registry gives the console (so a new one is checked without listing it), then the reference. */
const PAGES = [...PANEL_OPERATION_NAMES.map((name) => consoleOf(name).href), '/reference'];

/** axe-core's serious and critical violations of WCAG 2.1 A/AA on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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
