import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { decodeDataUrl, jpegSize, picture, textImage } from './support/images';

test.describe('image edit panel', () => {
  test('a real run from dropped images: reorder, prompt, Run, and a 512x512 JPEG beside the inputs', async ({
    imageEdit,
    page,
  }) => {
    await imageEdit.goto();
    await expect(page.getByTestId('dropzone-limits')).toHaveText(
      /JPEG, PNG, WebP, GIF or AVIF · up to 10 MB each · at most 3 images/,
    );
    const wide = await picture('wide.png', 800, 300, 1);
    const tall = await picture('tall.jpg', 300, 700, 2, 'jpeg');
    await imageEdit.addFiles([wide, tall]);
    await expect(imageEdit.thumbs).toHaveCount(2);
    await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await expect(imageEdit.thumbName(0)).toContainText('tall.jpg');
    await expect(imageEdit.thumbName(1)).toContainText('wide.png');

    await imageEdit.prompt.fill('  make it black and white and add a caption HELLO  ');
    await expect(imageEdit.counter).toHaveText('47 / 2000');
    const sent = page.waitForRequest((request) => request.url().endsWith('/console/api/image_edit'));
    const answer = await imageEdit.run('image_edit');
    const body = (await sent).postDataJSON() as { prompt: string; images: string[] };
    expect(body.images).toHaveLength(2);
    expect(decodeDataUrl(body.images[0]!).bytes.equals(tall.buffer)).toBe(true);
    expect(decodeDataUrl(body.images[1]!).bytes.equals(wide.buffer)).toBe(true);
    expect(answer.status()).toBe(200);

    const result = await imageEdit.resultImage();
    expect(result.width).toBe(512);
    expect(result.height).toBe(512);
    const { mimeType, bytes } = decodeDataUrl(result.src);
    expect(mimeType).toBe('image/jpeg');
    expect(jpegSize(bytes)).toEqual({ width: 512, height: 512 });
    await expect(page.getByRole('img', { name: /Input \d, fitted/ })).toHaveCount(2);
    await expect(page.getByTestId('download')).toHaveAttribute('href', result.src);
    await expect(page.getByTestId('download')).toHaveAttribute('download', /^edit-.+\.jpg$/);
    await expect(page.getByTestId('engine-note')).toContainText(answer.headers()['x-engine']!);

    const facts = await imageEdit.detailsFacts();
    expect(facts.status).toBe(200);
    expect(facts.requestId).toBe(answer.headers()['x-request-id']);
    expect(facts.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(facts.rateLimit).toBe(
      `${answer.headers()['ratelimit-remaining']}/${answer.headers()['ratelimit-limit']} left resets in ${answer.headers()['ratelimit-reset']} s`,
    );
    expect(facts.latency).toMatch(/^\d+(\.\d+)? m?s$/);

    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(imageEdit.thumbs).toHaveCount(1);
    await expect(imageEdit.thumbName(0)).toContainText('wide.png');
  });

  test('Ctrl+Enter runs, and with no images the prompt is drawn on a blank canvas', async ({ imageEdit, page }) => {
    await imageEdit.goto();
    await imageEdit.prompt.fill('Hello from the keyboard');
    const answer = page.waitForResponse((response) => response.url().endsWith('/console/api/image_edit'));
    await imageEdit.prompt.press('Control+Enter');
    expect((await answer).status()).toBe(200);
    expect(await imageEdit.resultImage()).toMatchObject({ width: 512, height: 512 });
  });

  test('a part of the prompt the editor cannot do is shown in words beside the result, with why', async ({
    imageEdit,
    page,
  }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([await picture('dog.png', 400, 300, 3)]);
    await imageEdit.prompt.fill('remove the background and make it black and white');
    const answer = await imageEdit.run('image_edit');
    expect(answer.headers()['x-edit-plan']).toBe('grayscale; ignored("remove the background")');
    await imageEdit.resultImage();
    await expect(imageEdit.planIgnored).toContainText(
      '“remove the background”: the embedded editor cannot remove backgrounds or cut a subject out; with a hosted model configured it can.',
    );
    await expect(imageEdit.planApplied).toContainText('Made it black and white');
    // The words stay with the run: re-opened from history after a reload they are there again.
    await page.reload();
    await imageEdit.history.first().getByRole('button', { name: 'Open' }).click();
    await expect(imageEdit.planIgnored).toContainText('cannot remove backgrounds');
  });

  test('the guide’s examples run when clicked, and a fully understood prompt ignores nothing', async ({
    imageEdit,
    page,
  }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([await picture('guide.png', 400, 300, 4)]);
    const example = 'add a rocket emoji in the top left corner';
    const answer = await imageEdit.runExample(example);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ prompt: example });
    await expect(imageEdit.prompt).toHaveValue(example);
    await imageEdit.resultImage();
    await expect(imageEdit.planApplied).toContainText('Added a 🚀 sticker in the top left corner');
    await expect(imageEdit.planIgnored).toHaveCount(0);
    await expect(page.getByTestId('edit-plan')).toBeVisible();
  });

  test('a fourth image, a non-image and a file over the size limit are refused before upload', async ({
    imageEdit,
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/console/api/') && uploads.push(request.url()));
    await imageEdit.goto();
    await imageEdit.addFiles([
      await picture('a.png', 64, 64, 1),
      await picture('b.png', 64, 64, 2),
      await picture('c.png', 64, 64, 3),
    ]);
    await expect(imageEdit.thumbs).toHaveCount(3);
    await imageEdit.addFiles([await picture('d.png', 64, 64, 4)]);
    await expect(imageEdit.dropzoneProblems).toContainText('d.png: not added, at most 3 images per request.');
    await expect(imageEdit.thumbs).toHaveCount(3);

    await page.getByRole('button', { name: 'Remove image 3' }).click();
    await imageEdit.addFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await expect(imageEdit.dropzoneProblems).toContainText('notes.txt: not an image this service reads');
    await imageEdit.addFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024) }]);
    await expect(imageEdit.dropzoneProblems).toContainText('huge.png: 12 MB is over the 10 MB limit.');
    await expect(imageEdit.thumbs).toHaveCount(2);
    expect(uploads).toEqual([]);
  });

  test('an empty or over-long prompt is blocked in the page and never sent', async ({ imageEdit, page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => request.url().includes('/console/api/') && uploads.push(request.url()));
    await imageEdit.goto();
    await imageEdit.prompt.fill('   ');
    await imageEdit.runButton.click();
    await expect(page.getByTestId('prompt-problem')).toContainText('Enter a prompt');
    await expect(imageEdit.counter).toHaveText('0 / 2000');
    await expect(imageEdit.prompt).toBeFocused();
    await imageEdit.prompt.fill('x'.repeat(2001));
    await expect(imageEdit.counter).toHaveText('2001 / 2000');
    await imageEdit.prompt.press('Control+Enter');
    await expect(page.getByTestId('prompt-problem')).toContainText('the limit is 2000');
    expect(uploads).toEqual([]);
  });

  test('a failing request shows its status, code and message', async ({ imageEdit, page }) => {
    await imageEdit.goto();
    await imageEdit.addUrl('http://127.0.0.1:9/missing.png');
    await expect(imageEdit.thumbs).toHaveCount(1);
    await imageEdit.prompt.fill('add a caption');
    const answer = await imageEdit.run('image_edit');
    expect(answer.status()).toBe(400);
    await expect(page.getByTestId('error-status')).toHaveText('400');
    await expect(page.getByTestId('error-code')).toHaveText('invalid_image');
    await expect(page.getByTestId('error-message')).toContainText('public http(s) image URL');
    expect((await imageEdit.detailsFacts()).requestId).toBe(answer.headers()['x-request-id']);
    await expect(imageEdit.result).toHaveCount(0);
  });

  test('history keeps runs in the browser: re-open shows the result, Run again repeats it', async ({
    imageEdit,
    page,
  }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([await textImage(['HISTORY'])]);
    await imageEdit.prompt.fill('invert the colours');
    await imageEdit.run('image_edit');
    const first = await imageEdit.resultImage();
    await page.reload();
    await expect(imageEdit.history.first()).toContainText('invert the colours · 1 image(s)');
    const before = await imageEdit.history.count();
    await imageEdit.history.first().getByRole('button', { name: 'Open' }).click();
    expect((await imageEdit.resultImage()).src).toBe(first.src);
    await expect(imageEdit.prompt).toHaveValue('invert the colours');
    await expect(imageEdit.thumbs).toHaveCount(1);
    const again = page.waitForResponse((response) => response.url().endsWith('/console/api/image_edit'));
    await imageEdit.history.first().getByRole('button', { name: 'Run again' }).click();
    expect((await again).status()).toBe(200);
    await expect(imageEdit.history).toHaveCount(Math.min(before + 1, 12));
  });

  test('copy as curl uses $API_KEY, never the key, and runs as-is against the server', async ({
    imageEdit,
    apiKey,
  }) => {
    await imageEdit.goto();
    await imageEdit.addFiles([await picture('curl.png', 200, 120, 5)]);
    await imageEdit.prompt.fill('add a caption CURL');
    await imageEdit.run('image_edit');
    await imageEdit.resultImage();
    const curl = await imageEdit.copyCurl();
    expect(curl).toContain('Bearer $API_KEY');
    expect(curl).not.toContain(apiKey);
    const output = execFileSync('bash', ['-c', curl], {
      env: { ...process.env, API_KEY: apiKey },
      encoding: 'utf8',
      maxBuffer: 20 * 1024 * 1024,
    });
    const body = JSON.parse(output) as { requestId: string; images: string[] };
    expect(body.images).toHaveLength(1);
    expect(jpegSize(decodeDataUrl(body.images[0]!).bytes)).toEqual({ width: 512, height: 512 });
  });
});
