import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsSubject, type Aspect } from '../../../bench/image_crops/eval-set';
import { APP_ROOT } from '../../../test-support/app-root';
import { createTextDetector } from '../ocr/detector';
import { DEFAULT_OCR_SETTINGS } from '../ocr/settings';
import { toRect } from '../ocr/types';
import { createLocalImageCropper } from './cropper';
import { startLookThreads, type LookThreadData } from './look-threads';
import type { ImageCropper } from './types';

const THREAD = path.join(__dirname, 'look-thread.ts');
/** look-thread.ts itself, through tsx's require hook (the build bundles it; the tests run the source). */
const spawnSource = (workerData: LookThreadData) =>
  new Worker(`require('tsx/cjs'); require(${JSON.stringify(THREAD)});`, { eval: true, workerData });

interface Marked {
  file: string;
  subject: { x: number; y: number; width: number; height: number };
}
const PHOTOS = JSON.parse(readFileSync(path.join(APP_ROOT, 'bench/image_crops/set/photos.json'), 'utf8')) as Marked[];

describe('the cropper as the service wires it, on two photographs whose first crops cut their subject', () => {
  let cropper: ImageCropper;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
    const looks = startLookThreads({ threads: 1, appRoot: APP_ROOT, spawn: spawnSource });
    cropper = createLocalImageCropper({
      maxPixels: 40_000_000,
      look: looks.look,
      findText: async (image) => (await detector.detect(image)).map(toRect),
    });
    close = () => Promise.all([detector.close(), looks.close()]);
  }, 60_000);
  afterAll(() => close());

  it.each([
    ['seeding.jpg', '1:1'],
    ['raccoon.jpg', '3:1'],
  ] as Array<[string, Aspect]>)(
    '%s at %s keeps the subject marked by hand',
    async (file, aspect) => {
      const bytes = readFileSync(path.join(APP_ROOT, 'bench/image_crops/set/photos', file));
      const { width, height } = await sharp(bytes).metadata();
      const [w, h] = aspect.split(':').map(Number) as [number, number];
      const result = await cropper.crop({ bytes, format: 'jpeg', width: width!, height: height! }, [
        { aspect: [w, h], width: 300, height: Math.round((300 * h) / w) },
      ]);
      const { subject } = PHOTOS.find((photo) => photo.file === file)!;
      expect(holdsSubject(result.crops[0]!.box, subject, aspect, { width: width!, height: height! })).toBe(true);
    },
    60_000,
  );
});
