/**
 * Renders many candidate images as numbered thumbnails on one sheet, to choose which to mark:
 *   npx tsx bench/image_crops/set/contact-sheet.ts OUT.png FILE...
 * (a file list may also come on standard input, one path a line). Transparent images are shown on
 * a checkerboard so cut-outs are told apart from images with their own backgrounds.
 */
import { readFileSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { run, writeSheet } from './crop-marks-io';

const CELL = 220;
const COLUMNS = 6;

const checker = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${CELL}"><defs><pattern id="c" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#f0f"/><rect x="10" y="10" width="10" height="10" fill="#f0f"/></pattern></defs><rect width="100%" height="100%" fill="#0f0"/><rect width="100%" height="100%" fill="url(#c)"/></svg>`,
);

async function main(): Promise<void> {
  const [out, ...args] = process.argv.slice(2);
  if (!out) throw new Error('usage: contact-sheet.ts OUT.png FILE...');
  const files = args.length > 0 ? args : readFileSync(0, 'utf8').split('\n').filter(Boolean);
  const rows = Math.ceil(files.length / COLUMNS);
  const layers: OverlayOptions[] = [];
  for (const [index, file] of files.entries()) {
    const left = (index % COLUMNS) * CELL;
    const top = Math.floor(index / COLUMNS) * (CELL + 18);
    try {
      const thumb = await sharp(file)
        .resize(CELL - 4, CELL - 4, { fit: 'inside' })
        .png()
        .toBuffer();
      layers.push({ input: checker, left, top });
      layers.push({ input: thumb, left: left + 2, top: top + 2 });
    } catch {
      // unreadable: leave the cell empty
    }
    const name = file.split('/').slice(-2).join('/').slice(-34).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="18"><rect width="100%" height="100%" fill="white"/><text x="2" y="13" font-family="DejaVu Sans" font-size="11">${index} ${name}</text></svg>`,
      ),
      left,
      top: top + CELL,
    });
  }
  await writeSheet(out, COLUMNS * CELL, rows * (CELL + 18), layers);
}

run(main);
