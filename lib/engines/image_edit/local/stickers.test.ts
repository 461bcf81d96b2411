import { describe, expect, it } from 'vitest';
import { clearOf, placeStickers, type AskedSticker } from './stickers';

const sticker = (symbol: string, at?: AskedSticker['at']): AskedSticker => ({
  symbol,
  name: 'emoji',
  size: 'normal',
  ...(at ? { at } : {}),
});

describe('placeStickers', () => {
  it('keeps the places asked for, moves a second one to the nearest free place, and fills the rest in order', () => {
    const { placed, unplaced } = placeStickers([
      sticker('a', 'bottom-left'),
      sticker('b', 'bottom-left'),
      sticker('c'),
    ]);
    expect(placed.map(({ symbol, at }) => [symbol, at])).toEqual([
      ['a', 'bottom-left'],
      ['b', 'bottom'],
      ['c', 'top-right'],
    ]);
    expect(unplaced).toEqual([]);
  });

  it('leaves the places a text over the picture holds for last', () => {
    const { placed } = placeStickers(
      Array.from({ length: 5 }, (_, index) => sticker(String(index))),
      ['top'],
    );
    expect(placed.map(({ at }) => at)).toEqual(['top-right', 'top-left', 'bottom-right', 'bottom-left', 'bottom']);
  });

  it('answers the stickers there is no place left for', () => {
    const { placed, unplaced } = placeStickers(Array.from({ length: 9 }, (_, index) => sticker(String(index))));
    expect(placed).toHaveLength(7);
    expect(unplaced.map(({ symbol }) => symbol)).toEqual(['7', '8']);
  });
});

describe('clearOf', () => {
  const area = { x: 0, y: 64, width: 512, height: 384 };

  it('moves a sticker at the top below a text it would cover, and one at the bottom above it', () => {
    const text = { x: 20, y: 70, width: 470, height: 80 };
    const box = clearOf({ x: 414, y: 74, width: 88, height: 88 }, [text], area, 'top-right');
    expect(box.y).toBeGreaterThanOrEqual(text.y + text.height);
    expect(box.x + box.width).toBe(502);
    const low = { x: 20, y: 360, width: 470, height: 80 };
    const up = clearOf({ x: 10, y: 350, width: 88, height: 88 }, [low], area, 'bottom-left');
    expect(up.y + up.height).toBeLessThanOrEqual(low.y);
  });

  it('leaves a sticker with nothing under it where it is', () => {
    const box = { x: 10, y: 74, width: 88, height: 88 };
    expect(clearOf(box, [{ x: 300, y: 300, width: 50, height: 50 }], area, 'top-left')).toEqual(box);
  });
});
