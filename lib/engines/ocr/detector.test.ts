import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentOf, processTree } from '../../../test-support/process-tree';
import { APP_ROOT } from '../../../test-support/app-root';
import { detectorModelPath, TextDetector } from './detector';
import { DEFAULT_DETECTOR_OPTIONS, regionsOf } from './detector-regions';
import { groupIntoRows } from './text-rows';
import { startOnnxSession } from '../../threads/onnx-session';

async function page(svgBody: string, width = 800, height = 400) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${svgBody}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

describe('regionsOf (DB post-processing)', () => {
  const width = 100;
  const height = 40;
  function map(fill: (x: number, y: number) => number): Float32Array {
    const probability = new Float32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) probability[y * width + x] = fill(x, y);
    return probability;
  }

  it('grows each confident region back by the unclip distance', () => {
    const probability = map((x, y) => (x >= 10 && x < 50 && y >= 10 && y < 20 ? 0.9 : 0));
    const [box, ...rest] = regionsOf(probability, width, height, DEFAULT_DETECTOR_OPTIONS);
    expect(rest).toEqual([]);
    // A 40 x 10 kernel grows by area * 1.5 / perimeter = 600 / 100 = 6 pixels on each side.
    expect(box).toMatchObject({ x0: 4, y0: 4, x1: 56, y1: 26 });
    // Its turned rectangle is the same box here, corners clockwise from the top-left.
    const corners = box!.quad!.map(({ x, y }) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000]);
    expect(corners).toEqual([
      [4, 4],
      [56, 4],
      [56, 26],
      [4, 26],
    ]);
  });

  it('fits a turned rectangle to a slanted region, grown by its own unclip distance', () => {
    // A band 40 long and 8 thick, rising by 1 pixel in 4 (about 14°).
    const probability = map((x, y) => {
      const along = x * 0.970143 - y * 0.242536;
      const across = x * 0.242536 + y * 0.970143;
      return along >= 10 && along < 50 && across >= 25 && across < 33 ? 0.9 : 0;
    });
    const [box] = regionsOf(probability, width, height, DEFAULT_DETECTOR_OPTIONS);
    const [p0, p1, , p3] = box!.quad!;
    const top = Math.hypot(p1.x - p0.x, p1.y - p0.y);
    const side = Math.hypot(p3.x - p0.x, p3.y - p0.y);
    // The top edge rises as the band does, and the rectangle is about (40 + 2d) x (8 + 2d), d = 320 * 1.5 / 96 = 5.
    expect((p0.y - p1.y) / (p1.x - p0.x)).toBeCloseTo(0.25, 1);
    expect(top).toBeGreaterThan(46);
    expect(top).toBeLessThan(54);
    expect(side).toBeGreaterThan(15);
    expect(side).toBeLessThan(22);
    // Its axis-aligned box holds the whole quad's middle.
    expect(box!.x0).toBeLessThan(p0.x);
  });

  it('drops regions whose mean probability is low, and specks under 3 pixels', () => {
    const probability = map((x, y) => {
      if (x >= 10 && x < 50 && y >= 10 && y < 20) return 0.4;
      if (x >= 70 && x < 72 && y >= 10 && y < 30) return 0.99;
      return 0;
    });
    expect(regionsOf(probability, width, height, DEFAULT_DETECTOR_OPTIONS)).toEqual([]);
  });
});

// Isolated: in a process of its own with lean allocator settings (OCR_DETECTOR_PROCESS); the same answers.
describe.each([false, true])('TextDetector (isolated: %s)', (isolated) => {
  const detector = new TextDetector(1, { modelPath: detectorModelPath(APP_ROOT), isolated });
  afterAll(() => detector.close());

  it('finds each printed line off the main thread, in the page’s pixels', async () => {
    const image = await page(
      '<text x="40" y="80" font-family="DejaVu Sans" font-size="28">SUB TOTAL 10.00</text>' +
        '<text x="40" y="200" font-family="DejaVu Sans" font-size="28">CASH 20.00 MYR</text>',
    );
    const boxes = (await detector.detect(image)).sort((a, b) => a.y0 - b.y0);
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes;
    // The text's ink spans about x 40–300, y 58–80 and y 178–200.
    expect(first!.x0).toBeLessThan(45);
    expect(first!.x1).toBeGreaterThan(280);
    expect(first!.y0).toBeLessThan(60);
    expect(first!.y1).toBeGreaterThan(78);
    expect(first!.y1).toBeLessThan(second!.y0);
    expect(second!.y1).toBeGreaterThan(198);
    for (const box of boxes) {
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(image.width);
    }
  });

  it('finds nothing on a blank page', async () => {
    expect(await detector.detect(await page(''))).toEqual([]);
  });

  it('rejects a job cleanly when the model cannot be loaded', async () => {
    const broken = new TextDetector(1, { modelPath: '/nonexistent/model.onnx', isolated });
    try {
      await expect(broken.detect(await page(''))).rejects.toThrow(/text detection failed/);
    } finally {
      await broken.close();
    }
  });
});

describe('TextDetector, isolated (OCR_DETECTOR_PROCESS)', () => {
  it('runs in a process of its own with the lean allocator settings', async () => {
    const detector = new TextDetector(1, { modelPath: detectorModelPath(APP_ROOT), isolated: true });
    try {
      await detector.detect(await page(''));
      const environments = processTree(process.pid).slice(1).map(environmentOf);
      const detectorProcess = environments.find((env) => env.includes('MALLOC_TRIM_THRESHOLD_=131072'));
      expect(detectorProcess).toBeDefined();
      expect(detectorProcess!.find((entry) => entry.startsWith('GLIBC_TUNABLES='))).toMatch(
        /glibc\.malloc\.hugetlb=1$/,
      );
    } finally {
      await detector.close();
    }
  });
});

describe("the detector's session without onnxruntime's memory pattern", () => {
  it('gives the same text probabilities as with it, on pages of different sizes one after another', async () => {
    const modelPath = detectorModelPath(APP_ROOT);
    const [planned, unplanned] = await Promise.all([
      startOnnxSession(modelPath),
      startOnnxSession(modelPath, { memoryPattern: false }),
    ]);
    const run = async ({ ort, session }: typeof planned, width: number, height: number) => {
      const input = new Float32Array(3 * width * height).map((_, i) => ((i * 7919) % 255) / 255);
      const output = await session.run({
        [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, height, width]),
      });
      return Array.from((output[session.outputNames[0]!] as unknown as { data: Float32Array }).data);
    };
    try {
      for (const [width, height] of [
        [96, 64],
        [64, 128],
        [96, 64],
      ] as const) {
        const [expected, actual] = [await run(planned, width, height), await run(unplanned, width, height)];
        expect(actual).toHaveLength(width * height);
        expect(actual.every((value, i) => Math.abs(value - expected[i]!) < 1e-5)).toBe(true);
      }
    } finally {
      await Promise.all([planned.session.release(), unplanned.session.release()]);
    }
  });
});

describe('the detector on a tall page read in bands', () => {
  const detector = new TextDetector(1, { modelPath: detectorModelPath(APP_ROOT) });
  afterAll(() => detector.close());

  it('finds the lines the whole page gives, those across a band’s edge included', async () => {
    const lines = Array.from(
      { length: 24 },
      (_, i) =>
        `<text x="30" y="${60 + i * 50}" font-family="DejaVu Sans Mono" font-size="30">ITEM ${i + 1} PRICE ${i}.99</text>`,
    ).join('');
    const image = await page(lines, 600, 1280);
    const whole = await detector.detect(image, { ...DEFAULT_DETECTOR_OPTIONS, bandRows: 0 });
    const banded = await detector.detect(image, { ...DEFAULT_DETECTOR_OPTIONS, bandRows: 384 });
    // The same rows, where the whole page has them, each as wide (a word may split differently).
    const rows = (regions: typeof whole) => groupIntoRows(regions).map((row) => row.box);
    expect(rows(whole)).toHaveLength(24);
    expect(rows(banded)).toHaveLength(24);
    rows(banded).forEach((box, i) => {
      const other = rows(whole)[i]!;
      expect(Math.abs(box.y0 + box.y1 - other.y0 - other.y1) / 2).toBeLessThanOrEqual(2);
      expect(Math.abs(box.x1 - box.x0 - (other.x1 - other.x0))).toBeLessThanOrEqual(4);
    });
  }, 60_000);
});
