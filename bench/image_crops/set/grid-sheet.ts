/**
 * Renders stored crop-eval images with a labelled grid (a line every 10% of each side, dotted every
 * 5%, pixel coordinates written at the edges) to read subject boxes off by eye, two images a row:
 *   npx tsx bench/image_crops/set/grid-sheet.ts OUT.png SET FILE...
 * With --boxes the boxes already in SET's manifest are drawn too (subject red, faces green, text
 * cyan), to check a marking before it is committed.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { boxesSvg, imagePath, readManifest, run, writeSheet, type MarkedEntry } from './crop-marks-io';

const MARGIN = 44;
const SLOT = 640 + MARGIN + 12;

/** Small images are shown enlarged (the labels stay in the stored image's pixels). */
function displayScale(width: number, height: number): number {
  return Math.max(1, Math.min(3, Math.floor(640 / Math.max(width, height))));
}

function gridSvg(width: number, height: number, scale: number, entry: MarkedEntry | undefined, name: string): Buffer {
  const parts: string[] = [];
  const stored = { width: width / scale, height: height / scale };
  for (let step = 0; step <= 20; step += 1) {
    const x = MARGIN + Math.round((width * step) / 20);
    const y = MARGIN + Math.round((height * step) / 20);
    const major = step % 2 === 0;
    const style = major
      ? 'stroke="yellow" stroke-width="1"'
      : 'stroke="yellow" stroke-width="1" stroke-dasharray="3,5"';
    parts.push(`<line x1="${x}" y1="${MARGIN}" x2="${x}" y2="${MARGIN + height}" ${style} opacity="0.8"/>`);
    parts.push(`<line x1="${MARGIN}" y1="${y}" x2="${MARGIN + width}" y2="${y}" ${style} opacity="0.8"/>`);
    if (major) {
      const px = Math.round((stored.width * step) / 20);
      const py = Math.round((stored.height * step) / 20);
      parts.push(
        `<text x="${x}" y="${MARGIN - 6}" font-size="12" text-anchor="middle" font-family="DejaVu Sans">${px}</text>`,
      );
      parts.push(
        `<text x="${MARGIN - 3}" y="${y + 4}" font-size="12" text-anchor="end" font-family="DejaVu Sans">${py}</text>`,
      );
    }
  }
  parts.push(
    `<text x="${MARGIN}" y="14" font-size="13" font-weight="bold" font-family="DejaVu Sans">${name} (${stored.width}x${stored.height}, shown x${scale})</text>`,
  );
  if (entry)
    parts.push(`<g transform="translate(${MARGIN},${MARGIN}) scale(${scale})">${boxesSvg(entry, 2 / scale)}</g>`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width + MARGIN + 12}" height="${height + MARGIN + 12}">${parts.join('')}</svg>`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const withBoxes = args.includes('--boxes');
  const [out, set, ...files] = args.filter((arg) => arg !== '--boxes');
  if (!out || !set || files.length === 0) throw new Error('usage: grid-sheet.ts [--boxes] OUT.png SET FILE...');
  const entries = withBoxes ? readManifest(set) : [];
  const layers: OverlayOptions[] = [];
  let top = 0;
  let rowHeight = 0;
  for (const [index, file] of files.entries()) {
    const meta = await sharp(imagePath(set, file)).metadata();
    const scale = displayScale(meta.width ?? 1, meta.height ?? 1);
    const width = (meta.width ?? 1) * scale;
    const height = (meta.height ?? 1) * scale;
    const bytes = await sharp(imagePath(set, file))
      .flatten({ background: '#ffffff' })
      .resize(width, height, { kernel: 'nearest' })
      .png()
      .toBuffer();
    const left = (index % 2) * SLOT;
    if (index % 2 === 0 && index > 0) {
      top += rowHeight;
      rowHeight = 0;
    }
    rowHeight = Math.max(rowHeight, height + MARGIN + 12);
    layers.push({ input: bytes, left: left + MARGIN, top: top + MARGIN });
    const entry = entries.find((candidate) => candidate.file === file);
    layers.push({ input: gridSvg(width, height, scale, entry, file), left, top });
  }
  await writeSheet(out, 2 * SLOT, top + rowHeight, layers);
}

run(main);
