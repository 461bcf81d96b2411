import sharp from 'sharp';
import { connectedComponents, type Component } from './components';
import type { Box } from './types';

/** One visual row of text: the union of the character-like blobs that sit on it. */
export interface TextRow {
  box: Box;
  /** Median height of the row's characters, in pixels: what the recogniser's input is scaled by. */
  charHeight: number;
}

export interface LayoutOptions {
  /** Blur, in pixels per 1000 pixels of width, before thresholding: joins dot-matrix dots into strokes. */
  inkBlur: number;
  /** Ink is a pixel darker than its neighbourhood's mean by this share. */
  inkContrast: number;
  /** Characters of one line may be this many character heights apart. */
  maxGapInHeights: number;
}

interface GreyImage {
  grey: Buffer;
  width: number;
  height: number;
}

/** Dark-on-light ink mask: each pixel against a blurred copy of the image (a local mean threshold). */
export async function inkMask(image: GreyImage, contrast: number, blur: number): Promise<Uint8Array> {
  const sigma = Math.max(6, Math.min(image.width, image.height) / 80);
  const raw = { raw: { width: image.width, height: image.height, channels: 1 as const } };
  const background = await sharp(image.grey, raw).blur(sigma).extractChannel(0).raw().toBuffer();
  // A light blur first joins the dots of dot-matrix print into strokes.
  const softened = await sharp(image.grey, raw)
    .blur(Math.max(0.5, (image.width * blur) / 1000))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const ink = new Uint8Array(image.width * image.height);
  for (let i = 0; i < ink.length; i++) {
    if (softened[i]! < background[i]! * (1 - contrast) - 8) ink[i] = 1;
  }
  return ink;
}

/** Finds the text rows of a page from its character-like connected components. */
export async function findTextRows(image: GreyImage, options: LayoutOptions): Promise<TextRow[]> {
  const ink = await inkMask(image, options.inkContrast, options.inkBlur);
  const characters = characterLike(connectedComponents(ink, image.width, image.height), image);
  const lines = chainIntoLines(characters, options.maxGapInHeights);
  const rows = mergeIntoRows(lines);
  const typical = median(rows.map((row) => row.charHeight));
  return rows
    .filter((row) => row.charHeight >= 0.5 * typical && !isRule(row.members, typical))
    .map(({ box, charHeight }) => ({ box, charHeight }))
    .sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

function characterLike(components: Component[], image: GreyImage): Component[] {
  const minHeight = Math.max(5, Math.round(image.width / 250));
  const candidates = components.filter((c) => {
    const height = c.y1 - c.y0;
    const width = c.x1 - c.x0;
    return height >= minHeight && width <= height * 25 && c.pixels >= 0.08 * width * height;
  });
  const typical = median(candidates.map((c) => c.y1 - c.y0));
  // Logos, barcodes and photos are far taller than the page's print.
  return candidates.filter((c) => c.y1 - c.y0 <= typical * 4);
}

interface Line {
  members: Component[];
  box: Box;
}

function chainIntoLines(characters: Component[], maxGapInHeights: number): Line[] {
  const lines: Line[] = [];
  const open: Line[] = [];
  for (const character of [...characters].sort((a, b) => a.x0 - b.x0)) {
    const height = character.y1 - character.y0;
    let best: Line | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const line of open) {
      const last = line.members[line.members.length - 1]!;
      const lastHeight = last.y1 - last.y0;
      const gap = character.x0 - last.x1;
      if (gap > maxGapInHeights * Math.max(height, lastHeight)) continue;
      const overlap = Math.min(last.y1, character.y1) - Math.max(last.y0, character.y0);
      if (overlap < 0.5 * Math.min(height, lastHeight)) continue;
      if (gap < bestGap) {
        best = line;
        bestGap = gap;
      }
    }
    if (best) {
      best.members.push(character);
      best.box = union(best.box, character);
    } else {
      const line = {
        members: [character],
        box: { x0: character.x0, y0: character.y0, x1: character.x1, y1: character.y1 },
      };
      lines.push(line);
      open.push(line);
    }
  }
  return lines;
}

/** Lines that overlap vertically by half the smaller height are one visual row (the data set's rule). */
/** Dashed or dotted separators: most of their blobs are low and wider than tall. */
function isRule(members: Component[], typicalHeight: number): boolean {
  const dashes = members.filter((c) => c.y1 - c.y0 < 0.6 * typicalHeight && c.x1 - c.x0 > 1.5 * (c.y1 - c.y0));
  return dashes.length > 0.6 * members.length;
}

function mergeIntoRows(lines: Line[]): Array<TextRow & { members: Component[] }> {
  const rows: Line[] = [];
  for (const line of [...lines].sort((a, b) => b.members.length - a.members.length)) {
    const lineHeight = bandHeight(line);
    const row = rows.find((candidate) => {
      const overlap = Math.min(candidate.box.y1, line.box.y1) - Math.max(candidate.box.y0, line.box.y0);
      return overlap >= 0.5 * Math.min(bandHeight(candidate), lineHeight);
    });
    if (row) {
      row.members.push(...line.members);
      row.box = union(row.box, line.box);
    } else {
      rows.push({ members: [...line.members], box: { ...line.box } });
    }
  }
  return rows.map((row) => ({
    box: row.box,
    charHeight: median(row.members.map((c) => c.y1 - c.y0)),
    members: row.members,
  }));
}

function bandHeight(line: Line): number {
  return line.box.y1 - line.box.y0;
}

function union(a: Box, b: Box): Box {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
