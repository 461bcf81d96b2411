import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../test-support/app';
import { buildInferenceBinary, runInference } from '../../test-support/cli';
import { ASTRONAUT, TALL_RECEIPT } from '../../test-support/fixtures/receipts';
import { startImageServer, type ImageServer } from '../../test-support/image-server';
import { chatCompletion, startMockOpenAiChat, type MockOpenAiChat } from '../../test-support/mock-openai-chat';
import { freePort } from '../../test-support/ports';

const WRITER = 'cli-writer-0123456789abcdef';
const READER = 'cli-reader-0123456789abcdef';
const API_KEYS = JSON.stringify([
  { key: WRITER, user: 'cli-writer', imageEdit: true, pastCoinWrite: true },
  { key: READER, user: 'cli-reader' },
]);

let bin: string;
let folder: string;

/** Runs the package's `inference` binary with API_BASE_URL and API_KEY set, as a shell would. */
const inference = (app: { url: string }, key: string, ...args: string[]) =>
  runInference(bin, { cwd: folder, url: app.url, key }, ...args);

beforeAll(() => {
  bin = buildInferenceBinary();
  folder = mkdtempSync(path.join(tmpdir(), 'client-cli-'));
  writeFileSync(path.join(folder, 'not-an-image.txt'), 'plain text, not an image');
  // Looks like a JPEG by its first bytes (so it is sent), but is not one: the service refuses it.
  writeFileSync(
    path.join(folder, 'broken.jpg'),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not a JPEG')]),
  );
  // Within the request schema the command line checks, refused by the service's own rule (no control characters).
  writeFileSync(
    path.join(folder, 'control.json'),
    JSON.stringify([{ address: 'cli-control-1', name: 'Bad\u0001Name', ticker: 'BAD' }]),
  );
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the inference command line against the built app', () => {
  let app: RunningApp;
  let images: ImageServer;
  beforeAll(async () => {
    images = await startImageServer();
    images.serve('/receipt.jpg', readFileSync(TALL_RECEIPT), 'image/jpeg');
    images.serve('/astronaut.jpg', readFileSync(ASTRONAUT), 'image/jpeg');
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '1000',
      IMAGE_FETCH_ALLOW_PRIVATE: 'true',
      PAST_COINS_DB: path.join(folder, 'coins.sqlite'),
    });
  });
  afterAll(async () => {
    await app?.stop();
    await images?.close();
  });

  it('ocr reads a file and prints its text', async () => {
    const result = await inference(app, READER, 'ocr', TALL_RECEIPT);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.toLowerCase()).toContain('restoran');
  });

  it('ocr --json reads a file and a URL, one result each in input order', async () => {
    const result = await inference(app, READER, 'ocr', '--json', `${images.url}/receipt.jpg`, ASTRONAUT);
    expect(result.code, result.stderr).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body.results.map((each: { imageIndex: number }) => each.imageIndex)).toEqual([0, 1]);
    expect(body.results[0].text.toLowerCase()).toContain('restoran');
  });

  it('edit -p … a.jpg -o out.jpg writes a 512x512 JPEG and prints its path', async () => {
    const result = await inference(app, WRITER, 'edit', '-p', 'caption "Hello"', ASTRONAUT, '-o', 'out.jpg');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe('out.jpg');
    expect(await sharp(path.join(folder, 'out.jpg')).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    });
  });

  it('edit takes an image URL too, and --json reports the request id', async () => {
    const url = `${images.url}/astronaut.jpg`;
    const result = await inference(
      app,
      WRITER,
      'edit',
      '--json',
      '--request-id',
      'cli-edit-1',
      '-p',
      'grey',
      url,
      '-o',
      'u.jpg',
    );
    expect(result.code, result.stderr).toBe(0);
    // The service's whole answer (the JPEG as a data URL), the file written and the edit plan.
    expect(JSON.parse(result.stdout)).toMatchObject({
      requestId: 'cli-edit-1',
      images: [expect.stringMatching(/^data:image\/jpeg;base64,/)],
      files: ['u.jpg'],
      editPlan: { applied: expect.any(Array), ignored: expect.any(Array), header: expect.any(String) },
    });
    expect(existsSync(path.join(folder, 'u.jpg'))).toBe(true);
  });

  it('name prints the name and ticker, tab-separated; --json adds the request id', async () => {
    const plain = await inference(app, READER, 'name', 'Just adopted a frog named Pepper $PEPPER');
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^[^\t\n]+\t[A-Z0-9]{2,10}\n$/);
    const json = await inference(app, READER, 'name', '--json', '--request-id', 'cli-name-1', 'A frog named Pepper');
    expect(JSON.parse(json.stdout)).toMatchObject({
      requestId: 'cli-name-1',
      ticker: expect.stringMatching(/^[A-Z0-9]+$/),
    });
  });

  it('crops writes one file per aspect', async () => {
    const result = await inference(
      app,
      READER,
      'crops',
      ASTRONAUT,
      '--aspect',
      '3:1@300',
      '--aspect',
      '1:1',
      '-o',
      'crops',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(['crops/0-3x1.jpg', 'crops/0-1x1.jpg']);
    expect(await sharp(path.join(folder, 'crops/0-3x1.jpg')).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it('record then search: the coin recorded comes first', async () => {
    writeFileSync(
      path.join(folder, 'coins.json'),
      JSON.stringify([{ address: 'cli-coin-1', name: 'Shell Walrus', ticker: 'SHWAL', marketCap: 7 }]),
    );
    const recorded = await inference(app, WRITER, 'record', 'coins.json');
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout.trim()).toBe('recorded 1');
    const found = await inference(app, READER, 'search', 'SHWAL', '--limit', '1');
    expect(found.code, found.stderr).toBe(0);
    expect(found.stdout.trim().split('\t').slice(0, 3)).toEqual(['SHWAL', 'Shell Walrus', '7']);
  });

  it.each([
    ['an invalid image (400 invalid_image)', 3, 'invalid_image', READER, ['ocr', 'broken.jpg']],
    ['a refused body (400 invalid_message)', 3, 'invalid_message', WRITER, ['record', 'control.json']],
    ['a file that is not an image (refused locally)', 2, 'usage', READER, ['ocr', 'not-an-image.txt']],
    ['an empty post (refused locally)', 2, 'usage', READER, ['name', ' ']],
    ['an unknown key (401)', 4, 'unauthorized', 'unknown-key-0123456789abcdef', ['name', 'x']],
    ['a key without image editing (403)', 4, 'image_edit_not_enabled', READER, ['edit', '-p', 'x', '-o', 'x.jpg']],
    ['a missing prompt', 2, 'usage', WRITER, ['edit', '-o', 'x.jpg']],
    ['a missing file', 2, 'usage', READER, ['ocr', 'no-such.jpg']],
    ['an unknown command', 2, 'usage', READER, ['paint']],
  ] as const)('%s exits %i with %s on stderr (plain and --json)', async (_, code, errorCode, key, args) => {
    const result = await inference(app, key, ...args);
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(errorCode);
    const json = await inference(app, key, '--json', ...args);
    expect(json.code).toBe(code);
    expect(JSON.parse(json.stderr).error.code).toBe(errorCode);
  });

  it('an unreachable service exits 7, naming the address tried and how to point elsewhere', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const result = await inference({ url }, READER, '--retries', '0', 'name', 'x');
    expect(result.code).toBe(7);
    expect(result.stderr).toBe(
      `inference: network_error: Could not reach ${url} (fetch failed: ECONNREFUSED), the address from ` +
        'API_BASE_URL. If the service runs elsewhere, pass --base-url <url> or set API_BASE_URL (the default is ' +
        'http://localhost:3000).\n',
    );
  });
});

describe('the command line on a failing service', () => {
  let app: RunningApp;
  let model: MockOpenAiChat;
  beforeAll(async () => {
    model = await startMockOpenAiChat(() => ({ body: chatCompletion({ content: 'not JSON' }) }));
    app = await startApp({
      API_KEYS,
      RATE_LIMIT_RPM: '2',
      AI_NAME_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-mock-key',
      OPENAI_BASE_URL: model.baseURL,
      // A Postgres store nobody listens on: past-coin search answers 503 with Retry-After.
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none`,
      PAST_COINS_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  it('a model failure (502) exits 1; past the rate limit (429) exits 5 with the seconds to wait', async () => {
    // --retries 0: a 502 is retried by default, and each retry would spend the limit of 2 a minute.
    expect((await inference(app, READER, '--retries', '0', 'name', 'a cat')).code).toBe(1);
    expect((await inference(app, READER, '--retries', '0', 'name', 'a cat')).code).toBe(1);
    const limited = await inference(app, READER, '--json', 'name', 'a cat');
    expect(limited.code).toBe(5);
    const { error } = JSON.parse(limited.stderr);
    expect(error).toMatchObject({ code: 'rate_limit', status: 429, retryAfterSeconds: expect.any(Number) });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    const plain = await inference(app, READER, 'name', 'a cat');
    expect(plain.code).toBe(5);
    expect(plain.stderr).toMatch(/rate_limit: .*; retry after \d+ s/);
  });

  it('an unavailable store (503) is retried after Retry-After, then exits 6', async () => {
    const result = await inference(app, WRITER, 'search', 'moon', '--retries', '1');
    expect(result.code).toBe(6);
    expect(result.stderr).toMatch(/HTTP 503, retrying in \d+\.\d s/);
    expect(result.stderr).toContain('past_coin_search_failed');
  });
});
