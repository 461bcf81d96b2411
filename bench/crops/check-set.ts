/**
 * Loads the image-crops evaluation set and prints how many cases of each kind it has and how big
 * its images are. With a folder argument it also writes each case as a PNG with its boxes drawn
 * (subject red, faces green, text lines cyan), to check the boxes by eye:
 *   npx tsx bench/crops/check-set.ts [OUT_DIR]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadCropEvalSet, type Box, type CropCase } from '../crop-eval-set';

function overlay(item: CropCase): Buffer {
  const stroke = Math.max(2, Math.round(Math.max(item.width, item.height) / 400));
  const rect = (box: Box, colour: string) =>
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`;
  const boxes = [
    rect(item.subject, 'red'),
    ...item.faces.map((box) => rect(box, 'lime')),
    ...item.text.map((box) => rect(box, 'cyan')),
  ];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${item.width}" height="${item.height}">${boxes.join('')}</svg>`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const set = await loadCropEvalSet();
  for (const kind of ['photo', 'composed'] as const) {
    const cases = set.filter((item) => item.kind === kind);
    const withFaces = cases.filter((item) => item.faces.length > 0).length;
    const withText = cases.filter((item) => item.text.length > 0).length;
    console.log(`${kind}: ${cases.length} cases (${withFaces} with faces, ${withText} with text lines)`);
  }
  const bytes = set.reduce((sum, item) => sum + item.bytes.length, 0);
  console.log(
    `total: ${set.length} cases, ${(bytes / 1e6).toFixed(1)} MB of JPEG, loaded in ${Date.now() - started} ms`,
  );

  const out = process.argv[2];
  if (!out) return;
  mkdirSync(out, { recursive: true });
  for (const item of set) {
    const file = path.join(out, `${item.name.replace('/', '-')}.png`);
    await sharp(item.bytes)
      .composite([{ input: overlay(item) }])
      .png()
      .toFile(file);
  }
  console.log(`wrote ${set.length} images with their boxes to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
