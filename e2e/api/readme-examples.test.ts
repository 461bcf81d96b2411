import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../test-support/app';
import { buildInferenceBinary, runInference } from '../../test-support/cli';
import { ASTRONAUT, SMALL_RECEIPT, TALL_RECEIPT } from '../../test-support/fixtures/receipts';
import { startImageServer, type ImageServer } from '../../test-support/image-server';

/*
 * The README's command-line examples (and clients/typescript/README.md's), run as written against the
 * built server: every `npx inference …` line of a ```sh block must exit 0, and one with a comment
 * `# → <output>` must print that (`<TAB>` for a tab; a trailing ` …` means "the first line starts
 * with"; text after `; ` is commentary, except `; stderr: <text>`, which stderr must hold). The files
 * the examples name are the repository's fixtures below; https://example.com/<file> is served from
 * this machine.
 */
const ROOT = path.resolve(__dirname, '../..');
const READMES = ['README.md', 'clients/typescript/README.md'];
const FILES: Record<string, string> = {
  'receipt.jpg': TALL_RECEIPT,
  'a.jpg': SMALL_RECEIPT,
  'b.png': ASTRONAUT,
  'photo.jpg': ASTRONAUT,
  'photo.png': ASTRONAUT,
};
const COINS = [{ address: 'readme-example-coin-1', name: 'Readme Walrus', ticker: 'RDWAL', marketCap: 5 }];
const KEY = 'readme-examples-0123456789abc';

interface Example {
  readme: string;
  line: string;
  args: string[];
  stdinFile?: string;
  expected?: string;
  /** What `; stderr: <text>` in the comment says stderr holds. */
  stderr?: string;
}

/** Shell words of a command line up to an unquoted comment: '…' literal, "…" with \" and \\ escapes. */
function shellWords(text: string): { words: string[]; comment: string } {
  const words: string[] = [];
  let word: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === "'" || char === '"') {
      const end = char === "'" ? text.indexOf("'", index + 1) : closingQuote(text, index);
      const inside = text.slice(index + 1, end);
      word = (word ?? '') + (char === '"' ? inside.replace(/\\(["\\$`])/g, '$1') : inside);
      index = end;
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === '#' && word === null) {
      return { words, comment: text.slice(index + 1).trim() };
    } else word = (word ?? '') + char;
  }
  if (word !== null) words.push(word);
  return { words, comment: '' };
}

function closingQuote(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '"') return index;
  }
  throw new Error(`unclosed quote in ${text}`);
}

function examplesOf(readme: string): Example[] {
  const text = readFileSync(path.join(ROOT, readme), 'utf8');
  const blocks = [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  return blocks
    .flatMap((block) => block.split('\n'))
    .filter((line) => /^(cat \S+ \| )?npx inference /.test(line))
    .map((line) => {
      const { words, comment } = shellWords(line);
      const piped = words[0] === 'cat';
      const args = words.slice(piped ? 5 : 2);
      const expected = /^→ (.*?)(;\s|$)/.exec(comment)?.[1]?.replaceAll('<TAB>', '\t');
      const stderr = /; stderr: (.*)$/.exec(comment)?.[1];
      return {
        readme,
        line,
        args,
        ...(piped && { stdinFile: words[1] }),
        ...(expected && { expected }),
        ...(stderr && { stderr }),
      };
    });
}

const examples = READMES.flatMap(examplesOf);

let app: RunningApp;
let images: ImageServer;
let bin: string;
let folder: string;

beforeAll(async () => {
  bin = buildInferenceBinary();
  folder = mkdtempSync(path.join(tmpdir(), 'readme-examples-'));
  for (const [name, fixture] of Object.entries(FILES)) copyFileSync(fixture, path.join(folder, name));
  writeFileSync(path.join(folder, 'coins.json'), JSON.stringify(COINS));
  images = await startImageServer();
  for (const [name, fixture] of Object.entries(FILES)) images.serve(`/${name}`, readFileSync(fixture), 'image/jpeg');
  app = await startApp({
    API_KEYS: JSON.stringify([{ key: KEY, user: 'readme', imageEdit: true, pastCoinWrite: true }]),
    RATE_LIMIT_RPM: '1000',
    // Edits are few a minute by default (10); the examples and the two kits' logo and meme edits are more.
    IMAGE_EDIT_RPM: '100',
    IMAGE_FETCH_ALLOW_PRIVATE: 'true',
    PAST_COINS_DB: path.join(folder, 'coins.sqlite'),
  });
}, 180_000);
afterAll(async () => {
  await app?.stop();
  await images?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the READMEs’ command-line examples', () => {
  it.each(READMES)('%s has examples, most with the output they print', (readme) => {
    const found = examples.filter((example) => example.readme === readme);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.filter((example) => example.expected !== undefined).length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((example) => [`${example.readme}: ${example.line}`, example] as const))(
    '%s',
    async (_, example) => {
      const args = example.args.map((arg) => arg.replace(/^https:\/\/example\.com\//, `${images.url}/`));
      const input = example.stdinFile ? readFileSync(path.join(folder, example.stdinFile)) : undefined;
      const result = await runInference(bin, { cwd: folder, url: app.url, key: KEY, input }, ...args);
      expect(result.code, result.stderr).toBe(0);
      if (example.stderr !== undefined) expect(result.stderr).toContain(example.stderr);
      if (example.expected === undefined) return;
      if (example.expected.endsWith(' …'))
        expect(result.stdout.split('\n')[0]).toMatch(new RegExp(`^${escape(example.expected.slice(0, -2))}`));
      else expect(result.stdout.trimEnd()).toBe(example.expected);
    },
  );
});

/**
 * The README's curl examples ("Calling the API"), each paragraph of a ```sh block that calls curl, run
 * by bash as written but for the service's address and https://example.com/ (this machine). photo.jpg
 * is a real-sized photo: a JPEG over 1 MB, whose base64 is longer than one command-line argument may be.
 */
function curlExamples(): { title: string; script: string }[] {
  const text = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```/gm)]
    .flatMap((match) => match[1]!.split(/\n\s*\n/))
    .filter((paragraph) => /^curl /m.test(paragraph))
    .map((paragraph) => ({ title: paragraph.split('\n')[0]!, script: paragraph }));
}

/** A JPEG over 1 MB: noise at high quality, which JPEG cannot squeeze. */
async function largePhoto(file: string): Promise<void> {
  const [width, height] = [1400, 1000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toFile(file);
}

describe('the README’s curl examples, with a photo over 1 MB', () => {
  const examples = curlExamples();
  let work: string;
  beforeAll(async () => {
    work = mkdtempSync(path.join(folder, 'curl-'));
    await largePhoto(path.join(work, 'photo.jpg'));
  });

  const run = (script: string, key = KEY) =>
    spawnSync(
      'bash',
      ['-c', script.replaceAll('http://localhost:3000', app.url).replaceAll('https://example.com/', `${images.url}/`)],
      { cwd: work, env: { ...process.env, API_KEY: key }, encoding: 'utf8', timeout: 120_000 },
    );

  it('the photo is over 1 MB and the README has curl examples, the image edit among them', () => {
    expect(statSync(path.join(work, 'photo.jpg')).size).toBeGreaterThan(1024 * 1024);
    expect(examples.length).toBeGreaterThanOrEqual(5);
    expect(examples.some(({ script }) => script.includes('image_edit') && script.includes('photo.jpg'))).toBe(true);
  });

  it('each runs and exits 0; the edit of the photo writes a 512x512 JPEG', async () => {
    for (const { title, script } of examples) {
      const result = run(script);
      expect(result.status, `${title}\n${result.stderr}`).toBe(0);
    }
    const edited = await sharp(path.join(work, 'edited.jpg')).metadata();
    expect(edited).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
  }, 300_000);

  it('a refused edit fails loudly: the service’s error on stderr, a non-zero exit, no edited.jpg', () => {
    const edit = examples.find(({ script }) => script.includes('photo.jpg'))!;
    rmSync(path.join(work, 'edited.jpg'), { force: true });
    const result = run(edit.script, 'not-a-key-of-this-service');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/unauthori[sz]ed|API key/i);
    expect(existsSync(path.join(work, 'edited.jpg'))).toBe(false);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
