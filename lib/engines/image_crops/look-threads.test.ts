import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { salienceMatters } from './choose';
import { lookAt } from './look';
import { APP_ROOT } from '../../../test-support/app-root';
import { startLookThreads, type LookThreads, type LookThreadData } from './look-threads';

const THREAD = path.join(__dirname, 'look-thread.ts');
/** look-thread.ts itself, through tsx's require hook (the build bundles it; the tests run the source). */
const spawnSource = (workerData: LookThreadData) =>
  new Worker(`require('tsx/cjs'); require(${JSON.stringify(THREAD)});`, { eval: true, workerData });

/** A grey 160x120 image with a saturated square off-centre. */
function picture() {
  const width = 160;
  const height = 120;
  const data = Buffer.alloc(width * height * 3, 120);
  for (let y = 20; y < 50; y++) for (let x = 100; x < 140; x++) data.set([230, 40, 40], (y * width + x) * 3);
  return { data, width, height };
}

describe('startLookThreads', () => {
  let threads: LookThreads | undefined;
  afterEach(async () => {
    await threads?.close();
    threads = undefined;
  });

  it('sees on its threads what a look in-process sees, and leaves the caller its pixels', async () => {
    threads = startLookThreads({ threads: 1, appRoot: APP_ROOT, spawn: spawnSource });
    const image = picture();
    const before = Buffer.from(image.data);
    const seen = await threads.look(image, { allCues: true });
    expect(image.data.equals(before)).toBe(true);
    const here = await lookAt(image, async () => []);
    expect(seen.faces).toEqual([]);
    // The animal finder, on threads started for it, sees no animal in a red square.
    expect(seen.animals).toEqual([]);
    expect(seen.subject).toEqual(here.subject);
    expect(seen.subject!.x).toBeGreaterThan(80);
    // The subject network, on its own thread, sees the red square too (right of the middle).
    expect(seen.net).toBeDefined();
    expect(seen.net!.box.x + seen.net!.box.width / 2).toBeGreaterThan(80);
  }, 60_000);

  it('measures salience only when what the faces and the network saw leaves it a say', async () => {
    threads = startLookThreads({ threads: 1, appRoot: APP_ROOT, spawn: spawnSource });
    const seen = await threads.look(picture());
    expect(seen.subject !== undefined).toBe(salienceMatters({ faces: seen.faces, net: seen.net }));
  }, 60_000);

  it('refuses looks once closed', async () => {
    threads = startLookThreads({ threads: 1, appRoot: APP_ROOT, spawn: spawnSource });
    await threads.close();
    await expect(threads.look(picture())).rejects.toMatchObject({ kind: 'shutting_down' });
    threads = undefined;
  });
});
