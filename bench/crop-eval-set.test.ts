import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  centreBox,
  composeScene,
  holdsSubject,
  lineWhole,
  readPhotoEntries,
  SCENES,
  textLinesWhole,
} from './crop-eval-set';

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
  it('each have a source, a licence and a subject box', () => {
    const entries = readPhotoEntries();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const entry of entries) {
      expect(entry.package && entry.path && entry.licence).toBeTruthy();
      expect(entry.subject.width * entry.subject.height).toBeGreaterThan(0);
    }
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
