/**
 * How the crop engine's weights were chosen, and how sure the choice is: `npm run tune:crops`. Every
 * image of the crop eval set is analysed once by the service's engine (faces, text lines, the
 * salient subject; kept in a cache file in the system's temporary folder, keyed by the analysis'
 * source: tune-cache.ts), then the shipped weights (lib/engines/image_crops/choose.ts) and each one-step change of
 * them pick the 1:1 and 3:1 boxes from those analyses. Prints, per candidate, the share of crops that
 * hold the subject on the floor slices (real/composed × faces/no faces × aspect) and of text lines
 * left whole, tune / check, with the baselines below. Weights are chosen on tune only: a change that
 * helps tune and not check goes. `--misses` lists the tune half's crops the shipped weights miss,
 * with the subject's box, the analysis and the baselines that hold it.
 */
import { chooseBox, salienceMatters, WEIGHTS, type ChoiceWeights } from '../../lib/engines/image_crops/choose';
import { inSource } from '../../lib/engines/image_crops/cropper';
import { BASELINES } from './baselines';
import { holdsSubject, loadCropEvalSet, textLinesWhole, type Aspect, type Box, type CropCase } from './eval-set';
import { CENTRED, holdsEyes, logoOffset } from './eyes';
import { analyses, type Analysed } from './tune-cache';

const ASPECTS: Aspect[] = ['1:1', '3:1'];
const HALVES = ['tune', 'check'] as const;
/**
 * The shipped weights, each weight halved, doubled and (where it can be) taken away, and the
 * network's thresholds (how sure it must be, how much of the frame its mask may cover) over a grid.
 */
function candidates(): Array<[string, ChoiceWeights]> {
  const out: Array<[string, ChoiceWeights]> = [['shipped', WEIGHTS]];
  for (const key of (Object.keys(WEIGHTS) as Array<keyof ChoiceWeights>).filter(
    (key) => !key.startsWith('animal') && !key.startsWith('textHeavy') && !key.startsWith('innerPicture'),
  ))
    for (const factor of [0, 0.5, 2]) out.push([`${key} × ${factor}`, { ...WEIGHTS, [key]: WEIGHTS[key] * factor }]);
  for (const netPeak of [0.5, 0.8, 0.9, 0.95, 0.99]) out.push([`netPeak ${netPeak}`, { ...WEIGHTS, netPeak }]);
  for (const netCover of [0.4, 0.6, 0.7, 0.8, 0.9]) out.push([`netCover ${netCover}`, { ...WEIGHTS, netCover }]);
  for (const tallTop of [0, 1, 1.25, 1.5, 2, 3]) out.push([`tallTop ${tallTop}`, { ...WEIGHTS, tallTop }]);
  for (const netFaceScore of [0, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9])
    out.push([`netFaceScore ${netFaceScore}`, { ...WEIGHTS, netFaceScore }]);
  for (const textHeavy of [0.05, 0.08, 0.12, 0.15, 0.2, Infinity])
    for (const textHeavyCut of [1, 8])
      out.push([`textHeavy ${textHeavy}, cut ${textHeavyCut}`, { ...WEIGHTS, textHeavy, textHeavyCut }]);
  out.push(['no network', { ...WEIGHTS, netPeak: Infinity }]);
  out.push(['no animal face (as before)', { ...WEIGHTS, animalSlack: -1 }]);
  for (const animalSlack of [0.01, 0.05, 0.1]) out.push([`animalSlack ${animalSlack}`, { ...WEIGHTS, animalSlack }]);
  for (const animalSpare of [0, 0.02, 0.1, 0.15]) out.push([`animalSpare ${animalSpare}`, { ...WEIGHTS, animalSpare }]);
  for (const animalSeen of [0.15, 0.2, 0.3, 0.4]) out.push([`animalSeen ${animalSeen}`, { ...WEIGHTS, animalSeen }]);
  for (const animalScore of [0.2, 0.3, 0.35]) out.push([`animalScore ${animalScore}`, { ...WEIGHTS, animalScore }]);
  for (const animalTop of [0.2, 0.4, 0.5, 0.7]) out.push([`animalTop ${animalTop}`, { ...WEIGHTS, animalTop }]);
  for (const animalSize of [0.2, 0.4]) out.push([`animalSize ${animalSize}`, { ...WEIGHTS, animalSize }]);
  for (const innerPicture of [0.2, 0.45, Infinity])
    out.push([`innerPicture ${innerPicture}`, { ...WEIGHTS, innerPicture }]);
  return out;
}

const SLICES: Array<[string, (image: CropCase) => boolean]> = [
  ['all', () => true],
  ['real', (image) => image.kind === 'real'],
  ['composed', (image) => image.kind === 'composed'],
  ['faces', (image) => image.faces.length > 0],
  ['no faces', (image) => image.faces.length === 0],
  ['real, faces', (image) => image.kind === 'real' && image.faces.length > 0],
  ['real, no faces', (image) => image.kind === 'real' && image.faces.length === 0],
  ['composed, faces', (image) => image.kind === 'composed' && image.faces.length > 0],
  ['composed, no faces', (image) => image.kind === 'composed' && image.faces.length === 0],
];

function parts(aspect: Aspect): [number, number] {
  const [w, h] = aspect.split(':').map(Number);
  return [w!, h!];
}

function percent(hits: number, all: number): string {
  return all === 0 ? '—' : ((100 * hits) / all).toFixed(0);
}

/** One row: the share of crops holding the subject per slice and aspect, then of text lines left whole. */
function row(name: string, cases: CropCase[], boxOf: (image: CropCase, aspect: Aspect) => Box): string {
  const cells: string[] = [name];
  for (const [, test] of SLICES)
    for (const aspect of ASPECTS) {
      const shares = HALVES.map((half) => {
        const chosen = cases.filter((image) => image.half === half && test(image));
        const held = chosen.filter((image) => holdsSubject(boxOf(image, aspect), image.subject, aspect, image));
        return percent(held.length, chosen.length);
      });
      cells.push(shares.join(' / '));
    }
  const lines = (which: (image: CropCase) => boolean) =>
    HALVES.map((half) => {
      let whole = 0;
      let all = 0;
      for (const image of cases.filter((c) => c.half === half && which(c)))
        for (const aspect of ASPECTS) {
          whole += textLinesWhole(boxOf(image, aspect), image.text) * image.text.length;
          all += image.text.length;
        }
      return percent(whole, all);
    }).join(' / ');
  cells.push(
    lines(() => true),
    lines((image) => image.category === 'screenshot'),
  );
  cells.push(...faceCells(cases, boxOf));
  return `| ${cells.join(' | ')} |`;
}

/** On the images with an animal's face marked: banners holding every eye, logos centred on the face, their mean offset. */
function faceCells(cases: CropCase[], boxOf: (image: CropCase, aspect: Aspect) => Box): string[] {
  const marked = HALVES.map((half) => cases.filter((image) => image.half === half && image.animal));
  const offsets = marked.map((images) =>
    images.map((image) => logoOffset(boxOf(image, '1:1'), image.animal!, '1:1', image)),
  );
  return [
    marked
      .map((images) =>
        percent(images.filter((image) => holdsEyes(boxOf(image, '3:1'), image.animal!)).length, images.length),
      )
      .join(' / '),
    offsets.map((list) => percent(list.filter((offset) => offset <= CENTRED).length, list.length)).join(' / '),
    offsets
      .map((list) => (list.reduce((sum, offset) => sum + offset, 0) / Math.max(1, list.length)).toFixed(2))
      .join(' / '),
  ];
}

async function main() {
  const cases = await loadCropEvalSet();
  const analysed = await analyses(cases);
  const header = [
    'weights',
    ...SLICES.flatMap(([slice]) => ASPECTS.map((aspect) => `${slice} ${aspect}`)),
    'text lines whole',
    'of screenshots',
    'animal 3:1 eyes held',
    `animal 1:1 centred (≤ ${CENTRED})`,
    'animal 1:1 offset',
  ];
  console.log(
    `Crops holding the subject, % (tune / check), ${cases.length} images; weights chosen on tune only\n\n` +
      `| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`,
  );
  for (const [name, weights] of candidates())
    console.log(
      row(name, cases, (image, aspect) => {
        const { analysis } = analysed.get(image.name)!;
        return inSource(chooseBox(analysis, parts(aspect), weights), analysis, image, parts(aspect));
      }),
    );
  console.log(`\n${salienceSkipCheck(cases, analysed)}\n`);
  if (process.argv.includes('--misses')) printMisses(cases, analysed);
  for (const method of BASELINES)
    console.log(row(`(${method})`, cases, (image, aspect) => analysed.get(image.name)!.baselines[aspect]![method]));
}

function printMisses(cases: CropCase[], analysed: Map<string, Analysed>) {
  const text = (box: Box) =>
    `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
  for (const image of cases.filter((c) => c.half === 'tune'))
    for (const aspect of ASPECTS) {
      const { analysis, baselines } = analysed.get(image.name)!;
      const box = inSource(chooseBox(analysis, parts(aspect)), analysis, image, parts(aspect));
      if (holdsSubject(box, image.subject, aspect, image)) continue;
      const k = image.width / analysis.width;
      const seen = analysis.subject ?? { x: 0, y: 0, width: analysis.width, height: analysis.height };
      const subject = { x: seen.x * k, y: seen.y * k, width: seen.width * k, height: seen.height * k };
      const holders = BASELINES.filter((m) => holdsSubject(baselines[aspect]![m], image.subject, aspect, image));
      console.log(
        `miss ${image.name} ${aspect} ${image.width}×${image.height}: subject ${text(image.subject)}, box ${text(box)}; ` +
          `seen subject ${text(subject)}, ${analysis.faces.length} faces, ${analysis.text.length} lines; held by ${holders.join(', ') || 'none'}`,
      );
    }
}

/**
 * The service skips salience where it cannot matter (choose.ts, `salienceMatters`): the shipped
 * weights' boxes with the salience subject taken away there, against those with it, on every image.
 */
function salienceSkipCheck(cases: CropCase[], analysed: Map<string, Analysed>): string {
  let skipped = 0;
  let differ = 0;
  for (const image of cases) {
    const { analysis } = analysed.get(image.name)!;
    if (salienceMatters(analysis)) continue;
    skipped++;
    const { subject: _unused, ...without } = analysis;
    for (const aspect of ASPECTS)
      if (JSON.stringify(chooseBox(without, parts(aspect))) !== JSON.stringify(chooseBox(analysis, parts(aspect))))
        differ++;
  }
  return `Salience skipped (it cannot matter) on ${skipped} of ${cases.length} images; boxes that differ without it: ${differ}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
