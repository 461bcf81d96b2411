import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { isImageError } from '../../images/invalid';
import type { LoadedImage } from '../../images/types';
import { isEngineError } from '../errors';
import type { ImageEditor } from './editor';
import { createThreadedImageEditor, type EditThreadData } from './edit-threads';

/** edit-thread.ts itself, through tsx's require hook (the build bundles it; the tests run the source). */
const THREAD = fileURLToPath(new URL('./edit-thread.ts', import.meta.url));
const spawnSource = (workerData: EditThreadData) =>
  new Worker(`require('tsx/cjs'); require(${JSON.stringify(THREAD)});`, { eval: true, workerData });

async function jpegInput(width: number, height: number): Promise<LoadedImage> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
    .jpeg()
    .toBuffer();
  // A copy over memory of its own, as a large decoded data URL's bytes are.
  return { bytes: Buffer.from(new Uint8Array(bytes).buffer), format: 'jpeg', width, height };
}

let editor: ImageEditor | undefined;
afterEach(async () => {
  await editor?.close?.();
  editor = undefined;
});

describe('the embedded editor in its own thread', () => {
  it('finds faces for laser eyes with the face model from the app’s folder', async () => {
    editor = createThreadedImageEditor({ threads: 1, maxPixels: 40_000_000, appRoot: APP_ROOT, spawn: spawnSource });
    const photo = fileURLToPath(new URL('../../../bench/image_crops/set/photos/astronaut.jpg', import.meta.url));
    const bytes = await sharp(photo).jpeg().toBuffer();
    const { applied } = await editor.edit('laser eyes', [{ bytes, format: 'jpeg', width: 512, height: 512 }]);
    expect(applied).toEqual(['laser-eyes(1)']);
  }, 60_000);

  it('blurs the background with the subject network, and puts a crown on the head, from the app’s folder', async () => {
    editor = createThreadedImageEditor({ threads: 1, maxPixels: 40_000_000, appRoot: APP_ROOT, spawn: spawnSource });
    const photo = fileURLToPath(new URL('../../../bench/image_crops/set/photos/astronaut.jpg', import.meta.url));
    const bytes = await sharp(photo).jpeg().toBuffer();
    const input = [{ bytes, format: 'jpeg' as const, width: 512, height: 512 }];
    expect((await editor.edit('blur the background', input)).applied).toEqual(['blur-background(6)']);
    expect((await editor.edit('put a crown on her head', input)).applied).toEqual([
      'sticker("\\u{1f451}" head normal)',
    ]);
  }, 60_000);

  it('answers the 512x512 baseline JPEG and the plan it applied', async () => {
    editor = createThreadedImageEditor({ threads: 1, maxPixels: 40_000_000, appRoot: APP_ROOT, spawn: spawnSource });
    const input = await jpegInput(800, 400);
    const { jpeg, applied } = await editor.edit('make it black and white', [input]);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512, isProgressive: false });
    expect(applied).toContain('grayscale');
    // The input's memory was handed to the thread, not copied.
    expect(input.bytes.byteLength).toBe(0);
  });

  it('refuses an input it cannot decode as an ImageError naming its field', async () => {
    editor = createThreadedImageEditor({ threads: 1, maxPixels: 40_000_000, appRoot: APP_ROOT, spawn: spawnSource });
    const good = await jpegInput(64, 64);
    const damaged = await jpegInput(300, 300);
    damaged.bytes = damaged.bytes.subarray(0, 400);
    const error = await editor.edit('add a border', [good, damaged]).catch((caught: unknown) => caught);
    expect(isImageError(error) && error.field).toBe('images[1]');
    // The thread keeps serving after a refused input.
    const { jpeg } = await editor.edit('hello', []);
    expect((await sharp(jpeg).metadata()).width).toBe(512);
  });

  it('answers a thread that dies mid-edit as a failed engine, and edits again on a fresh thread', async () => {
    let started = 0;
    // The first thread dies on its first job; later ones are the real editor.
    editor = createThreadedImageEditor({
      threads: 1,
      maxPixels: 40_000_000,
      appRoot: APP_ROOT,
      spawn: (workerData) =>
        started++ === 0
          ? new Worker("require('node:worker_threads').parentPort.on('message', () => process.exit(3))", {
              eval: true,
            })
          : spawnSource(workerData),
    });
    const error = await editor.edit('hello', []).catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('failed');
    const { jpeg } = await editor.edit('hello', []);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    expect(started).toBe(2);
  });

  it('refuses edits once closed as the engine shutting down', async () => {
    editor = createThreadedImageEditor({ threads: 1, maxPixels: 40_000_000, appRoot: APP_ROOT, spawn: spawnSource });
    await editor.close?.();
    const error = await editor.edit('hello', []).catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.kind).toBe('shutting_down');
  });
});
