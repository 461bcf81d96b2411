/**
 * How crops keep an animal's face, on the images whose face and eyes were marked (`face`, `eyes` in
 * the manifests): whether the banner (3:1) holds every eye that shows, and how far the round logo's
 * box (1:1) is from being centred on the face.
 */
import type { Half } from './manifests';
import { centreBox, type AnimalFace, type Aspect, type Box } from './eval-set';
import { table } from '../helpers';

/** Pixels of slack: boxes are whole pixels and engines round. */
const TOLERANCE = 1;
/** A logo counts as centred on the face when its centre is at most this share of the face's size from where it could best be. */
export const CENTRED = 0.25;

interface Point {
  x: number;
  y: number;
}

/** Whether the crop holds every marked eye. */
export function holdsEyes(box: Box, animal: AnimalFace): boolean {
  return animal.eyes.every(
    (eye) =>
      eye.x >= box.x - TOLERANCE &&
      eye.y >= box.y - TOLERANCE &&
      eye.x <= box.x + box.width + TOLERANCE &&
      eye.y <= box.y + box.height + TOLERANCE,
  );
}

/** Where a round logo of the face centres: between the eyes when two show, else the face box's centre. */
export function faceCentre(animal: AnimalFace): Point {
  const [first, second] = animal.eyes;
  if (first && second) return { x: (first.x + second.x) / 2, y: (first.y + second.y) / 2 };
  return { x: animal.face.x + animal.face.width / 2, y: animal.face.y + animal.face.height / 2 };
}

/**
 * How far the crop's centre is from that of the largest box of its aspect placed as near the face's
 * centre as the image allows, over the face's size (its longer side): 0 is centred on the face as
 * well as the image can be.
 */
export function logoOffset(box: Box, animal: AnimalFace, aspect: Aspect, image: { width: number; height: number }) {
  const target = faceCentre(animal);
  const best = centreBox(image.width, image.height, aspect);
  const x = clamp(target.x - best.width / 2, 0, image.width - best.width) + best.width / 2;
  const y = clamp(target.y - best.height / 2, 0, image.height - best.height) + best.height / 2;
  const distance = Math.hypot(box.x + box.width / 2 - x, box.y + box.height / 2 - y);
  return distance / Math.max(animal.face.width, animal.face.height);
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

interface FaceTally {
  images: number;
  eyesHeld: number;
  offsets: number[];
}

/** Per method and half: banners holding every eye, and the logos' offsets from the face. */
export class FaceTallies {
  private readonly tallies = new Map<string, FaceTally>();

  add(
    method: string,
    half: Half,
    banner: Box,
    logo: Box,
    animal: AnimalFace,
    image: { width: number; height: number },
  ) {
    const key = `${method}|${half}`;
    const tally = this.tallies.get(key) ?? { images: 0, eyesHeld: 0, offsets: [] };
    tally.images += 1;
    tally.eyesHeld += holdsEyes(banner, animal) ? 1 : 0;
    tally.offsets.push(logoOffset(logo, animal, '1:1', image));
    this.tallies.set(key, tally);
  }

  get(method: string, half: Half): FaceTally {
    return this.tallies.get(`${method}|${half}`) ?? { images: 0, eyesHeld: 0, offsets: [] };
  }
}

/** The table: per method, tune / check, banners holding every eye, logos centred, and the logos' mean and worst offset. */
export function faceReport(tallies: FaceTallies, methods: readonly string[]): string {
  const pair = (of: (tally: FaceTally) => string, method: string) =>
    `${of(tallies.get(method, 'tune'))} / ${of(tallies.get(method, 'check'))}`;
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : ((100 * part) / whole).toFixed(1));
  const mean = (values: number[]) =>
    values.length === 0 ? '—' : (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2);
  const rows = methods.map((method) => [
    method,
    pair((tally) => String(tally.images), method),
    pair((tally) => percent(tally.eyesHeld, tally.images), method),
    pair((tally) => percent(tally.offsets.filter((offset) => offset <= CENTRED).length, tally.images), method),
    pair((tally) => mean(tally.offsets), method),
    pair((tally) => (tally.offsets.length === 0 ? '—' : Math.max(...tally.offsets).toFixed(2)), method),
  ]);
  return [
    `Animal faces (images with marked eyes), tune / check: the banner (3:1) holds every eye, %; the logo (1:1) centred on the face (offset ≤ ${CENTRED}), %; the logo's offset from the face's centre over the face's size, mean and worst:`,
    '',
    table(['method', 'images', '3:1 eyes held', '1:1 centred', '1:1 offset mean', '1:1 offset worst'], rows),
  ].join('\n');
}
