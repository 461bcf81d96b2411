/**
 * Cues for an animal's eyes, tried on the tuning harness's analyses (tune-cache.ts): each try turns
 * an image's analysis into what the engine would have seen with that cue (the face finder's faint
 * find it centres on moved, the subject narrowed, a face taken for an animal's), then the shipped
 * weights choose the 1:1 and 3:1 boxes. Prints, tune / check, the share of crops holding the
 * subject, of text lines left whole, and on the images whose animal's eyes were marked the banners
 * holding every eye, the logos centred on the face and their mean offset (eyes.ts); the baselines
 * below. `npx tsx bench/image_crops/eye-cues.ts`.
 */
import {
  chooseBox,
  whatMatters,
  WEIGHTS,
  type Analysis,
  type ChoiceWeights,
} from '../../lib/engines/image_crops/choose';
import { decode, inSource } from '../../lib/engines/image_crops/cropper';
import { greyOf } from '../../lib/engines/image_crops/look';
import type { Box, Found } from '../../lib/engines/image_crops/types';
import { BASELINES } from './baselines';
import { darkBlobs, eyePair, type GreyPlane, type Point } from './eye-blobs';
import { holdsSubject, loadCropEvalSet, textLinesWhole, type Aspect, type CropCase } from './eval-set';
import { CENTRED, faceCentre, holdsEyes, logoOffset } from './eyes';
import { table } from '../helpers';
import { analyses } from './tune-cache';

/** What a try makes of one image: the analysis the engine would have had, and its weights. */
type Try = (analysis: Analysis, image: CropCase, grey: GreyPlane) => { analysis: Analysis; weights?: ChoiceWeights };
type Find = Found & { eyes?: [Point, Point] };

const asShipped: Try = (analysis) => ({ analysis });

const centreOf = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
const holds = (box: Box, point: Point) =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
const grown = (box: Box, times: number): Box => ({
  x: box.x - ((times - 1) / 2) * box.width,
  y: box.y - ((times - 1) / 2) * box.height,
  width: box.width * times,
  height: box.height * times,
});
const movedTo = (box: Box, point: Point): Box => ({ ...box, x: point.x - box.width / 2, y: point.y - box.height / 2 });
const between = ([a, b]: [Point, Point]): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The faint find the engine centres an animal's logo on, when it does. */
function chosenFind(analysis: Analysis): Find | undefined {
  const face = whatMatters(analysis).subject.face;
  return face && (analysis.finds ?? []).find((find) => find.x === face.x && find.y === face.y);
}

/** The analysis with the chosen find moved so that its centre is `point`. */
function findMovedTo(analysis: Analysis, find: Find, point: Point): Analysis {
  const finds = (analysis.finds ?? []).map((other) =>
    other === find ? { ...other, ...movedTo(other, point) } : other,
  );
  return { ...analysis, finds };
}

/** The surest animal the engine's gate sees in the network's subject. */
function gateAnimal(analysis: Analysis): Found | undefined {
  const net = analysis.net?.box;
  return net && (analysis.animals ?? []).find((seen) => seen.score >= WEIGHTS.animalSeen && holds(net, centreOf(seen)));
}

/** Between the eyes BlazeFace marks on the chosen find. */
const betweenFindEyes: Try = (analysis) => {
  const find = chosenFind(analysis);
  return { analysis: find?.eyes ? findMovedTo(analysis, find, between(find.eyes)) : analysis };
};

/** Between the pair of dark blobs in the chosen find's box grown `times`. */
const blobsInFind =
  (times: number): Try =>
  (analysis, _image, grey) => {
    const find = chosenFind(analysis);
    const pair = find && eyePair(darkBlobs(grey, grown(find, times)), grown(find, times));
    return { analysis: find && pair ? findMovedTo(analysis, find, between(pair)) : analysis };
  };

/** The upper `share` of the gate's animal, inside the network's subject. */
function animalTop(analysis: Analysis, share: number): Box | undefined {
  const animal = gateAnimal(analysis);
  const net = analysis.net?.box;
  if (!animal || !net) return undefined;
  const x = Math.max(net.x, animal.x);
  const y = Math.max(net.y, animal.y);
  const right = Math.min(net.x + net.width, animal.x + animal.width);
  const bottom = Math.min(net.y + net.height, animal.y + animal.height);
  return { x, y, width: right - x, height: (bottom - y) * share };
}

/** Between the strongest blob pair in the animal's upper 60% whose midpoint lies in the chosen find grown twice. */
const blobsNearFind: Try = (analysis, _image, grey) => {
  const find = chosenFind(analysis);
  const region = animalTop(analysis, 0.6);
  if (!find || !region) return { analysis };
  const blobs = darkBlobs(grey, region);
  const near = grown(find, 2);
  let best: Point | undefined;
  let strongest = 0;
  for (let i = 0; i < blobs.length; i++)
    for (let j = i + 1; j < blobs.length; j++) {
      const pair = eyePair([blobs[i]!, blobs[j]!], region);
      const strength = pair ? Math.min(pair[0].strength, pair[1].strength) : 0;
      if (pair && strength > strongest && holds(near, between(pair))) [best, strongest] = [between(pair), strength];
    }
  return { analysis: best ? findMovedTo(analysis, find, best) : analysis };
};

/** With no faint find taken, a find of the blob pair in the animal's upper half (taken before any other). */
const blobsWithoutFind: Try = (analysis, _image, grey) => {
  const region = !chosenFind(analysis) && whatMatters(analysis).faces.length === 0 && animalTop(analysis, 0.5);
  const pair = region && eyePair(darkBlobs(grey, region), region);
  if (!pair) return { analysis };
  const side = 2 * Math.abs(pair[1].x - pair[0].x);
  const find = {
    ...movedTo({ x: 0, y: 0, width: side, height: side }, between(pair)),
    score: WEIGHTS.netFaceScore - 0.01,
  };
  return {
    analysis: { ...analysis, finds: [find, ...(analysis.finds ?? [])] },
    weights: { ...WEIGHTS, animalTop: 0.5 },
  };
};

/** With no faint find taken, a find at the gate animal's upper middle (`down` of its height from its top, a third of its width across). */
const animalUpperMiddle =
  (down: number): Try =>
  (analysis) => {
    const animal = !chosenFind(analysis) && whatMatters(analysis).faces.length === 0 && gateAnimal(analysis);
    if (!animal) return { analysis };
    const side = animal.width / 3;
    const point = { x: animal.x + animal.width / 2, y: animal.y + animal.height * down };
    const find = { ...movedTo({ x: 0, y: 0, width: side, height: side }, point), score: WEIGHTS.netFaceScore - 0.01 };
    return {
      analysis: { ...analysis, finds: [find, ...(analysis.finds ?? [])] },
      weights: { ...WEIGHTS, animalTop: 1 },
    };
  };

/** The network's subject cut to the gate's animal around the chosen find (grown 5% each side). */
const subjectCutToAnimal: Try = (analysis) => {
  const find = chosenFind(analysis);
  const net = analysis.net;
  const animal =
    find && (analysis.animals ?? []).find((seen) => seen.score >= WEIGHTS.animalSeen && holds(seen, centreOf(find)));
  if (!find || !net || !animal) return { analysis };
  const around = grown(animal, 1.1);
  const x = Math.max(net.box.x, around.x);
  const y = Math.max(net.box.y, around.y);
  const box = {
    x,
    y,
    width: Math.min(net.box.x + net.box.width, around.x + around.width) - x,
    height: Math.min(net.box.y + net.box.height, around.y + around.height) - y,
  };
  // The chosen find alone, taken wherever it lies in the narrowed subject: the face the engine chose.
  return { analysis: { ...analysis, net: { ...net, box }, finds: [find] }, weights: { ...WEIGHTS, animalTop: 1 } };
};

/** Whether every face kept lies on an animal the animal finder sees (from the gate's score), the network sure. */
function facesOnAnimal(analysis: Analysis): boolean {
  const { faces } = whatMatters(analysis);
  const animals = (analysis.animals ?? []).filter((seen) => seen.score >= WEIGHTS.animalSeen);
  return (
    faces.length > 0 &&
    (analysis.net?.peak ?? 0) >= WEIGHTS.netPeak &&
    faces.every((face) => animals.some((animal) => holds(animal, centreOf(face))))
  );
}

/** Faces on an animal keep no salience subject: the crops keep the face and centre on it. */
const faceOnAnimalAlone: Try = (analysis) => ({
  analysis: facesOnAnimal(analysis)
    ? { ...analysis, subject: { x: 0, y: 0, width: analysis.width, height: analysis.height } }
    : analysis,
});

/** Faces on an animal are taken for the animal's (faint finds): the network's subject, centred on the face among equals. */
const faceOnAnimalAsAnimals: Try = (analysis) => {
  if (!facesOnAnimal(analysis)) return { analysis };
  const faint = WEIGHTS.netFaceScore - 0.001;
  const finds = (analysis.finds ?? []).map((find) =>
    find.score >= WEIGHTS.netFaceScore ? { ...find, score: faint } : find,
  );
  return { analysis: { ...analysis, faces: [], finds } };
};

/** A ceiling: the hand-marked eyes as the only faint find, wherever they lie in the subject. */
const markedEyes: Try = (analysis, image) => {
  if (!image.animal) return { analysis };
  const scale = analysis.width / image.width;
  const centre = faceCentre(image.animal);
  const find = { x: centre.x * scale - 5, y: centre.y * scale - 5, width: 10, height: 10, score: WEIGHTS.animalScore };
  return { analysis: { ...analysis, finds: [find] }, weights: { ...WEIGHTS, animalTop: 1 } };
};

const TRIES: Array<[string, Try]> = [
  ['the engine', asShipped],
  ["between the faint find's eyes (BlazeFace's keypoints)", betweenFindEyes],
  ["between a dark blob pair in the find's box", blobsInFind(1)],
  ["between a dark blob pair in the find's box grown 1.5×", blobsInFind(1.5)],
  ["between a dark blob pair in the find's box grown 2×", blobsInFind(2)],
  ["between the strongest blob pair of the animal's upper 60% near the find", blobsNearFind],
  ["no faint find: a blob pair in the animal's upper half", blobsWithoutFind],
  ["no faint find: the animal's upper middle (a sixth down)", animalUpperMiddle(1 / 6)],
  ["no faint find: the animal's upper middle (a third down)", animalUpperMiddle(1 / 3)],
  ["the subject cut to the find's animal (CenterNet's box, grown 5%)", subjectCutToAnimal],
  ['a kept face on an animal: no salience subject', faceOnAnimalAlone],
  ["a kept face on an animal taken for the animal's", faceOnAnimalAsAnimals],
  ['(ceiling: the marked eyes as the find)', markedEyes],
];

const HALVES = ['tune', 'check'] as const;
const ONE: [number, number] = [1, 1];
const THREE: [number, number] = [3, 1];

interface Tally {
  images: number;
  held: Record<Aspect, number>;
  lines: number;
  linesWhole: number;
  animals: number;
  eyesHeld: number;
  offsets: number[];
}

function tally(cases: CropCase[], boxOf: (image: CropCase, aspect: [number, number]) => Box): Tally {
  const out: Tally = { images: 0, held: {}, lines: 0, linesWhole: 0, animals: 0, eyesHeld: 0, offsets: [] };
  for (const image of cases) {
    const logo = boxOf(image, ONE);
    const banner = boxOf(image, THREE);
    out.images++;
    out.held['1:1'] = (out.held['1:1'] ?? 0) + (holdsSubject(logo, image.subject, '1:1', image) ? 1 : 0);
    out.held['3:1'] = (out.held['3:1'] ?? 0) + (holdsSubject(banner, image.subject, '3:1', image) ? 1 : 0);
    for (const box of [logo, banner]) {
      out.linesWhole += textLinesWhole(box, image.text) * image.text.length;
      out.lines += image.text.length;
    }
    if (!image.animal) continue;
    out.animals++;
    out.eyesHeld += holdsEyes(banner, image.animal) ? 1 : 0;
    out.offsets.push(logoOffset(logo, image.animal, '1:1', image));
  }
  return out;
}

function cells(tallies: Tally[]): string[] {
  const pair = (of: (t: Tally) => string) => tallies.map(of).join(' / ');
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : ((100 * part) / whole).toFixed(1));
  return [
    pair((t) => percent(t.held['1:1'] ?? 0, t.images)),
    pair((t) => percent(t.held['3:1'] ?? 0, t.images)),
    pair((t) => percent(t.linesWhole, t.lines)),
    pair((t) => percent(t.eyesHeld, t.animals)),
    pair((t) => percent(t.offsets.filter((offset) => offset <= CENTRED).length, t.animals)),
    pair((t) => (t.offsets.reduce((sum, offset) => sum + offset, 0) / Math.max(1, t.animals)).toFixed(3)),
  ];
}

async function main() {
  const cases = await loadCropEvalSet();
  const analysed = await analyses(cases);
  const greys = new Map<string, GreyPlane>();
  for (const image of cases) {
    const small = await decode(image, 40_000_000, 512);
    greys.set(image.name, { grey: greyOf(small), width: small.width, height: small.height });
  }
  const rows: string[][] = [];
  for (const [name, attempt] of TRIES) {
    const boxOf = (image: CropCase, aspect: [number, number]) => {
      const { analysis, weights } = attempt(analysed.get(image.name)!.analysis, image, greys.get(image.name)!);
      return inSource(chooseBox(analysis, aspect, weights), analysis, image, aspect);
    };
    rows.push([
      name,
      ...cells(
        HALVES.map((half) =>
          tally(
            cases.filter((image) => image.half === half),
            boxOf,
          ),
        ),
      ),
    ]);
  }
  for (const method of BASELINES) {
    const boxOf = (image: CropCase, aspect: [number, number]) =>
      analysed.get(image.name)!.baselines[aspect[0] === 1 ? '1:1' : '3:1']![method];
    rows.push([
      `(${method})`,
      ...cells(
        HALVES.map((half) =>
          tally(
            cases.filter((image) => image.half === half),
            boxOf,
          ),
        ),
      ),
    ]);
  }
  console.log(
    `${cases.length} images, tune / check; the animals: those whose eyes were marked\n\n` +
      table(
        [
          'try',
          'subject held 1:1',
          '3:1',
          'text lines whole',
          'animal 3:1 eyes held',
          `1:1 centred (≤ ${CENTRED})`,
          '1:1 offset mean',
        ],
        rows,
      ),
  );
  // The acceptance's own photo, as the engine crops it (reported, not chosen on: it is in the check half).
  const chelsea = cases.find((image) => image.name === 'photos/chelsea');
  if (chelsea?.animal) {
    const { analysis } = analysed.get(chelsea.name)!;
    const logo = inSource(chooseBox(analysis, ONE), analysis, chelsea, ONE);
    const offset = logoOffset(logo, chelsea.animal, '1:1', chelsea);
    const size = Math.max(chelsea.animal.face.width, chelsea.animal.face.height);
    console.log(`\nphotos/chelsea, the engine's logo: offset ${offset.toFixed(3)} (${(offset * size).toFixed(1)} px)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
