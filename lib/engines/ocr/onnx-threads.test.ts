import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startDetectorThreads } from './detector';
import { OnnxThreads } from './onnx-threads';

const blankInput = () => ({ pixels: new Uint8Array(64 * 64).fill(255), width: 64, height: 64 });

describe("OnnxThreads (the text detector's)", () => {
  it('answers with one probability per input pixel', async () => {
    const threads = startDetectorThreads(1);
    try {
      const probability = await threads.run(blankInput());
      expect(probability).toHaveLength(64 * 64);
      expect(Math.max(...probability)).toBeLessThan(0.3);
    } finally {
      await threads.close();
    }
  });

  it('rejects the jobs still running when it is closed, and every job after', async () => {
    const threads = startDetectorThreads(1);
    const running = expect(threads.run(blankInput())).rejects.toThrow(/closed/);
    await threads.close();
    await running;
    await expect(threads.run(blankInput())).rejects.toThrow(/closed/);
  });

  it('gives up on threads that die at start instead of starting them forever', async () => {
    const threads = new OnnxThreads(
      'text detection',
      1,
      () => new Worker("throw new Error('cannot load onnxruntime')", { eval: true }),
    );
    try {
      const messages: string[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        messages.push(
          await threads.run(blankInput()).then(
            () => 'answered',
            (error: Error) => error.message,
          ),
        );
      }
      expect(messages.every((message) => message.includes('cannot load onnxruntime'))).toBe(true);
      expect(messages.at(-1)).toMatch(/^text detection is unavailable: /);
    } finally {
      await threads.close();
    }
  });
});
