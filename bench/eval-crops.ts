/**
 * Quality of the embedded cropper: `npm run eval:crops [--show NAME] [--half tune|check]`. Every image of the crop eval
 * set (bench/crop-eval-set.ts: real photographs with their subject marked, and composed scenes whose
 * faces, objects and text are placed off-centre) is cropped to 1:1 and 3:1 by the service's engine
 * (in-process, with OCR's text detector as the service wires it), by sharp's `attention` strategy
 * and by a centre crop. Prints, per half of the set (tune, check: see CropCase.half), per kind and
 * aspect, the share of crops that hold the whole subject (3:1: as much of it as the strip can hold)
 * and of text lines left whole, the three side by side. `--half` evaluates one half only.
 */
import sharp from 'sharp';
import type { Box } from '../lib/engines/image_crops/types';
import { serviceCropper } from './crop-engine';
import { centreBox, holdsSubject, loadCropEvalSet, textLinesWhole, type Aspect, type CropCase } from './crop-eval-set';
import { table } from './lib';

const ASPECTS: Array<[number, number]> = [
  [1, 1],
  [3, 1],
];

type Method = 'engine' | 'attention' | 'centre';

const named = ([w, h]: [number, number]): Aspect => `${w}:${h}`;
const METHODS: Method[] = ['engine', 'attention', 'centre'];

/**
 * The box sharp's attention strategy crops, in the source's pixels (from the offsets it reports: sharp
 * reports them negated, the resized image's shift, so the crop starts at minus each).
 */
async function attentionBox(image: CropCase, [w, h]: [number, number]): Promise<Box> {
  const width = 512;
  const height = Math.round((width * h) / w);
  const { info } = await sharp(image.bytes)
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .toBuffer({ resolveWithObject: true });
  const scale = Math.max(width / image.width, height / image.height);
  return {
    x: Math.round(-(info.cropOffsetLeft ?? 0) / scale),
    y: Math.round(-(info.cropOffsetTop ?? 0) / scale),
    width: Math.round(width / scale),
    height: Math.round(height / scale),
  };
}

interface Score {
  held: number;
  crops: number;
  whole: number;
  lines: number;
}

async function main() {
  const option = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const show = option('--show');
  const half = option('--half');
  const cases = (await loadCropEvalSet()).filter((image) => !half || image.half === half);
  const { cropper, close } = await serviceCropper();
  const scores = new Map<string, Score>();
  const add = (key: string, held: boolean, whole: number, lines: number) => {
    const score = scores.get(key) ?? { held: 0, crops: 0, whole: 0, lines: 0 };
    score.held += held ? 1 : 0;
    score.crops += 1;
    score.whole += whole;
    score.lines += lines;
    scores.set(key, score);
  };
  const misses: string[] = [];
  for (const image of cases) {
    const targets = ASPECTS.map(([w, h]) => ({
      aspect: [w, h] as [number, number],
      width: 256,
      height: Math.round((256 * h) / w),
    }));
    const ours = await cropper.crop(
      { bytes: image.bytes, format: 'jpeg', width: image.width, height: image.height },
      targets,
    );
    for (const [k, aspect] of ASPECTS.entries()) {
      const boxes: Record<Method, Box> = {
        engine: ours.crops[k]!.box,
        attention: await attentionBox(image, aspect),
        centre: centreBox(image.width, image.height, named(aspect)),
      };
      for (const method of METHODS) {
        const held = holdsSubject(boxes[method], image.subject, named(aspect), image);
        const whole = textLinesWhole(boxes[method], image.text) * image.text.length;
        for (const group of [image.kind, 'all', image.half, `${image.kind} ${image.half}`])
          add(`${method} ${group} ${aspect.join(':')}`, held, whole, image.text.length);
        if (method === 'engine' && !held)
          misses.push(
            `${image.name} (${image.half}) ${aspect.join(':')}: box ${JSON.stringify(boxes.engine)}, subject ${JSON.stringify(image.subject)}`,
          );
      }
      if (show && image.name === show) console.log(aspect.join(':'), boxes);
    }
  }
  await close();

  const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
  const rows: string[][] = [];
  const groups = [
    'tune',
    'check',
    'all',
    'photo tune',
    'photo check',
    'photo',
    'composed tune',
    'composed check',
    'composed',
  ];
  for (const group of groups) {
    for (const aspect of ASPECTS.map((parts) => parts.join(':'))) {
      const of = (method: Method) =>
        scores.get(`${method} ${group} ${aspect}`) ?? { held: 0, crops: 0, whole: 0, lines: 0 };
      if (of('engine').crops === 0) continue;
      rows.push([
        group.includes(' ')
          ? group
          : `${group === 'tune' || group === 'check' || group === 'all' ? 'all, ' : ''}${group}`,
        aspect,
        String(of('engine').crops),
        ...METHODS.map((method) => percent(of(method).held, of(method).crops)),
        ...METHODS.map((method) => percent(of(method).whole, of(method).lines)),
      ]);
    }
  }
  console.log(
    `\nImage crops on ${cases.length} images (${cases.filter((c) => c.kind === 'photo').length} photographs, ${cases.filter((c) => c.kind === 'composed').length} composed)\n`,
  );
  console.log(
    table(
      [
        'images',
        'aspect',
        'crops',
        'subject held: engine',
        'attention',
        'centre',
        'text lines whole: engine',
        'attention',
        'centre',
      ],
      rows,
    ),
  );
  if (misses.length > 0) console.log(`\nThe engine's misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
