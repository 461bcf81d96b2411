import type { Corner, Placement, Sticker } from './plan';

/** A sticker as read from the prompt: its place when the prompt names one. */
export type AskedSticker = Omit<Sticker, 'at'> & { at?: Corner };

/** The places a sticker may take, in the order one with no place of its own is given them. */
export const STICKER_PLACES: readonly Corner[] = [
  'top-right',
  'top-left',
  'bottom-right',
  'bottom-left',
  'top',
  'bottom',
  'centre',
];

/** Where each place is on the canvas, as (column, row) of a 3x3 grid: for "the nearest free place". */
const CELL: Record<Corner, [number, number]> = {
  'top-left': [0, 0],
  top: [1, 0],
  'top-right': [2, 0],
  centre: [1, 1],
  'bottom-left': [0, 2],
  bottom: [1, 2],
  'bottom-right': [2, 2],
  head: [1, 0],
  face: [1, 1],
};

const distance = (a: Corner, b: Corner) =>
  Math.hypot(CELL[a][0] - CELL[b][0], CELL[a][1] - CELL[b][1]) + STICKER_PLACES.indexOf(b) / 100;

/**
 * Gives each sticker a place of its own: the one the prompt asked for when it is free, else the
 * nearest free one; stickers with no place take the free places in order, leaving the places a
 * text over the picture holds (its top, bottom or centre) for last. Two stickers never share a
 * place; those there is no place left for are returned apart, to be owned up to.
 */
export function placeStickers(
  stickers: AskedSticker[],
  textPlaces: Placement[] = [],
): { placed: Sticker[]; unplaced: AskedSticker[] } {
  const taken = new Set<Corner>();
  const placed = new Map<AskedSticker, Sticker>();
  const free = () => STICKER_PLACES.filter((place) => !taken.has(place));
  for (const sticker of stickers.filter((one) => one.at !== undefined)) {
    const asked = sticker.at!;
    const at = taken.has(asked) ? free().sort((a, b) => distance(asked, a) - distance(asked, b))[0] : asked;
    if (at === undefined) continue;
    taken.add(at);
    placed.set(sticker, { ...sticker, at });
  }
  const byText = (place: Corner) => (textPlaces.includes(place as Placement) ? 1 : 0);
  for (const sticker of stickers.filter((one) => one.at === undefined)) {
    const at = free().sort((a, b) => byText(a) - byText(b))[0];
    if (at === undefined) continue;
    taken.add(at);
    placed.set(sticker, { ...sticker, at });
  }
  return {
    placed: stickers.flatMap((sticker) => {
      const one = placed.get(sticker);
      return one ? [one] : [];
    }),
    unplaced: stickers.filter((sticker) => !placed.has(sticker)),
  };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Moves a sticker's box off the boxes already drawn (texts over the picture, other stickers):
 * down from the top, up from the bottom, away from the middle, as far as it must, within `area`.
 * Where it cannot get clear it is shrunk (down to half its size) where it would overlap least.
 */
export function clearOf(box: Rect, drawn: Rect[], area: Rect, at: Corner): Rect {
  const tryAt = (candidate: Rect) => !drawn.some((other) => overlaps(candidate, other));
  if (tryAt(box)) return box;
  const downward = !at.startsWith('bottom');
  for (let scale = 1; scale >= 0.5; scale -= 0.125) {
    const width = Math.round(box.width * scale);
    const height = Math.round(box.height * scale);
    const x = at.endsWith('left')
      ? box.x
      : at.endsWith('right')
        ? box.x + box.width - width
        : box.x + (box.width - width) / 2;
    const edges = drawn.map((other) => (downward ? other.y + other.height + 4 : other.y - height - 4));
    const start = downward ? box.y : box.y + box.height - height;
    const ys = [start, ...edges]
      .filter((y) => (downward ? y >= start : y <= start))
      .filter((y) => y >= area.y && y + height <= area.y + area.height)
      .sort((a, b) => Math.abs(a - start) - Math.abs(b - start));
    for (const y of ys) {
      const candidate = { x: Math.round(x), y: Math.round(y), width, height };
      if (tryAt(candidate)) return candidate;
    }
  }
  return box;
}
