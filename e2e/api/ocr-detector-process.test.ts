import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, post, startApp } from '../../test-support/app';
import { environmentOf, isRunning, processTree } from '../../test-support/process-tree';

const KEY = 'ocr-detector-process-key-0123456789';
const ENV = {
  API_KEYS: JSON.stringify([{ key: KEY, user: 'isolated' }]),
  RATE_LIMIT_RPM: '100000',
  OCR_WORKERS: '1',
  OCR_DETECTOR_PROCESS: 'true',
};

async function receipt(): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="260"><rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="40" y="90" font-family="DejaVu Sans" font-size="34">SUB TOTAL 12.50</text>` +
    `<text x="40" y="180" font-family="DejaVu Sans" font-size="34">CASH 20.00</text></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The server's child processes running the text detector (started with the lean allocator settings). */
function detectorProcesses(serverPid: number): number[] {
  return processTree(serverPid)
    .slice(1)
    .filter((pid) => environmentOf(pid).includes('MALLOC_TRIM_THRESHOLD_=131072'));
}

async function gone(pids: number[]): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (pids.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return !pids.some(isRunning);
}

describe('OCR with the text detector in a process of its own (OCR_DETECTOR_PROCESS=true)', () => {
  it('reads as usual, and its process ends with the server on SIGTERM', async () => {
    const app = await startApp(ENV);
    let stopped = false;
    try {
      const response = await post(app, '/private/ocr', { images: [await receipt()] }, bearer(KEY));
      expect(response.status).toBe(200);
      const lines = response.body.results[0].lines as Array<{ text: string }>;
      expect(lines.map((line) => line.text).join('\n')).toMatch(/SUB TOTAL 12\.50[\s\S]*CASH 20\.00/i);
      // The networks were folded (onnx-graph/fold-in-thread.ts) in the detector's process too.
      expect(app.logs()).not.toMatch(/runs unfolded/);
      const detectors = detectorProcesses(app.process.pid!);
      expect(detectors).toHaveLength(1);
      expect(await app.stop('SIGTERM')).toBe(0);
      stopped = true;
      expect(await gone(detectors)).toBe(true);
    } finally {
      if (!stopped) await app.stop();
    }
  }, 60_000);

  it('leaves no detector process behind when the server is killed', async () => {
    const app = await startApp(ENV);
    const detectors = detectorProcesses(app.process.pid!);
    expect(detectors).toHaveLength(1);
    await app.stop('SIGKILL');
    expect(await gone(detectors)).toBe(true);
  }, 60_000);
});
