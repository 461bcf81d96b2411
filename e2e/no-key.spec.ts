import { expect, test } from './fixtures';
import { picture } from './support/images';
import { recordResponseBodies } from './support/response-bodies';

test('no API key appears in any page, script, style or console response', async ({
  page,
  apiKey,
  imageEdit,
  naming,
  ocr,
  pastCoins,
  baseURL,
  request,
}) => {
  const bodies = recordResponseBodies(page);
  const seen = bodies.seen;

  await imageEdit.goto();
  await imageEdit.addFiles([await picture('k.png', 120, 80, 7)]);
  await imageEdit.prompt.fill('add a caption KEY');
  await imageEdit.run('image_edit');
  await imageEdit.resultImage();
  await naming.goto();
  await naming.post.fill('Secret agent frog $SPY');
  await naming.run('ai_name');
  await expect(naming.ticker).toBeVisible();
  await ocr.goto();
  await ocr.addFiles([await picture('o.png', 120, 80, 8)]);
  await ocr.run('ocr');
  await expect(ocr.details).toBeVisible();
  await pastCoins.goto();
  await pastCoins.search('$SPY');
  await expect(pastCoins.details).toBeVisible();
  // Naming also searches past coins (its "Already launched" list): every operation went through the console route.
  const called = () =>
    new Set(seen.filter((entry) => entry.url.includes('/console/api/')).map((entry) => entry.url.split('/').pop()));
  await expect.poll(() => [...called()].sort()).toEqual(['ai_name', 'image_edit', 'ocr', 'past_coin_search']);

  // Every script the pages referenced, fetched again in full, plus the pages' HTML.
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of [...scripts, `${baseURL}/`, `${baseURL}/ocr`, `${baseURL}/naming`, `${baseURL}/past-coins`]) {
    const response = await request.get(url);
    seen.push({ url, text: await response.text() });
  }
  expect(seen.some((entry) => entry.url.includes('/_next/static/'))).toBe(true);
  await bodies.completeUnreadable(request);
  const leaks = seen.filter((entry) => entry.text.includes(apiKey)).map((entry) => entry.url);
  expect(leaks).toEqual([]);
  // The key's digest is not handed out either.
  const { createHash } = await import('node:crypto');
  const digest = createHash('sha256').update(apiKey).digest('hex');
  expect(seen.filter((entry) => entry.text.includes(digest))).toEqual([]);
});
