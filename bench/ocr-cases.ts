import type { BenchCase } from './run';

/** OCR's benchmark cases; none until the OCR operation is present in this build. */
export async function ocrCases(_post: (path: string, body: unknown) => () => Promise<boolean>): Promise<BenchCase[]> {
  return [];
}
