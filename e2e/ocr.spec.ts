import { expect, test } from './fixtures';
import { picture, textImage } from './support/images';

test.describe('OCR panel', () => {
  test('outlines are drawn over each image, scaled to it, and hover links line and text both ways', async ({
    ocr,
    page,
  }) => {
    await ocr.goto();
    await ocr.addFiles([
      await textImage(['HELLO WORLD', 'SECOND LINE 42'], 'two-lines.png'),
      await textImage(['THIRD IMAGE'], 'one-line.png'),
    ]);
    await expect(ocr.thumbs).toHaveCount(2);
    const answer = await ocr.run('ocr');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { results: Array<{ imageIndex: number; lines: Array<{ text: string }> }> };

    await expect(ocr.results).toHaveCount(2);
    const firstLines = body.results[0]!.lines;
    expect(firstLines.length).toBeGreaterThanOrEqual(2);
    await expect(ocr.outlinesOf(0)).toHaveCount(firstLines.length);
    await expect(ocr.linesOf(0)).toHaveCount(firstLines.length);
    await expect(ocr.linesOf(0).first().getByTestId('ocr-line-text')).toContainText('HELLO');
    await expect(ocr.linesOf(0).first().getByTestId('ocr-confidence')).toHaveText(/^\d{1,3}%$/);

    // The overlay covers the displayed image exactly, and every outline lies inside it.
    const image = await ocr.results.nth(0).getByRole('img', { name: 'Image 1' }).boundingBox();
    const overlay = await ocr.results.nth(0).getByTestId('ocr-overlay').boundingBox();
    expect(overlay).not.toBeNull();
    expect(Math.abs(overlay!.width - image!.width)).toBeLessThan(1.5);
    expect(Math.abs(overlay!.height - image!.height)).toBeLessThan(1.5);
    for (const outline of await ocr.outlinesOf(0).all()) {
      const box = (await outline.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(image!.x - 2);
      expect(box.y).toBeGreaterThanOrEqual(image!.y - 2);
      expect(box.x + box.width).toBeLessThanOrEqual(image!.x + image!.width + 2);
      expect(box.y + box.height).toBeLessThanOrEqual(image!.y + image!.height + 2);
    }
    // The first line's outline sits above the second's, as the text does.
    const top0 = (await ocr.outlinesOf(0).nth(0).boundingBox())!.y;
    const top1 = (await ocr.outlinesOf(0).nth(1).boundingBox())!.y;
    expect(top0).toBeLessThan(top1);

    await ocr.outlinesOf(0).nth(1).hover();
    await expect(ocr.linesOf(0).nth(1)).toHaveAttribute('data-active', 'true');
    await expect(ocr.linesOf(0).nth(0)).toHaveAttribute('data-active', 'false');
    await ocr.linesOf(0).nth(0).hover();
    await expect(ocr.outlinesOf(0).nth(0)).toHaveAttribute('data-active', 'true');
    await expect(ocr.outlinesOf(0).nth(1)).toHaveAttribute('data-active', 'false');
    await expect(ocr.outlinesOf(1).first()).toHaveAttribute('data-active', 'false');

    // Keyboard users get the same link by focusing a line.
    await ocr.linesOf(1).first().focus();
    await expect(ocr.outlinesOf(1).first()).toHaveAttribute('data-active', 'true');

    await page.getByLabel('Show outlines').uncheck();
    await expect(page.getByTestId('ocr-overlay')).toHaveCount(0);
    await page.getByLabel('Show outlines').check();
    await expect(page.getByTestId('ocr-overlay')).toHaveCount(2);

    await page.getByRole('button', { name: 'Copy all text' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('HELLO');
    expect(copied).toContain('THIRD');

    const facts = await ocr.detailsFacts();
    expect(facts.status).toBe(200);
    expect(facts.requestId).toBe(answer.headers()['x-request-id']);
  });

  test('more than eight images are refused before upload', async ({ ocr }) => {
    await ocr.goto();
    const files = await Promise.all(
      Array.from({ length: 9 }, (_, index) => picture(`p${index + 1}.png`, 40, 40, index)),
    );
    await ocr.addFiles(files);
    await expect(ocr.thumbs).toHaveCount(8);
    await expect(ocr.dropzoneProblems).toContainText('p9.png: not added, at most 8 images per request.');
  });

  test('an image the server cannot load shows status, code and message', async ({ ocr, page }) => {
    await ocr.goto();
    await page.getByLabel('Image URL').fill('http://127.0.0.1:9/nothing.png');
    await page.getByRole('button', { name: 'Add URL' }).click();
    const answer = await ocr.run('ocr');
    expect(answer.status()).toBe(400);
    await expect(page.getByTestId('error-code')).toHaveText('invalid_image');
    await expect(page.getByTestId('error-message')).not.toBeEmpty();
  });

  test('an image pasted onto the page is added, like a dropped one', async ({ ocr, page }) => {
    await ocr.goto();
    const image = await textImage(['PASTED'], 'pasted.png');
    await page.evaluate(
      ({ base64, name }) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], name, { type: 'image/png' }));
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { base64: image.buffer.toString('base64'), name: image.name },
    );
    await expect(ocr.thumbs).toHaveCount(1);
    await expect(page.getByTestId('thumb-name')).toContainText('pasted.png');
    const answer = await ocr.run('ocr');
    expect(answer.status()).toBe(200);
    await expect(ocr.linesOf(0).first()).toContainText('PASTED');
  });
});
