/**
 * Checks the manifests of the extra crop-eval sets against crop-shared's format, and prints their
 * counts by category and real/composed and their size on disk:
 *   npx tsx bench/image_crops/set/validate-marks.ts SET...
 * Fails (exit 1) on: a missing or undecodable image, an image over 640 px on its long side, a box
 * that is not whole pixels, empty, or outside its image, an unknown category, a composed entry
 * without composedFrom, a missing licence/credit/package/path, a file named twice, an animal's eye
 * that is not whole pixels or lies outside its face (or one marked without the other), or an image in
 * the set's folder that no entry names.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CATEGORIES, CROPS_DIR, imagePath, readManifest, run, type Box, type MarkedEntry } from './crop-marks-io';

const LONG_SIDE = 640;

function boxProblem(box: Box, width: number, height: number): string | undefined {
  const values = [box.x, box.y, box.width, box.height];
  if (!values.every((value) => Number.isInteger(value))) return 'not whole pixels';
  if (box.width <= 0 || box.height <= 0) return 'empty';
  if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) return 'outside the image';
  return undefined;
}

/** An animal's eyes: marked with its face, at least one, whole pixels, each inside the face. */
function eyeProblems({ face, eyes }: MarkedEntry): string[] {
  if (!face && !eyes) return [];
  if (!face || !eyes || eyes.length === 0) return ['an animal face and its eyes are marked together'];
  return eyes.flatMap((eye, index) => {
    if (!Number.isInteger(eye.x) || !Number.isInteger(eye.y)) return [`eye ${index} not whole pixels`];
    const inside = eye.x >= face.x && eye.y >= face.y && eye.x <= face.x + face.width && eye.y <= face.y + face.height;
    return inside ? [] : [`eye ${index} outside the face`];
  });
}

async function entryProblems(set: string, entry: MarkedEntry): Promise<string[]> {
  const problems: string[] = [];
  const file = imagePath(set, entry.file);
  if (!existsSync(file)) return ['image missing'];
  const { width = 0, height = 0 } = await sharp(file).metadata();
  if (Math.max(width, height) > LONG_SIDE) problems.push(`${width}x${height} is over ${LONG_SIDE} px`);
  if (!CATEGORIES.includes(entry.category)) problems.push(`unknown category ${String(entry.category)}`);
  for (const field of ['package', 'path', 'licence', 'credit'] as const) {
    if (typeof entry[field] !== 'string' || entry[field].trim() === '') problems.push(`no ${field}`);
  }
  if (entry.real === false && !(entry.composedFrom && entry.composedFrom.length > 0))
    problems.push('composed without composedFrom');
  const named: [string, Box][] = [
    ['subject', entry.subject],
    ...(entry.faces ?? []).map((box, index): [string, Box] => [`face ${index}`, box]),
    ...(entry.text ?? []).map((box, index): [string, Box] => [`text ${index}`, box]),
    ...(entry.face ? [['face', entry.face] as [string, Box]] : []),
  ];
  for (const [name, box] of named) {
    const problem = boxProblem(box, width, height);
    if (problem) problems.push(`${name} ${problem}`);
  }
  problems.push(...eyeProblems(entry));
  return problems;
}

async function main(): Promise<void> {
  const sets = process.argv.slice(2);
  if (sets.length === 0) throw new Error('usage: validate-marks.ts SET...');
  let failures = 0;
  for (const set of sets) {
    const entries = readManifest(set);
    const seen = new Set<string>();
    for (const entry of entries) {
      const problems = await entryProblems(set, entry);
      if (seen.has(entry.file)) problems.push('named twice');
      seen.add(entry.file);
      for (const problem of problems) console.log(`${set}/${entry.file}: ${problem}`);
      failures += problems.length;
    }
    const folder = path.join(CROPS_DIR, set);
    const files = readdirSync(folder);
    for (const file of files.filter((name) => !seen.has(name))) {
      console.log(`${set}/${file}: in the folder but in no entry`);
      failures += 1;
    }
    const bytes = files.reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0);
    const counts = new Map<string, number>();
    for (const entry of entries) {
      const key = `${entry.real === false ? 'composed' : 'real'} ${entry.category}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const summary = [...counts].map(([key, count]) => `${key} ${count}`).join(', ');
    console.log(`${set}: ${entries.length} images, ${(bytes / 1e6).toFixed(2)} MB (${summary})`);
  }
  if (failures > 0) {
    console.log(`${failures} problems`);
    process.exit(1);
  }
}

run(main);
