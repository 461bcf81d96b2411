/**
 * Composes the scenes of the failure kinds from real parts, with exact boxes: a drawn or
 * photographed cut-out placed off-centre on a busy backdrop (`mascot-scenes`), a marked photograph
 * placed beside a texture (`texture-scenes`), and a marked photograph with meme caption bands
 * (`memes`, see memes.ts). The boxes come from the placement, not from looking.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { imagePath, readManifest, type Box, type Category, type MarkedEntry } from '../crop-marks-io';
import { makeBackdrop, type BackdropSpec } from './backdrops';
import { cutOut, offsetBox, partLabel, seeded, type Part } from './parts';

export interface ComposedImage {
  image: Buffer;
  entry: Omit<MarkedEntry, 'file'>;
}

export const STAMPS = 'usr/share/tuxpaint/stamps';
const TUXPAINT = { licence: 'GPL-2', credit: 'Tux Paint stamps: Bill Kendrick and contributors' };
const GIMP_DATA = 'GPL-3+ and GPL-2+ and LGPL-3+ and MIT and Expat and BSD-2-clause (gimp-data)';
const SKIMAGE = 'CC0-1.0 (scikit-image texture)';

export function stamp(file: string): Part {
  return { pkg: 'tuxpaint-stamps-default', path: `${STAMPS}/${file}` };
}

function backdropLicence(spec: BackdropSpec): string {
  if (spec.kind === 'pattern') return GIMP_DATA;
  if (spec.kind === 'texture') return SKIMAGE;
  if (spec.kind === 'icons') return `${TUXPAINT.licence} (icons)`;
  return 'drawn here';
}

export interface CutOutScene {
  cutOut: Part;
  category: Category;
  backdrop: BackdropSpec;
  width: number;
  height: number;
  /** The cut-out's height as a fraction of the canvas height. */
  size: number;
  seed: number;
}

/** A cut-out placed off-centre: its centre in the outer 30% of the width on one side, anywhere in height. */
export async function composeCutOut(scene: CutOutScene): Promise<ComposedImage> {
  const random = seeded(scene.seed);
  const backdrop = await makeBackdrop(scene.backdrop, scene.width, scene.height);
  const piece = await cutOut(scene.cutOut, Math.round(scene.height * scene.size), Math.round(scene.width * 0.5));
  const side = random() < 0.5 ? 0 : 1;
  const centre = scene.width * (side === 0 ? 0.05 + 0.25 * random() : 0.7 + 0.25 * random());
  const left = Math.round(Math.min(scene.width - piece.width, Math.max(0, centre - piece.width / 2)));
  const top = Math.round((scene.height - piece.height) * random());
  const subject = { x: left, y: top, width: piece.width, height: piece.height };
  const image = await sharp(backdrop.image)
    .composite([{ input: piece.image, left, top }])
    .png()
    .toBuffer();
  return {
    image,
    entry: {
      package: [scene.cutOut.pkg, ...backdrop.packages.filter((pkg) => pkg !== scene.cutOut.pkg)].join(' + '),
      path: scene.cutOut.path,
      licence: `${TUXPAINT.licence} (cut-out); ${backdropLicence(scene.backdrop)} (backdrop)`,
      credit: TUXPAINT.credit,
      real: false,
      category: scene.category,
      subject,
      faces: [],
      text: [],
      composedFrom: [
        `${partLabel(scene.cutOut)} (scaled to ${piece.height} px high, at ${left},${top})`,
        ...backdrop.parts,
      ],
    },
  };
}

/** A marked photograph of this repository's sets, with its entry (boxes in its pixels). */
export interface MarkedPhoto {
  set: string;
  entry: MarkedEntry;
  bytes: Buffer;
  width: number;
  height: number;
}

export async function markedPhoto(set: string, file: string): Promise<MarkedPhoto> {
  const entry = readManifest(set).find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`${set}/${file} is not marked`);
  const bytes = readFileSync(imagePath(set, file));
  const meta = await sharp(bytes).metadata();
  return { set, entry, bytes, width: meta.width ?? 0, height: meta.height ?? 0 };
}

export function photoLabel(photo: MarkedPhoto): string {
  return `${photo.set}/${photo.entry.file} of this repository (${photo.entry.package}: ${photo.entry.path})`;
}

export function placeBoxes(
  photo: MarkedPhoto,
  left: number,
  top: number,
  scale: number,
): { subject: Box; faces: Box[]; text: Box[] } {
  const move = (box: Box) => offsetBox(box, left, top, scale);
  return {
    subject: move(photo.entry.subject),
    faces: (photo.entry.faces ?? []).map(move),
    text: (photo.entry.text ?? []).map(move),
  };
}

export interface BesideTextureScene {
  photo: [string, string];
  backdrop: BackdropSpec;
  width: number;
  height: number;
  /** The photo's height as a fraction of the canvas height. */
  size: number;
  side: 'left' | 'right';
}

/** A photograph pasted at one side of a canvas filled with a texture. */
export async function composeBesideTexture(scene: BesideTextureScene): Promise<ComposedImage> {
  const photo = await markedPhoto(...scene.photo);
  const backdrop = await makeBackdrop(scene.backdrop, scene.width, scene.height);
  const scale = (scene.height * scene.size) / photo.height;
  const width = Math.round(photo.width * scale);
  const height = Math.round(photo.height * scale);
  const margin = Math.round(scene.width * 0.04);
  const left = scene.side === 'left' ? margin : scene.width - width - margin;
  const top = Math.round((scene.height - height) / 2);
  const resized = await sharp(photo.bytes).resize(width, height).png().toBuffer();
  const image = await sharp(backdrop.image)
    .composite([{ input: resized, left, top }])
    .png()
    .toBuffer();
  return {
    image,
    entry: {
      package: [photo.entry.package, ...backdrop.packages].join(' + '),
      path: photo.entry.path,
      licence: `${photo.entry.licence} (photo); ${backdropLicence(scene.backdrop)} (backdrop)`,
      credit: photo.entry.credit,
      real: false,
      category: photo.entry.category,
      ...placeBoxes(photo, left, top, scale),
      composedFrom: [`${photoLabel(photo)} (scaled to ${width}x${height}, at ${left},${top})`, ...backdrop.parts],
    },
  };
}
