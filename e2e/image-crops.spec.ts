import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CUE_WORDS } from '../components/panels/image_crops/seen-marks';
import { expect, test } from './fixtures';
import type { CropsPage } from './pages/crops-page';
import { seriousViolations } from './support/axe';
import { decodeDataUrl, jpegSize, picture } from './support/images';
import { VIEWPORTS } from './support/screenshots';

/** A real photo (public domain; bench/image_crops/set/photos.json) whose subject stands out: a raccoon. */
const RACCOON = {
  name: 'raccoon.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(path.resolve(__dirname, '../bench/image_crops/set/photos/raccoon.jpg')),
};

interface Seen {
  width: number;
  height: number;
  subject: { cue: keyof typeof CUE_WORDS; box: { x: number; y: number; width: number; height: number } };
}

/**
 * Crops the raccoon, switches on what the engine saw and checks the subject's box: named by its cue,
 * inside the picture as shown and where the answer's box falls at the picture's shown scale; then
 * that the page is axe-clean, and that switching off takes the drawing away.
 */
async function showsWhatTheEngineSaw(crops: CropsPage, page: Page) {
  await crops.goto();
  await crops.addFiles([RACCOON]);
  const answer = await crops.run('image_crops');
  expect(answer.status()).toBe(200);
  const seen = ((await answer.json()) as { results: Seen[] }).results[0]!;
  await expect(crops.seenSwitch).not.toBeChecked();
  await expect(page.getByTestId('seen-overlay')).toHaveCount(0);

  await crops.seenSwitch.check();
  const overlay = crops.results.nth(0).getByTestId('seen-overlay');
  await expect(overlay).toBeVisible();
  const subject = overlay.getByTestId('seen-subject');
  await expect(subject).toHaveCount(1);
  await expect(subject).toContainText(`subject · ${CUE_WORDS[seen.subject.cue]}`);
  await expect(crops.results.nth(0).getByTestId('seen-summary')).toContainText('Seen: ');
  const image = (await crops.results.nth(0).getByRole('img', { name: 'Image 1', exact: true }).boundingBox())!;
  const drawn = (await subject.boundingBox())!;
  expect(drawn.x).toBeGreaterThanOrEqual(image.x - 1);
  expect(drawn.y).toBeGreaterThanOrEqual(image.y - 1);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(image.x + image.width + 1);
  expect(drawn.y + drawn.height).toBeLessThanOrEqual(image.y + image.height + 1);
  // The picture is shown scaled: the box is the answer's, at the shown size (within the border and rounding).
  const shown = image.width / seen.width;
  expect(Math.abs(drawn.x - image.x - seen.subject.box.x * shown)).toBeLessThanOrEqual(3);
  expect(Math.abs(drawn.width - seen.subject.box.width * shown)).toBeLessThanOrEqual(3);
  expect(Math.abs(drawn.height - seen.subject.box.height * (image.height / seen.height))).toBeLessThanOrEqual(3);
  expect(await seriousViolations(page)).toEqual([]);

  await crops.seenSwitch.uncheck();
  await expect(page.getByTestId('seen-overlay')).toHaveCount(0);
  await expect(crops.boxes.first()).toBeVisible();
}

test.describe('Image crops panel', () => {
  test('draws each crop’s box over its image, shows the crops at their size, and downloads them', async ({
    crops,
    page,
  }) => {
    await crops.goto();
    await crops.addFiles([await picture('wide.png', 900, 300, 2), await picture('tall.png', 300, 600, 5, 'jpeg')]);
    await expect(crops.thumbs).toHaveCount(2);
    await expect(crops.aspect('1:1')).toBeChecked();
    await expect(crops.aspect('3:1')).toBeChecked();
    await crops.aspect('3:1').uncheck();
    await crops.aspect('16:9').check();
    await page.getByLabel('Custom aspect').fill('2:1');
    await page.getByRole('button', { name: 'Add aspect' }).click();
    await expect(crops.aspect('2:1')).toBeChecked();
    await page.getByLabel('Width (px)').fill('320');

    const answer = await crops.run('image_crops');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      results: Array<{
        width: number;
        height: number;
        crops: Array<{ aspect: string; box: { x: number; width: number } }>;
      }>;
    };
    expect(body.results.map((result) => result.crops.map((crop) => crop.aspect))).toEqual([
      ['1:1', '16:9', '2:1'],
      ['1:1', '16:9', '2:1'],
    ]);

    await expect(crops.results).toHaveCount(2);
    await expect(crops.results.nth(0).getByTestId('crop-box')).toHaveCount(3);
    await expect(crops.crops).toHaveCount(6);
    // None is enlarged more than 1.5 times (the largest, 320 out of 300 pixels): no warning.
    await expect(page.getByTestId('crop-enlarged')).toHaveCount(0);
    // The overlay covers the displayed image, and each box lies inside it.
    const image = (await crops.results.nth(0).getByRole('img', { name: 'Image 1', exact: true }).boundingBox())!;
    for (const box of await crops.results.nth(0).getByTestId('crop-box').all()) {
      const drawn = (await box.boundingBox())!;
      expect(drawn.x).toBeGreaterThanOrEqual(image.x - 2);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(image.x + image.width + 2);
    }

    const download = page.waitForEvent('download');
    await crops.results.nth(1).getByRole('link', { name: 'Download 2:1' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('crop-2-2x1.jpg');
    const shown = await crops.results.nth(1).getByRole('img', { name: 'Image 2, 2:1 crop' }).getAttribute('src');
    expect(jpegSize(decodeDataUrl(shown!).bytes)).toEqual({ width: 320, height: 160 });
    expect((await crops.detailsFacts()).engine).toBe('local');
  });

  test('says when a crop is enlarged from a small picture, and by how much', async ({ crops, page }) => {
    await crops.goto();
    await crops.addFiles([await picture('small.png', 160, 120, 3)]);
    await crops.aspect('3:1').uncheck();
    await page.getByLabel('Width (px)').fill('480');
    const answer = await crops.run('image_crops');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { results: Array<{ crops: Array<{ scale: number }> }> };
    // 480 output pixels from a 120-pixel square.
    expect(body.results[0]!.crops[0]!.scale).toBe(4);
    await expect(crops.crops.nth(0).getByTestId('crop-enlarged')).toHaveText(
      'Enlarged 4.0× from the picture: use a larger picture.',
    );
  });

  test('draws what the engine saw over the picture when switched on, and nothing when off (dark theme)', async ({
    crops,
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await showsWhatTheEngineSaw(crops, page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone });

    test('draws what the engine saw within the narrow picture, with nothing scrolling sideways', async ({
      crops,
      page,
    }) => {
      await showsWhatTheEngineSaw(crops, page);
      await crops.seenSwitch.check();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test('says what is wrong before sending: no image, no aspect, a bad custom aspect', async ({ crops, page }) => {
    await crops.goto();
    await crops.runButton.click();
    await expect(page.getByTestId('form-problem')).toHaveText('Add at least one image.');
    await crops.addFiles([await picture('one.png', 200, 200, 1)]);
    await crops.aspect('1:1').uncheck();
    await crops.aspect('3:1').uncheck();
    await crops.runButton.click();
    await expect(page.getByTestId('form-problem')).toHaveText('Pick at least one aspect.');
    await page.getByLabel('Custom aspect').fill('17:1');
    await page.getByRole('button', { name: 'Add aspect' }).click();
    await expect(page.getByText('Write an aspect as W:H with whole numbers 1 to 16, e.g. 2:1.')).toBeVisible();
  });
});
