import { describe, expect, it } from 'vitest';
import {
  liesAcross,
  looksSideways,
  pageConfidence,
  readTheRightWayUp,
  turnBox,
  turnPage,
  type Turn,
} from './orientation';
import type { AnalysedPage } from './recognize';
import type { OcrPageResult } from './types';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

/** A 4 × 2 page whose pixel values are their index, so a turn can be read off the grey bytes. */
function page(): AnalysedPage['prepared'] {
  return {
    grey: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]),
    width: 4,
    height: 2,
    scale: 0.5,
    originalWidth: 8,
    originalHeight: 4,
  };
}

describe('how a page is turned', () => {
  it('takes a page whose text stands tall for one held sideways, and not specks or a page of lines', () => {
    expect(looksSideways([box(10, 10, 30, 200), box(40, 10, 60, 180), box(0, 0, 200, 20)])).toBe(true);
    expect(looksSideways([box(10, 10, 300, 40), box(10, 50, 280, 80), box(0, 0, 20, 100)])).toBe(false);
    expect(looksSideways([box(0, 0, 2, 7), box(3, 0, 5, 7)])).toBe(false);
    expect(looksSideways([])).toBe(false);
  });

  it('takes a page whose text area is mostly in wide regions for one whose text lies across it', () => {
    expect(liesAcross([box(10, 10, 300, 40), box(10, 50, 280, 80), box(0, 0, 20, 100)])).toBe(true);
    expect(liesAcross([box(10, 10, 30, 200), box(40, 10, 60, 180), box(0, 0, 200, 20)])).toBe(false);
    // Squarish regions (single letters, blobs) say neither; specks are not counted.
    expect(liesAcross([box(0, 0, 30, 30), box(40, 0, 70, 25), box(0, 40, 300, 41)])).toBe(false);
    expect(liesAcross([box(0, 0, 7, 2)])).toBe(false);
  });

  it.each([
    [90 as Turn, [4, 0, 5, 1, 6, 2, 7, 3], 2, 4],
    [180 as Turn, [7, 6, 5, 4, 3, 2, 1, 0], 4, 2],
    [270 as Turn, [3, 7, 2, 6, 1, 5, 0, 4], 2, 4],
  ])('turns its pixels clockwise by %i°, with the sizes it maps back to', async (turn, grey, width, height) => {
    const turned = await turnPage(page(), turn);
    expect([...turned.grey]).toEqual(grey);
    expect([turned.width, turned.height]).toEqual([width, height]);
    expect([turned.originalWidth, turned.originalHeight]).toEqual(width === 2 ? [4, 8] : [8, 4]);
    expect(turned.scale).toBe(0.5);
  });

  it('turns a box with its page, and four quarter turns bring it back', () => {
    const start = box(1, 0, 3, 1);
    expect(turnBox(start, 90, 4, 2)).toEqual(box(1, 1, 2, 3));
    expect(turnBox(start, 180, 4, 2)).toEqual(box(1, 1, 3, 2));
    let turned = start;
    for (const [width, height] of [
      [4, 2],
      [2, 4],
      [4, 2],
      [2, 4],
    ] as const)
      turned = turnBox(turned, 90, width, height);
    expect(turned).toEqual(start);
  });

  it('weighs a page’s confidence by its lines’ lengths', () => {
    const line = (text: string, confidence: number) => ({ text, confidence, points: [] as never });
    expect(pageConfidence({ text: '', lines: [] })).toBe(0);
    expect(pageConfidence({ text: '', lines: [line('abc', 0.9), line('a', 0.1)] })).toBeCloseTo(0.7);
  });
});

/** A reader that reads surely only the page turned by `upright` from the one it was given. */
function readerFor(upright: Turn) {
  const seen: number[] = [];
  const read = async ({ prepared }: AnalysedPage): Promise<OcrPageResult> => {
    // The test page's first byte says how it was turned: 0 unturned, 4 by 90°, 7 by 180°, 3 by 270°.
    const turn = ({ 0: 0, 4: 90, 7: 180, 3: 270 } as Record<number, Turn>)[prepared.grey[0]!]!;
    seen.push(turn);
    const sure = turn === upright;
    return {
      text: sure ? 'TOTAL 12.50' : 'x1 ~',
      lines: [
        {
          text: sure ? 'TOTAL 12.50' : 'x1 ~',
          confidence: sure ? 0.9 : 0.2,
          points: [
            { x: 0, y: 0 },
            { x: 3, y: 0 },
            { x: 3, y: 1 },
            { x: 0, y: 1 },
          ],
        },
      ],
    };
  };
  return { read, seen };
}

describe('reading a page the right way up', () => {
  const how = (read: (page: AnalysedPage) => Promise<OcrPageResult>) => ({
    read,
    detect: async () => [box(0, 0, 1, 2)],
    turnBelow: 0.55,
    turnMargin: 0.1,
  });

  it('reads an upright page once', async () => {
    const { read, seen } = readerFor(0);
    const result = await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(read));
    expect(result.text).toBe('TOTAL 12.50');
    expect(seen).toEqual([0]);
  });

  it.each([
    [180 as Turn, [0, 180]],
    [270 as Turn, [0, 180, 270]],
    [90 as Turn, [0, 180, 270, 90]],
  ])('reads a page that reads only turned by %i° until it is sure', async (upright, tried) => {
    const { read, seen } = readerFor(upright);
    const result = await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(read));
    expect(result.text).toBe('TOTAL 12.50');
    expect(seen).toEqual(tried);
    // Its points are in the unturned page's original pixels (8 × 4), clockwise from the top-left.
    for (const { x, y } of result.lines[0]!.points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(8);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(4);
    }
    const [topLeft, topRight, bottomRight, bottomLeft] = result.lines[0]!.points;
    expect(topLeft.x).toBe(bottomLeft.x);
    expect(topRight.x).toBe(bottomRight.x);
    expect(topLeft.y).toBe(topRight.y);
    expect(topLeft.x).toBeLessThanOrEqual(topRight.x);
    expect(topLeft.y).toBeLessThanOrEqual(bottomLeft.y);
  });

  it('tries a doubtful page whose text lies across it upside down, but not at a quarter turn', async () => {
    const { read, seen } = readerFor(90);
    const result = await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 40, 10)] }, how(read));
    expect(seen).toEqual([0, 180]);
    expect(result.text).toBe('x1 ~');
    const upsideDown = readerFor(180);
    expect(
      (await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 40, 10)] }, how(upsideDown.read))).text,
    ).toBe('TOTAL 12.50');
  });

  it('reads a page the detector found no text on once', async () => {
    const { read, seen } = readerFor(180);
    await readTheRightWayUp({ prepared: page(), regions: [] }, how(read));
    expect(seen).toEqual([0]);
  });

  it('tries the quarter turns first for a page held sideways', async () => {
    const { read, seen } = readerFor(90);
    await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 10, 40)] }, how(read));
    expect(seen).toEqual([270, 90]);
  });

  it('keeps the unturned reading of a page that is sure no way up (noise), unless a turn is clearly surer', async () => {
    const noise = async (): Promise<OcrPageResult> => ({
      text: 'x',
      lines: [{ text: 'x', confidence: 0.3, points: [] as never }],
    });
    const result = await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(noise));
    expect(result.lines[0]!.confidence).toBe(0.3);
    const never = await readTheRightWayUp(
      { prepared: page(), regions: [box(0, 0, 4, 1)] },
      { ...how(readerFor(180).read), turnBelow: 0 },
    );
    expect(never.text).toBe('x1 ~');
  });
});
