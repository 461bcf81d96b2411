/**
 * Meme-style scenes: a marked photograph with caption bands above and below (white or black, the
 * caption in the Anton font, one text box a line), or a single white band above with black lines
 * (the newer format). Boxes are exact: the photo's marks moved with it, the text boxes the ink of
 * each rendered line.
 */
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { Box } from '../crop-marks-io';
import { opaqueBox } from './parts';
import { markedPhoto, photoLabel, placeBoxes, type ComposedImage } from './scenes';

export const ANTON = path.join(
  __dirname,
  '../../../../node_modules/@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf',
);
const ANTON_LICENCE = 'OFL-1.1 (Anton font, @expo-google-fonts/anton)';

export interface MemeScene {
  photo: [string, string];
  /** Lines above the photo, then lines below it (none for the single-band format). */
  top: string[];
  bottom: string[];
  band: 'white' | 'black';
  /** The canvas width; the photo is scaled to it. */
  width: number;
}

interface RenderedLine {
  image: Buffer;
  width: number;
  height: number;
  ink: Box;
}

async function renderLine(text: string, size: number, colour: string): Promise<RenderedLine> {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const image = await sharp({
    text: {
      text: `<span foreground="${colour}">${escaped}</span>`,
      font: `Anton ${size}`,
      fontfile: ANTON,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
  const meta = await sharp(image).metadata();
  return { image, width: meta.width ?? 0, height: meta.height ?? 0, ink: await opaqueBox(image, 100) };
}

async function band(
  lines: string[],
  width: number,
  size: number,
  colour: string,
): Promise<{ height: number; lines: RenderedLine[] }> {
  const rendered = await Promise.all(lines.map((line) => renderLine(line, size, colour)));
  const tooWide = rendered.find((line) => line.width > width - 16);
  if (tooWide) throw new Error(`a caption line is wider than the image: ${lines.join(' / ')}`);
  const height = rendered.reduce((sum, line) => sum + line.height + 6, 0) + (lines.length > 0 ? 18 : 0);
  return { height, lines: rendered };
}

const LONG_SIDE = 640;

/** Narrows the meme until bands and photo together are at most 640 px high. */
export async function composeMeme(scene: MemeScene): Promise<ComposedImage> {
  for (let width = scene.width; width >= 240; width -= 20) {
    const meme = await composeMemeAt({ ...scene, width });
    const meta = await sharp(meme.image).metadata();
    if ((meta.height ?? 0) <= LONG_SIDE) return meme;
  }
  throw new Error(`no width fits: ${scene.photo.join('/')}`);
}

async function composeMemeAt(scene: MemeScene): Promise<ComposedImage> {
  const photo = await markedPhoto(...scene.photo);
  const scale = scene.width / photo.width;
  const photoHeight = Math.round(photo.height * scale);
  const size = Math.round(scene.width * (scene.bottom.length > 0 ? 0.075 : 0.06));
  const ink = scene.band === 'white' ? 'black' : 'white';
  const above = await band(scene.top, scene.width, size, ink);
  const below = await band(scene.bottom, scene.width, size, ink);
  const height = above.height + photoHeight + below.height;
  const layers: OverlayOptions[] = [
    { input: await sharp(photo.bytes).resize(scene.width, photoHeight).png().toBuffer(), left: 0, top: above.height },
  ];
  const text: Box[] = [];
  const place = (lines: RenderedLine[], start: number) => {
    let top = start + 9;
    for (const line of lines) {
      const left = Math.round((scene.width - line.width) / 2);
      layers.push({ input: line.image, left, top });
      text.push({ x: left + line.ink.x, y: top + line.ink.y, width: line.ink.width, height: line.ink.height });
      top += line.height + 6;
    }
  };
  place(above.lines, 0);
  place(below.lines, above.height + photoHeight);
  const image = await sharp({ create: { width: scene.width, height, channels: 3, background: scene.band } })
    .composite(layers)
    .png()
    .toBuffer();
  const placed = placeBoxes(photo, 0, above.height, scale);
  return {
    image,
    entry: {
      package: `${photo.entry.package} + @expo-google-fonts/anton (npm)`,
      path: photo.entry.path,
      licence: `${photo.entry.licence} (photo); ${ANTON_LICENCE}`,
      credit: photo.entry.credit,
      real: false,
      category: 'meme',
      ...placed,
      text: [...text, ...placed.text],
      composedFrom: [
        `${photoLabel(photo)} (scaled to ${scene.width}x${photoHeight}, at 0,${above.height})`,
        `caption bands (${scene.band}) in Anton: ${[...scene.top, ...scene.bottom].join(' / ')}`,
      ],
    },
  };
}
