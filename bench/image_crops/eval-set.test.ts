import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  centreBox,
  composeScene,
  holdsSubject,
  lineWhole,
  loadEntry,
  readPhotoEntries,
  SCENES,
  textLinesWhole,
} from './eval-set';
import { CROPS_DIR, halfOf, parseManifest, readManifests } from './manifests';

describe('centreBox', () => {
  it('is the largest box of the aspect, centred', () => {
    expect(centreBox(1600, 1000, '1:1')).toEqual({ x: 300, y: 0, width: 1000, height: 1000 });
    expect(centreBox(1600, 1000, '3:1')).toEqual({ x: 0, y: 233, width: 1600, height: 533 });
    expect(centreBox(800, 1800, '16:9')).toEqual({ x: 0, y: 675, width: 800, height: 450 });
    expect(centreBox(512, 512, '1:1')).toEqual({ x: 0, y: 0, width: 512, height: 512 });
  });

  it('rejects an aspect that is not one', () => {
    expect(() => centreBox(100, 100, '0:1')).toThrow(/not an aspect/);
  });
});

describe('holdsSubject', () => {
  const subject = { x: 100, y: 100, width: 200, height: 300 };

  it('wants the whole subject when the box can contain it', () => {
    expect(holdsSubject({ x: 50, y: 50, width: 500, height: 500 }, subject, '1:1')).toBe(true);
    expect(holdsSubject({ x: 150, y: 50, width: 500, height: 500 }, subject, '1:1')).toBe(false);
  });

  it('allows one pixel of rounding', () => {
    expect(holdsSubject({ x: 101, y: 100, width: 400, height: 400 }, subject, '1:1')).toBe(true);
    expect(holdsSubject({ x: 102, y: 100, width: 400, height: 400 }, subject, '1:1')).toBe(false);
  });

  it('asks a strip lower than the subject for as much of it as the strip can hold', () => {
    // A 3:1 strip 150 high across a 300-high subject: inside the subject's rows is all it can do.
    expect(holdsSubject({ x: 0, y: 150, width: 450, height: 150 }, subject, '3:1')).toBe(true);
    expect(holdsSubject({ x: 0, y: 320, width: 450, height: 150 }, subject, '3:1')).toBe(false);
    // It must still hold the subject's whole width, which it can.
    expect(holdsSubject({ x: 200, y: 150, width: 450, height: 150 }, subject, '3:1')).toBe(false);
  });

  it('given the image, does not excuse a crop smaller than the largest box of its aspect', () => {
    const small = { x: 150, y: 150, width: 90, height: 90 };
    expect(holdsSubject(small, subject, '1:1')).toBe(true);
    expect(holdsSubject(small, subject, '1:1', { width: 1000, height: 1000 })).toBe(false);
    const strip = { x: 0, y: 150, width: 450, height: 150 };
    expect(holdsSubject(strip, subject, '3:1', { width: 450, height: 600 })).toBe(true);
  });
});

describe('text lines', () => {
  const line = { x: 100, y: 500, width: 300, height: 40 };

  it('are whole inside the crop or outside it, not cut', () => {
    expect(lineWhole({ x: 0, y: 0, width: 600, height: 600 }, line)).toBe(true);
    expect(lineWhole({ x: 0, y: 0, width: 600, height: 400 }, line)).toBe(true);
    expect(lineWhole({ x: 0, y: 0, width: 600, height: 520 }, line)).toBe(false);
    expect(lineWhole({ x: 250, y: 0, width: 600, height: 600 }, line)).toBe(false);
    expect(lineWhole({ x: 0, y: 0, width: 600, height: 501 }, line)).toBe(true);
  });

  it('are counted as a share', () => {
    const other = { x: 100, y: 100, width: 300, height: 40 };
    expect(textLinesWhole({ x: 0, y: 0, width: 600, height: 520 }, [line, other])).toBe(0.5);
    expect(textLinesWhole({ x: 0, y: 0, width: 600, height: 600 }, [line, other])).toBe(1);
    expect(textLinesWhole({ x: 0, y: 0, width: 10, height: 10 }, [])).toBe(1);
  });
});

describe('the photographs', () => {
  it('each have a source, a licence, a category and a subject box', () => {
    const entries = readPhotoEntries();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const entry of entries) {
      expect(entry.package && entry.path && entry.licence && entry.category).toBeTruthy();
      expect(entry.subject.width * entry.subject.height).toBeGreaterThan(0);
    }
  });
});

describe('a manifest', () => {
  const good = {
    file: 'a.jpg',
    package: 'p 1.0 (Debian)',
    path: 'usr/share/a.jpg',
    licence: 'CC0-1.0',
    credit: 'someone',
    category: 'pet',
    subject: { x: 1, y: 2, width: 3, height: 4 },
  };

  it('defaults an entry to real, with no faces and no text lines', () => {
    const [entry] = parseManifest('demo', [good]).entries;
    expect(entry).toMatchObject({ real: true, faces: [], text: [], category: 'pet' });
  });

  it('names the manifest, the entry and the field at fault', () => {
    const bad = { ...good, file: 'b.jpg', subject: { x: 1, y: 2, width: 0, height: 4 } };
    expect(() => parseManifest('demo', [good, bad])).toThrow(
      /bench\/image_crops\/set\/demo\.json, entry 1 \(b\.jpg\): subject\.width/,
    );
    expect(() => parseManifest('demo', [{ ...good, category: 'cat' }])).toThrow(/entry 0 \(a\.jpg\): category/);
    expect(() => parseManifest('demo', [good, good])).toThrow(/entry 1 \(a\.jpg\): the file is listed twice/);
    expect(() => parseManifest('demo', { entries: [] })).toThrow(/demo\.json: not an array/);
  });

  it('has a composed entry name what it was composed from, and only a composed one', () => {
    expect(() => parseManifest('demo', [{ ...good, real: false }])).toThrow(/composedFrom/);
    expect(() => parseManifest('demo', [{ ...good, composedFrom: ['x.png'] }])).toThrow(/composedFrom/);
    const composed = { ...good, real: false, composedFrom: [{ file: 'x.png', region: good.subject }] };
    expect(parseManifest('demo', [composed]).entries[0]!.real).toBe(false);
  });

  it('refuses a box outside its image, naming the entry', async () => {
    const [entry] = readPhotoEntries();
    const { width } = await sharp(path.join(CROPS_DIR, 'photos', entry!.file)).metadata();
    const outside = { ...entry!, subject: { ...entry!.subject, x: width! - 1 } };
    await expect(loadEntry('photos', outside)).rejects.toThrow(
      new RegExp(`photos\\.json \\(${entry!.file}\\): the box .* is not inside`),
    );
  });
});

describe('the split into tune and check', () => {
  it('is fixed: the same halves on every run, from the name alone', () => {
    // Changing these re-splits the whole set: every check image may have been tuned on.
    expect(halfOf('photos/kite.jpg')).toBe('tune');
    expect(halfOf('photos/astronaut.jpg')).toBe('check');
    expect(halfOf('composed/large-object')).toBe('check');
  });

  it('puts between a third and two thirds of the set in each half', () => {
    const keys = [
      ...readManifests().flatMap(({ set, entries }) => entries.map((entry) => `${set}/${entry.file}`)),
      ...SCENES.map((scene) => `composed/${scene.name}`),
    ];
    const tune = keys.filter((key) => halfOf(key) === 'tune').length;
    expect(tune / keys.length).toBeGreaterThan(1 / 3);
    expect(tune / keys.length).toBeLessThan(2 / 3);
  });
});

describe('every manifest', () => {
  const manifests = readManifests();
  const licences = readdirSync(CROPS_DIR)
    .filter((name) => /^LICENSES.*\.md$/.test(name))
    .map((name) => readFileSync(path.join(CROPS_DIR, name), 'utf8'));

  it('has each image present, a JPEG or PNG of at most 1600 px, every box inside it', async () => {
    for (const { set, entries } of manifests)
      for (const entry of entries) {
        const loaded = await loadEntry(set, entry);
        expect(Math.max(loaded.width, loaded.height)).toBeLessThanOrEqual(1600);
      }
  });

  // A real image is listed by name; a composed one carries its parts (composedFrom) and its set's
  // LICENSES-<set>.md names the sources of those parts.
  it('has each image listed in a LICENSES*.md (its source and licence), a licence in its entry', () => {
    const listed = (set: string, entry: { file: string; composedFrom?: unknown }) =>
      entry.composedFrom
        ? existsSync(path.join(CROPS_DIR, `LICENSES-${set}.md`))
        : licences.some((text) => text.includes(`\`${entry.file}\``));
    const unlicensed = manifests.flatMap(({ set, entries }) =>
      entries.filter((entry) => !entry.licence.trim() || !listed(set, entry)).map((entry) => `${set}/${entry.file}`),
    );
    expect(unlicensed).toEqual([]);
  });
});

describe('a composed scene', () => {
  it('is a JPEG of its size with its boxes where its items were placed', async () => {
    const scene = SCENES.find((candidate) => candidate.name === 'caption-bottom-face-top')!;
    const built = await composeScene(scene);
    const meta = await sharp(built.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 1400]);
    expect(built.subject).toMatchObject({ x: 260, y: 60, height: 320 });
    expect(built.faces).toHaveLength(1);
    expect(built.text).toHaveLength(1);
    expect(built.text[0]!.y).toBeGreaterThan(1200);
  });
});
