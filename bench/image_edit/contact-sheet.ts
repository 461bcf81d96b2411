/**
 * `npm run docs:edit-examples`: the contact sheet of the embedded editor's vocabulary in lib/engines/image_edit/local/PROMPTS.md
 * (docs/image-edit-examples.jpg). Each tile is a real output of the engine for the prompt under it,
 * on the stand-in photo of the eval (bench/image_edit/photo.ts); the first tile is the photo itself.
 */
import path from 'node:path';
import sharp from 'sharp';
import { localImageEditor } from '../../lib/engines/image_edit/local';
import { encodePng, fitImage } from '../../lib/engines/image_edit/canvas';
import { loadFonts } from '../../lib/engines/image_edit/local/fonts';
import { APP_ROOT } from '../../test-support/app-root';
import { renderText } from '../../lib/engines/image_edit/local/draw-text';
import { samplePhoto } from './photo';

const EXAMPLES: Array<{ prompt: string; images?: 'none' }> = [
  { prompt: 'as it is' },
  { prompt: 'add meme text "WHEN MOON" at the top and "SOON" at the bottom' },
  { prompt: 'make the background red' },
  { prompt: 'turn it into a round coin logo with a gold border' },
  { prompt: 'pixel art style, 8-bit' },
  { prompt: 'add a caption "to the moon 🚀" in big yellow letters' },
  { prompt: 'make it look vintage and add a thick black border' },
  { prompt: 'purple to pink gradient background, add a 🚀 in the corner and a crown emoji on top' },
  { prompt: 'write "WAGMI" in the middle in huge white letters with a drop shadow' },
  { prompt: 'caption "月へ 🌕" at the top on a black box in white letters, rounded corners' },
  { prompt: 'round pfp on a black background with a pink ring' },
  { prompt: 'caption "gm" at the top, caption "gn" at the bottom in blue' },
  { prompt: 'zoom in 2x, black and white, add a fire emoji in the bottom left corner' },
  { prompt: 'crop to square, tint it blue, top text "DIAMOND HANDS"' },
  { prompt: 'add a hat on the dog' },
  { prompt: 'gm frens ☀️🐸 月曜日', images: 'none' },
];

const TILE = 256;
const LABEL = 64;
const COLUMNS = 4;

async function main() {
  // The shipped faces, as an image edit thread loads them at start.
  await loadFonts(APP_ROOT);
  const photo = await fitImage({ bytes: await samplePhoto(2000, 1500), format: 'jpeg' } as never, 40_000_000);
  const tiles = await Promise.all(
    EXAMPLES.map(async ({ prompt, images }) => {
      const edited = await localImageEditor.edit({ prompt, images: images === 'none' ? [] : [photo] });
      const picture = await sharp(await encodePng(edited))
        .resize(TILE, TILE)
        .png()
        .toBuffer();
      const caption =
        prompt === 'as it is' ? 'the input photo (2000x1500)' : images === 'none' ? `no image: ${prompt}` : prompt;
      const label = await encodePng(await renderText(caption, { width: TILE - 8, height: LABEL - 8, maxDpi: 80 }));
      return { picture, label };
    }),
  );
  const rows = Math.ceil(tiles.length / COLUMNS);
  const sheet = sharp({
    create: { width: COLUMNS * TILE, height: rows * (TILE + LABEL), channels: 3, background: '#ffffff' },
  }).composite(
    tiles.flatMap(({ picture, label }, index) => {
      const left = (index % COLUMNS) * TILE;
      const top = Math.floor(index / COLUMNS) * (TILE + LABEL);
      return [
        { input: picture, left, top },
        { input: label, left: left + 4, top: top + TILE + 4 },
      ];
    }),
  );
  const out = path.join(process.cwd(), 'docs/image-edit-examples.jpg');
  await sheet.jpeg({ quality: 82 }).toFile(out);
  console.log(`wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
