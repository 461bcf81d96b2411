/**
 * `npm run docs:crop-examples`: the contact sheet of the embedded cropper in
 * lib/engines/image_crops/README.md (docs/image-crops-examples.jpg). Each row is a real image of
 * the crop eval set with the engine's 1:1 (blue) and 3:1 (pink) boxes drawn on it, then the two crops
 * as the API returns them.
 */
import path from 'node:path';
import sharp from 'sharp';
import { serviceCropper } from './engine';
import { loadCropEvalSet } from './eval-set';

const NAMES = [
  'photos/astronaut',
  'photos/kite',
  'photos/friends',
  'composed/caption-bottom-face-top',
  'composed/panorama-object-far-right',
];
const ROW = 200;
const GAP = 8;
const COLOURS = ['#2563eb', '#db2777'];

async function main() {
  const cases = (await loadCropEvalSet()).filter((image) => NAMES.includes(image.name));
  const { cropper, close } = await serviceCropper();
  const rows: Array<{ input: Buffer; width: number }[]> = [];
  for (const image of NAMES.map((name) => cases.find((c) => c.name === name)!)) {
    const result = await cropper.crop(
      { bytes: image.bytes, format: 'jpeg', width: image.width, height: image.height },
      [
        { aspect: [1, 1], width: ROW, height: ROW },
        { aspect: [3, 1], width: ROW * 3, height: ROW },
      ],
    );
    const scale = ROW / image.height;
    const width = Math.round(image.width * scale);
    const boxes = result.crops
      .map(
        ({ box }, k) =>
          `<rect x="${box.x * scale + 2}" y="${box.y * scale + 2}" width="${box.width * scale - 4}" height="${box.height * scale - 4}" fill="none" stroke="${COLOURS[k]}" stroke-width="4"/>`,
      )
      .join('');
    const source = await sharp(image.bytes)
      .resize(width, ROW, { fit: 'fill' })
      .composite([
        {
          input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${ROW}">${boxes}</svg>`),
        },
      ])
      .png()
      .toBuffer();
    rows.push([
      { input: source, width },
      ...result.crops.map((crop, k) => ({ input: crop.jpeg, width: k === 0 ? ROW : ROW * 3 })),
    ]);
  }
  await close();
  const sheetWidth = Math.max(...rows.map((row) => row.reduce((sum, tile) => sum + tile.width + GAP, GAP)));
  const composites = rows.flatMap((row, r) => {
    let left = GAP;
    return row.map((tile) => {
      const placed = { input: tile.input, left, top: GAP + r * (ROW + GAP) };
      left += tile.width + GAP;
      return placed;
    });
  });
  const out = path.join(__dirname, '..', '..', 'docs', 'image-crops-examples.jpg');
  await sharp({
    create: { width: sheetWidth, height: GAP + rows.length * (ROW + GAP), channels: 3, background: '#ffffff' },
  })
    .composite(composites)
    .jpeg({ quality: 80 })
    .toFile(out);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
