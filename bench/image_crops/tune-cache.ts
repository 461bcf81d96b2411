/**
 * The analyses the tuning harnesses choose boxes from: every image of the crop eval set analysed
 * once by the service's engine (faces and their faint finds, the animals, text lines, salience, the
 * network), with the baselines' boxes, kept in a file in the system's temporary folder named by a
 * hash of the files an analysis depends on (a change to any of them analyses the set again).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Analysis } from '../../lib/engines/image_crops/choose';
import { BASELINES, baselineBox, type Baseline } from './baselines';
import { serviceCropper } from './engine';
import type { Aspect, Box, CropCase } from './eval-set';

const ASPECTS: Aspect[] = ['1:1', '3:1'];
/** The files whose change changes an analysis: the cache is kept per version of them. */
const ANALYSIS_SOURCES = [
  'cropper.ts',
  'look.ts',
  'look-thread.ts',
  'saliency-map.ts',
  '../../faces/find-faces.ts',
  '../../faces/find-animals.ts',
  '../../faces/graph-model.ts',
  'look-threads.ts',
  'subject-net.ts',
  '../../../bench/image_crops/baselines.ts',
].map((file) => path.join(__dirname, '../../lib/engines/image_crops', file));

export interface Analysed {
  analysis: Analysis;
  baselines: Record<Aspect, Record<Baseline, Box>>;
}

/** The analysis and the baselines' boxes of each case, by name (from the cache file, else made and stored). */
export async function analyses(cases: CropCase[]): Promise<Map<string, Analysed>> {
  const version = createHash('sha256');
  for (const file of ANALYSIS_SOURCES) version.update(readFileSync(file));
  const cache = path.join(tmpdir(), `crop-tune-${version.digest('hex').slice(0, 12)}.v8`);
  const cached: Map<string, Analysed> = existsSync(cache)
    ? (deserialize(readFileSync(cache)) as Map<string, Analysed>)
    : new Map();
  const missing = cases.filter((image) => !cached.has(image.name));
  if (missing.length === 0) return cached;
  const { analyse, close } = await serviceCropper();
  for (const image of missing) {
    const baselines = {} as Analysed['baselines'];
    for (const aspect of ASPECTS) {
      baselines[aspect] = {} as Record<Baseline, Box>;
      for (const method of BASELINES) baselines[aspect][method] = await baselineBox(method, image, aspect);
    }
    cached.set(image.name, { analysis: await analyse(image), baselines });
  }
  await close();
  writeFileSync(cache, serialize(cached));
  return cached;
}
