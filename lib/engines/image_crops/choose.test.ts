import { describe, expect, it } from 'vitest';
import { chooseBox, salienceMatters, WEIGHTS, whatMatters, type Analysis } from './choose';
import { saliencyMap, salientBox } from './saliency-map';
import type { Box, Found } from './types';

/** An analysis of a flat grey image with an optional bright square, faces and text lines. */
function scene(width: number, height: number, things: { spot?: Box; faces?: Found[]; text?: Box[] } = {}): Analysis {
  const rgb = Buffer.alloc(width * height * 3, 128);
  if (things.spot) {
    for (let y = things.spot.y; y < things.spot.y + things.spot.height; y++) {
      for (let x = things.spot.x; x < things.spot.x + things.spot.width; x++)
        rgb
          .fill(0, (y * width + x) * 3, (y * width + x) * 3 + 1)
          .fill(255, (y * width + x) * 3 + 1, (y * width + x) * 3 + 3);
    }
  }
  const saliency = saliencyMap(rgb, width, height);
  return { width, height, subject: salientBox(saliency), faces: things.faces ?? [], text: things.text ?? [] };
}

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('chooseBox', () => {
  it('takes the largest box of the aspect the image holds', () => {
    const box = chooseBox(scene(400, 100), [1, 1]);
    expect(box.width).toBeCloseTo(100);
    expect(box.height).toBeCloseTo(100);
    const strip = chooseBox(scene(300, 300), [3, 1]);
    expect(strip).toMatchObject({ x: 0, width: 300 });
    expect(strip.height).toBeCloseTo(100);
  });

  it('centres on a plain image and is deterministic', () => {
    const analysis = scene(400, 100);
    expect(chooseBox(analysis, [1, 1]).x).toBeCloseTo(150, 0);
    expect(chooseBox(analysis, [1, 1])).toEqual(chooseBox(analysis, [1, 1]));
  });

  it('slides to a salient thing near an edge', () => {
    const spot = { x: 360, y: 40, width: 30, height: 30 };
    expect(contains(chooseBox(scene(400, 100, { spot }), [1, 1]), spot)).toBe(true);
  });

  it('keeps a face whole over a brighter patch elsewhere', () => {
    const face = { x: 10, y: 30, width: 40, height: 40, score: 0.9 };
    const box = chooseBox(scene(400, 100, { spot: { x: 300, y: 10, width: 80, height: 80 }, faces: [face] }), [1, 1]);
    expect(contains(box, face)).toBe(true);
  });

  it('slides off the middle rather than cut a text line it could hold whole', () => {
    // The middle crop (150 to 250) would cut this line; keeping it whole costs a slide of 10 pixels.
    const line = { x: 100, y: 40, width: 60, height: 20 };
    const box = chooseBox(scene(400, 100, { text: [line] }), [1, 1]);
    const cut = box.x < line.x + line.width && box.x + box.width > line.x && !contains(box, line);
    expect(cut).toBe(false);
    expect(box.x).not.toBeCloseTo(150, 0);
  });

  it('on a picture heavy with text (a screenshot of a post), slides far from the middle to cut no line', () => {
    // A 300 × 300 picture of lines edge to edge: four of 25 pixels from the top to 100, seven of 26 from
    // 100 to 282. The 3:1 strip (100 tall) cuts none only at the very top, far from the middle.
    const lines = [
      ...[0, 25, 50, 75].map((y) => ({ x: 10, y, width: 280, height: 25 })),
      ...[100, 126, 152, 178, 204, 230, 256].map((y) => ({ x: 10, y, width: 280, height: 26 })),
    ];
    const analysis = scene(300, 300, { text: lines });
    const cuts = (box: Box) =>
      lines.some((line) => box.y < line.y + line.height && box.y + box.height > line.y && !contains(box, line));
    expect(cuts(chooseBox(analysis, [3, 1]))).toBe(false);
    // Not heavy with text for the weights: the middle pull wins and a line is cut.
    expect(cuts(chooseBox(analysis, [3, 1], { ...WEIGHTS, textHeavy: Infinity }))).toBe(true);
  });

  it('stays in the middle of a plain image with no face, and centres on a face near an edge', () => {
    expect(chooseBox(scene(400, 100), [1, 1]).x).toBeCloseTo(150, 0);
    const face = { x: 330, y: 30, width: 40, height: 40, score: 0.9 };
    const box = chooseBox(scene(400, 100, { faces: [face] }), [1, 1]);
    expect(box.x + box.width / 2).toBeCloseTo(face.x + face.width / 2, 0);
  });

  it('in a strip that cannot hold the whole subject, keeps the face at its top', () => {
    const face = { x: 80, y: 20, width: 60, height: 60, score: 0.9 };
    const spot = { x: 60, y: 20, width: 100, height: 260 };
    const box = chooseBox(scene(200, 300, { spot, faces: [face] }), [3, 1]);
    expect(contains(box, face)).toBe(true);
  });
});

describe('whatMatters on a plain image', () => {
  it('takes the whole frame for the subject when nothing stands out, and a spot when one does', () => {
    expect(whatMatters(scene(400, 100)).subject).toEqual({
      box: { x: 0, y: 0, width: 400, height: 100 },
      cue: 'frame',
    });
    const spot = { x: 360, y: 40, width: 30, height: 30 };
    const seen = whatMatters(scene(400, 100, { spot })).subject;
    expect(seen.cue).toBe('salience');
    expect(contains(seen.box, spot)).toBe(true);
  });
});

describe('focusMap', () => {
  it('scores a sharp patch above a smooth backdrop', async () => {
    const { focusMap } = await import('./saliency-map');
    const width = 64;
    const height = 32;
    const grey = Buffer.alloc(width * height, 120);
    for (let y = 0; y < height; y++) for (let x = 40; x < 56; x++) grey[y * width + x] = (x + y) % 2 ? 20 : 230;
    const focus = focusMap(grey, width, height, 16, 8);
    expect(focus[4 * 16 + 12]).toBeGreaterThan(0.9);
    expect(focus[4 * 16 + 3]).toBe(0);
  });
});

describe('saliencyMap', () => {
  it('takes a busy texture along the border for backdrop, not for the subject', () => {
    const width = 256;
    const height = 128;
    const rgb = Buffer.alloc(width * height * 3, 150);
    // Gravel-like texture over the left half (touching the border), a smooth coloured disc on the right.
    for (let y = 0; y < height; y++)
      for (let x = 0; x < 128; x++)
        rgb.fill((x >> 1) % 2 === (y >> 1) % 2 ? 30 : 230, (y * width + x) * 3, (y * width + x) * 3 + 3);
    for (let y = 0; y < height; y++)
      for (let x = 128; x < width; x++)
        if ((x - 196) ** 2 + (y - 64) ** 2 < 30 ** 2) rgb.set([40, 90, 200], (y * width + x) * 3);
    const subject = salientBox(saliencyMap(rgb, width, height));
    expect(subject.x).toBeGreaterThan(150);
    expect(subject.x + subject.width).toBeLessThan(240);
  });

  describe('with the subject network', () => {
    /** An analysis whose salience subject sits in the middle, and what the network saw. */
    const withNet = (net: Analysis['net'], faces: Found[] = []): Analysis => ({
      width: 400,
      height: 100,
      subject: { x: 180, y: 30, width: 40, height: 40 },
      faces,
      text: [],
      net,
    });
    const offToTheRight = { x: 320, y: 20, width: 60, height: 60 };

    it("follows the network's subject off the middle when it is sure and no face is found", () => {
      const box = chooseBox(withNet({ box: offToTheRight, peak: 0.995, cover: 0.1 }), [1, 1]);
      expect(contains(box, offToTheRight)).toBe(true);
    });

    it('keeps to the salience subject when the network is unsure, and to a face it is sure of', () => {
      const unsure = chooseBox(withNet({ box: offToTheRight, peak: 0.5, cover: 0.1 }), [1, 1]);
      expect(contains(unsure, { x: 180, y: 30, width: 40, height: 40 })).toBe(true);
      expect(contains(unsure, offToTheRight)).toBe(false);
      const face = { x: 20, y: 30, width: 30, height: 30, score: 0.9 };
      const withFace = chooseBox(withNet({ box: offToTheRight, peak: 0.995, cover: 0.1 }, [face]), [1, 1]);
      expect(contains(withFace, face)).toBe(true);
      // A weak find (the face finder's on animals and textures) gives way to the sure network's subject.
      const weak = { ...face, score: 0.5 };
      const withWeak = chooseBox(withNet({ box: offToTheRight, peak: 0.995, cover: 0.1 }, [weak]), [1, 1]);
      expect(contains(withWeak, offToTheRight)).toBe(true);
    });

    it('says which cue the subject it keeps came from, and which faces it keeps', () => {
      const face = { x: 20, y: 30, width: 30, height: 30, score: 0.9 };
      const weak = { ...face, score: 0.5 };
      const sure = { box: offToTheRight, peak: 0.995, cover: 0.1 };
      expect(whatMatters(withNet(sure))).toEqual({ faces: [], subject: { box: offToTheRight, cue: 'network' } });
      // A face kept: the salience subject weighs beside it, the network's is not taken.
      expect(whatMatters(withNet(sure, [face]))).toEqual({
        faces: [face],
        subject: { box: { x: 180, y: 30, width: 40, height: 40 }, cue: 'salience' },
      });
      expect(whatMatters(withNet(sure, [weak]))).toMatchObject({ faces: [], subject: { cue: 'network' } });
      expect(whatMatters(withNet({ ...sure, peak: 0.5 })).subject.cue).toBe('salience');
      expect(whatMatters(withNet(undefined)).subject.cue).toBe('salience');
    });

    it('needs the salience subject only when it can change the choice, and chooses the same without it', () => {
      const face = { x: 20, y: 30, width: 30, height: 30, score: 0.9 };
      const weak = { ...face, score: 0.5 };
      const sure = { box: offToTheRight, peak: 0.995, cover: 0.1 };
      const cases: Array<[Analysis, boolean]> = [
        [withNet(sure), false],
        [withNet(sure, [weak]), false],
        [withNet(sure, [face]), true],
        [withNet({ ...sure, peak: 0.5 }), true],
        [withNet(undefined), true],
      ];
      for (const [analysis, needed] of cases) {
        expect(salienceMatters(analysis)).toBe(needed);
        if (needed) continue;
        const { subject: _unused, ...without } = analysis;
        for (const aspect of [
          [1, 1],
          [3, 1],
          [1, 3],
        ] as Array<[number, number]>)
          expect(chooseBox(without, aspect)).toEqual(chooseBox(analysis, aspect));
        expect(whatMatters(without)).toEqual(whatMatters(analysis));
      }
    });

    it('keeps the top of a subject taller than a banner', () => {
      const tall: Analysis = {
        width: 300,
        height: 600,
        subject: { x: 100, y: 250, width: 100, height: 100 },
        faces: [],
        text: [],
        net: { box: { x: 50, y: 120, width: 200, height: 460 }, peak: 0.995, cover: 0.4 },
      };
      const banner = chooseBox(tall, [3, 1]);
      expect(banner.height).toBeCloseTo(100);
      // Inside the subject's top (1.25 strip heights from its top edge at 120), not its middle (350).
      expect(banner.y).toBeGreaterThanOrEqual(120 - 0.5);
      expect(banner.y + banner.height).toBeLessThanOrEqual(120 + 125 + 0.5);
    });
  });
});

describe("an animal's face in the network's subject", () => {
  // A wide image, a sure network's subject lying on its left two thirds (an animal lying down), its
  // head at the subject's top left.
  const body = { x: 20, y: 60, width: 500, height: 200 };
  const seen = [{ ...body, score: 0.5 }];
  const animal = (finds: Found[], top?: { x: number; y: number }, animals: Found[] = seen): Analysis => ({
    width: 640,
    height: 320,
    subject: { x: 0, y: 0, width: 640, height: 320 },
    faces: finds.filter((find) => find.score >= 0.5),
    finds,
    animals,
    text: [],
    net: { box: body, peak: 0.995, cover: 0.3, ...(top && { top }) },
  });
  const faint = { x: 60, y: 80, width: 60, height: 60, score: 0.4 };
  const centreOf = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

  it("takes the surest faint find in the subject's upper part for the face, and centres the square crop on it", () => {
    const analysis = animal([faint, { x: 400, y: 200, width: 60, height: 60, score: 0.45 }]);
    expect(whatMatters(analysis).subject).toEqual({
      box: body,
      cue: 'animal',
      face: { x: faint.x, y: faint.y, width: faint.width, height: faint.height },
    });
    const logo = chooseBox(analysis, [1, 1]);
    const asBefore = chooseBox(analysis, [1, 1], { ...WEIGHTS, animalSlack: -1 });
    // Without the face the square centres on the subject (270); with it, it moves towards the face
    // (90) as far as it still holds as much of the subject, keeping a little of it spare.
    expect(centreOf(asBefore).x).toBeCloseTo(270, 0);
    expect(contains(logo, faint)).toBe(true);
    expect(centreOf(logo).x).toBeCloseTo(body.x + 160 + WEIGHTS.animalSpare * body.width, 0);
    const banner = chooseBox(analysis, [3, 1]);
    expect(contains(banner, faint)).toBe(true);
  });

  it("with no faint find in the subject's upper part, takes the subject's top for the face when asked to", () => {
    const low = { x: 400, y: 200, width: 60, height: 60, score: 0.45 };
    // Shipped off (no gain on the eval's tune half): the network's subject as before.
    expect(whatMatters(animal([low], { x: 100, y: 62 })).subject).toEqual({ box: body, cue: 'network' });
    const weights = { ...WEIGHTS, animalSize: 0.4 };
    const face = whatMatters(animal([low], { x: 100, y: 62 }), weights).subject.face!;
    expect(centreOf(face).x).toBeCloseTo(100);
    expect(face.y).toBeCloseTo(body.y);
    expect(face.width).toBeCloseTo(200 * 0.4);
    // No top measured: the network's subject as before.
    expect(whatMatters(animal([low]), weights).subject).toEqual({ box: body, cue: 'network' });
  });

  it('looks for no face when the animal finder sees no animal in the subject, or is not sure enough', () => {
    expect(whatMatters(animal([faint], undefined, [])).subject).toEqual({ box: body, cue: 'network' });
    const unsure = [{ ...body, score: WEIGHTS.animalSeen - 0.05 }];
    expect(whatMatters(animal([faint], undefined, unsure)).subject.cue).toBe('network');
    const elsewhere = [{ x: 560, y: 0, width: 80, height: 80, score: 0.9 }];
    expect(whatMatters(animal([faint], undefined, elsewhere)).subject.cue).toBe('network');
  });

  it('leaves a face taken for a person’s, and an unsure network, as they were', () => {
    const person = { ...faint, score: 0.9 };
    // The salience map's subject, here the whole frame, as without the animal's face.
    expect(whatMatters(animal([person])).subject.cue).toBe('frame');
    const unsure = { ...animal([faint]), net: { box: body, peak: 0.5, cover: 0.3 } };
    expect(whatMatters(unsure).subject.cue).toBe('frame');
  });
});
