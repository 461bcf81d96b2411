import { describe, expect, it } from 'vitest';
import { looksSideways, readTheRightWayUp, turnBox, turnPage, type Turn } from './orientation';
import type { AnalysedPage } from './recognize';
import type { OcrPageResult, Region } from './types';

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
  const detected: number[] = [];
  const how = (read: (page: AnalysedPage, upright: boolean) => Promise<OcrPageResult>, turn?: Turn) => ({
    read,
    detect: async (image: { width: number }) => {
      detected.push(image.width);
      return [box(0, 0, 1, 2)];
    },
    findTurn: turn === undefined ? undefined : async () => turn,
  });

  it.each([0, 90, 180, 270] as Turn[])('reads a page once, turned by the %i° found for it', async (upright) => {
    const { read, seen } = readerFor(upright);
    detected.length = 0;
    const result = await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(read, upright));
    expect(result.text).toBe('TOTAL 12.50');
    expect(seen).toEqual([upright]);
    // A quarter turn finds the page's regions again, on the turned page (2 px wide).
    expect(detected).toEqual(upright === 90 || upright === 270 ? [2] : []);
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

  it('tells the reader the page is upright once its turn is found, and not without a finder', async () => {
    const told: boolean[] = [];
    const read = async (_page: AnalysedPage, upright: boolean) => {
      told.push(upright);
      return { text: '', lines: [] };
    };
    await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(read, 180));
    await readTheRightWayUp({ prepared: page(), regions: [box(0, 0, 4, 1)] }, how(read));
    expect(told).toEqual([true, false]);
  });

  it('turns the regions and their quads with a page read upside down', async () => {
    let regions: AnalysedPage['regions'] = [];
    const read = async (turned: AnalysedPage) => {
      regions = turned.regions;
      return { text: '', lines: [] };
    };
    const quad = [
      { x: 0.5, y: 0 },
      { x: 3, y: 0.5 },
      { x: 2.5, y: 1.5 },
      { x: 0, y: 1 },
    ] as const;
    await readTheRightWayUp(
      { prepared: page(), regions: [{ ...box(0, 0, 3, 2), quad: [...quad] } as Region] },
      how(read, 180),
    );
    expect(regions).toEqual([
      {
        ...box(1, 0, 4, 2),
        quad: [
          { x: 1.5, y: 0.5 },
          { x: 4, y: 1 },
          { x: 3.5, y: 2 },
          { x: 1, y: 1.5 },
        ],
      },
    ]);
  });

  it('reads a page the detector found no text on as it is', async () => {
    const { read, seen } = readerFor(180);
    await readTheRightWayUp({ prepared: page(), regions: [] }, how(read, 180));
    expect(seen).toEqual([0]);
  });
});
