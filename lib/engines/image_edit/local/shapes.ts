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

/** Crops a picture before it is placed: the centre part for a zoom, then the centre square of a square or circle. */
export async function cropFor(picture: RawImage, shape?: Shape, zoom?: number): Promise<RawImage> {
  const zoomed = zoom
    ? await crop(picture, Math.max(1, Math.round(picture.width / zoom)), Math.max(1, Math.round(picture.height / zoom)))
    : picture;
  if (shape?.kind === 'square' || shape?.kind === 'circle') {
    const side = Math.min(zoomed.width, zoomed.height);
    return crop(zoomed, side, side);
  }
  return zoomed;
}

function crop(picture: RawImage, width: number, height: number): Promise<RawImage> {
  if (width === picture.width && height === picture.height) return Promise.resolve(picture);
  return toRaw(
    fromRaw(picture).extract({
      left: Math.floor((picture.width - width) / 2),
      top: Math.floor((picture.height - height) / 2),
      width,
      height,
    }),
  );
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
