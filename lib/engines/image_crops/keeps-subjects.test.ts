import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsSubject, type Aspect } from '../../../bench/image_crops/eval-set';
import { CENTRED, holdsEyes, logoOffset } from '../../../bench/image_crops/eyes';
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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Marked {
  file: string;
  subject: Box;
  face?: Box;
  eyes?: Array<{ x: number; y: number }>;
}
const manifest = (set: string) =>
  JSON.parse(readFileSync(path.join(APP_ROOT, `bench/image_crops/set/${set}.json`), 'utf8')) as Marked[];
const PHOTOS = manifest('photos');

describe("the cropper as the service wires it, on photographs whose first crops cut their subject or an animal's face", () => {
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

  // The sheep's face, seen front on, is centred on only with the animal's face (the body's middle
  // before); the cat's face fills the frame (no sure network subject, no animal cue).
  it.each([
    ['gcompris-animals', 'sheep.jpg', 'animal'],
    ['photos', 'chelsea.jpg', 'salience'],
  ])(
    '%s/%s: the banner holds both marked eyes and the square is centred between them',
    async (set, file, cue) => {
      const bytes = readFileSync(path.join(APP_ROOT, 'bench/image_crops/set', set, file));
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const result = await cropper.crop({ bytes, format: 'jpeg', width, height }, [
        { aspect: [3, 1], width: 300, height: 100 },
        { aspect: [1, 1], width: 200, height: 200 },
      ]);
      const { face, eyes } = manifest(set).find((entry) => entry.file === file)!;
      const animal = { face: face!, eyes: eyes! };
      expect(eyes).toHaveLength(2);
      expect(result.basis.subject.cue).toBe(cue);
      expect(holdsEyes(result.crops[0]!.box, animal)).toBe(true);
      expect(logoOffset(result.crops[1]!.box, animal, '1:1', { width, height })).toBeLessThanOrEqual(CENTRED);
    },
    60_000,
  );
});
