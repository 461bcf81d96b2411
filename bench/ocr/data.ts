import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Box, Point } from '../../lib/engines/ocr/types';
import { DATA_SETS, dataSetPath } from '../helpers';

export interface LabelledRegion {
  text: string;
  points: Point[];
}

export interface LabelledImage {
  file: string;
  path: string;
  width: number;
  height: number;
  stratum?: string;
  /** Which half the image is in, for a set that says so (else the half goes by position). */
  half?: 'tune' | 'check';
  /** The script of its text, for a set that says so: a baseline reads `cjk` images with its CJK models. */
  script?: 'latin' | 'cjk';
  regions: LabelledRegion[];
  /** For a turned picture: the clockwise turn of its pixels. */
  turn?: 90 | 180 | 270;
  /** Ground truth: visual rows top-to-bottom joined by `\n`. */
  text: string;
}

export const DEFAULT_OCR_DATASET = DATA_SETS['ocr-dev'].defaultPath;
export const SOCIAL_OCR_DATASET = DATA_SETS['ocr-social'].defaultPath;

/** Reads a data set in the layout of shared/datasets/ocr-dev: images beside a labels.jsonl. */
export function readDataset(dir: string, name: 'ocr-dev' | 'ocr-social' = 'ocr-dev'): LabelledImage[] {
  dir = dataSetPath(name, dir);
  const lines = readFileSync(path.join(dir, 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const label = JSON.parse(line) as {
      file: string;
      width: number;
      height: number;
      stratum?: string;
      half?: 'tune' | 'check';
      script?: 'latin' | 'cjk';
      turn?: 90 | 180 | 270;
      lines: LabelledRegion[];
      text: string;
    };
    return {
      file: label.file,
      path: path.join(dir, label.file),
      width: label.width,
      height: label.height,
      stratum: label.stratum,
      half: label.half,
      script: label.script,
      turn: label.turn,
      regions: label.lines,
      text: label.text,
    };
  });
}

export function boxOf(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/**
 * Groups regions into visual rows as the data set's README does: a region joins a row it overlaps
 * vertically by at least 50% of the smaller height. Returns each row's bounding box.
 */
export function visualRows(regions: readonly LabelledRegion[]): Box[] {
  return rowsOf(regions).map((row) => row.box);
}

/** The text of each visual row: its regions left to right, joined by spaces. */
export function visualRowTexts(regions: readonly LabelledRegion[]): string[] {
  return rowsOf(regions).map((row) =>
    row.regions
      .sort((a, b) => boxOf(a.points).x0 - boxOf(b.points).x0)
      .map((region) => region.text)
      .join(' '),
  );
}

function rowsOf(regions: readonly LabelledRegion[]): Array<{ box: Box; regions: LabelledRegion[] }> {
  const rows: Array<{ box: Box; regions: LabelledRegion[] }> = [];
  for (const region of regions) {
    const box = boxOf(region.points);
    const row = rows.find(({ box: candidate }) => {
      const overlap = Math.min(candidate.y1, box.y1) - Math.max(candidate.y0, box.y0);
      const smaller = Math.min(candidate.y1 - candidate.y0, box.y1 - box.y0);
      return smaller > 0 && overlap >= 0.5 * smaller;
    });
    if (row) {
      row.box.x0 = Math.min(row.box.x0, box.x0);
      row.box.y0 = Math.min(row.box.y0, box.y0);
      row.box.x1 = Math.max(row.box.x1, box.x1);
      row.box.y1 = Math.max(row.box.y1, box.y1);
      row.regions.push(region);
    } else {
      rows.push({ box: { ...box }, regions: [region] });
    }
  }
  return rows;
}
