import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { EngineError } from '../errors';
import { APP_ROOT } from '../../../test-support/app-root';
import { detectorModelPath, startDetectorThreads } from './detector';
import { DEFAULT_DETECTOR_OPTIONS } from './detector-regions';
import { OnnxThreads } from './onnx-threads';

const blankInput = () => ({ pixels: new Uint8Array(64 * 64).fill(255), width: 64, height: 64 });

describe("OnnxThreads (the text detector's)", () => {
  it("answers with the regions found in the network's map, by the job's settings, twelve numbers a region", async () => {
    const threads = startDetectorThreads(1, { modelPath: detectorModelPath(APP_ROOT) });
    try {
      const regions = { ...DEFAULT_DETECTOR_OPTIONS };
      expect(await threads.run<Float64Array>(blankInput(), { regions })).toEqual(new Float64Array(0));
      // Every pixel counted as text: the whole input is one region, grown by 64·64·1.5 / 256 = 24:
      // its box, then its quad's corners clockwise from the top-left.
      const everything = { ...regions, pixelThreshold: -1, regionThreshold: -1 };
      const numbers = Array.from(await threads.run<Float64Array>(blankInput(), { regions: everything }));
      expect(numbers.map((value) => Math.round(value * 1000) / 1000)).toEqual([
        -24, -24, 88, 88, -24, -24, 88, -24, 88, 88, -24, 88,
      ]);
    } finally {
      await threads.close();
    }
  });

  it('rejects the jobs still running when it is closed, and every job after, as the engine shutting down', async () => {
    const threads = startDetectorThreads(1, { modelPath: detectorModelPath(APP_ROOT) });
    const running = expect(threads.run(blankInput())).rejects.toMatchObject({ kind: 'shutting_down' });
    await threads.close();
    await running;
    await expect(threads.run(blankInput())).rejects.toMatchObject({
      kind: 'shutting_down',
      message: "OCR's text detection is shutting down.",
    });
  });

  it('gives up on threads that die at start instead of starting them forever', async () => {
    const threads = new OnnxThreads(
      'text detection',
      1,
      () => new Worker("throw new Error('cannot load onnxruntime')", { eval: true }),
    );
    try {
      const errors: Array<{ kind?: string; cause?: unknown }> = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        errors.push(
          await threads.run(blankInput()).then(
            () => ({}),
            (error: EngineError) => error,
          ),
        );
      }
      expect(
        errors.every((error) => (error.cause as Error | undefined)?.message.includes('cannot load onnxruntime')),
      ).toBe(true);
      // Lost with its thread at first (a failed job), then refused: OCR unavailable, retry later.
      expect(errors[0]).toMatchObject({ kind: 'failed' });
      expect(errors.at(-1)).toMatchObject({ kind: 'unavailable', retryAfter: 30 });
      expect((errors.at(-1)!.cause as Error).message).toMatch(/^text detection is unavailable: /);
    } finally {
      await threads.close();
    }
  });
});
