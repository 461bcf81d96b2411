/**
 * Quality of the embedded image editor on realistic requests: `npm run eval:edit [--explain]
 * [--only TEXT] [--family NAME]`. Each prompt of bench/image_edit/cases.ts edits the same stand-in photo (2000x1500,
 * bench/image_edit/photo.ts) in-process, through the JPEG encoding the API answers with, and each of its
 * property checks runs on the decoded output: OCR (tesseract.js, the OCR engine's reader) finds the
 * words in the right third, the hue inside the text area, uniform corners of a circle crop, the
 * letterbox colour, luminance moving the right way... Prints one row per prompt and the pass rate;
 * `--explain` prints the plan the parser made of each prompt (what X-Edit-Plan says).
 */
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, type Worker } from 'tesseract.js';
import { localImageEditor } from '../../lib/engines/image_edit/local';
import { encodeJpeg, fitImage } from '../../lib/engines/image_edit/canvas';
import { loadFonts } from '../../lib/engines/image_edit/local/fonts';
import { APP_ROOT } from '../../test-support/app-root';
import type { RawImage } from '../../lib/images/raw';
import { EDIT_CASES } from './cases';
import {
  at,
  cornersUniform,
  distance,
  hueBuckets,
  inkMask,
  luma,
  mean,
  meanLuma,
  readsAll,
  shareNear,
  type Area,
  type Box,
  type Check,
  type Pixels,
} from './checks';
import { samplePhoto } from './photo';

const PHOTO: Box = { left: 0, top: 64, width: 512, height: 384 };
const AREAS: Record<Area, Box> = {
  top: { left: 0, top: 0, width: 512, height: 171 },
  middle: { left: 0, top: 171, width: 512, height: 170 },
  bottom: { left: 0, top: 341, width: 512, height: 171 },
  'top-left': { left: 0, top: 64, width: 160, height: 160 },
  'top-right': { left: 352, top: 64, width: 160, height: 160 },
  'bottom-left': { left: 0, top: 288, width: 160, height: 160 },
  'top-centre': { left: 176, top: 64, width: 160, height: 160 },
  'bottom-right': { left: 352, top: 288, width: 160, height: 160 },
  band: { left: 0, top: 432, width: 512, height: 80 },
};

interface Context {
  ocr: Worker;
  plain: Pixels;
  plan: string;
}

async function decode(image: RawImage): Promise<Pixels> {
  const jpeg = await encodeJpeg(image);
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** OCR of a box as drawn, then of only its pixels near the ink colour (black on white). */
async function read(ocr: Worker, pixels: Pixels, box: Box, ink?: [number, number, number]): Promise<string> {
  const asDrawn = await sharp(pixels.data, { raw: { width: 512, height: 512, channels: 3 } })
    .extract(box)
    .png()
    .toBuffer();
  let text = (await ocr.recognize(asDrawn)).data.text;
  if (ink) {
    const mask = inkMask(pixels, box, ink, 60);
    const png = await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 3 } })
      .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
      .png()
      .toBuffer();
    text += `\n${(await ocr.recognize(png)).data.text}`;
  }
  return text;
}

/**
 * The pixels of a box whose colour the edit changed, not just darkened or lightened: a different hue
 * from the photo's pixel there (black ink blended with blue sky is still blue). The rest turn black.
 */
function changedPixels(pixels: Pixels, plain: Pixels, box: Box): Pixels {
  const data = Buffer.alloc(box.width * box.height * 3);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const pixel = at(pixels, box.left + x, box.top + y);
      const before = at(plain, box.left + x, box.top + y);
      if (distance(pixel, before) <= 40) continue;
      const [hue, was] = [hueOf(pixel), hueOf(before)];
      if (hue === undefined) continue;
      if (was === undefined || Math.min(Math.abs(hue - was), 360 - Math.abs(hue - was)) > 40)
        data.set(pixel, (y * box.width + x) * 3);
    }
  }
  return { data, width: box.width, height: box.height };
}

/** Hue in degrees, or undefined for greys. */
function hueOf([r, g, b]: [number, number, number]): number | undefined {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 40) return undefined;
  const hue = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min) : 4 + (r - g) / (max - min);
  return (hue * 60 + 360) % 360;
}

function edginess(pixels: Pixels): number {
  let total = 0;
  for (let y = 100; y < 420; y += 4)
    for (let x = 0; x < 511; x += 1) total += Math.abs(luma(at(pixels, x + 1, y)) - luma(at(pixels, x, y)));
  return total;
}

/** Runs one check: passes, or says what it saw. */
async function check(pixels: Pixels, test: Check, context: Context): Promise<string | undefined> {
  switch (test.kind) {
    case 'ocr': {
      // Thirds of the photo itself for over-picture text; a band may sit in the letterbox, so read the whole third too.
      const text = await read(context.ocr, pixels, AREAS[test.area], test.ink);
      return readsAll(text, test.text)
        ? undefined
        : `OCR in the ${test.area} third read ${JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 60))}`;
    }
    case 'hue': {
      const share = shareNear(pixels, AREAS[test.area], test.colour, 60);
      return share >= test.share
        ? undefined
        : `${(share * 100).toFixed(1)}% of the ${test.area} near ${test.colour} (want ${test.share * 100}%)`;
    }
    case 'emoji': {
      // Only the pixels the edit changed: a colour emoji adds several hues, a missing-glyph box none.
      const changed = changedPixels(pixels, context.plain, AREAS[test.area]);
      const buckets = hueBuckets(changed, { left: 0, top: 0, width: changed.width, height: changed.height }, 15);
      return buckets >= 2 ? undefined : `${buckets} hue groups among the changed pixels of the ${test.area}`;
    }
    case 'corners':
      return cornersUniform(pixels, test.colour) ? undefined : `corners not uniform ${test.colour}`;
    case 'ring': {
      const row = [...Array(64).keys()].map((x) => at(pixels, x, 256));
      return row.some((pixel) => distance(pixel, test.colour) < 35)
        ? undefined
        : 'no ring colour on the middle row near the edge';
    }
    case 'letterbox': {
      // With a caption band at the top the photo moves down: only the last rows stay letterbox.
      const bands =
        test.sides === 'bottom'
          ? [{ left: 0, top: 496, width: 512, height: 16 }]
          : [
              { left: 0, top: 452, width: 512, height: 60 },
              { left: 0, top: 0, width: 512, height: 60 },
            ];
      const worst = Math.min(...bands.map((band) => shareNear(pixels, band, test.colour, 14)));
      return worst > 0.97
        ? undefined
        : `letterbox ${(worst * 100).toFixed(0)}% ${test.colour}, mean ${mean(pixels, bands[0]!).map(Math.round)}`;
    }
    case 'gradient': {
      const top = mean(pixels, { left: 0, top: 0, width: 512, height: 8 });
      const bottom = mean(pixels, { left: 0, top: 504, width: 512, height: 8 });
      return distance(top, test.top) < 30 && distance(bottom, test.bottom) < 30
        ? undefined
        : `top ${top.map(Math.round)}, bottom ${bottom.map(Math.round)}`;
    }
    case 'rounded': {
      const corner = at(pixels, 2, PHOTO.top + 2);
      return distance(corner, [255, 255, 255]) < 10 && distance(at(pixels, 40, 256), [255, 255, 255]) > 40
        ? undefined
        : `photo corner ${corner}`;
    }
    case 'filled':
      return shareNear(pixels, { left: 0, top: 0, width: 512, height: 40 }, [255, 255, 255], 10) < 0.2
        ? undefined
        : 'white letterbox still there';
    case 'differs': {
      let diff = 0;
      for (let offset = 0; offset < pixels.data.length; offset += 1)
        diff += Math.abs(pixels.data[offset]! - context.plain.data[offset]!);
      return diff / pixels.data.length > 8 ? undefined : 'same as the photo';
    }
    case 'luma': {
      const [edited, plain] = [meanLuma(pixels, PHOTO), meanLuma(context.plain, PHOTO)];
      const moved = test.direction === 'up' ? edited > plain + 8 : edited < plain - 8;
      return moved ? undefined : `mean luminance ${edited.toFixed(0)} vs ${plain.toFixed(0)}`;
    }
    case 'grey': {
      const [r, g, b] = mean(pixels, { left: 100, top: 150, width: 312, height: 200 });
      return Math.max(r, g, b) - Math.min(r, g, b) < 6 ? undefined : `mean colour ${[r, g, b].map(Math.round)}`;
    }
    case 'sepia': {
      const [r, g, b] = mean(pixels, { left: 100, top: 150, width: 312, height: 200 });
      return r > g && g > b && r - b > 20 ? undefined : `mean colour ${[r, g, b].map(Math.round)}`;
    }
    case 'inverted': {
      const [edited, plain] = [at(pixels, 100, 120), at(context.plain, 100, 120)];
      return distance(edited, plain.map((value) => 255 - value) as [number, number, number]) < 20
        ? undefined
        : `${edited} vs photo ${plain}`;
    }
    case 'tint': {
      const [edited, plain] = [mean(pixels, PHOTO), mean(context.plain, PHOTO)];
      const share = (rgb: number[]) => rgb[test.channel]! / (rgb[0]! + rgb[1]! + rgb[2]!);
      return share(edited) > share(plain) + 0.03
        ? undefined
        : `channel ${test.channel} share ${share(edited).toFixed(2)} vs ${share(plain).toFixed(2)}`;
    }
    case 'softer':
      return edginess(pixels) < edginess(context.plain) * 0.6 ? undefined : 'edges not softer';
    case 'blocks': {
      let uniform = 0;
      let blocks = 0;
      for (let top = 64; top + 16 <= 448; top += 16) {
        for (let left = 0; left + 16 <= 512; left += 16) {
          blocks += 1;
          if (distance(at(pixels, left + 12, top + 12), at(pixels, left + 3, top + 3)) < 20) uniform += 1;
        }
      }
      return uniform / blocks > 0.9 ? undefined : `${((uniform / blocks) * 100).toFixed(0)}% uniform 16 px blocks`;
    }
    case 'border': {
      const inside = test.width - 4;
      const ok = [
        [2, 2],
        [inside, 256],
        [256, inside],
        [511 - inside, 300],
        [300, 511 - inside],
      ].every(([x, y]) => distance(at(pixels, x!, y!), test.colour) < 20);
      return ok ? undefined : `border pixels ${at(pixels, inside, 256)}`;
    }
    case 'plan':
      return context.plan.includes(test.includes) ? undefined : `plan ${context.plan}`;
    case 'stickers': {
      const count = context.plan.split('; ').filter((entry) => entry.startsWith('sticker(')).length;
      return count === test.count ? undefined : `${count} stickers in the plan (want ${test.count})`;
    }
  }
}

const checkName = (test: Check) =>
  test.kind === 'ocr'
    ? `ocr:${test.area}`
    : test.kind === 'hue' || test.kind === 'emoji'
      ? `${test.kind}:${test.area}`
      : test.kind;

const rate = (results: number[]) =>
  results.length === 0
    ? '—'
    : `${results.reduce((sum, value) => sum + value, 0)}/${results.length} (${((results.reduce((sum, value) => sum + value, 0) / results.length) * 100).toFixed(0)}%)`;

/** Pass rates per family, the tune and check cases side by side. */
function familyTable(families: Map<string, { tune: number[]; check: number[]; all: number[] }>): string {
  const rows = [...families].map(
    ([name, { tune, check, all }]) => `| ${name} | ${rate(tune)} | ${rate(check)} | ${rate(all)} |`,
  );
  return ['\n| family | tune | check | not split |', '|---|---|---|---|', ...rows].join('\n');
}

async function main() {
  // The shipped faces, as an image edit thread loads them at start.
  await loadFonts(APP_ROOT);
  const argv = process.argv.slice(2);
  const explain = argv.includes('--explain');
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const family = argv.includes('--family') ? argv[argv.indexOf('--family') + 1] : undefined;
  const cases = EDIT_CASES.filter(
    (entry) => (!only || entry.prompt.includes(only)) && (!family || (entry.family ?? 'existing') === family),
  );
  const photo = await fitImage({ bytes: await samplePhoto(2000, 1500), format: 'jpeg' } as never, 40_000_000);
  const ocr = await createWorker('eng', 1, {
    langPath: path.join(process.cwd(), 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
  });
  const plain = await decode(await localImageEditor.edit({ prompt: 'as it is', images: [photo] }));

  console.log(`image-edit eval: ${cases.length} prompts on a 2000x1500 stand-in photo, embedded editor\n`);
  console.log('| # | prompt | checks | result | ms |');
  console.log('|---|---|---|---|---|');
  let passed = 0;
  const failures: string[] = [];
  const families = new Map<string, { tune: number[]; check: number[]; all: number[] }>();
  for (const [index, entry] of cases.entries()) {
    const started = performance.now();
    const images = Array.from({ length: entry.images ?? 1 }, () => photo);
    const edited = await localImageEditor.edit({ prompt: entry.prompt, images });
    const ms = performance.now() - started;
    const pixels = await decode(edited);
    const plan = (edited.applied ?? []).join('; ');
    const problems: string[] = [];
    for (const test of entry.checks) {
      const problem = await check(pixels, test, { ocr, plain, plan });
      if (problem) problems.push(`${checkName(test)}: ${problem}`);
    }
    const family = families.get(entry.family ?? 'existing') ?? { tune: [], check: [], all: [] };
    families.set(entry.family ?? 'existing', family);
    family[entry.split ?? 'all'].push(problems.length === 0 ? 1 : 0);
    if (problems.length === 0) passed += 1;
    else failures.push(`${index + 1}. ${entry.prompt}\n     ${problems.join('\n     ')}`);
    const prompt = entry.prompt.replace(/\|/g, '\\|');
    console.log(
      `| ${index + 1} | ${prompt} | ${entry.checks.map(checkName).join(', ')} | ${problems.length === 0 ? 'pass' : 'FAIL'} | ${ms.toFixed(0)} |`,
    );
    if (explain) console.log(`|   | plan: ${plan.replace(/\|/g, '\\|') || '(nothing)'} | | | |`);
  }
  await ocr.terminate();
  console.log(`\npass rate: ${passed}/${cases.length} (${((passed / cases.length) * 100).toFixed(1)}%)`);
  console.log(familyTable(families));
  if (failures.length > 0) console.log(`\nfailures:\n${failures.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
