import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawImage } from '../../../images/raw';

/*
 * Emoji and CJK draw from the fonts the project ships in npm packages, not from the system's: the
 * editor runs in a child process whose fontconfig sees DejaVu and node_modules only (every other
 * installed font, Noto, Droid Sans Fallback and the like, is rejected). A second run from a
 * directory without node_modules shows that, so hidden, nothing else draws them.
 */

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx/cjs');
const EDITOR = fileURLToPath(new URL('./index.ts', import.meta.url));
const PIXELS = fileURLToPath(new URL('../pixels.ts', import.meta.url));
const FONTS = fileURLToPath(new URL('./fonts.ts', import.meta.url));

const ROCKET = 'add the caption "TO THE MOON 🚀"';
const CJK = 'add the caption "牛市来了"';

/** Font files by extension, so that directories are still scanned; DejaVu and node_modules kept. */
const FONTS_CONF = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont>
    <acceptfont><glob>*/node_modules/*</glob><glob>*DejaVu*</glob><glob>*/dejavu/*</glob></acceptfont>
    <rejectfont>${[
      'ttf',
      'otf',
      'ttc',
      'otc',
      'pfb',
      'pfa',
      't1',
      'gz',
      'pcf',
      'bdf',
      'woff',
      'woff2',
      'TTF',
      'OTF',
      'TTC',
    ]
      .map((extension) => `<glob>*.${extension}</glob>`)
      .join('')}</rejectfont>
  </selectfont>
</fontconfig>
`;

/** The child: runs the embedded editor on a light grey picture for each prompt, answers the pixels. */
const CHILD = `
require(${JSON.stringify(TSX)});
const { localImageEditor } = require(${JSON.stringify(EDITOR)});
const { solid } = require(${JSON.stringify(PIXELS)});
(async () => {
  // As an image edit thread does at start, from the folder it was given (here: where it runs).
  await require(${JSON.stringify(FONTS)}).loadFonts(process.cwd());
  const out = [];
  for (const prompt of JSON.parse(process.argv[1])) {
    const image = await localImageEditor.edit({ prompt, images: [solid(400, 300, { r: 200, g: 200, b: 200 })] });
    out.push({ width: image.width, height: image.height, data: image.data.toString('base64') });
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'fonts-test-'));
  writeFileSync(path.join(scratch, 'fonts.conf'), FONTS_CONF);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function editWithoutSystemFonts(cwd: string, prompts: string[]): Promise<RawImage[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', CHILD, JSON.stringify(prompts)], {
    cwd,
    env: { ...process.env, FONTCONFIG_FILE: path.join(scratch, 'fonts.conf') },
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as Array<{ width: number; height: number; data: string }>).map((image) => ({
    ...image,
    data: Buffer.from(image.data, 'base64'),
  }));
}

/** Pixels of a strong colour: a colour emoji's reds, oranges and blues; none in black text on grey and white. */
function colourful(image: RawImage): { saturated: number; warm: number } {
  let [saturated, warm] = [0, 0];
  for (let offset = 0; offset < image.data.length; offset += 3) {
    const [r, g, b] = [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 80) saturated += 1;
    if (r > 180 && g < 140 && b < 110) warm += 1;
  }
  return { saturated, warm };
}

const isInk = (image: RawImage, x: number, y: number) => {
  const offset = (y * image.width + x) * 3;
  return image.data[offset]! < 100 && image.data[offset + 1]! < 100 && image.data[offset + 2]! < 100;
};

/**
 * The caption's characters as separate drawings (runs of columns with ink, between empty columns),
 * each with the share of its bounding box's two-pixel outline that is ink. A character no font has
 * draws as a box, whose outline is all ink (1.0); a CJK glyph's strokes touch little of it.
 */
function outlineInk(image: RawImage): number[] {
  let [top, bottom] = [image.height, -1];
  const columns: boolean[] = [];
  for (let x = 0; x < image.width; x += 1) {
    columns[x] = false;
    for (let y = 0; y < image.height; y += 1) {
      if (!isInk(image, x, y)) continue;
      columns[x] = true;
      [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
    }
  }
  const shares: number[] = [];
  for (let left = 0; left < image.width; left += 1) {
    if (!columns[left]) continue;
    let right = left;
    while (columns[right + 1]) right += 1;
    let [inked, all] = [0, 0];
    const count = (x: number, y: number) => {
      all += 1;
      if (isInk(image, x, y)) inked += 1;
    };
    for (let x = left; x <= right; x += 1) for (const y of [top, top + 1, bottom - 1, bottom]) count(x, y);
    for (let y = top; y <= bottom; y += 1) for (const x of [left, left + 1, right - 1, right]) count(x, y);
    shares.push(inked / all);
    left = right;
  }
  return shares;
}

describe('emoji and CJK with no system Noto fonts, from the fonts in node_modules', () => {
  it('draws the rocket in colour and the CJK characters as glyphs', async () => {
    const [rocket, cjk] = await editWithoutSystemFonts(ROOT, [ROCKET, CJK]);
    const colour = colourful(rocket!);
    expect(colour.saturated, 'saturated pixels of the rocket').toBeGreaterThan(150);
    expect(colour.warm, 'red and orange pixels of the rocket').toBeGreaterThan(60);
    const shares = outlineInk(cjk!);
    expect(shares.length).toBeGreaterThanOrEqual(2);
    for (const share of shares) expect(share, 'a character drawn as a box').toBeLessThan(0.5);
  }, 60_000);

  it('draws boxes for both without them: nothing else on this machine draws them', async () => {
    const [rocket, cjk] = await editWithoutSystemFonts(scratch, [ROCKET, CJK]);
    expect(colourful(rocket!).saturated).toBeLessThan(20);
    const shares = outlineInk(cjk!);
    expect(shares).toHaveLength(4);
    for (const share of shares) expect(share).toBeGreaterThan(0.9);
  }, 60_000);
});
