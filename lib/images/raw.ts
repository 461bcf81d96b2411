import sharp, { type Sharp } from 'sharp';

/** Decoded 8-bit sRGB pixels, three channels, no alpha: what the editors work on. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** A sharp pipeline reading a RawImage. */
export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
}

/** Ends any pipeline as a RawImage: 8-bit sRGB, alpha flattened onto white. */
export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline
    .flatten({ background: WHITE })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels === 3) return { data, width: info.width, height: info.height };
  // Single-band results (grey) are widened here rather than trusting every libvips path to do it.
  const rgb = Buffer.allocUnsafe(info.width * info.height * 3);
  for (let pixel = 0, source = 0; pixel < rgb.length; pixel += 3, source += info.channels) {
    const grey = data[source]!;
    rgb[pixel] = grey;
    rgb[pixel + 1] = grey;
    rgb[pixel + 2] = grey;
  }
  return { data: rgb, width: info.width, height: info.height };
}

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
