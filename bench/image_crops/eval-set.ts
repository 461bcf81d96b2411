/**
 * The image-crops evaluation set: the images of every manifest `bench/image_crops/set/<set>.json` (real images,
 * and scenes composed from others and stored as files, each box marked by hand or known from the
 * composition; see bench/image_crops/manifests.ts; sources and licences in bench/image_crops/set/LICENSES*.md) and
 * scenes composed here in code with faces, objects and captions placed off-centre, their boxes known
 * exactly. Plus the scoring helpers the eval uses. Everything is deterministic: the same bytes,
 * boxes and halves on every run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CROPS_DIR, halfOf, readManifests, type Category, type Half, type ManifestEntry } from './manifests';
import { seededRandom } from '../../lib/seeded-random';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropCase {
  /** `<set>/<file without extension>`; a scene composed in code: `composed/<scene name>`. */
  name: string;
  /** The manifest it comes from (`composed` for the scenes composed in code). */
  set: string;
  /** `real`: an image used as it was made; `composed`: a scene composed here (in code or stored). */
  kind: 'real' | 'composed';
  category: Category;
  /**
   * Which half of the set the case is in: weights and thresholds are chosen on `tune`, and `check`
   * tells how they do on images they were not chosen on. Fixed by a hash of the name (halfOf).
   */
  half: Half;
  /** JPEG or PNG, as stored. */
  bytes: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** What a person would keep: the head(s), the animal, the object. */
  subject: Box;
  /** Human faces (forehead to chin), possibly empty. */
  faces: Box[];
  /** Text lines, possibly empty. */
  text: Box[];
  /** An animal's face and the centre of each of its eyes that shows, where marked (eyes.ts scores them). */
  animal?: AnimalFace;
}

/** An animal's face as marked: its box and the centre of each eye that can be seen, in the image's pixels. */
export interface AnimalFace {
  face: Box;
  eyes: Array<{ x: number; y: number }>;
}

/** An aspect as width:height, e.g. '1:1', '3:1', '16:9'. */
export type Aspect = `${number}:${number}`;

/** One entry of bench/image_crops/set/photos.json (the photographs the scenes in code are composed from). */
export type PhotoEntry = ManifestEntry;

const ANTON = path.join(__dirname, '..', '..', 'node_modules/@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf');
/** Pixels of slack in the scoring: boxes are integers and engines round. */
const TOLERANCE = 1;

// ---------------------------------------------------------------- scoring

function ratio(aspect: Aspect): number {
  const [width, height] = aspect.split(':').map(Number);
  if (!width || !height || !Number.isFinite(width / height)) throw new Error(`not an aspect: ${aspect}`);
  return width / height;
}

/** The largest box of the aspect inside a width x height image, centred: the baseline crop. */
export function centreBox(width: number, height: number, aspect: Aspect): Box {
  const wanted = ratio(aspect);
  const boxWidth = Math.min(width, Math.round(height * wanted));
  const boxHeight = Math.min(height, Math.round(boxWidth / wanted));
  return {
    x: Math.floor((width - boxWidth) / 2),
    y: Math.floor((height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
  };
}

/** The length of [a0, a0 + aLength) ∩ [b0, b0 + bLength). */
function overlap(a0: number, aLength: number, b0: number, bLength: number): number {
  return Math.max(0, Math.min(a0 + aLength, b0 + bLength) - Math.max(a0, b0));
}

/**
 * Whether a crop box holds the subject: the whole subject box when a box of this aspect can contain
 * it; otherwise (a 3:1 strip across a tall subject) as much of it as the strip can hold, i.e. in each
 * dimension the crop covers min(subject extent, what a box can span) of it. What a box can span is
 * the crop's own extent, or, when the image's size is given, that of the largest box of the aspect
 * in the image (so a crop smaller than it need be is not excused). 1 px of tolerance.
 */
export function holdsSubject(
  box: Box,
  subject: Box,
  aspect: Aspect,
  image?: { width: number; height: number },
): boolean {
  const span = image ? centreBox(image.width, image.height, aspect) : box;
  const across = overlap(box.x, box.width, subject.x, subject.width);
  const down = overlap(box.y, box.height, subject.y, subject.height);
  return (
    across >= Math.min(subject.width, span.width) - TOLERANCE &&
    down >= Math.min(subject.height, span.height) - TOLERANCE
  );
}

/** Whether a text line is whole in the crop: fully inside it or fully outside it, not cut in two. */
export function lineWhole(box: Box, line: Box): boolean {
  const inside =
    line.x >= box.x - TOLERANCE &&
    line.y >= box.y - TOLERANCE &&
    line.x + line.width <= box.x + box.width + TOLERANCE &&
    line.y + line.height <= box.y + box.height + TOLERANCE;
  const outside =
    overlap(box.x, box.width, line.x, line.width) <= TOLERANCE ||
    overlap(box.y, box.height, line.y, line.height) <= TOLERANCE;
  return inside || outside;
}

/** The share of text lines the crop leaves whole (1 when there are none). */
export function textLinesWhole(box: Box, textBoxes: Box[]): number {
  if (textBoxes.length === 0) return 1;
  return textBoxes.filter((line) => lineWhole(box, line)).length / textBoxes.length;
}

// ---------------------------------------------------------------- the manifests' images

export function readPhotoEntries(): PhotoEntry[] {
  const photos = readManifests().find((manifest) => manifest.set === 'photos');
  if (!photos) throw new Error('no bench/image_crops/set/photos.json');
  return photos.entries;
}

/** One image of a manifest, its boxes checked to lie inside it. */
export async function loadEntry(set: string, entry: ManifestEntry): Promise<CropCase> {
  const bytes = readFileSync(path.join(CROPS_DIR, set, entry.file));
  const { width = 0, height = 0, format } = await sharp(bytes).metadata();
  const marked = [entry.subject, ...entry.faces, ...entry.text, ...(entry.face ? [entry.face] : [])];
  const outside = marked.find((box) => !inside(box, width, height));
  if (outside)
    throw new Error(
      `bench/image_crops/set/${set}.json (${entry.file}): the box ${JSON.stringify(outside)} is not inside the ${width}x${height} image`,
    );
  if (format !== 'jpeg' && format !== 'png')
    throw new Error(`bench/image_crops/set/${set}/${entry.file}: not a JPEG or PNG`);
  return {
    name: `${set}/${path.basename(entry.file, path.extname(entry.file))}`,
    set,
    kind: entry.real ? 'real' : 'composed',
    category: entry.category,
    half: halfOf(`${set}/${entry.file}`),
    bytes,
    format,
    width,
    height,
    subject: entry.subject,
    faces: entry.faces,
    text: entry.text,
    ...(entry.face && entry.eyes && { animal: { face: entry.face, eyes: entry.eyes } }),
  };
}

// ---------------------------------------------------------------- the composed scenes

type Rgb = [number, number, number];

type Background =
  | { kind: 'plain'; colour: Rgb }
  | { kind: 'gradient'; from: Rgb; to: Rgb; vertical?: boolean }
  | { kind: 'noise'; base: Rgb; amount: number; seed: number }
  /** A region of one of the photographs, stretched to the scene's size. */
  | { kind: 'photo'; file: string; region: Box };

/** A thing placed in a scene; `at` is its top-left corner, `height` its height in pixels. */
type Item =
  /** A head cut from a photograph (its subject box), with the face box carried along. */
  | { kind: 'head'; file: string; at: [number, number]; height: number }
  /** The subject box of a photograph cut out as an object. */
  | { kind: 'cutout'; file: string; at: [number, number]; height: number }
  /** A whole photograph filling a frame (cropped to its aspect about its middle), its marks carried along. */
  | { kind: 'picture'; file: string; at: [number, number]; width: number; height: number }
  /** A shape, part of the subject unless `subject` is false (a screenshot's avatar beside a photograph). */
  | {
      kind: 'shape';
      shape: 'disc' | 'square' | 'star';
      colour: Rgb;
      at: [number, number];
      height: number;
      subject?: false;
    }
  /** A caption line in the Anton face; its box is the ink's. Not part of the subject unless `subject`. */
  | { kind: 'text'; text: string; colour: Rgb; at: [number, number]; height: number; subject?: boolean }
  /** Something bright and busy that is not the subject, to draw a saliency crop away. */
  | { kind: 'decoy'; at: [number, number]; width: number; height: number };

export interface Scene {
  name: string;
  category: Category;
  width: number;
  height: number;
  background: Background;
  items: Item[];
}

const GREY: Rgb = [128, 128, 128];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [20, 20, 20];
const YELLOW: Rgb = [250, 210, 40];
const RED: Rgb = [220, 40, 40];
const BLUE: Rgb = [40, 90, 200];
const SKY: Rgb = [90, 150, 220];
const NAVY: Rgb = [20, 30, 70];

const head = (file: string, x: number, y: number, height: number): Item => ({ kind: 'head', file, at: [x, y], height });
const cutout = (file: string, x: number, y: number, height: number): Item => ({
  kind: 'cutout',
  file,
  at: [x, y],
  height,
});
const caption = (text: string, x: number, y: number, height: number, colour: Rgb = WHITE): Item => ({
  kind: 'text',
  text,
  colour,
  at: [x, y],
  height,
});

/**
 * A screenshot of a post that is text alone: an avatar and the poster's name above, the post's lines
 * (the subject: what a crop of it should keep whole), the counts below; light or dark.
 */
function textPost(name: string, width: number, height: number, dark: boolean, lines: string[]): Scene {
  const ink: Rgb = dark ? [231, 233, 234] : BLACK;
  const faint: Rgb = dark ? [113, 118, 123] : [83, 100, 113];
  const lineHeight = Math.round(Math.min(70, (height - 320) / lines.length));
  const top = Math.round((height - lines.length * lineHeight * 1.3 - 260) / 2) + 150;
  return {
    name,
    category: 'screenshot',
    width,
    height,
    background: { kind: 'plain', colour: dark ? [0, 0, 0] : WHITE },
    items: [
      { kind: 'shape', shape: 'disc', colour: [29, 155, 240], at: [50, top - 130], height: 80 },
      caption('SAM RIVERS @SAMRIVERS 2H', 150, top - 115, 44, faint),
      ...lines.map((line, at): Item => ({
        kind: 'text',
        text: line,
        colour: ink,
        at: [50, top + Math.round(at * lineHeight * 1.3)],
        height: lineHeight,
        subject: true,
      })),
      caption('1.2K   3.4K   22K', 50, top + Math.round(lines.length * lineHeight * 1.3) + 40, 36, faint),
    ],
  };
}

const TEXT_POSTS: Scene[] = [
  textPost('text-post-light-tall', 1000, 1250, false, [
    'THINGS I BOUGHT TODAY:',
    'ONE COFFEE',
    'SEVEN MEME COINS',
    'A HAT FOR MY FROG',
    'NO REGRETS',
  ]),
  textPost('text-post-dark-banner', 1500, 600, true, ['MY CAT SAT ON THE KEYBOARD', 'AND BOUGHT THE TOP']),
  textPost('text-post-light-four', 1280, 720, false, [
    'POV: YOU CHECK THE CHART',
    'AFTER TELLING EVERYONE',
    'AT DINNER THAT YOU ARE',
    'BASICALLY RICH NOW',
  ]),
  textPost('text-post-dark-square', 900, 900, true, ['THIS IS FINE', 'EVERYTHING IS FINE', 'THE FROG IS FINE']),
  textPost('text-post-light-wide', 1080, 620, false, [
    'MY DOG JUST ATE AN ENTIRE PIZZA',
    'WHILE I WAS IN THE SHOWER',
    'ABSOLUTE LEGEND',
  ]),
  textPost('text-post-dark-wide', 1200, 675, true, [
    'WHEN THE DIP KEEPS DIPPING',
    'BUT THE CAT STILL WANTS',
    'BREAKFAST AT 5AM',
  ]),
  textPost('text-post-light-square', 1080, 1080, false, [
    'BREAKING: A GOAT NAMED GERALD',
    'HAS BEEN ELECTED MAYOR',
    'OF A SMALL TOWN IN VERMONT',
    'RESIDENTS SAY HE IS DOING',
    'A GREAT JOB',
  ]),
  textPost('text-post-dark-portrait', 1080, 1350, true, [
    'NOBODY:',
    'ABSOLUTELY NOBODY:',
    'MY HAMSTER AT 3AM:',
    'RUNNING A MARATHON',
    'ON HIS WHEEL',
    'LIKE RENT IS DUE',
  ]),
  textPost('text-post-light-two-lines', 1200, 500, false, ['GM TO EVERYONE EXCEPT', 'THE GUY WHO SOLD AT THE BOTTOM']),
  textPost('text-post-dark-long', 1080, 900, true, [
    'I TOLD MY GRANDMA ABOUT',
    'CRYPTO AND NOW SHE CALLS',
    'EVERY PIGEON IN THE PARK',
    'A LITTLE BLOCKCHAIN',
  ]),
];

/**
 * A screenshot of a post with a photograph in it: the handle, the post's lines, the photograph
 * (what a person keeps), the counts. `photo` is the photograph's frame height.
 */
function photoPost(name: string, width: number, dark: boolean, lines: string[], file: string, photo: number): Scene {
  const ink: Rgb = dark ? [231, 233, 234] : BLACK;
  const faint: Rgb = dark ? [113, 118, 123] : [83, 100, 113];
  const lineHeight = 48;
  const top = 150;
  const photoTop = top + Math.round(lines.length * lineHeight * 1.3) + 20;
  return {
    name,
    category: 'screenshot',
    width,
    height: photoTop + photo + 110,
    background: { kind: 'plain', colour: dark ? [0, 0, 0] : WHITE },
    items: [
      { kind: 'shape', shape: 'disc', colour: [29, 155, 240], at: [40, 30], height: 80, subject: false },
      caption('SAM RIVERS @SAMRIVERS 2H', 140, 45, 44, faint),
      ...lines.map((line, at) => caption(line, 40, top + Math.round(at * lineHeight * 1.3), lineHeight, ink)),
      { kind: 'picture', file, at: [40, photoTop], width: width - 80, height: photo },
      caption('1.2K   3.4K   22K', 40, photoTop + photo + 40, 36, faint),
    ],
  };
}

const PHOTO_POSTS: Scene[] = [
  photoPost('photo-post-light-cat', 1080, false, ['MY CAT JUST SAW THE CHART', 'AND WALKED AWAY'], 'chelsea.jpg', 700),
  photoPost('photo-post-dark-raccoon', 1080, true, ['TRASH PANDA SEASON IS HERE'], 'raccoon.jpg', 640),
  photoPost('photo-post-light-astronaut', 1200, false, ['TFW THE LAUNCH IS DELAYED AGAIN'], 'astronaut.jpg', 760),
  photoPost(
    'photo-post-dark-coffee',
    1000,
    true,
    ['DAY 47 OF BUYING THE DIP', 'STILL RUNNING ON COFFEE', 'SEND HELP'],
    'coffee.jpg',
    620,
  ),
  photoPost('photo-post-light-bird', 1080, false, ['THIS LITTLE GUY VISITS EVERY MORNING'], 'kleiber.jpg', 720),
  photoPost(
    'photo-post-dark-goldfish',
    1200,
    true,
    ['MY GOLDFISH HAS BETTER', 'DIAMOND HANDS THAN ME'],
    'goldfish.jpg',
    600,
  ),
  photoPost(
    'photo-post-light-hopper',
    1080,
    false,
    ['FOUND THE FIRST DEBUGGER', 'NO BUGS ALLOWED'],
    'grace-hopper.jpg',
    900,
  ),
  photoPost('photo-post-dark-mouse', 900, true, ['WHO ATE THE CHEESE'], 'the-mouse.jpg', 640),
];

/** The scenes: each a hard case for a centre or saliency crop. */
export const SCENES: Scene[] = [
  {
    name: 'face-top-left-corner',
    category: 'person',
    width: 1600,
    height: 1000,
    background: { kind: 'gradient', from: SKY, to: WHITE },
    items: [head('astronaut.jpg', 30, 30, 300)],
  },
  {
    name: 'face-bottom-right-corner',
    category: 'person',
    width: 1200,
    height: 900,
    background: { kind: 'noise', base: GREY, amount: 40, seed: 1 },
    items: [head('grace-hopper.jpg', 1200 - 190 - 20, 900 - 265 - 20, 265)],
  },
  {
    name: 'face-left-edge-panorama',
    category: 'person',
    width: 2400,
    height: 800,
    background: { kind: 'gradient', from: [200, 180, 150], to: [90, 110, 130] },
    items: [head('cameraman.jpg', 10, 250, 260), { kind: 'decoy', at: [1500, 200], width: 500, height: 400 }],
  },
  {
    name: 'two-faces-apart',
    category: 'person',
    width: 1800,
    height: 900,
    background: { kind: 'plain', colour: [235, 230, 220] },
    items: [head('astronaut.jpg', 80, 120, 280), head('grace-hopper.jpg', 1450, 450, 300)],
  },
  {
    name: 'two-faces-together-right',
    category: 'person',
    width: 1500,
    height: 1000,
    background: { kind: 'gradient', from: NAVY, to: SKY, vertical: true },
    items: [head('astronaut.jpg', 920, 300, 260), head('cameraman.jpg', 1180, 320, 240)],
  },
  {
    name: 'caption-bottom-face-top',
    category: 'meme',
    width: 1000,
    height: 1400,
    background: { kind: 'gradient', from: NAVY, to: BLACK, vertical: true },
    items: [head('astronaut.jpg', 260, 60, 320), caption('TO THE MOON', 120, 1220, 110)],
  },
  {
    name: 'caption-top-object-bottom-right',
    category: 'meme',
    width: 1600,
    height: 1200,
    background: { kind: 'photo', file: 'kite.jpg', region: { x: 200, y: 400, width: 800, height: 600 } },
    items: [cutout('kite.jpg', 1250, 820, 260), caption('FLY HIGH', 60, 40, 120)],
  },
  {
    name: 'tall-portrait-face-low',
    category: 'person',
    width: 800,
    height: 1800,
    background: { kind: 'noise', base: [60, 90, 70], amount: 30, seed: 2 },
    items: [head('grace-hopper.jpg', 420, 1380, 330)],
  },
  {
    name: 'tall-portrait-object-top',
    category: 'product',
    width: 700,
    height: 2000,
    background: { kind: 'gradient', from: WHITE, to: [200, 200, 210], vertical: true },
    items: [{ kind: 'shape', shape: 'disc', colour: RED, at: [60, 90], height: 280 }],
  },
  {
    name: 'panorama-object-far-right',
    category: 'product',
    width: 2800,
    height: 700,
    background: { kind: 'gradient', from: [240, 200, 150], to: [120, 160, 210] },
    items: [{ kind: 'shape', shape: 'star', colour: YELLOW, at: [2500, 240], height: 260 }],
  },
  {
    name: 'panorama-face-and-caption',
    category: 'meme',
    width: 3000,
    height: 800,
    background: { kind: 'plain', colour: [30, 30, 40] },
    items: [head('astronaut.jpg', 350, 200, 300), caption('LIFTOFF', 2300, 330, 140, YELLOW)],
  },
  {
    name: 'small-object-top-right',
    category: 'pet',
    width: 1600,
    height: 1200,
    background: { kind: 'photo', file: 'seeding.jpg', region: { x: 800, y: 100, width: 700, height: 500 } },
    items: [cutout('ladybird.jpg', 1380, 110, 70)],
  },
  {
    name: 'small-face-left',
    category: 'person',
    width: 2000,
    height: 1500,
    background: { kind: 'noise', base: [170, 160, 150], amount: 50, seed: 3 },
    items: [head('cameraman.jpg', 300, 700, 90)],
  },
  {
    name: 'large-object',
    category: 'product',
    width: 1200,
    height: 900,
    background: { kind: 'plain', colour: [210, 210, 200] },
    items: [cutout('fig.jpg', 320, 60, 780)],
  },
  {
    name: 'large-face-right',
    category: 'person',
    width: 1400,
    height: 1000,
    background: { kind: 'gradient', from: [230, 220, 200], to: [150, 130, 110] },
    items: [head('grace-hopper.jpg', 700, 40, 900)],
  },
  {
    name: 'text-banner-top-left',
    category: 'meme',
    width: 1500,
    height: 1000,
    background: { kind: 'gradient', from: BLUE, to: NAVY, vertical: true },
    items: [
      { kind: 'text', text: 'LAUNCH DAY', colour: WHITE, at: [60, 60], height: 130, subject: true },
      { kind: 'text', text: 'NEW TOKEN LIVE NOW', colour: YELLOW, at: [60, 230], height: 80, subject: true },
    ],
  },
  {
    name: 'caption-left-face-right',
    category: 'meme',
    width: 1600,
    height: 1000,
    background: { kind: 'noise', base: [90, 60, 110], amount: 35, seed: 4 },
    items: [head('astronaut.jpg', 1180, 360, 300), caption('WAGMI', 50, 440, 120)],
  },
  {
    name: 'object-left-caption-right',
    category: 'meme',
    width: 2000,
    height: 1000,
    background: { kind: 'plain', colour: [245, 240, 230] },
    items: [cutout('kleiber.jpg', 60, 300, 420), caption('EARLY BIRD', 1180, 700, 150, BLACK)],
  },
  {
    name: 'face-on-photo-background',
    category: 'person',
    width: 1600,
    height: 1000,
    background: { kind: 'photo', file: 'one-stands-out.jpg', region: { x: 0, y: 0, width: 800, height: 500 } },
    items: [head('astronaut.jpg', 1200, 80, 280)],
  },
  {
    name: 'square-face-top-right',
    category: 'person',
    width: 1000,
    height: 1000,
    background: { kind: 'gradient', from: [250, 250, 245], to: [200, 210, 230] },
    items: [head('cameraman.jpg', 700, 20, 220), { kind: 'decoy', at: [80, 600], width: 350, height: 300 }],
  },
  {
    name: 'objects-clustered-left',
    category: 'product',
    width: 1800,
    height: 1000,
    background: { kind: 'gradient', from: [30, 60, 40], to: [80, 120, 80] },
    items: [
      { kind: 'shape', shape: 'disc', colour: YELLOW, at: [80, 350], height: 160 },
      { kind: 'shape', shape: 'square', colour: RED, at: [270, 420], height: 140 },
      { kind: 'shape', shape: 'star', colour: WHITE, at: [160, 560], height: 150 },
    ],
  },
  {
    name: 'face-with-two-captions',
    category: 'meme',
    width: 1400,
    height: 1000,
    background: { kind: 'plain', colour: [25, 25, 25] },
    items: [
      head('grace-hopper.jpg', 180, 260, 360),
      caption('COMMODORE', 700, 60, 110, WHITE),
      caption('FIRST COMPILER 1952', 120, 850, 90, YELLOW),
    ],
  },
  {
    name: 'banner-face-right-edge',
    category: 'meme',
    width: 2400,
    height: 600,
    background: { kind: 'noise', base: [200, 200, 210], amount: 25, seed: 5 },
    items: [head('grace-hopper.jpg', 2400 - 200 - 5, 150, 280), caption('HELLO WORLD', 120, 240, 120, NAVY)],
  },
  {
    name: 'object-bottom-left-corner',
    category: 'product',
    width: 1300,
    height: 1300,
    background: { kind: 'photo', file: 'kite.jpg', region: { x: 300, y: 500, width: 600, height: 450 } },
    items: [cutout('coffee.jpg', 20, 1300 - 320 - 20, 320)],
  },
  ...TEXT_POSTS,
  ...PHOTO_POSTS,
];

/** #rrggbb, which both SVG and Pango markup read. */
const hex = (colour: Rgb) => `#${colour.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

async function drawBackground(scene: Scene): Promise<Buffer> {
  const { width, height, background } = scene;
  const size = { width, height };
  if (background.kind === 'plain') {
    const [r, g, b] = background.colour;
    return sharp({ create: { ...size, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  }
  if (background.kind === 'gradient') {
    const [x2, y2] = background.vertical ? [0, 1] : [1, 0];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${hex(background.from)}"/><stop offset="1" stop-color="${hex(background.to)}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }
  if (background.kind === 'noise') {
    // Coarse noise, smoothed by the upscale: texture without a subject.
    const cells = { width: Math.ceil(width / 8), height: Math.ceil(height / 8) };
    const next = seededRandom(background.seed);
    const pixels = Buffer.alloc(cells.width * cells.height * 3);
    for (let i = 0; i < pixels.length; i += 3) {
      const shade = (next() - 0.5) * 2 * background.amount;
      for (let c = 0; c < 3; c += 1) pixels[i + c] = Math.max(0, Math.min(255, background.base[c]! + shade));
    }
    return sharp(pixels, { raw: { ...cells, channels: 3 } })
      .resize(width, height, { fit: 'fill' })
      .png()
      .toBuffer();
  }
  return sharp(path.join(CROPS_DIR, 'photos', background.file))
    .extract({
      left: background.region.x,
      top: background.region.y,
      width: background.region.width,
      height: background.region.height,
    })
    .resize(width, height, { fit: 'fill' })
    .png()
    .toBuffer();
}

function shapeSvg(shape: 'disc' | 'square' | 'star', colour: Rgb, size: number): string {
  const fill = hex(colour);
  const body =
    shape === 'disc'
      ? `<circle cx="50" cy="50" r="50" fill="${fill}"/>`
      : shape === 'square'
        ? `<rect width="100" height="100" rx="12" fill="${fill}"/>`
        : // A five-pointed star touching all four sides of its 100 x 100 box.
          `<polygon points="50,0 61.8,36.3 100,36.3 69.1,58.8 80.9,95.1 50,72.7 19.1,95.1 30.9,58.8 0,36.3 38.2,36.3" fill="${fill}" transform="scale(1 1.0515)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${body}</svg>`;
}

/** The bounding box of the pixels with any coverage in an RGBA raster, or undefined when it is empty. */
function inkBounds(data: Buffer, width: number, height: number): Box | undefined {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (data[(y * width + x) * 4 + 3]! > 0) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

interface Layer {
  input: Buffer;
  left: number;
  top: number;
  /** The boxes this layer adds, in scene pixels. */
  subject?: Box;
  face?: Box;
  text?: Box;
  animal?: AnimalFace;
}

const photoEntry = (entries: PhotoEntry[], file: string): PhotoEntry => {
  const entry = entries.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no photo ${file} in photos.json`);
  return entry;
};

async function drawItem(item: Item, entries: PhotoEntry[]): Promise<Layer> {
  const [left, top] = item.at;
  if (item.kind === 'head' || item.kind === 'cutout') {
    const entry = photoEntry(entries, item.file);
    const cut = entry.subject;
    const scale = item.height / cut.height;
    const width = Math.round(cut.width * scale);
    const input = await sharp(path.join(CROPS_DIR, 'photos', entry.file))
      .extract({ left: cut.x, top: cut.y, width: cut.width, height: cut.height })
      .resize(width, item.height, { fit: 'fill' })
      .png()
      .toBuffer();
    const face = item.kind === 'head' ? entry.faces[0] : undefined;
    return {
      input,
      left,
      top,
      subject: { x: left, y: top, width, height: item.height },
      face: face && {
        x: left + Math.round((face.x - cut.x) * scale),
        y: top + Math.round((face.y - cut.y) * scale),
        width: Math.round(face.width * scale),
        height: Math.round(face.height * scale),
      },
    };
  }
  if (item.kind === 'picture') return drawPicture(item, photoEntry(entries, item.file));
  if (item.kind === 'shape') {
    const input = await sharp(Buffer.from(shapeSvg(item.shape, item.colour, item.height)))
      .png()
      .toBuffer();
    const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const ink = inkBounds(data, info.width, info.height)!;
    return {
      input,
      left,
      top,
      subject: item.subject === false ? undefined : { ...ink, x: left + ink.x, y: top + ink.y },
    };
  }
  if (item.kind === 'decoy') {
    // Saturated stripes: high contrast, high colour, no subject.
    const stripes = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${(i * item.width) / 12}" width="${item.width / 24}" height="${item.height}" fill="${i % 2 ? '#ff00aa' : '#00e5ff'}"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${item.width}" height="${item.height}">${stripes}</svg>`;
    return { input: await sharp(Buffer.from(svg)).png().toBuffer(), left, top };
  }
  // A caption: Anton at about the asked height (the font's size in points at 72 dpi is its line
  // height in pixels), its box measured on the ink.
  const markup = `<span foreground="${hex(item.colour)}">${item.text}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, font: `Anton ${Math.round(item.height * 0.8)}`, fontfile: ANTON, rgba: true, dpi: 72 },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = inkBounds(data, info.width, info.height);
  if (!ink) throw new Error(`the caption "${item.text}" rendered no ink: no font found`);
  const input = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
  const box = { ...ink, x: left + ink.x, y: top + ink.y };
  return { input, left, top, text: box, subject: item.subject ? box : undefined };
}

/** A whole photograph in its frame (cropped about its middle to the frame's aspect), its marks moved into the scene. */
async function drawPicture(item: Extract<Item, { kind: 'picture' }>, entry: PhotoEntry): Promise<Layer> {
  const file = path.join(CROPS_DIR, 'photos', entry.file);
  const { width = 1, height = 1 } = await sharp(file).metadata();
  const scale = Math.max(item.width / width, item.height / height);
  const offsetX = (width * scale - item.width) / 2;
  const offsetY = (height * scale - item.height) / 2;
  const [left, top] = item.at;
  const moved = (box: Box): Box => {
    const x = Math.max(0, Math.round(box.x * scale - offsetX));
    const y = Math.max(0, Math.round(box.y * scale - offsetY));
    const right = Math.min(item.width, Math.round((box.x + box.width) * scale - offsetX));
    const bottom = Math.min(item.height, Math.round((box.y + box.height) * scale - offsetY));
    return { x: left + x, y: top + y, width: right - x, height: bottom - y };
  };
  const input = await sharp(file).resize(item.width, item.height, { fit: 'cover' }).png().toBuffer();
  const animal = entry.face &&
    entry.eyes && {
      face: moved(entry.face),
      eyes: entry.eyes.map((eye) => ({
        x: left + Math.round(eye.x * scale - offsetX),
        y: top + Math.round(eye.y * scale - offsetY),
      })),
    };
  return { input, left, top, subject: moved(entry.subject), face: entry.faces[0] && moved(entry.faces[0]), animal };
}

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

function inside(box: Box, width: number, height: number): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/** Draws one scene: a JPEG and its boxes. */
export async function composeScene(scene: Scene, entries: PhotoEntry[] = readPhotoEntries()): Promise<CropCase> {
  const layers = await Promise.all(scene.items.map((item) => drawItem(item, entries)));
  const subjects = layers.flatMap((layer) => (layer.subject ? [layer.subject] : []));
  const faces = layers.flatMap((layer) => (layer.face ? [layer.face] : []));
  const text = layers.flatMap((layer) => (layer.text ? [layer.text] : []));
  const animal = layers.find((layer) => layer.animal)?.animal;
  const all = [...subjects, ...faces, ...text];
  if (subjects.length === 0) throw new Error(`scene ${scene.name} has no subject`);
  if (!all.every((box) => inside(box, scene.width, scene.height)))
    throw new Error(`scene ${scene.name} places something outside the image`);
  const bytes = await sharp(await drawBackground(scene))
    .composite(layers.map(({ input, left, top }) => ({ input, left, top })))
    .jpeg({ quality: 90 })
    .toBuffer();
  return {
    name: `${COMPOSED_IN_CODE}/${scene.name}`,
    set: COMPOSED_IN_CODE,
    kind: 'composed',
    category: scene.category,
    half: halfOf(`${COMPOSED_IN_CODE}/${scene.name}`),
    bytes,
    format: 'jpeg',
    width: scene.width,
    height: scene.height,
    subject: union(subjects),
    faces,
    text,
    ...(animal && { animal }),
  };
}

/** The set name of the scenes composed in code (no manifest may take it). */
export const COMPOSED_IN_CODE = 'composed';

/**
 * The whole set, or the named sets only (`composed` for the scenes composed in code): every
 * manifest's images in manifest name order, then the scenes composed in code.
 */
export async function loadCropEvalSet(sets?: string[]): Promise<CropCase[]> {
  const manifests = readManifests();
  if (manifests.some((manifest) => manifest.set === COMPOSED_IN_CODE))
    throw new Error(`bench/image_crops/set/${COMPOSED_IN_CODE}.json: the name is taken by the scenes composed in code`);
  const known = [...manifests.map((manifest) => manifest.set), COMPOSED_IN_CODE];
  const unknown = sets?.find((set) => !known.includes(set));
  if (unknown) throw new Error(`no set ${unknown}: the sets are ${known.join(', ')}`);
  const wanted = (set: string) => !sets || sets.includes(set);
  const cases: CropCase[] = [];
  for (const { set, entries } of manifests.filter((manifest) => wanted(manifest.set)))
    cases.push(...(await Promise.all(entries.map((entry) => loadEntry(set, entry)))));
  if (wanted(COMPOSED_IN_CODE)) {
    const photos = readPhotoEntries();
    for (const scene of SCENES) cases.push(await composeScene(scene, photos));
  }
  return cases;
}
