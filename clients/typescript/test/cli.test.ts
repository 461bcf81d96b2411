import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMALL_RECEIPT } from '../../../test-support/fixtures/receipts';
import { main } from '../src/cli/main';
import { IMAGE_MAX_BYTES } from '../src/generated/requests';
import { startLocalServer, type Answer, type LocalServer } from './local-server';

// Made at load time: the table of cases below names files in it.
const folder = mkdtempSync(path.join(tmpdir(), 'inference-cli-'));
let server: LocalServer | undefined;

beforeAll(() => {
  writeFileSync(path.join(folder, 'notes.txt'), 'plain text, not an image');
  writeFileSync(path.join(folder, 'empty.jpg'), '');
  // One byte over the limit, without writing the bytes (a sparse file): refused by its size.
  writeFileSync(path.join(folder, 'huge.jpg'), '');
  truncateSync(path.join(folder, 'huge.jpg'), IMAGE_MAX_BYTES + 1);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** Runs the command line against a local server answering `answers`; what it printed and sent. */
async function run(args: string[], answers: Answer[] = [{ status: 200, body: {} }]) {
  server = await startLocalServer(answers);
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const code = await main(['--url', server.url, '--key', 'k', ...args]);
  vi.restoreAllMocks();
  return { code, stdout, stderr, received: server.received };
}

const inFolder = (name: string) => path.join(folder, name);

describe('the command line checks before it sends (exit 2, no request)', () => {
  it.each([
    [['ocr', 'missing.jpg'], 'cannot read missing.jpg: ENOENT'],
    [['ocr', SMALL_RECEIPT, inFolder('notes.txt')], `${inFolder('notes.txt')} is not an image the service reads`],
    [['ocr', inFolder('empty.jpg')], `${inFolder('empty.jpg')} is empty, not an image`],
    [
      ['crops', inFolder('huge.jpg'), '-o', inFolder('c')],
      `${inFolder('huge.jpg')} is 10.0 MB; the service reads images up to 10.0 MB`,
    ],
    [['ocr', folder], `${folder} is a folder, not an image`],
    [
      ['edit', '-p', 'caption "Hi"', SMALL_RECEIPT, '-o', '/nonexistent/dir/x.jpg'],
      'the folder /nonexistent/dir does not exist',
    ],
    [['edit', '-p', 'caption "Hi"', '-o', folder], 'is a folder; give a file name'],
    [['crops', SMALL_RECEIPT, '-o', path.join(inFolder('notes.txt'), 'crops')], 'cannot write there (ENOTDIR)'],
    [['kit', '--text', 'a frog', '--out', path.join(inFolder('notes.txt'), 'kit')], 'cannot write there (ENOTDIR)'],
    [['name', ''], 'the post is empty'],
    [['name', '   '], 'the post is empty'],
    [['search', '--event', ' '], 'the post is empty'],
    // The kit's own check (runKit), before any request.
    [['kit', '--text', ' ', '--out', inFolder('kit')], 'A kit needs a post'],
    [['kit', '--text', 'a frog', '--image', inFolder('notes.txt'), '--out', inFolder('kit')], 'is not an image'],
    [['ocr', '--jsn', SMALL_RECEIPT], 'ocr has no option --jsn; did you mean --json?'],
    [['search', 'moon', '--limt', '3'], 'search has no option --limt; did you mean --limit?'],
    [['kit', '--txt', 'a frog', '--out', 'k'], 'kit has no option --txt; did you mean --text?'],
    [['orc', SMALL_RECEIPT], 'unknown command "orc"; did you mean ocr?'],
    [['serch', 'moon'], 'unknown command "serch"; did you mean search?'],
    [['name', 'x', '--colour', 'red'], 'name has no option --colour'],
    [['name', '--image', 'missing.jpg'], 'cannot read missing.jpg: ENOENT'],
    [['name', 'gm', '--image', inFolder('notes.txt')], `${inFolder('notes.txt')} is not an image the service reads`],
    [['search', '--event', 'gm', '--image', 'missing.png'], 'cannot read missing.png: ENOENT'],
  ])('%j: %s', async (args, message) => {
    const result = await run(args);
    expect(result.stderr).toContain(message);
    expect(result.code).toBe(2);
    expect(result.received).toEqual([]);
  });

  it('an option far from any known one gets no guess', async () => {
    const result = await run(['ocr', '--zzzzzzzz', SMALL_RECEIPT]);
    expect(result.stderr).toContain('ocr has no option --zzzzzzzz\n');
  });
});

describe('what the help lists is accepted', () => {
  it('record sends a coin’s documented description', async () => {
    const coins = inFolder('coins.json');
    const coin = { address: 'So1ana1', name: 'Moon Cat', ticker: 'MOONCAT', description: 'a cat on the moon' };
    writeFileSync(coins, JSON.stringify([coin]));
    const result = await run(['record', coins], [{ status: 200, body: { requestId: 'r', recorded: 1 } }]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.received[0]?.body).toEqual({ coins: [coin] });
  });

  it('kit takes --timeout and --request-id; each request gets a numbered id', async () => {
    const refused = { status: 401, body: { requestId: 'r', error: { code: 'unauthorized', message: 'no' } } };
    const result = await run(
      [
        'kit',
        '--text',
        'Just adopted a frog named Pepper',
        '--out',
        inFolder('kit'),
        '--timeout',
        '5',
        '--request-id',
        'launch',
      ],
      [refused],
    );
    expect(result.code).toBe(4);
    const ids = result.received.map(({ body }) => (body as { requestId?: string }).requestId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^launch-\d+$/);
  });

  it('an image file within the limit is sent as a data URL of its format', async () => {
    const result = await run(['ocr', SMALL_RECEIPT], [{ status: 200, body: { requestId: 'r', results: [] } }]);
    expect(result.code, result.stderr).toBe(0);
    expect((result.received[0]?.body as { images: string[] }).images[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });
});

describe('name --image reads a file, as kit does', () => {
  const ocrAnswer = (text: string) => ({
    status: 200,
    body: { requestId: 'r1', results: [{ imageIndex: 0, text, lines: [] }] },
  });
  const named = { status: 200, body: { name: 'Pepper', ticker: 'PEPPER' } };

  it('reads the file’s text with OCR and names the post from it; the file is never sent as an event image', async () => {
    const result = await run(['name', '--image', SMALL_RECEIPT], [ocrAnswer('PEPPER FROG CAFE'), named]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('Pepper\tPEPPER\n');
    expect(result.received.map(({ path }) => path)).toEqual(['/private/ocr', '/private/ai_name']);
    expect((result.received[0]?.body as { images: string[] }).images[0]).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(result.received[1]?.body).toEqual({ event: { text: 'PEPPER FROG CAFE' } });
  });

  it('joins the file’s text to a post that says little, and sends URLs as they are', async () => {
    const url = 'https://example.com/frog.png';
    const result = await run(['name', 'lol', '--image', SMALL_RECEIPT, '--image', url], [ocrAnswer('PEPPER'), named]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.received[1]?.body).toEqual({ event: { text: 'lol\nPEPPER', images: [url] } });
  });

  it('a URL alone is sent as it is, without reading anything', async () => {
    const url = 'data:image/png;base64,iVBORw0KGgo=';
    const result = await run(['name', '--image', url], [named]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.received.map(({ body }) => body)).toEqual([{ event: { images: [url] } }]);
  });

  it('does not read a file when the post says enough, and says so', async () => {
    const text = 'Just adopted a frog named Pepper and he rules the house';
    const result = await run(['name', text, '--image', SMALL_RECEIPT], [named]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`${SMALL_RECEIPT}: not read, the post says enough`);
    expect(result.received.map(({ body }) => body)).toEqual([{ event: { text } }]);
  });

  it('a file without text and no post text is nothing to go on: refused naming the file (exit 3), no name asked', async () => {
    const result = await run(['name', '--image', SMALL_RECEIPT], [ocrAnswer('  '), named]);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`${SMALL_RECEIPT}: no text found`);
    expect(result.stderr).toContain(
      `Nothing to go on: the post has no text, and no text could be read from ${SMALL_RECEIPT}`,
    );
    expect(result.received.map(({ path }) => path)).toEqual(['/private/ocr']);
  });
});

describe('messages in words: what to change, never a pattern nor 2^53', () => {
  it.each([
    [['search', 'moon', '--limit', 'ten'], '--limit must be a whole number from 1 to 50, not "ten"'],
    [['search', 'moon', '--limit', '51'], '--limit must be a whole number from 1 to 50, not "51"'],
    [
      ['crops', SMALL_RECEIPT, '--aspect', '17:1', '-o', inFolder('c')],
      'crops[0].aspect: must be a ratio like "3:1", each side a whole number from 1 to 16 (--aspect)',
    ],
    [
      ['--request-id', 'two words ', 'name', 'x'],
      'requestId: must be printable ASCII with no space at either end (--request-id)',
    ],
    [['--retries', 'many', 'name', 'x'], '--retries must be a whole number from 0 to 10, not "many"'],
  ])('%j: %s', async (args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/9007199254740991|does not match|\^|\$\)/);
    expect(result.received).toEqual([]);
  });
});

describe('where requests go', () => {
  /** The command line run against an address where nothing listens, with API_BASE_URL as given. */
  async function unreachable(args: string[], environment: string | undefined) {
    const closed = await startLocalServer([]);
    await closed.close();
    const saved = process.env.API_BASE_URL;
    if (environment === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = environment.replace('<closed>', closed.url);
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    try {
      const code = await main([
        '--key',
        'k',
        '--retries',
        '0',
        ...args.map((arg) => arg.replace('<closed>', closed.url)),
        'name',
        'x',
      ]);
      return { code, stderr, url: closed.url };
    } finally {
      vi.restoreAllMocks();
      if (saved === undefined) delete process.env.API_BASE_URL;
      else process.env.API_BASE_URL = saved;
    }
  }

  const HOW =
    'If the service runs elsewhere, pass --base-url <url> or set API_BASE_URL (the default is http://localhost:3000).';

  it('cannot reach: names the address tried, the setting it came from, --base-url and API_BASE_URL (exit 7)', async () => {
    const fromOption = await unreachable(['--base-url', '<closed>'], undefined);
    expect(fromOption.code).toBe(7);
    expect(fromOption.stderr).toBe(
      `inference: network_error: Could not reach ${fromOption.url} (fetch failed: ECONNREFUSED), the address from ` +
        `--base-url. ${HOW}\n`,
    );
    const fromEnvironment = await unreachable([], '<closed>');
    expect(fromEnvironment.code).toBe(7);
    expect(fromEnvironment.stderr).toContain(
      `Could not reach ${fromEnvironment.url} (fetch failed: ECONNREFUSED), the address from API_BASE_URL. ${HOW}`,
    );
  });

  it('--base-url is where requests go, over --url and API_BASE_URL', async () => {
    server = await startLocalServer([{ status: 200, body: { name: 'Pepper', ticker: 'PEPPER' } }]);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const code = await main(['--url', 'http://127.0.0.1:9', '--base-url', server.url, '--key', 'k', 'name', 'x']);
    vi.restoreAllMocks();
    expect(code).toBe(0);
    expect(server.received.map(({ path }) => path)).toEqual(['/private/ai_name']);
  });

  it('a --base-url that is no http(s) URL is refused naming the option', async () => {
    const result = await run(['--base-url', 'localhost:3000', 'name', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--base-url must be an http(s) URL such as http://localhost:3000, not "localhost:3000"',
    );
  });
});
