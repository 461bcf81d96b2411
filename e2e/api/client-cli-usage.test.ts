import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../test-support/app';
import { buildInferenceBinary, runInference } from '../../test-support/cli';
import { ASTRONAUT, SMALL_RECEIPT, TALL_RECEIPT } from '../../test-support/fixtures/receipts';
import { startImageServer, type ImageServer } from '../../test-support/image-server';

/*
 * The command line as people expect one to behave: arguments checked locally against the
 * contract's limits (exit 2, no request sent), --version and per-command help, standard input,
 * labelled OCR output, search by a post, naming from an image alone, the crop boxes and the edit plan.
 */
const WRITER = 'cli-usage-writer-0123456789';
const API_KEYS = JSON.stringify([{ key: WRITER, user: 'cli-usage', imageEdit: true }]);

let bin: string;
let folder: string;
let app: RunningApp;
let images: ImageServer;

const inference = (...args: string[]) => runInference(bin, { cwd: folder, url: app.url, key: WRITER }, ...args);

/** How many requests the app has logged (one JSON line each): a local refusal adds none. */
const requestsLogged = () =>
  app
    .logs()
    .split('\n')
    .filter((line) => line.includes('"latencyMs"')).length;

beforeAll(async () => {
  bin = buildInferenceBinary();
  folder = mkdtempSync(path.join(tmpdir(), 'client-cli-usage-'));
  images = await startImageServer();
  images.serve('/astronaut.jpg', readFileSync(ASTRONAUT), 'image/jpeg');
  images.serve('/receipt.jpg', readFileSync(SMALL_RECEIPT), 'image/jpeg');
  app = await startApp({ API_KEYS, RATE_LIMIT_RPM: '1000', IMAGE_FETCH_ALLOW_PRIVATE: 'true' });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await images?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('arguments are checked locally against the contract (exit 2, nothing sent)', () => {
  it.each([
    [['search', 'moon', '--limit', '0'], '--limit must be a whole number from 1 to 50, not "0"'],
    [['search', 'moon', '--limit', '51'], '--limit must be a whole number from 1 to 50, not "51"'],
    [['search', 'moon', '--limit', 'ten'], '--limit must be a whole number from 1 to 50, not "ten"'],
    [['--url', 'notaurl', 'name', 'x'], '--url must be an http(s) URL'],
    [
      ['crops', ASTRONAUT, '--aspect', '17:1', '-o', 'c'],
      'crops[0].aspect: must be a ratio like "3:1", each side a whole number from 1 to 16 (--aspect)',
    ],
    [['crops', ASTRONAUT, '--aspect', '1:1@8', '-o', 'c'], 'crops[0].width: must be at least 16'],
    [['edit', '-p', '', '-o', 'x.jpg'], 'prompt: must not be empty'],
    [['edit', '-p', 'x'.repeat(2001), '-o', 'x.jpg'], 'prompt: must be at most 2000 characters'],
    [['ocr', ...Array.from({ length: 9 }, () => TALL_RECEIPT)], 'images: takes at most 8 items, not 9'],
    [
      ['--request-id', 'two words ', 'name', 'x'],
      'requestId: must be printable ASCII with no space at either end (--request-id)',
    ],
    [['--retries', '11', 'name', 'x'], '--retries must be a whole number from 0 to 10'],
    [['name', 'x', '--colour', 'red'], 'name has no option --colour'],
    [['nmae', 'x'], 'unknown command "nmae"; did you mean name?'],
    [['name', '  '], 'the post is empty'],
    [['edit', '-p', 'x', ASTRONAUT, '-o', '/nonexistent/dir/x.jpg'], 'the folder /nonexistent/dir does not exist'],
    [['ocr', '-', '-'], 'only one argument can be - (standard input)'],
  ])('%j: %s', async (args, message) => {
    const before = requestsLogged();
    const result = await inference(...args);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message);
    // In words: never a pattern, nor 2^53 as a bound.
    expect(result.stderr).not.toMatch(/9007199254740991|does not match|\^|\$\)/);
    expect(result.stdout).toBe('');
    expect(requestsLogged()).toBe(before);
  });

  it('no key: the message names --key and API_KEY (exit 2)', async () => {
    const result = await runInference(bin, { cwd: folder, url: app.url }, 'name', 'x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no API key: pass --key <key> or set API_KEY');
  });
});

describe('--version and help', () => {
  it('--version prints the package’s version', async () => {
    const manifest = JSON.parse(readFileSync(path.resolve(bin, '../../package.json'), 'utf8')) as { version: string };
    const result = await inference('--version');
    expect(result).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
  });

  it('each command has its own help (`<command> --help` or `help <command>`), with no key needed', async () => {
    for (const command of ['ocr', 'edit', 'name', 'crops', 'search', 'record']) {
      const result = await runInference(bin, { cwd: folder, url: app.url }, command, '--help');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Usage: inference ${command} `));
    }
    expect((await inference('help', 'search')).stdout).toContain('--event <text>');
    expect((await inference('--help')).stdout).toMatch(/Commands:[\s\S]*search[\s\S]*Exit codes/);
  });
});

describe('inputs and outputs', () => {
  it('ocr labels each file’s lines when given several, and prints nothing for an image without text', async () => {
    const result = await inference('ocr', TALL_RECEIPT, ASTRONAUT);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.every((line) => line.startsWith(`${TALL_RECEIPT}: `) && line.trim() !== `${TALL_RECEIPT}:`)).toBe(
      true,
    );
    expect(result.stdout).not.toMatch(/\n\n/);
    expect(result.stdout.toLowerCase()).toContain('restoran');
    const alone = await inference('ocr', ASTRONAUT);
    expect(alone).toMatchObject({ code: 0, stdout: '' });
    expect(alone.stderr).toContain(`${ASTRONAUT}: no text found`);
  });

  it('- reads an image, a post or coins from standard input', async () => {
    const image = await runInference(
      bin,
      { cwd: folder, url: app.url, key: WRITER, input: readFileSync(TALL_RECEIPT) },
      'ocr',
      '-',
    );
    expect(image.code, image.stderr).toBe(0);
    expect(image.stdout.toLowerCase()).toContain('restoran');
    const post = await runInference(
      bin,
      { cwd: folder, url: app.url, key: WRITER, input: 'Just adopted a frog named Pepper $PEPPER\n' },
      '--json',
      'name',
      '-',
    );
    expect(post.code, post.stderr).toBe(0);
    expect(JSON.parse(post.stdout).ticker).toBe('PEPPER');
  });

  it('search --event finds coins by a post; --json is the service’s whole answer', async () => {
    const result = await inference('--json', 'search', '--event', 'Just adopted a frog named Pepper', '--limit', '3');
    expect(result.code, result.stderr).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body).toMatchObject({ requestId: expect.any(String), results: expect.any(Array) });
    expect(body.results.length).toBeLessThanOrEqual(3);
    // The count the local refusals are checked with does see the requests that are sent.
    expect(requestsLogged()).toBeGreaterThan(0);
  });

  it('name from an image alone: named from its text; a picture with none is refused, naming it', async () => {
    const result = await inference('name', '--image', `${images.url}/receipt.jpg`);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^[^\t\n]+\t[A-Z0-9]{2,10}\n$/);

    const nothing = await inference('name', '--image', `${images.url}/astronaut.jpg`);
    expect(nothing.code).not.toBe(0);
    expect(nothing.stdout).toBe('');
    expect(nothing.stderr).toMatch(
      /invalid_image: Nothing to name from: .*event\.images\[0\]: no text could be read from it/,
    );
  });

  it('crops --json keeps each crop’s box and lists the files written', async () => {
    const result = await inference('--json', 'crops', ASTRONAUT, '--aspect', '3:1@300', '-o', 'boxes');
    expect(result.code, result.stderr).toBe(0);
    const body = JSON.parse(result.stdout);
    expect(body.files).toEqual(['boxes/0-3x1.jpg']);
    expect(body.results[0].crops[0]).toMatchObject({
      aspect: '3:1',
      box: { x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) },
    });
  });

  it('edit prints the plan on stderr, the ignored part in words, and puts it in --json', async () => {
    const prompt = 'remove the background, caption "Hi"';
    const plain = await inference('edit', '-p', prompt, ASTRONAUT, '-o', 'plan.jpg');
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toBe('plan.jpg\n');
    expect(plain.stderr).toMatch(/applied: .*caption\("Hi"/);
    expect(plain.stderr).toContain('not done: "remove the background" (the embedded editor cannot remove backgrounds');
    const json = await inference('--json', 'edit', '-p', prompt, ASTRONAUT, '-o', 'plan.jpg');
    expect(JSON.parse(json.stdout).editPlan).toMatchObject({
      applied: [expect.stringMatching(/^caption\("Hi"/)],
      ignored: ['remove the background'],
    });
  });
});
