import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../test-support/app';
import { buildInferenceBinary, runInference } from '../../test-support/cli';
import { ASTRONAUT } from '../../test-support/fixtures/receipts';
import { startImageServer, type ImageServer } from '../../test-support/image-server';

/** `inference kit` run as a binary (the package built as `npm pack` ships it) against the built app. */
const EDITOR = 'kit-editor-0123456789abcdef';
const READER = 'kit-reader-0123456789abcdef';
const POST = 'Just adopted a frog named Pepper, he is the boss now $PEPPER';
const KIT_FILES = ['banner.jpg', 'kit.json', 'logo-ticker.jpg', 'logo.jpg', 'meme.jpg'];

let bin: string;
let folder: string;
let app: RunningApp;
let images: ImageServer;

const kit = (key: string, ...args: string[]) => runInference(bin, { cwd: folder, url: app.url, key }, 'kit', ...args);

const readKit = (dir: string) => JSON.parse(readFileSync(path.join(folder, dir, 'kit.json'), 'utf8'));
const size = async (dir: string, file: string) => {
  const { format, width, height } = await sharp(path.join(folder, dir, file)).metadata();
  return { format, width, height };
};

beforeAll(async () => {
  bin = buildInferenceBinary();
  folder = mkdtempSync(path.join(tmpdir(), 'kit-cli-'));
  images = await startImageServer();
  images.serve('/astronaut.jpg', readFileSync(ASTRONAUT), 'image/jpeg');
  app = await startApp({
    API_KEYS: JSON.stringify([
      { key: EDITOR, user: 'kit-editor', imageEdit: true },
      { key: READER, user: 'kit-reader' },
    ]),
    RATE_LIMIT_RPM: '1000',
    IMAGE_EDIT_RPM: '1000',
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
    PAST_COINS_DB: path.join(folder, 'coins.sqlite'),
  });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await images?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('inference kit', () => {
  it('on a file: writes the five files, prints the name and ticker, exits 0', async () => {
    const result = await kit(EDITOR, '--text', POST, '--image', ASTRONAUT, '--out', 'from-file');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^[^\t\n]+\t[A-Z0-9]{2,10}\n$/);
    expect(readdirSync(path.join(folder, 'from-file')).sort()).toEqual(KIT_FILES);
    expect(await size('from-file', 'logo.jpg')).toEqual({ format: 'jpeg', width: 512, height: 512 });
    expect(await size('from-file', 'banner.jpg')).toEqual({ format: 'jpeg', width: 1024, height: 341 });
    expect((await size('from-file', 'logo-ticker.jpg')).format).toBe('jpeg');
    expect((await size('from-file', 'meme.jpg')).format).toBe('jpeg');
    const json = readKit('from-file');
    const [name, ticker] = result.stdout.trim().split('\t');
    expect(json).toMatchObject({
      name,
      ticker,
      // The meme's caption is the post's punchline, not the name.
      caption: 'he is the boss now',
      prompts: { logo: expect.stringContaining(`$${ticker}`), meme: 'meme text "he is the boss now" at the bottom' },
      files: ['logo.jpg', 'banner.jpg', 'logo-ticker.jpg', 'meme.jpg'],
    });
    expect(json.lookAlikes.byName.length).toBeGreaterThan(0);
    expect(json.steps.map((step: { status: string }) => step.status)).toEqual([
      'skipped',
      'done',
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
    expect(json.ms).toBeGreaterThan(0);
  });

  it('a ticker recorded coins use: proposes a free one from the name, says both on stderr and in kit.json', async () => {
    const result = await kit(
      EDITOR,
      '--text',
      'Meet my cat Mochi, boss of the house $CAT',
      '--image',
      ASTRONAUT,
      '--out',
      'cat',
    );
    expect(result.code, result.stderr).toBe(0);
    const json = readKit('cat');
    expect(json.tickerCheck).toMatchObject({ ticker: 'CAT', usedBy: expect.any(Number), proposed: expect.any(String) });
    expect(json.tickerCheck.usedBy).toBeGreaterThanOrEqual(5);
    const proposed = json.tickerCheck.proposed as string;
    expect(json.ticker).toBe(proposed);
    expect(result.stdout.trim().split('\t')[1]).toBe(proposed);
    expect(result.stderr).toContain(
      `inference: kit: $CAT: used by ${json.tickerCheck.usedBy} coins; the kit proposes $${proposed}`,
    );
    expect(json.prompts.logo).toContain(`"$${proposed}"`);
    // No recorded coin uses the proposed ticker: past-coin search finds none with it exactly.
    const check = await runInference(
      bin,
      { cwd: folder, url: app.url, key: EDITOR },
      'search',
      '--json',
      '--limit',
      '50',
      proposed,
    );
    expect(check.code, check.stderr).toBe(0);
    const found = JSON.parse(check.stdout).results as { ticker: string }[];
    expect(found.filter((coin) => coin.ticker.replace(/[^A-Za-z0-9]/g, '').toUpperCase() === proposed)).toEqual([]);
    expect(json.lookAlikes.hidden).toEqual({ byPost: expect.any(Number), byName: expect.any(Number) });
    expect(json.steps.every((step: { ran: boolean }) => step.ran)).toBe(true);
  });

  it('on a URL, with --json and a chosen ticker: prints kit.json, the ticker on the logo', async () => {
    const url = `${images.url}/astronaut.jpg`;
    const result = await kit(EDITOR, '--json', '--text', POST, '--image', url, '--ticker', 'ASTRO', '-o', 'from-url');
    expect(result.code, result.stderr).toBe(0);
    const printed = JSON.parse(result.stdout);
    expect(printed).toEqual(readKit('from-url'));
    expect(printed).toMatchObject({ ticker: 'ASTRO', prompts: { logo: expect.stringContaining('"$ASTRO"') } });
    // The crops fetch it; the logo and the meme are edits of the 1:1 crop the kit already holds.
    expect(images.hits.filter((hit) => hit === 'GET /astronaut.jpg').length).toBeGreaterThanOrEqual(1);
    expect(readdirSync(path.join(folder, 'from-url')).sort()).toEqual(KIT_FILES);
  });

  it('a key without image edit: the kit is written without the edits and exits 4 naming the 403', async () => {
    const result = await kit(READER, '--text', POST, '--image', ASTRONAUT, '--out', 'no-edit');
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('image_edit_not_enabled');
    expect(readdirSync(path.join(folder, 'no-edit')).sort()).toEqual(['banner.jpg', 'kit.json', 'logo.jpg']);
    expect(readKit('no-edit').steps.find((step: { id: string }) => step.id === 'logo')).toMatchObject({
      status: 'failed',
      error: { status: 403, code: 'image_edit_not_enabled' },
    });
  });

  it('an image that fails to load: the steps that need it fail with invalid_image, naming goes on; exit 3', async () => {
    const result = await kit(EDITOR, '--text', POST, '--image', `${images.url}/missing.jpg`, '--out', 'broken');
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('invalid_image');
    const json = readKit('broken');
    expect(json.name).toEqual(expect.any(String));
    const crops = json.steps.find((step: { id: string }) => step.id === 'crops');
    expect(crops).toMatchObject({ status: 'failed', error: { status: 400, code: 'invalid_image' } });
    expect(crops.error.message).toContain(`Image 1 of the post (${images.url}/missing.jpg)`);
  });

  it('from a screenshot of a post alone: named from its text, captioned with its last line above it, no line cut', async () => {
    const lines = [
      'my dog Biscuit just ate an entire pizza while',
      'I was in the shower and now he is asleep',
      'on the couch like nothing happened',
      'absolute legend behaviour tbh',
    ];
    const text = (x: number, y: number, size: number, fill: string, words: string, bold = false) =>
      `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}"${bold ? ' font-weight="bold"' : ''}>${words}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="560"><rect width="1080" height="560" fill="#fff"/>
<circle cx="80" cy="80" r="40" fill="#1d9bf0"/>${text(140, 72, 30, '#0f1419', 'Sam Rivers', true)}${text(140, 110, 26, '#536471', '@samrivers · 2h')}
${lines.map((line, at) => text(60, 210 + at * 60, 40, '#0f1419', line)).join('')}${text(60, 500, 24, '#536471', '1.2K   3.4K   22K')}</svg>`;
    writeFileSync(path.join(folder, 'screenshot.png'), await sharp(Buffer.from(svg)).png().toBuffer());
    const result = await kit(EDITOR, '--text', '', '--image', 'screenshot.png', '--out', 'screenshot');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('Biscuit\tBISCUIT\n');
    const json = readKit('screenshot');
    expect(json.imageText).toContain('absolute legend behaviour tbh');
    // A line of the post, not of the screen around it (the name, the handle, the counts).
    expect(json.caption).toBe('absolute legend behaviour tbh');
    expect(json.prompts.meme).toBe('meme text "absolute legend behaviour tbh" in a band above');
    // The square would cut the post's lines: the logo is drawn from the ticker alone.
    expect(json.files).toEqual(['banner.jpg', 'logo-ticker.jpg', 'meme.jpg']);
    expect(json.prompts.logo).toContain('big black text "$BISCUIT"');
    expect(json.warnings.some((warning: string) => warning.startsWith('The banner cuts through'))).toBe(false);
  });

  it('a post with no text and no image: a clear message, nothing sent, exit 2', async () => {
    const result = await kit(EDITOR, '--out', 'empty');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('A kit needs a post');
  });
});
