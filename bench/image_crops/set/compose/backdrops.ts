/**
 * Busy backdrops for composed scenes: a tiled GIMP pattern, a photographed
 * texture (scikit-image's gravel, grass, brick), sequins, a wallpaper of small icons, a striped chart.
 * Each returns a PNG of the canvas size and the parts it used (for `composedFrom`).
 */
import sharp, { type OverlayOptions } from 'sharp';
import { cutOut, partLabel, pick, readPart, readPattern, seeded, tile, type Part } from './parts';

export interface Backdrop {
  image: Buffer;
  /** The Debian packages the backdrop was made from (none when drawn here). */
  packages: string[];
  parts: string[];
}

export type BackdropSpec =
  | { kind: 'pattern'; pattern: string; scale: number }
  | { kind: 'texture'; texture: 'gravel' | 'grass' | 'brick'; tint: string }
  | { kind: 'sequins'; seed: number }
  | { kind: 'icons'; icons: Part[]; seed: number; background: string }
  | { kind: 'stripes'; seed: number };

const GIMP_PATTERNS = 'usr/share/gimp/2.0/patterns';
const SKIMAGE_DATA = 'usr/lib/python3/dist-packages/skimage/data';

export function patternPart(pattern: string): Part {
  return { pkg: 'gimp-data', path: `${GIMP_PATTERNS}/${pattern}.pat` };
}

export function texturePart(texture: string): Part {
  return { pkg: 'python3-skimage', path: `${SKIMAGE_DATA}/${texture}.png` };
}

const SEQUIN_COLOURS = [
  '#e6194b',
  '#ffd700',
  '#c0c0c0',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#3cb44b',
  '#4363d8',
];

function sequinsSvg(width: number, height: number, seed: number): string {
  const random = seeded(seed);
  const discs: string[] = [];
  for (let row = 0; row * 9 < height + 12; row += 1) {
    for (let column = 0; column * 10 < width + 12; column += 1) {
      const x = column * 10 + (row % 2) * 5 + random() * 2;
      const y = row * 9 + random() * 2;
      const colour = pick(SEQUIN_COLOURS, Math.floor(random() * SEQUIN_COLOURS.length));
      const light = Math.round(120 + random() * 135);
      discs.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="${colour}" stroke="#222" stroke-width="0.6"/>` +
          `<circle cx="${(x - 2).toFixed(1)}" cy="${(y - 2).toFixed(1)}" r="1.8" fill="rgb(${light},${light},${light})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#333"/>${discs.join('')}</svg>`;
}

function stripesSvg(width: number, height: number, seed: number): string {
  const random = seeded(seed);
  const parts: string[] = [`<rect width="100%" height="100%" fill="#fafafa"/>`];
  for (let y = 0; y < height; y += 20)
    parts.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#bbb" stroke-width="1"/>`);
  const colours = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd'];
  for (let x = 4, index = 0; x < width; x += 9, index += 1) {
    const barHeight = Math.round(height * (0.25 + 0.7 * random()));
    parts.push(
      `<rect x="${x}" y="${height - barHeight}" width="6" height="${barHeight}" fill="${pick(colours, index % colours.length)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

async function icons(width: number, height: number, spec: Extract<BackdropSpec, { kind: 'icons' }>): Promise<Buffer> {
  const random = seeded(spec.seed);
  const small = await Promise.all(spec.icons.map((icon) => cutOut(icon, 34)));
  const layers: OverlayOptions[] = [];
  for (let top = 2; top < height - 20; top += 44) {
    for (let left = 2 + Math.floor(random() * 10); left < width - 20; left += 46) {
      const icon = pick(small, Math.floor(random() * small.length));
      if (left + icon.width <= width && top + icon.height <= height) layers.push({ input: icon.image, left, top });
    }
  }
  return sharp({ create: { width, height, channels: 3, background: spec.background } })
    .composite(layers)
    .png()
    .toBuffer();
}

async function drawn(svg: string, label: string): Promise<Backdrop> {
  return { image: await sharp(Buffer.from(svg)).png().toBuffer(), packages: [], parts: [label] };
}

export async function makeBackdrop(spec: BackdropSpec, width: number, height: number): Promise<Backdrop> {
  switch (spec.kind) {
    case 'pattern': {
      const part = patternPart(spec.pattern);
      return {
        image: await tile(await readPattern(part), width, height, spec.scale),
        packages: [part.pkg],
        parts: [`${partLabel(part)} (tiled)`],
      };
    }
    case 'texture': {
      const part = texturePart(spec.texture);
      const image = await sharp(readPart(part))
        .resize(width, height, { fit: 'cover' })
        .toColourspace('srgb')
        .tint(spec.tint)
        .png()
        .toBuffer();
      return { image, packages: [part.pkg], parts: [`${partLabel(part)} (tinted ${spec.tint})`] };
    }
    case 'sequins':
      return drawn(sequinsSvg(width, height, spec.seed), `sequins drawn here (seed ${spec.seed})`);
    case 'stripes':
      return drawn(stripesSvg(width, height, spec.seed), `striped bar chart drawn here (seed ${spec.seed})`);
    case 'icons':
      return {
        image: await icons(width, height, spec),
        packages: ['tuxpaint-stamps-default'],
        parts: spec.icons.map((icon) => `${partLabel(icon)} (34 px icons, tiled)`),
      };
  }
}
