/**
 * Stores one image for a crop-eval set the way crop-shared asks: flattened on white when it has
 * alpha, at most 640 px on the long side, JPEG quality 85 (or PNG when FILE ends in .png):
 *   npx tsx bench/image_crops/set/import-image.ts SOURCE SET FILE
 * Prints the stored size, the pixels every box of the manifest is in.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imagePath, run } from './crop-marks-io';

export const LONG_SIDE = 640;

export async function storeImage(source: string | Buffer, target: string): Promise<{ width: number; height: number }> {
  mkdirSync(path.dirname(target), { recursive: true });
  const image = sharp(source)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded = target.endsWith('.png')
    ? image.png({ compressionLevel: 9, palette: false })
    : image.jpeg({ quality: 85 });
  const info = await encoded.toFile(target);
  return { width: info.width, height: info.height };
}

async function main(): Promise<void> {
  const [source, set, file] = process.argv.slice(2);
  if (!source || !set || !file) throw new Error('usage: import-image.ts SOURCE SET FILE');
  const { width, height } = await storeImage(source, imagePath(set, file));
  console.log(`${set}/${file} ${width}x${height}`);
}

if (require.main === module) {
  run(main);
}
