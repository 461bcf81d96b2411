/**
 * The real parts composed scenes are built from: files of Debian packages (read from the installed
 * package, or from `$CROP_SOURCES/<package>/<path>` where the package was unpacked with `dpkg -x`),
 * GIMP patterns (.pat), cut-outs and the box of their opaque pixels, and a seeded random source so
 * every scene is the same on every run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { Box } from '../crop-marks-io';

export interface Part {
  /** Debian package name, as `apt-get download` knows it. */
  pkg: string;
  /** Path inside the package, without the leading slash. */
  path: string;
}

export function partLabel(part: Part): string {
  return `${part.pkg}: ${part.path}`;
}

export function readPart(part: Part): Buffer {
  const installed = `/${part.path}`;
  if (existsSync(installed)) return readFileSync(installed);
  const unpacked = path.join(process.env.CROP_SOURCES ?? '/tmp/crop-sources', part.pkg, part.path);
  if (existsSync(unpacked)) return readFileSync(unpacked);
  throw new Error(`${partLabel(part)}: install the package or unpack it under $CROP_SOURCES/${part.pkg}`);
}

/** Decodes a GIMP pattern: a big-endian header (size, version, width, height, bytes a pixel, "GPAT", name), then pixels. */
export async function readPattern(part: Part): Promise<Buffer> {
  const bytes = readPart(part);
  const headerSize = bytes.readUInt32BE(0);
  const width = bytes.readUInt32BE(8);
  const height = bytes.readUInt32BE(12);
  const channels = bytes.readUInt32BE(16);
  if (bytes.toString('latin1', 20, 24) !== 'GPAT' || ![1, 2, 3, 4].includes(channels)) {
    throw new Error(`${partLabel(part)}: not a GIMP pattern`);
  }
  const pixels = bytes.subarray(headerSize, headerSize + width * height * channels);
  return sharp(pixels, { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } })
    .png()
    .toBuffer();
}

/** Repeats a tile over a canvas, the tile first scaled by `scale`. */
export async function tile(image: Buffer, width: number, height: number, scale = 1): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const tileWidth = Math.max(1, Math.round((meta.width ?? 1) * scale));
  const tileHeight = Math.max(1, Math.round((meta.height ?? 1) * scale));
  const scaled = await sharp(image).resize(tileWidth, tileHeight).removeAlpha().png().toBuffer();
  const layers: OverlayOptions[] = [];
  for (let top = 0; top < height; top += tileHeight) {
    for (let left = 0; left < width; left += tileWidth) layers.push({ input: scaled, left, top });
  }
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The box of the pixels whose alpha is above `threshold`, in the image's pixels. */
export async function opaqueBox(image: Buffer, threshold = 40): Promise<Box> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = info.width;
  let minY = info.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * info.channels + info.channels - 1] ?? 0) > threshold) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  if (maxX < 0) throw new Error('the image has no opaque pixel');
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** A cut-out cropped to its opaque pixels and scaled to fit `height` (and `maxWidth`, when given). */
export async function cutOut(
  part: Part,
  height: number,
  maxWidth = height * 4,
): Promise<{ image: Buffer; width: number; height: number }> {
  const source = readPart(part);
  const box = await opaqueBox(source);
  const image = await sharp(source)
    .ensureAlpha()
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .resize({ height, width: maxWidth, fit: 'inside' })
    .png()
    .toBuffer();
  const meta = await sharp(image).metadata();
  return { image, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/** SplitMix32: a small seeded generator, so every composed scene is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 4294967296;
  };
}

/** The item at `index` of a list that must have it. */
export function pick<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}

export function offsetBox(box: Box, dx: number, dy: number, scale = 1): Box {
  return {
    x: Math.round(box.x * scale + dx),
    y: Math.round(box.y * scale + dy),
    width: Math.round(box.width * scale),
    height: Math.round(box.height * scale),
  };
}
