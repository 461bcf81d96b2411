import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../test-support/app-root';
import { toRaw } from '../../images/raw';
import { atSide, netModelPath } from '../../subjects/subject-map';
import { findNetSubject, netSubjectOf } from './subject-net';

const PHOTOS = path.join(APP_ROOT, 'bench/image_crops/set/photos');
/** The subject marked by hand in bench/image_crops/set/photos.json. */
const photo = (file: string) =>
  (
    JSON.parse(readFileSync(path.join(APP_ROOT, 'bench/image_crops/set/photos.json'), 'utf8')) as Array<{
      file: string;
      subject: { x: number; y: number; width: number; height: number };
    }>
  ).find((entry) => entry.file === file)!;

describe('the subject network (u2netp)', () => {
  it('is the file its notice names, byte for byte', () => {
    const bytes = readFileSync(netModelPath(APP_ROOT));
    expect(bytes.length).toBe(4_574_861);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '309c8469258dda742793dce0ebea8e6dd393174f89934733ecc8b14c76f4ddd8',
    );
  });

  it('declares another input side by changing only the sides its file declares', () => {
    const bytes = readFileSync(netModelPath(APP_ROOT));
    expect(atSide(bytes, 320)).toBe(bytes);
    const smaller = atSide(bytes, 256);
    expect(smaller.length).toBe(bytes.length);
    const changed = [...smaller.keys()].filter((at) => smaller[at] !== bytes[at]);
    // Two bytes a declared side: the input's and the first output's height and width.
    expect(changed.length).toBe(6);
    expect(changed.every((at) => bytes[at] === 0xc0 && smaller[at] === 0x80)).toBe(true);
    expect(() => atSide(bytes, 100)).toThrow();
    expect(() => atSide(Buffer.from('not a model'), 256)).toThrow();
  });

  it('finds the raccoon, sure of it, and boxes all of where it was marked', async () => {
    const image = await toRaw(sharp(path.join(PHOTOS, 'raccoon.jpg')).resize(512, 512, { fit: 'inside' }));
    const found = await findNetSubject(APP_ROOT, image);
    expect(found).toBeDefined();
    expect(found!.peak).toBeGreaterThan(0.9);
    const k = image.width / 1024;
    const marked = photo('raccoon.jpg').subject;
    const { box } = found!;
    const slack = 0.05 * image.width;
    expect(box.x).toBeLessThanOrEqual(marked.x * k + slack);
    expect(box.y).toBeLessThanOrEqual(marked.y * k + slack);
    expect(box.x + box.width).toBeGreaterThanOrEqual((marked.x + marked.width) * k - slack);
    expect(box.y + box.height).toBeGreaterThanOrEqual((marked.y + marked.height) * k - slack);
    expect(found!.cover).toBeGreaterThan(0.05);
    expect(found!.cover).toBeLessThan(0.9);
  }, 30_000);

  it('answers nothing, without failing, for a 1×1 image and a one-colour one', async () => {
    const tiny = { data: Buffer.from([200, 30, 30]), width: 1, height: 1 };
    expect(await findNetSubject(APP_ROOT, tiny)).toBeUndefined();
    const grey = { data: Buffer.alloc(64 * 48 * 3, 128), width: 64, height: 48 };
    const seen = await findNetSubject(APP_ROOT, grey);
    // A flat image gives the network nothing to pick: no subject, or a low-confidence one.
    expect(seen === undefined || seen.peak < 0.9).toBe(true);
  }, 30_000);

  it('reads a map: the heavy region above half its range, its peak, cover and top; nothing from a flat map', () => {
    const map = new Float32Array(10 * 10).fill(0.01);
    for (let y = 2; y < 6; y++) for (let x = 3; x < 8; x++) map[y * 10 + x] = 0.95;
    expect(netSubjectOf(map, 10, 10)).toEqual({
      box: { x: 3, y: 2, width: 5, height: 4 },
      peak: expect.closeTo(0.95, 5) as number,
      cover: 0.2,
      // The middle of the mask in the top fifth of the box (its first row here), in the map's pixels.
      top: { x: 5.5, y: 2.5 },
    });
    expect(netSubjectOf(new Float32Array(100).fill(0.3), 10, 10)).toBeUndefined();
  });
});
