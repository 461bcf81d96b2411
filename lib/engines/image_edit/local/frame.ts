import type { RawImage, Rgb } from '../../../images/raw';
import { blit, solid } from '../pixels';
import type { Border } from './plan';

/** A rainbow border's stripes, from the canvas's edge inwards. */
export const RAINBOW: readonly Rgb[] = [
  { r: 228, g: 3, b: 3 },
  { r: 255, g: 140, b: 0 },
  { r: 255, g: 237, b: 0 },
  { r: 0, g: 128, b: 38 },
  { r: 0, g: 77, b: 255 },
  { r: 117, g: 7, b: 135 },
];

/** The name a rainbow border goes by in the plan. */
export const RAINBOW_NAME = 'rainbow';

/**
 * Paints the border: the outer `width` pixels of the canvas in its colour, or, for a rainbow, in
 * stripes of the rainbow's colours, red outermost, each at least a pixel wide.
 */
export function drawFrame(canvas: RawImage, border: Border): void {
  if (border.name !== RAINBOW_NAME) return paintEdge(canvas, border.width, border.colour);
  // At least a pixel a stripe, so that none is left out.
  const width = Math.max(RAINBOW.length, border.width);
  // Each stripe is painted from the edge in, the inner ones first, so that each outer one covers
  // all but the inner stripes' own width.
  for (let stripe = RAINBOW.length - 1; stripe >= 0; stripe -= 1)
    paintEdge(canvas, Math.round((width * (stripe + 1)) / RAINBOW.length), RAINBOW[stripe]!);
}

/** Paints the outer `width` pixels of the canvas in a colour. */
function paintEdge(canvas: RawImage, width: number, colour: Rgb): void {
  const side = Math.min(width, canvas.width);
  blit(canvas, solid(canvas.width, side, colour), 0, 0);
  blit(canvas, solid(canvas.width, side, colour), 0, canvas.height - side);
  blit(canvas, solid(side, canvas.height, colour), 0, 0);
  blit(canvas, solid(side, canvas.height, colour), canvas.width - side, 0);
}
