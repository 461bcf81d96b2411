import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ConsolePage } from './pages/console-page';
import { KitPage } from './pages/kit-page';
import { LARGE_PHOTO_BYTES, largeReceiptPhoto, picture, type FilePayload } from './support/images';

let photo: FilePayload;

test.beforeAll(async () => {
  photo = await largeReceiptPhoto();
  expect(photo.buffer.length).toBeGreaterThan(LARGE_PHOTO_BYTES.min);
  expect(photo.buffer.length).toBeLessThan(LARGE_PHOTO_BYTES.max);
});

/** How the request JSON and the curl preview show the photo: its type, first characters and size. */
function shownAs(file: FilePayload): string {
  const base64 = file.buffer.toString('base64');
  return `data:${file.mimeType};base64,${base64.slice(0, 24)}… (${((base64.length * 3) / 4 / 1024).toFixed(1)} KB)`;
}

/** The scripts' errors of a page from now on ("Maximum call stack size exceeded", say). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Drops the photo into a panel, runs it, and checks that the server took all of it, that the answer
 * shows, that the request JSON and the curl preview show the photo shortened, that Copy as curl
 * holds it whole, and that the page never broke.
 */
async function runsTheLargePhoto(panel: ConsolePage, operation: string, result: Locator) {
  const { page } = panel;
  const errors = pageErrors(page);
  await panel.addFiles([photo]);
  await expect(panel.thumbs).toHaveCount(1);
  const sent = page.waitForRequest((request) => request.url().endsWith(`/console/api/${operation}`));
  const answer = await panel.run(operation);
  expect(answer.status()).toBe(200);
  const body = (await sent).postDataJSON() as { images: string[] };
  expect(body.images).toEqual([`data:image/jpeg;base64,${photo.buffer.toString('base64')}`]);
  await expect(result.first()).toBeVisible();

  const requestJson = page.getByTestId('request-json');
  await requestJson.locator('summary').click();
  await expect(requestJson.locator('pre')).toContainText(shownAs(photo));
  const curlBlock = page.getByTestId('curl-block');
  await curlBlock.locator('summary').click();
  await expect(page.getByTestId('curl-preview')).toContainText(shownAs(photo));
  const curl = await panel.copyCurl();
  expect(curl).toContain(body.images[0]);

  await expect(page.getByText("This page couldn't load")).toHaveCount(0);
  await expect(page.getByTestId('run-details')).toBeVisible();
  expect(errors).toEqual([]);
}

test.describe('a photo near the 10 MB image limit', () => {
  // 10 MB through the browser, the console route and back to the clipboard: more than the default
  // minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('image edit runs it and the page stays up', async ({ imageEdit }) => {
    await imageEdit.goto();
    await imageEdit.prompt.fill('make it black and white');
    await runsTheLargePhoto(imageEdit, 'image_edit', imageEdit.result);
  });

  test('OCR reads it and the page stays up', async ({ ocr }) => {
    await ocr.goto();
    await runsTheLargePhoto(ocr, 'ocr', ocr.lines);
    await expect(ocr.results).toHaveCount(1);
    await expect(ocr.results.first()).toContainText(/wan sheng/i);
  });

  test('image crops cuts it and the page stays up', async ({ crops }) => {
    await crops.goto();
    await runsTheLargePhoto(crops, 'image_crops', crops.crops);
    await expect(crops.crops).toHaveCount(2);
  });
});

/**
 * Holds every FileReader.readAsDataURL of the page until `window.releaseFileReads()` is called, so
 * the test sees the panel while a dropped file is still being read, for as long as it needs.
 */
async function holdFileReads(page: Page) {
  await page.addInitScript(() => {
    const read = FileReader.prototype.readAsDataURL;
    const released = new Promise<void>((resolve) => {
      (window as unknown as { releaseFileReads: () => void }).releaseFileReads = resolve;
    });
    FileReader.prototype.readAsDataURL = function (this: FileReader, blob: Blob) {
      void released.then(() => read.call(this, blob));
    };
  });
}

const releaseFileReads = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseFileReads: () => void }).releaseFileReads());

/** Every console call the page makes from now on. */
function consoleCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/console/api/')) calls.push(request.url());
  });
  return calls;
}

test.describe('Run while a dropped file is still being read', () => {
  for (const [title, operation] of [
    ['OCR', 'ocr'],
    ['image crops', 'image_crops'],
    ['image edit', 'image_edit'],
  ] as const) {
    test(`${title}: Run waits, says why, and then sends the file`, async ({ ocr, crops, imageEdit, page }) => {
      const panel = { ocr, image_crops: crops, image_edit: imageEdit }[operation];
      await holdFileReads(page);
      await panel.goto();
      if (operation === 'image_edit') await imageEdit.prompt.fill('make it black and white');
      const calls = consoleCalls(page);
      await panel.addFiles([await picture('slow.png', 300, 200, 3)]);

      const note = page.getByTestId('reading-note');
      await expect(note).toHaveText('Reading slow.png… Run is available once it is added.');
      await expect(panel.runButton).toBeDisabled();
      await expect(panel.runButton).toHaveAccessibleDescription(/Reading slow\.png/);
      // The keyboard shortcut does not get round it.
      await page.getByLabel('Image URL').press('Control+Enter');
      await expect(page.getByTestId('form-problem')).toHaveCount(0);
      await expect(page.getByText('Add at least one image.')).toHaveCount(0);

      await releaseFileReads(page);
      await expect(panel.thumbs).toHaveCount(1);
      await expect(note).toBeEmpty();
      await expect(page.getByTestId('form-problem')).toHaveCount(0);
      expect(calls).toEqual([]);
      const sent = page.waitForRequest((request) => request.url().endsWith(`/console/api/${operation}`));
      const answer = await panel.run(operation);
      expect(answer.status()).toBe(200);
      expect(((await sent).postDataJSON() as { images: string[] }).images).toHaveLength(1);
    });
  }

  test('naming: Run waits for the image being read and says why', async ({ naming, page }) => {
    await holdFileReads(page);
    await naming.goto();
    await naming.addFiles([await picture('slow.png', 300, 200, 4)]);
    await expect(naming.runButton).toBeDisabled();
    await expect(page.getByTestId('reading-note')).toHaveText('Reading slow.png… Run is available once it is added.');
    await page.getByLabel('Post text').press('Control+Enter');
    await expect(page.getByTestId('form-problem')).toHaveCount(0);
    await releaseFileReads(page);
    await expect(naming.thumbs).toHaveCount(1);
    await expect(naming.runButton).toBeEnabled();
  });

  test('launch kit: Run waits for the images being read and says why', async ({ page }) => {
    const kit = new KitPage(page);
    await holdFileReads(page);
    await kit.goto();
    await kit.addFiles([await picture('first.png', 300, 200, 5), await picture('second.png', 300, 200, 6)]);
    await expect(kit.runButton).toBeDisabled();
    await expect(page.getByTestId('reading-note')).toHaveText(
      'Reading 2 images (first.png, second.png)… Run is available once they are added.',
    );
    await kit.post.press('Control+Enter');
    await expect(kit.problem).toHaveCount(0);
    await releaseFileReads(page);
    await expect(page.getByTestId('thumb')).toHaveCount(2);
    await expect(kit.runButton).toBeEnabled();
    await expect(page.getByTestId('reading-note')).toBeEmpty();
  });
});
