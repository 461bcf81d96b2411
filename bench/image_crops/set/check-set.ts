/**
 * Loads the image-crops evaluation set and prints its size per set (real or composed, tune or
 * check, with faces, with text lines, with an animal's eyes marked, by category) and how big its images are. With a folder argument it also writes each case as a PNG with its boxes drawn
 * (subject red, faces green, text lines cyan, an animal's face and eyes orange), to check the boxes by eye:
 *   npx tsx bench/image_crops/set/check-set.ts [OUT_DIR]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadCropEvalSet, type Box, type CropCase } from '../eval-set';
import { CATEGORIES } from '../manifests';
import { table } from '../../helpers';

function overlay(item: CropCase): Buffer {
  const stroke = Math.max(2, Math.round(Math.max(item.width, item.height) / 400));
  const rect = (box: Box, colour: string) =>
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`;
  const boxes = [
    rect(item.subject, 'red'),
    ...item.faces.map((box) => rect(box, 'lime')),
    ...item.text.map((box) => rect(box, 'cyan')),
    ...(item.animal ? [rect(item.animal.face, 'orange')] : []),
    ...(item.animal?.eyes ?? []).map(
      (eye) =>
        `<circle cx="${eye.x}" cy="${eye.y}" r="${stroke * 2}" fill="none" stroke="orange" stroke-width="${stroke}"/>`,
    ),
  ];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${item.width}" height="${item.height}">${boxes.join('')}</svg>`,
  );
}

/** Per set: images, real/composed, tune/check, with faces, with text lines, with an animal's eyes marked, by category. */
function sizeTable(set: CropCase[]): string {
  const sets = [...new Set(set.map((item) => item.set))];
  const row = (name: string, cases: CropCase[]) => {
    const count = (test: (item: CropCase) => boolean) => String(cases.filter(test).length);
    const categories = CATEGORIES.map((category) => [
      category,
      cases.filter((item) => item.category === category).length,
    ])
      .filter(([, n]) => n)
      .map(([category, n]) => `${category} ${n}`)
      .join(', ');
    return [
      name,
      String(cases.length),
      `${count((item) => item.kind === 'real')} / ${count((item) => item.kind === 'composed')}`,
      `${count((item) => item.half === 'tune')} / ${count((item) => item.half === 'check')}`,
      count((item) => item.faces.length > 0),
      count((item) => item.text.length > 0),
      count((item) => item.animal !== undefined),
      categories,
    ];
  };
  return table(
    ['set', 'images', 'real / composed', 'tune / check', 'with faces', 'with text lines', 'animal eyes', 'categories'],
    [
      ...sets.map((name) =>
        row(
          name,
          set.filter((item) => item.set === name),
        ),
      ),
      row('all', set),
    ],
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const set = await loadCropEvalSet();
  console.log(sizeTable(set));
  const bytes = set.reduce((sum, item) => sum + item.bytes.length, 0);
  console.log(
    `\ntotal: ${set.length} cases, ${(bytes / 1e6).toFixed(1)} MB of JPEG and PNG, loaded in ${Date.now() - started} ms`,
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
