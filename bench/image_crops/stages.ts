/**
 * Where the embedded cropper's CPU goes: `npx tsx bench/image_crops/stages.ts`. Each stage of one
 * crop (decode, faces, text lines, salience, the subject network, the choice, the cuts) runs alone,
 * in this process, on the eval set's photographs and the API bench's 2000×1500 JPEG, and its CPU time
 * (process.cpuUsage: every thread of the process, so robust to other work on a shared machine) and
 * wall time are printed per image (salience only where it can matter, as the service measures it, or
 * everywhere with `--all-cues`), beside sharp's `attention` making the API bench's three crops.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chooseBox, salienceMatters, whatMatters } from '../../lib/engines/image_crops/choose';
import { decode, inSource, textLines } from '../../lib/engines/image_crops/cropper';
import { findFaces, warmFaceFinder } from '../../lib/faces/find-faces';
import { salienceAt } from '../../lib/engines/image_crops/look';
import { NET_SIDE, warmSubjectNet } from '../../lib/subjects/subject-map';
import { findNetSubject } from '../../lib/engines/image_crops/subject-net';
import type { GreyImage } from '../../lib/engines/image_crops/types';
import { fromRaw } from '../../lib/images/raw';
import type { LoadedImage } from '../../lib/images/types';
import { createTextDetector } from '../../lib/engines/ocr/detector';
import { DEFAULT_OCR_SETTINGS } from '../../lib/engines/ocr/settings';
import { toRect } from '../../lib/engines/ocr/types';
import { APP_ROOT } from '../../test-support/app-root';
import { bareAttention, photo } from '../baseline/sharp-work';

const ASPECTS: Array<{ aspect: [number, number]; width: number }> = [
  { aspect: [1, 1], width: 512 },
  { aspect: [3, 1], width: 1024 },
  { aspect: [16, 9], width: 768 },
];
const MAX_PIXELS = 40_000_000;
const ROUNDS = 3;

type Stage = 'decode' | 'faces' | 'text' | 'salience' | 'network' | 'choose' | 'encode' | 'attention';
let skipped = 0;
const totals = new Map<Stage, { cpu: number; wall: number }>();

async function timed<T>(stage: Stage, work: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  const total = totals.get(stage) ?? { cpu: 0, wall: 0 };
  total.cpu += (used.user + used.system) / 1000;
  total.wall += performance.now() - start;
  totals.set(stage, total);
  return result;
}

async function main() {
  const folder = path.join(__dirname, 'set/photos');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.jpg'))
    .slice(0, 8);
  const jpegs = [...files.map((file) => readFileSync(path.join(folder, file))), await photo(0)];
  const detector = createTextDetector(1, DEFAULT_OCR_SETTINGS, { appRoot: APP_ROOT });
  const findText = async (image: GreyImage) => (await detector.detect(image)).map(toRect);
  await Promise.all([warmFaceFinder(APP_ROOT), warmSubjectNet(APP_ROOT), detector.warm()]);
  const loaded = (bytes: Buffer): LoadedImage => ({ bytes, format: 'jpeg' }) as LoadedImage;
  for (let round = 0; round <= ROUNDS; round++) {
    if (round === 1) totals.clear(); // round 0 warms every path
    for (const bytes of jpegs) {
      const image = loaded(bytes);
      const small = await timed('decode', () => decode(image, MAX_PIXELS, 512));
      const whole = await timed('decode', () => decode(image, MAX_PIXELS));
      const faces = await timed('faces', () => findFaces(APP_ROOT, small.data, small.width, small.height));
      const text = await timed('text', () => textLines(small, findText));
      const net = await timed('network', () => findNetSubject(APP_ROOT, small));
      // As the service does: salience only where it can change the choice.
      const needed = !process.argv.includes('--all-cues') && !salienceMatters({ faces, net }) ? undefined : small;
      const salience = needed ? await timed('salience', () => salienceAt(needed)) : {};
      if (!needed && round > 0) skipped++;
      const analysis = { width: small.width, height: small.height, ...salience, net, faces, text };
      const boxes = await timed('choose', async () => {
        whatMatters(analysis);
        return ASPECTS.map(({ aspect }) => inSource(chooseBox(analysis, aspect), analysis, whole, aspect));
      });
      await timed('encode', () =>
        Promise.all(
          boxes.map((box, i) =>
            fromRaw(whole)
              .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
              .resize(
                ASPECTS[i]!.width,
                Math.round((ASPECTS[i]!.width * ASPECTS[i]!.aspect[1]) / ASPECTS[i]!.aspect[0]),
                {
                  fit: 'fill',
                  kernel: 'lanczos3',
                },
              )
              .jpeg({ quality: 90 })
              .toBuffer(),
          ),
        ),
      );
      await timed('attention', () =>
        bareAttention(
          bytes,
          ASPECTS.map(({ aspect, width }) => ({ aspect: aspect.join(':'), width })),
        ),
      );
    }
  }
  const count = ROUNDS * jpegs.length;
  console.log(
    `${jpegs.length} images × ${ROUNDS} rounds, network input ${NET_SIDE}², salience skipped on ${skipped}; ms per image`,
  );
  console.log('| stage | CPU | wall |\n| --- | --- | --- |');
  let engine = 0;
  for (const [stage, { cpu, wall }] of totals) {
    if (stage !== 'attention') engine += cpu;
    console.log(`| ${stage} | ${(cpu / count).toFixed(1)} | ${(wall / count).toFixed(1)} |`);
  }
  console.log(`| engine, all stages | ${(engine / count).toFixed(1)} | |`);
  await detector.close();
}

void main();
