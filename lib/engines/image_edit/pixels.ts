/** Drawing on raw pixels, as the editors compose their canvases. */
import { WHITE, type RawImage, type Rgb } from '../../images/raw';

/** A canvas of one colour (white by default). */
export function solid(width: number, height: number, colour: Rgb = WHITE): RawImage {
  // Buffer#fill repeats a multi-byte pattern natively: a 512x512 canvas in microseconds, not a JS loop.
  const data = Buffer.alloc(width * height * 3, Buffer.from([colour.r, colour.g, colour.b]));
  return { data, width, height };
}

/** Copies `source` into `target` with its top-left corner at (x, y), clipped to the target. */
export function blit(target: RawImage, source: RawImage, x: number, y: number): void {
  const left = Math.max(0, x);
  const right = Math.min(target.width, x + source.width);
  if (right <= left) return;
  for (let row = Math.max(0, y); row < Math.min(target.height, y + source.height); row += 1) {
    const from = ((row - y) * source.width + (left - x)) * 3;
    source.data.copy(target.data, (row * target.width + left) * 3, from, from + (right - left) * 3);
  }
}
