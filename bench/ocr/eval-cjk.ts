/**
 * Chinese, Japanese and mixed captions: `npm run eval:ocr-cjk [--reader service|native] [--set
 * key=value ...] [--only NAME-PREFIX] [--write DIR] [--verbose]`. Reads the captions of cjk-set.ts (rendered on every
 * run) and prints, per kind and background, the character error rate with and without spaces (the
 * scoring of eval:ocr) and the time. `--reader native` reads with the tesseract command
 * (/usr/bin/tesseract, chi_sim+jpn, page segmentation mode 6) as a baseline; `--write DIR` also
 * saves the pictures.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_OCR_SETTINGS, type OcrSettings } from '../../lib/engines/ocr/settings';
import { cjkSamples } from './cjk-set';
import { createBenchEngine } from './engine';
import { textErrors } from './metrics';

function parseArgs(argv: string[]) {
  let reader: 'service' | 'native' = 'service';
  let write: string | undefined;
  let verbose = false;
  let only = '';
  const settings: Record<string, unknown> = { ...DEFAULT_OCR_SETTINGS };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reader') {
      const value = argv[++i];
      if (value !== 'service' && value !== 'native') throw new Error(`--reader takes service or native, not ${value}`);
      reader = value;
    } else if (arg === '--write') write = argv[++i];
    else if (arg === '--verbose') verbose = true;
    else if (arg === '--only') only = argv[++i] ?? '';
    else if (arg === '--set') {
      const [key, raw] = (argv[++i] ?? '').split('=', 2);
      if (!key || raw === undefined || !(key in settings)) throw new Error(`unknown setting: ${argv[i]}`);
      settings[key] = typeof settings[key] === 'number' ? Number(raw) : raw;
    } else throw new Error(`unknown argument: ${arg}`);
  }
  return { reader, write, verbose, only, settings: settings as unknown as OcrSettings };
}

/** The tesseract command's reading of a picture (chi_sim+jpn, one block of text). */
function readNatively(png: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eval-cjk-'));
  try {
    const file = path.join(dir, 'caption.png');
    writeFileSync(file, png);
    return execFileSync('tesseract', [file, 'stdout', '-l', 'chi_sim+jpn', '--psm', '6'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Tally {
  charErrors: number;
  chars: number;
  glyphErrors: number;
  glyphs: number;
  ms: number;
  images: number;
}

async function main() {
  const { reader, write, verbose, only, settings } = parseArgs(process.argv.slice(2));
  const samples = cjkSamples().filter((sample) => sample.name.startsWith(only));
  const engine = reader === 'service' ? createBenchEngine(1, settings) : undefined;
  await engine?.warm();
  if (write) mkdirSync(write, { recursive: true });
  console.log(`OCR on CJK captions: ${samples.length} pictures, reader ${reader}`);
  const tallies = new Map<string, Tally>();
  const add = (key: string, errors: ReturnType<typeof textErrors>, ms: number) => {
    const tally = tallies.get(key) ?? { charErrors: 0, chars: 0, glyphErrors: 0, glyphs: 0, ms: 0, images: 0 };
    tally.charErrors += errors.charErrors;
    tally.chars += errors.chars;
    tally.glyphErrors += errors.glyphErrors;
    tally.glyphs += errors.glyphs;
    tally.ms += ms;
    tally.images += 1;
    tallies.set(key, tally);
  };
  for (const sample of samples) {
    const png = await sample.png();
    if (write) writeFileSync(path.join(write, `${sample.name}.png`), png);
    const started = performance.now();
    const text = engine ? (await engine.recognize(png)).text : readNatively(png);
    const ms = performance.now() - started;
    const errors = textErrors(sample.text, text);
    for (const key of [`${sample.kind} ${sample.background}`, sample.kind, 'all']) add(key, errors, ms);
    if (verbose) {
      const cer = ((errors.charErrors / errors.chars) * 100).toFixed(0);
      console.log(`${sample.name.padEnd(22)} CER ${cer.padStart(3)}%  ${JSON.stringify(text.trim())}`);
    }
  }
  await engine?.shutdown();
  console.log('| slice | images | CER | CER without spaces | mean time |');
  console.log('|---|---|---|---|---|');
  const order = [...tallies.keys()].sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)));
  for (const key of order) {
    const t = tallies.get(key)!;
    const percent = (errors: number, of: number) => `${((errors / of) * 100).toFixed(1)}%`;
    console.log(
      `| ${key} | ${t.images} | ${percent(t.charErrors, t.chars)} | ${percent(t.glyphErrors, t.glyphs)} | ${Math.round(t.ms / t.images)} ms |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
