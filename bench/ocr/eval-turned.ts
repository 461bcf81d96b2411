/**
 * Turned pages: `npm run eval:ocr-turned [DIR] [--limit N] [--set key=value ...] [--verbose]`. Reads every image
 * of the OCR set upright and turned by 90°, 180° and 270° (the pixels turned, no EXIF tag, as a phone
 * photo of a page held sideways arrives) and prints, per turn, the character error rate (the same
 * scoring as eval:ocr) and the mean line confidence, upright beside each turn in one table.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../../lib/engines/ocr/settings';
import type { OcrPageResult } from '../../lib/engines/ocr/types';
import { DEFAULT_OCR_DATASET, readDataset } from './data';
import { createBenchEngine } from './engine';
import { textErrors } from './metrics';

const TURNS = [0, 90, 180, 270] as const;

function parseArgs(argv: string[]) {
  let dir = DEFAULT_OCR_DATASET;
  let limit = Number.POSITIVE_INFINITY;
  let verbose = false;
  const settings: Record<string, unknown> = { ...DEFAULT_OCR_SETTINGS };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--limit') limit = Number(argv[++i]);
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--set') {
      const [key, raw] = (argv[++i] ?? '').split('=', 2);
      if (!key || raw === undefined || !(key in settings)) throw new Error(`unknown setting: ${argv[i]}`);
      settings[key] = typeof settings[key] === 'number' ? Number(raw) : raw;
    } else dir = arg;
  }
  return { dir, limit, verbose, settings: settings as unknown as OcrSettings };
}

/** The mean confidence of a page's lines, each weighted by its length. */
function meanConfidence(page: OcrPageResult): number {
  const chars = page.lines.reduce((sum, line) => sum + line.text.length, 0);
  return chars === 0 ? 0 : page.lines.reduce((sum, line) => sum + line.confidence * line.text.length, 0) / chars;
}

async function main() {
  const { dir, limit, verbose, settings } = parseArgs(process.argv.slice(2));
  const images = readDataset(dir).slice(0, limit);
  const engine = createBenchEngine(1, settings);
  await engine.warm();
  console.log(`OCR on turned pages: ${images.length} images from ${dir}, recognizer ${settings.recognizer}`);
  const totals = new Map<number, { errors: number; chars: number; confidence: number; ms: number }>();
  for (const image of images) {
    const upright = readFileSync(image.path);
    for (const turn of TURNS) {
      const bytes = turn === 0 ? upright : await sharp(upright).rotate(turn).jpeg({ quality: 92 }).toBuffer();
      const started = performance.now();
      const page = await engine.recognize(bytes);
      const ms = performance.now() - started;
      const { charErrors, chars } = textErrors(image.text, page.text);
      if (verbose) {
        const cer = ((charErrors / chars) * 100).toFixed(1);
        console.log(
          `${image.file.padEnd(16)} ${String(turn).padStart(3)}°  CER ${cer}%  confidence ${meanConfidence(page).toFixed(2)}`,
        );
      }
      const total = totals.get(turn) ?? { errors: 0, chars: 0, confidence: 0, ms: 0 };
      totals.set(turn, {
        errors: total.errors + charErrors,
        chars: total.chars + chars,
        confidence: total.confidence + meanConfidence(page),
        ms: total.ms + ms,
      });
    }
  }
  await engine.shutdown();
  console.log('\nturn   CER     mean confidence  mean latency');
  for (const turn of TURNS) {
    const total = totals.get(turn)!;
    console.log(
      `${`${turn}°`.padEnd(6)} ${`${((total.errors / total.chars) * 100).toFixed(1)}%`.padStart(6)}  ${(total.confidence / images.length).toFixed(2).padStart(15)}  ${Math.round(total.ms / images.length)} ms`,
    );
  }
  // The worker threads and the detector's session stay up otherwise.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
