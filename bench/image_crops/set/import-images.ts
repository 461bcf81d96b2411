/**
 * Brings images into a set of the crop eval as its manifests expect them: at most 640 px on the long
 * side (never enlarged), auto-oriented, flattened on white when they have alpha, stored as JPEG
 * (quality 85) or, with `--png`, as PNG (sharp flat colours). Each is named after its source without
 * its extension unless `--as NAME` is given (one source only). Boxes are marked afterwards, on the
 * stored image:
 *   npx tsx bench/image_crops/set/import-images.ts SET [--png] [--as NAME] SOURCE...
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CROPS_DIR } from '../manifests';

export const LONG_SIDE = 640;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    return args.splice(at, name === '--png' ? 1 : 2)[1] ?? name;
  };
  const png = flag('--png') !== undefined;
  const as = flag('--as');
  const [set, ...sources] = args;
  if (!set || sources.length === 0 || (as && sources.length > 1))
    throw new Error('usage: import-images.ts SET [--png] [--as NAME] SOURCE...');
  mkdirSync(path.join(CROPS_DIR, set), { recursive: true });
  for (const source of sources) {
    const name = `${as ?? path.basename(source, path.extname(source))}.${png ? 'png' : 'jpg'}`;
    const image = sharp(source)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true });
    const out = path.join(CROPS_DIR, set, name);
    const info = await (png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85 })).toFile(out);
    console.log(`${path.relative(process.cwd(), out)} ${info.width}x${info.height}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
