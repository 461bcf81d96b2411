import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { SMALL_RECEIPT } from '../../test-support/fixtures/receipts';
import type { BenchCase } from '../helpers';

const run = promisify(execFile);
const SAMPLE = SMALL_RECEIPT;

/** Whether Debian's `tesseract` is on this machine: the native baseline runs only then. */
export function nativeTesseractAvailable(): boolean {
  return spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** One native Tesseract run on one thread, reading the same image as the service. */
export async function nativeTesseract(file: string): Promise<boolean> {
  const { stdout } = await run('tesseract', [file, 'stdout', '--psm', '6'], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return stdout.trim().length > 0;
}

/** OCR of one real receipt (ocr-dev, 463x605) against native Tesseract on the same file. */
export async function ocrCases(post: (route: string, body: unknown) => () => Promise<boolean>): Promise<BenchCase[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(SAMPLE);
  } catch {
    return [];
  }
  const native = nativeTesseractAvailable();
  return [
    {
      name: 'ocr, one receipt (463x605)',
      requests: 30,
      service: post('/private/ocr', { images: [`data:image/jpeg;base64,${bytes.toString('base64')}`] }),
      baselineName: native ? 'native tesseract 5, --psm 6, 1 thread' : 'native tesseract not installed',
      baseline: native ? () => nativeTesseract(SAMPLE) : undefined,
    },
  ];
}
