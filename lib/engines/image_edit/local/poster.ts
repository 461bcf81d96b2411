import type { RawImage, Rgb } from '../../../images/raw';
import { solid } from '../pixels';
import type { NamedColour, TextOp } from './plan';

/*
 * The wanted poster: the picture in sepia on old paper, "WANTED" above it and a name or caption
 * below, in dark brown, inside a thin rule.
 */

export const PAPER: NamedColour = { name: 'paper', colour: { r: 233, g: 213, b: 168 } };
export const INK: NamedColour = { name: 'brown', colour: { r: 74, g: 44, b: 22 } };
/** Paper between the canvas's edge and what is drawn on it. */
export const POSTER_MARGIN = 26;
/** What the poster says below the picture when the prompt gives no name or caption. */
export const POSTER_SUBTITLE = 'DEAD OR ALIVE';

const POSTER_LINE: Omit<TextOp, 'text' | 'placement' | 'size'> = {
  meme: true,
  band: true,
  colour: INK,
  bold: true,
  shadow: false,
};

/** "WANTED" over the picture. */
export const WANTED_TITLE: TextOp = { ...POSTER_LINE, text: 'WANTED', placement: 'top', size: 'huge' };

/** A name or caption as the poster writes it: dark brown capitals in a band below the picture. */
export function posterLine(text: TextOp): TextOp {
  const { outline: _outline, box: _box, ...rest } = text;
  return { ...rest, ...POSTER_LINE, placement: 'bottom', size: text.size === 'huge' ? 'huge' : 'big' };
}

/** The poster's texts: its title, then the prompt's lines (or its default subtitle). */
export function posterTexts(texts: TextOp[]): TextOp[] {
  const lines = texts.length > 0 ? texts : [posterLine({ ...WANTED_TITLE, text: POSTER_SUBTITLE })];
  return [WANTED_TITLE, ...lines];
}

/** A small deterministic generator in [0, 1), for the paper's grain. */
function grain(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

/** Old paper: the paper colour, darker and browner towards its edges, with a fine grain, and a rule inside its margin. */
export function paperCanvas(size: number): RawImage {
  const canvas = solid(size, size, PAPER.colour);
  const random = grain(size);
  const half = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const edge = Math.max(Math.abs(x + 0.5 - half), Math.abs(y + 0.5 - half)) / half;
      const darker = 1 - (0.32 * Math.max(0, edge - 0.7) ** 2) / 0.09 - random() * 0.05;
      const at = (y * size + x) * 3;
      canvas.data[at] = Math.round(PAPER.colour.r * darker);
      canvas.data[at + 1] = Math.round(PAPER.colour.g * darker * 0.98);
      canvas.data[at + 2] = Math.round(PAPER.colour.b * darker * 0.94);
    }
  }
  drawRule(canvas, POSTER_MARGIN / 2, 3, INK.colour);
  return canvas;
}

/** A rectangle's outline `width` pixels wide, `inset` from the canvas's edges. */
export function drawRule(
  canvas: RawImage,
  inset: number,
  width: number,
  colour: Rgb,
  box?: { x: number; y: number; width: number; height: number },
): void {
  const area = box ?? { x: inset, y: inset, width: canvas.width - 2 * inset, height: canvas.height - 2 * inset };
  const paint = (left: number, top: number, w: number, h: number) => {
    for (let y = Math.max(0, top); y < Math.min(canvas.height, top + h); y += 1)
      for (let x = Math.max(0, left); x < Math.min(canvas.width, left + w); x += 1)
        canvas.data.set([colour.r, colour.g, colour.b], (y * canvas.width + x) * 3);
  };
  const { x, y } = { x: Math.round(area.x), y: Math.round(area.y) };
  paint(x, y, area.width, width);
  paint(x, y + area.height - width, area.width, width);
  paint(x, y, width, area.height);
  paint(x + area.width - width, y, width, area.height);
}
