/**
 * What the marking scripts of the extra crop-eval sets share: the manifest entry of one image
 * (crop-shared format: today's photos.json entry plus `real`, `category` and `composedFrom`), reading
 * and writing a set's manifest, and drawing boxes as SVG.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CATEGORIES = ['person', 'pet', 'mascot', 'product', 'meme', 'chart', 'screenshot', 'scene'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface MarkedEntry {
  file: string;
  package: string;
  path: string;
  licence: string;
  credit: string;
  real?: boolean;
  category: Category;
  subject: Box;
  faces?: Box[];
  text?: Box[];
  /** An animal's face and the centre of each of its eyes that shows (marked together). */
  face?: Box;
  eyes?: Array<{ x: number; y: number }>;
  composedFrom?: string[];
}

export const CROPS_DIR = __dirname;

export function manifestPath(set: string): string {
  return path.join(CROPS_DIR, `${set}.json`);
}

export function imagePath(set: string, file: string): string {
  return path.join(CROPS_DIR, set, file);
}

export function readManifest(set: string): MarkedEntry[] {
  return JSON.parse(readFileSync(manifestPath(set), 'utf8')) as MarkedEntry[];
}

export function writeManifest(set: string, entries: MarkedEntry[]): void {
  writeFileSync(manifestPath(set), `${JSON.stringify(entries, null, 2)}\n`);
}

export function boxesSvg(
  entry: Pick<MarkedEntry, 'subject' | 'faces' | 'text'>,
  stroke: number,
  dx = 0,
  dy = 0,
): string {
  const rect = (box: Box, colour: string) =>
    `<rect x="${box.x + dx}" y="${box.y + dy}" width="${box.width}" height="${box.height}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`;
  return [
    rect(entry.subject, 'red'),
    ...(entry.faces ?? []).map((box) => rect(box, 'lime')),
    ...(entry.text ?? []).map((box) => rect(box, 'cyan')),
  ].join('');
}

/** Writes a sheet of the given size, grey behind the layers, as PNG. */
export async function writeSheet(out: string, width: number, height: number, layers: OverlayOptions[]): Promise<void> {
  await sharp({ create: { width, height, channels: 3, background: '#888' } })
    .composite(layers)
    .png()
    .toFile(out);
}

/** Runs a script's main, printing its error and exiting 1 when it fails. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
