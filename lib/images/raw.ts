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
