import { describe, expect, it } from 'vitest';
import { placeOver, seenMarks, seenSummary } from './seen-marks';
import type { CropsResult } from './types';

const result: CropsResult = {
  imageIndex: 0,
  width: 1000,
  height: 500,
  crops: [],
  subject: { cue: 'network', box: { x: 250, y: 50, width: 500, height: 400 } },
  faces: [{ x: 300, y: 60, width: 100, height: 120, score: 0.876 }],
  textLines: [{ x: 0, y: 450, width: 1000, height: 40 }],
};

describe('placeOver', () => {
  it('places a box in percent of the source’s size, so it scales with the picture as shown', () => {
    expect(placeOver({ x: 250, y: 50, width: 500, height: 400 }, result)).toEqual({
      left: '25%',
      top: '10%',
      width: '50%',
      height: '80%',
    });
    expect(placeOver({ x: 0, y: 0, width: 1000, height: 500 }, result)).toEqual({
      left: '0%',
      top: '0%',
      width: '100%',
      height: '100%',
    });
    expect(placeOver({ x: 1, y: 1, width: 1, height: 1 }, { width: 3, height: 3 })).toEqual({
      left: '33.333%',
      top: '33.333%',
      width: '33.333%',
      height: '33.333%',
    });
  });

  it('keeps a box that spills over the picture inside it', () => {
    expect(placeOver({ x: 900, y: -10, width: 200, height: 100 }, result)).toEqual({
      left: '90%',
      top: '0%',
      width: '10%',
      height: '18%',
    });
  });
});

describe('seenMarks', () => {
  it('lists the subject named by its cue, then each face with its score, then each text line', () => {
    const marks = seenMarks(result);
    expect(marks.map((mark) => [mark.kind, mark.label])).toEqual([
      ['subject', 'subject · network'],
      ['face', 'face 0.88'],
      ['text', undefined],
    ]);
    expect(marks[0]!.description).toBe('Subject (network): 500×400 at 250,50');
    expect(marks[2]!.box).toEqual(result.textLines[0]);
    expect(seenMarks({ ...result, subject: { ...result.subject, cue: 'frame' } })[0]!.label).toBe(
      'subject · whole frame',
    );
  });

  it('has nothing for a run kept from before answers said what the engine saw', () => {
    const old = { imageIndex: 0, width: 1000, height: 500, crops: [] } as unknown as CropsResult;
    expect(seenMarks(old)).toEqual([]);
    expect(seenSummary(old)).toMatch(/before answers said/);
  });
});

describe('seenSummary', () => {
  it('says where the subject came from and counts the faces and text lines', () => {
    expect(seenSummary(result)).toBe('Seen: the subject found by the network, 1 face, 1 text line.');
    expect(seenSummary({ ...result, subject: { ...result.subject, cue: 'frame' }, faces: [], textLines: [] })).toBe(
      'Seen: no subject standing out (the whole frame), no faces, no text lines.',
    );
  });
});

describe('an animal’s face', () => {
  it('is marked beside the subject it was found in, and named in the summary', () => {
    const animal: CropsResult = {
      ...result,
      subject: {
        cue: 'animal',
        box: { x: 250, y: 50, width: 500, height: 400 },
        face: { x: 300, y: 60, width: 90, height: 80 },
      },
      faces: [],
    };
    const marks = seenMarks(animal);
    expect(marks.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'subject', label: 'subject · network, animal' }),
      {
        kind: 'face',
        label: 'animal face',
        description: 'Animal face: 90×80 at 300,60',
        box: { x: 300, y: 60, width: 90, height: 80 },
      },
    ]);
    expect(seenSummary(animal)).toContain('centred on an animal’s face');
  });
});
