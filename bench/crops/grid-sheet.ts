/**
 * Sheets for marking boxes by eye: each image with a grid (a line every 10% of each side, its pixel
 * coordinate written at the edges, in the image's own pixels) and its name, several images a sheet,
 * two a row. With `--boxes SET` the boxes already marked in `bench/crops/SET.json` are drawn too
 * (subject red, faces green, text lines cyan), to check and correct them:
 *   npx tsx bench/crops/grid-sheet.ts OUT_PREFIX [--per 4] [--tile 640] [--boxes SET] IMAGE...
 * writes OUT_PREFIX-1.png, OUT_PREFIX-2.png, ...
 */
import path from 'node:path';
import sharp from 'sharp';
import { readManifests, type ManifestEntry } from '../crop-manifests';

interface Options {
  out: string;
  per: number;
  tile: number;
  boxes?: string;
  images: string[];
}

const LABEL = 22;

function parseArgs(argv: string[]): Options {
  const options: Options = { out: '', per: 4, tile: 640, images: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--per') options.per = Number(argv[(i += 1)]);
    else if (arg === '--tile') options.tile = Number(argv[(i += 1)]);
    else if (arg === '--boxes') options.boxes = argv[(i += 1)];
    else if (!options.out) options.out = arg;
    else options.images.push(arg);
  }
  if (!options.out || options.images.length === 0 || !(options.per > 0) || !(options.tile > 0))
    throw new Error('usage: grid-sheet.ts OUT_PREFIX [--per N] [--tile PX] [--boxes SET] IMAGE...');
  return options;
}

function gridSvg(width: number, height: number, scale: number, name: string, entry?: ManifestEntry): string {
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const parts: string[] = [];
  for (let k = 1; k < 10; k += 1) {
    const x = Math.round((w * k) / 10);
    const y = Math.round((h * k) / 10);
    const px = Math.round((width * k) / 10);
    const py = Math.round((height * k) / 10);
    parts.push(
      `<line x1="${LABEL + x}" y1="${LABEL}" x2="${LABEL + x}" y2="${LABEL + h}" stroke="#ff0" stroke-opacity="0.55" stroke-width="1"/>`,
      `<line x1="${LABEL}" y1="${LABEL + y}" x2="${LABEL + w}" y2="${LABEL + y}" stroke="#ff0" stroke-opacity="0.55" stroke-width="1"/>`,
      `<text x="${LABEL + x}" y="${LABEL - 5}" font-size="13" text-anchor="middle" fill="#000">${px}</text>`,
      `<text x="${LABEL - 2}" y="${LABEL + y + 4}" font-size="11" text-anchor="end" fill="#000">${py}</text>`,
    );
  }
  parts.push(`<text x="${LABEL}" y="${LABEL + h + 17}" font-size="14" fill="#000">${name} (${width}x${height})</text>`);
  const rect = (box: { x: number; y: number; width: number; height: number }, colour: string) =>
    `<rect x="${LABEL + box.x * scale}" y="${LABEL + box.y * scale}" width="${box.width * scale}" height="${box.height * scale}" fill="none" stroke="${colour}" stroke-width="2"/>`;
  if (entry) {
    parts.push(rect(entry.subject, 'red'));
    for (const face of entry.faces) parts.push(rect(face, 'lime'));
    for (const line of entry.text) parts.push(rect(line, 'cyan'));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w + LABEL * 2}" height="${h + LABEL * 2}">${parts.join('')}</svg>`;
}

async function tile(
  file: string,
  size: number,
  entry?: ManifestEntry,
): Promise<{ input: Buffer; width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const scale = Math.min(1, size / Math.max(width, height));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const image = await sharp(file).flatten({ background: '#808080' }).resize(w, h).png().toBuffer();
  const svg = gridSvg(width, height, scale, path.basename(file), entry);
  const input = await sharp({
    create: { width: w + LABEL * 2, height: h + LABEL * 2, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: image, left: LABEL, top: LABEL },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  return { input, width: w + LABEL * 2, height: h + LABEL * 2 };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const entries = options.boxes
    ? (readManifests().find((manifest) => manifest.set === options.boxes)?.entries ?? [])
    : [];
  for (let start = 0, sheet = 1; start < options.images.length; start += options.per, sheet += 1) {
    const tiles = await Promise.all(
      options.images.slice(start, start + options.per).map((file) =>
        tile(
          file,
          options.tile,
          entries.find((entry) => entry.file === path.basename(file)),
        ),
      ),
    );
    const rows: Array<typeof tiles> = [];
    for (let i = 0; i < tiles.length; i += 2) rows.push(tiles.slice(i, i + 2));
    const width = Math.max(...rows.map((row) => row.reduce((sum, t) => sum + t.width, 0)));
    const heights = rows.map((row) => Math.max(...row.map((t) => t.height)));
    const composites = rows.flatMap((row, r) => {
      const top = heights.slice(0, r).reduce((sum, h) => sum + h, 0);
      let left = 0;
      return row.map((t) => {
        const placed = { input: t.input, left, top };
        left += t.width;
        return placed;
      });
    });
    const out = `${options.out}-${sheet}.png`;
    await sharp({
      create: { width, height: heights.reduce((sum, h) => sum + h, 0), channels: 3, background: '#ffffff' },
    })
      .composite(composites)
      .png()
      .toFile(out);
    console.log(out);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
