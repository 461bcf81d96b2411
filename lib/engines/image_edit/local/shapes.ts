import { fromRaw, toRaw, type RawImage, type Rgb } from '../../../images/raw';
import { blit, solid } from '../pixels';
import type { Background, Shape } from './plan';

/** The canvas behind the pictures: white, a colour, or a top-to-bottom gradient. */
export function backgroundCanvas(size: number, background?: Background): RawImage {
  if (!background) return solid(size, size);
  if (background.kind === 'solid') return solid(size, size, background.colour.colour);
  const canvas = solid(size, size);
  const { from, to } = { from: background.from.colour, to: background.to.colour };
  for (let y = 0; y < size; y += 1) {
    const t = y / (size - 1);
    const row = [from.r + (to.r - from.r) * t, from.g + (to.g - from.g) * t, from.b + (to.b - from.b) * t].map(
      Math.round,
    );
    for (let x = 0; x < size; x += 1) canvas.data.set(row, (y * size + x) * 3);
  }
  return canvas;
}

/** A part of a picture, in its pixels. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What of a picture is kept before it is placed: the part a zoom keeps (around `focus`, a face, when
 * given, else the centre), then the square of a square or circle (centred on the focus when there is
 * one).
 */
export function cropBoxFor(
  width: number,
  height: number,
  { shape, zoom, focus }: { shape?: Shape; zoom?: number; focus?: CropBox } = {},
): CropBox {
  let box: CropBox = { x: 0, y: 0, width, height };
  // The face's box starts at the brows: its centre is a little above the box's.
  const centre = focus
    ? { x: focus.x + focus.width / 2, y: focus.y + focus.height * 0.4 }
    : { x: width / 2, y: height / 2 };
  if (zoom && focus) {
    // A zoom on a face keeps about three faces' height at 1.5x, less the more it zooms, at the picture's shape.
    const keptHeight = Math.min(height, Math.max(focus.height * 1.4, (focus.height * 4.5) / zoom));
    const keptWidth = (keptHeight * width) / height;
    box = around(centre, Math.round(keptWidth), Math.round(keptHeight), box);
  } else if (zoom) {
    box = around(centre, Math.max(1, Math.round(width / zoom)), Math.max(1, Math.round(height / zoom)), box);
  }
  if (shape?.kind === 'square' || shape?.kind === 'circle') {
    const side = Math.min(box.width, box.height);
    box = around(focus ? centre : { x: box.x + box.width / 2, y: box.y + box.height / 2 }, side, side, box);
  }
  return box;
}

/** A box of a size centred on a point, moved to lie inside `within`. */
function around(centre: { x: number; y: number }, width: number, height: number, within: CropBox): CropBox {
  const x = Math.min(Math.max(within.x, Math.round(centre.x - width / 2)), within.x + within.width - width);
  const y = Math.min(Math.max(within.y, Math.round(centre.y - height / 2)), within.y + within.height - height);
  return { x, y, width, height };
}

export function cropTo(picture: RawImage, box: CropBox): Promise<RawImage> {
  if (box.width === picture.width && box.height === picture.height) return Promise.resolve(picture);
  return toRaw(fromRaw(picture).extract({ left: box.x, top: box.y, width: box.width, height: box.height }));
}

/** Coverage of a shape at pixel (x, y) of a w x h picture, 0..1, antialiased over about one pixel. */
type Coverage = (x: number, y: number) => number;

function circleCoverage(width: number, height: number, inset = 0): Coverage {
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) / 2 - inset;
  return (x, y) => clamp(radius - Math.hypot(x + 0.5 - cx, y + 0.5 - cy) + 0.5);
}

function roundedCoverage(width: number, height: number): Coverage {
  const radius = Math.round(Math.min(width, height) * 0.12);
  return (x, y) => {
    const dx = Math.max(radius - (x + 0.5), x + 0.5 - (width - radius), 0);
    const dy = Math.max(radius - (y + 0.5), y + 0.5 - (height - radius), 0);
    if (dx === 0 || dy === 0) return 1;
    return clamp(radius - Math.hypot(dx, dy) + 0.5);
  };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Draws a picture onto the canvas at (x, y) through a shape: whole, a circle (with its ring), or rounded. */
export function drawShaped(canvas: RawImage, picture: RawImage, x: number, y: number, shape?: Shape): void {
  if (shape?.kind !== 'circle' && shape?.kind !== 'rounded') return blit(canvas, picture, x, y);
  const { width, height } = picture;
  const coverage =
    shape?.kind === 'circle'
      ? circleCoverage(width, height)
      : shape?.kind === 'rounded'
        ? roundedCoverage(width, height)
        : undefined;
  const ring =
    shape?.kind === 'circle' && shape.ring
      ? { colour: shape.ring.colour, inner: circleCoverage(width, height, Math.max(6, Math.round(width * 0.035))) }
      : undefined;
  for (let row = 0; row < height; row += 1) {
    const cy = row + y;
    if (cy < 0 || cy >= canvas.height) continue;
    for (let column = 0; column < width; column += 1) {
      const cx = column + x;
      if (cx < 0 || cx >= canvas.width) continue;
      const outer = coverage ? coverage(column, row) : 1;
      if (outer === 0) continue;
      const to = (cy * canvas.width + cx) * 3;
      const from = (row * width + column) * 3;
      const inner = ring ? ring.inner(column, row) : 1;
      for (let channel = 0; channel < 3; channel += 1) {
        const ringValue = ring ? channelOf(ring.colour, channel) : 0;
        const inside = picture.data[from + channel]! * inner + ringValue * (1 - inner);
        canvas.data[to + channel] = Math.round(inside * outer + canvas.data[to + channel]! * (1 - outer));
      }
    }
  }
}

const channelOf = (colour: Rgb, channel: number) => (channel === 0 ? colour.r : channel === 1 ? colour.g : colour.b);
