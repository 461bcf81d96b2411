import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getPriority } from 'node:os';
import { getEnvironmentData } from 'node:worker_threads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePgm } from './preprocess';
import { createOcrWorker, shareCompiledCore } from './tesseract-worker';

const require = createRequire(import.meta.url);

/** Each thread of this process and its nice value (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceness(): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task').map(Number)) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      threads.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

describe.runIf(process.platform === 'linux')('createOcrWorker', () => {
  it('reads on a thread 5 steps nicer than the event loop', async () => {
    const before = threadNiceness();
    const worker = await createOcrWorker(process.cwd());
    try {
      const started = [...threadNiceness()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(started).toContain(Math.min(19, getPriority() + 5));
      const { data } = await worker.recognize(readFileSync('test-support/fixtures/sroie_005.jpg'));
      expect(data.text.length).toBeGreaterThan(20);
    } finally {
      await worker.terminate();
    }
  });
});

describe('a page handed to tesseract.js as a greymap (encodePgm)', () => {
  it('reads as the same page does as a PNG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120"><rect width="100%" height="100%" fill="#fff"/>' +
      '<text x="16" y="50" font-family="DejaVu Sans" font-size="28">SUB TOTAL 10.00</text>' +
      '<text x="16" y="100" font-family="DejaVu Sans" font-size="28">CASH 20.00</text></svg>';
    const { data: grey, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    const pgm = encodePgm({ grey, width: info.width, height: info.height });
    expect(pgm.subarray(0, 15).toString('ascii')).toBe(`P5\n${info.width} ${info.height}\n255\n`);
    const png = await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
    const worker = await createOcrWorker(process.cwd());
    try {
      const fromPgm = (await worker.recognize(pgm)).data.text;
      expect(fromPgm).toMatch(/SUB TOTAL 10\.00\s+CASH 20\.00/);
      expect(fromPgm).toBe((await worker.recognize(png)).data.text);
    } finally {
      await worker.terminate();
    }
  });
});

describe('shareCompiledCore', () => {
  it("compiles the core variant tesseract.js's worker picks, once, for every worker thread started after it", async () => {
    await shareCompiledCore(process.cwd());
    const shared = getEnvironmentData('tesseract-core') as { variant: string; module: unknown };
    expect(shared.module).toBeInstanceOf(WebAssembly.Module);
    // The worker asks its picker for a core as below (a flag where an engine mode is expected); should
    // tesseract.js pick another variant one day, the threads would compile their own again.
    const pickCore = require('tesseract.js/src/worker-script/node/getCore.js') as (
      lstmOnly: boolean,
      corePath: undefined,
      res: { progress(): void },
    ) => Promise<unknown>;
    const picked = await pickCore(true, undefined, { progress: () => undefined });
    expect(picked).toBe(require(`tesseract.js-core/${shared.variant}`));
    await shareCompiledCore(process.cwd());
    expect(getEnvironmentData('tesseract-core')).toBe(shared);
  });
});
