import sharp from 'sharp';
import { fromRaw, toRaw, type RawImage, type Rgb } from '../../../images/raw';
import { seededRandom } from '../../../seeded-random';

/*
 * The looks memes are made of, each a sharp pipeline on one picture, deterministic (the noise comes
 * from a fixed seed).
 */

/** Adds grain of up to ±`amount` to every channel, in place. */
function addNoise(image: RawImage, amount: number): RawImage {
  const random = seededRandom(image.width * 7919 + image.height);
  const { data } = image;
  for (let offset = 0; offset < data.length; offset += 1) {
    data[offset] = Math.max(0, Math.min(255, data[offset]! + Math.round((random() * 2 - 1) * amount)));
  }
  return image;
}

/** How hard deep frying pushes each part of it. */
export const DEEP_FRY = { saturation: 2.6, contrast: 1.6, grain: 18, quality: 7 } as const;

/**
 * Deep fry: the colours and the contrast pushed far past taste, sharpened hard, encoded as a very
 * low-quality JPEG and decoded again (its 8x8 blocks and colour bleed show), then grain added.
 */
export async function deepFry(image: RawImage, { grain = DEEP_FRY.grain }: { grain?: number } = {}): Promise<RawImage> {
  const { saturation, contrast, quality } = DEEP_FRY;
  const punched = await toRaw(
    fromRaw(image)
      .modulate({ saturation, brightness: 1.05 })
      .linear(contrast, 128 * (1 - contrast))
      .sharpen({ sigma: 2.5, m1: 3, m2: 12 }),
  );
  const jpeg = await fromRaw(punched).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
  // The grain goes on after: so low a quality would smooth it away.
  return addNoise(await toRaw(sharp(jpeg)), grain);
}

/** The vaporwave grade: shadows deep purple, the darker middle tones cyan, the lighter ones and highlights pink. */
export const VAPORWAVE: { shadow: Rgb; middle: Rgb; highlight: Rgb } = {
  shadow: { r: 45, g: 10, b: 110 },
  middle: { r: 0, g: 200, b: 230 },
  highlight: { r: 255, g: 110, b: 200 },
};
/** Of each 4 rows, the last is a scan line, darkened to this share. */
const SCAN_LINE = 0.55;
/** The grade's share of each pixel (the picture's own colour keeps the rest). */
const GRADE = 0.8;

const lerp = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: a.r + (b.r - a.r) * t,
  g: a.g + (b.g - a.g) * t,
  b: a.b + (b.b - a.b) * t,
});

/** The grey level (0..1, after stretching) that turns cyan; pink is reached 0.35 above it. */
const CYAN_AT = 0.4;

/** The grade's colour for each grey level, 0..255. */
const GRADE_TABLE: Rgb[] = Array.from({ length: 256 }, (_, level) => {
  const t = level / 255;
  const { shadow, middle, highlight } = VAPORWAVE;
  return t < CYAN_AT ? lerp(shadow, middle, t / CYAN_AT) : lerp(middle, highlight, Math.min(1, (t - CYAN_AT) / 0.35));
});

/** Vaporwave: the picture graded pink and cyan by its grey levels, with dark scan lines across it. */
export async function vaporwave(image: RawImage): Promise<RawImage> {
  // The grey levels stretched to the full range, so that every picture spans the grade.
  const grey = await fromRaw(image).grayscale().normalise().raw().toBuffer();
  const graded = Buffer.alloc(image.data.length);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    const colour = GRADE_TABLE[grey[pixel]!]!;
    const at = pixel * 3;
    graded[at] = Math.round(colour.r * GRADE + image.data[at]! * (1 - GRADE));
    graded[at + 1] = Math.round(colour.g * GRADE + image.data[at + 1]! * (1 - GRADE));
    graded[at + 2] = Math.round(colour.b * GRADE + image.data[at + 2]! * (1 - GRADE));
  }
  const vivid = await toRaw(fromRaw({ ...image, data: graded }).modulate({ saturation: 1.2 }));
  // Every 4th row darkened: the scan lines of an old screen.
  const row = vivid.width * 3;
  for (let y = 3; y < vivid.height; y += 4)
    for (let offset = y * row; offset < (y + 1) * row; offset += 1)
      vivid.data[offset] = Math.round(vivid.data[offset]! * SCAN_LINE);
  return vivid;
}
