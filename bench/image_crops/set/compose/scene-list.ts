/** The composed scenes, one line each: which part, on which backdrop, at what size. */
import type { BackdropSpec } from './backdrops';
import type { MemeScene } from './memes';
import type { PostScene } from './posts';
import { pick } from './parts';
import { stamp, type BesideTextureScene, type CutOutScene } from './scenes';

const FRUIT = ['apple_red', 'banana', 'orange', 'pear', 'grapes', 'strawberry', 'kiwi', 'lemon'].map((name) =>
  stamp(`food/fruit/${name}.png`),
);
const SHAPES: [number, number][] = [
  [640, 400],
  [640, 480],
  [480, 640],
  [640, 360],
];
const SIZES = [0.42, 0.5, 0.36, 0.55, 0.46];

const BUSY: BackdropSpec[] = [
  { kind: 'sequins', seed: 11 },
  { kind: 'icons', icons: FRUIT, seed: 12, background: '#fff3d6' },
  { kind: 'stripes', seed: 13 },
  { kind: 'pattern', pattern: 'Animal/leopard', scale: 1 },
  { kind: 'pattern', pattern: 'Plant/leaves', scale: 1.5 },
  { kind: 'pattern', pattern: 'Legacy/redcube', scale: 1 },
  { kind: 'pattern', pattern: 'Sky/starfield', scale: 1 },
  { kind: 'pattern', pattern: 'Food/java', scale: 1.5 },
  { kind: 'sequins', seed: 14 },
  { kind: 'pattern', pattern: 'Stone/amethyst', scale: 1.5 },
  { kind: 'pattern', pattern: 'Legacy/bluesquares', scale: 1 },
  { kind: 'icons', icons: FRUIT, seed: 15, background: '#dff3ff' },
  { kind: 'pattern', pattern: 'Water/pool', scale: 1.5 },
  { kind: 'stripes', seed: 16 },
  { kind: 'pattern', pattern: 'Wood/burlwood', scale: 1 },
  { kind: 'pattern', pattern: 'Stone/Craters', scale: 1 },
  { kind: 'pattern', pattern: 'Legacy/3dgreen', scale: 1 },
  { kind: 'sequins', seed: 17 },
  { kind: 'pattern', pattern: 'Food/choc_swirl', scale: 1.5 },
  { kind: 'icons', icons: FRUIT, seed: 18, background: '#f4f4f4' },
  { kind: 'pattern', pattern: 'Legacy/blueweb', scale: 1 },
  { kind: 'stripes', seed: 19 },
];

const MASCOTS: [string, CutOutScene['category']][] = [
  ['animals/birds/cartoon/tux.png', 'mascot'],
  ['animals/birds/cartoon/penguin_with_spider.png', 'mascot'],
  ['animals/dinosaur/cartoon/dinosaurSings.png', 'mascot'],
  ['animals/insects/cartoon/ladybug.png', 'mascot'],
  ['animals/insects/cartoon/snail2.png', 'mascot'],
  ['animals/insects/cartoon/spider_computer.png', 'mascot'],
  ['animals/insects/cartoon/spider_football.png', 'mascot'],
  ['animals/mammals/bears/cartoon/teddy_bear.png', 'mascot'],
  ['animals/mammals/hedgehog.png', 'mascot'],
  ['animals/mammals/dogs/dog.png', 'pet'],
  ['animals/mammals/cats/tiger.png', 'pet'],
  ['animals/mammals/equines/zebra.png', 'pet'],
  ['animals/mammals/giraffe.png', 'pet'],
  ['animals/birds/pink_flamingo.png', 'pet'],
  ['animals/birds/rooster.png', 'pet'],
  ['animals/birds/owl.png', 'pet'],
  ['animals/mammals/rabbit_little.png', 'pet'],
  ['animals/mammals/apes/chimp.png', 'pet'],
  ['animals/fish/seahorse.png', 'pet'],
  ['animals/birds/magellanic_penguin.png', 'pet'],
  ['animals/amphibians/frog.png', 'mascot'],
  ['animals/birds/cartoon/tux.png', 'mascot'],
];

export const MASCOT_SCENES: CutOutScene[] = MASCOTS.map(([file, category], index) => {
  const [width, height] = pick(SHAPES, index % SHAPES.length);
  return {
    cutOut: stamp(file),
    category,
    backdrop: pick(BUSY, index % BUSY.length),
    width,
    height,
    size: pick(SIZES, index % SIZES.length),
    seed: 100 + index,
  };
});

const TEXTURES: BackdropSpec[] = [
  { kind: 'texture', texture: 'gravel', tint: '#9a9080' },
  { kind: 'texture', texture: 'grass', tint: '#6f9a4a' },
  { kind: 'texture', texture: 'brick', tint: '#a0583c' },
  { kind: 'pattern', pattern: 'Stone/stone33', scale: 1 },
  { kind: 'pattern', pattern: 'Stone/ground1', scale: 1.5 },
  { kind: 'pattern', pattern: 'Wood/bark', scale: 1.5 },
  { kind: 'pattern', pattern: 'Stone/cracked', scale: 1 },
  { kind: 'pattern', pattern: 'Stone/granite1', scale: 1 },
];

const PHOTOS: [string, string][] = [
  ['avatars', 'gnome-cat.jpg'],
  ['avatars', 'gnome-hummingbird.jpg'],
  ['avatars', 'gnome-coffee2.jpg'],
  ['avatars', 'gnome-tomatoes.jpg'],
  ['avatars', 'gnome-book.jpg'],
  ['avatars', 'gnome-gamepad.jpg'],
  ['avatars', 'gnome-flower2.jpg'],
  ['avatars', 'gnome-surfer.jpg'],
  ['doc-samples', 'gimp-squirrel.jpg'],
  ['doc-samples', 'sklearn-flower.jpg'],
  ['doc-samples', 'gimp-vintage-car.jpg'],
  ['doc-samples', 'gimp-yellow-flower.jpg'],
  ['games', 'supertux-wolfgang.jpg'],
  ['games', 'supertux-daniel.jpg'],
];

export const TEXTURE_PHOTOS: BesideTextureScene[] = PHOTOS.map((photo, index) => ({
  photo,
  backdrop: pick(TEXTURES, index % TEXTURES.length),
  width: 640,
  height: index % 2 === 0 ? 400 : 360,
  size: index % 3 === 0 ? 0.6 : 0.75,
  side: index % 2 === 0 ? 'left' : 'right',
}));

const ON_TEXTURE = [
  'animals/mammals/dogs/dog.png',
  'animals/mammals/bovines/sheep.png',
  'animals/birds/duck.png',
  'animals/amphibians/frog.png',
  'animals/mammals/elephant.png',
  'animals/mammals/camel/dromedary.png',
];

export const TEXTURE_CUT_OUTS: CutOutScene[] = ON_TEXTURE.map((file, index) => ({
  cutOut: stamp(file),
  category: 'pet',
  backdrop: pick(TEXTURES, index % 3),
  width: 640,
  height: index % 2 === 0 ? 400 : 480,
  size: 0.35 + 0.05 * (index % 3),
  seed: 200 + index,
}));

export const MEMES: MemeScene[] = [
  {
    photo: ['avatars', 'gnome-cat.jpg'],
    top: ['WHEN THE FOOD BOWL'],
    bottom: ['IS HALF EMPTY'],
    band: 'black',
    width: 440,
  },
  {
    photo: ['avatars', 'gnome-hummingbird.jpg'],
    top: ['ME AT 6 AM'],
    bottom: ['AFTER THE THIRD COFFEE'],
    band: 'white',
    width: 440,
  },
  { photo: ['avatars', 'gnome-coffee2.jpg'], top: ['BUT FIRST'], bottom: ['COFFEE'], band: 'black', width: 440 },
  {
    photo: ['avatars', 'gnome-tomatoes.jpg'],
    top: ['NOBODY:', 'TOMATOES AT THE MARKET:'],
    bottom: [],
    band: 'white',
    width: 460,
  },
  {
    photo: ['avatars', 'gnome-surfer.jpg'],
    top: ['MONDAY'],
    bottom: ['I SAID WHAT I SAID'],
    band: 'black',
    width: 440,
  },
  {
    photo: ['games', 'supertux-daniel.jpg'],
    top: ['WHEN THE BUILD', 'PASSES FIRST TRY'],
    bottom: [],
    band: 'white',
    width: 400,
  },
  {
    photo: ['games', 'supertux-gwater.jpg'],
    top: ['FOURTH OF JULY'],
    bottom: ['HAT CHECK'],
    band: 'black',
    width: 300,
  },
  {
    photo: ['games', 'supertux-wolfgang.jpg'],
    top: ['YOU WANT ME'],
    bottom: ['TO REVIEW 900 FILES?'],
    band: 'white',
    width: 520,
  },
  { photo: ['games', 'supertux-oiltux.jpg'], top: ['HODL'], bottom: ['SINCE 1996'], band: 'black', width: 600 },
  {
    photo: ['doc-samples', 'gimp-squirrel.jpg'],
    top: ['WHEN YOU HEAR'],
    bottom: ['THE SNACK BAG OPEN'],
    band: 'white',
    width: 560,
  },
  {
    photo: ['doc-samples', 'gimp-pipe-band.jpg'],
    top: ['THE GROUP CHAT', 'WHEN SOMEONE SAYS PIZZA'],
    bottom: [],
    band: 'white',
    width: 580,
  },
  {
    photo: ['doc-samples', 'gimp-vintage-car.jpg'],
    top: ['MY FIRST CAR'],
    bottom: ['IN MY DREAMS'],
    band: 'black',
    width: 560,
  },
  {
    photo: ['doc-samples', 'imagemagick-wizard.jpg'],
    top: ['ME FIXING'],
    bottom: ['ONE PIXEL FOR 3 HOURS'],
    band: 'black',
    width: 360,
  },
  {
    photo: ['doc-samples', 'sklearn-flower.jpg'],
    top: ['SPRING IS HERE'],
    bottom: ['AND SO ARE MY ALLERGIES'],
    band: 'white',
    width: 560,
  },
  {
    photo: ['doc-samples', 'sklearn-china.jpg'],
    top: ['VACATION PLANS', 'VS MY BANK ACCOUNT'],
    bottom: [],
    band: 'white',
    width: 560,
  },
];

export const POSTS: PostScene[] = [
  {
    photo: ['avatars', 'gnome-cat.jpg'],
    name: 'Mila',
    handle: '@mila_paws',
    text: 'He has been staring at the bird feeder for an hour. Send help.',
    width: 560,
    photoWidth: 0.7,
    accent: '#d2691e',
  },
  {
    photo: ['doc-samples', 'gimp-vintage-car.jpg'],
    name: 'Classic Rides',
    handle: '@classicrides',
    text: 'Sunday show was packed. This 1930s roadster stole it.',
    width: 600,
    photoWidth: 1,
    accent: '#b22222',
  },
  {
    photo: ['games', 'freedroid-title.jpg'],
    name: 'FreedroidRPG',
    handle: '@freedroid',
    text: 'New release is out! Tux is back with a brand new arsenal.',
    width: 600,
    photoWidth: 0.9,
    accent: '#2e8b57',
  },
  {
    photo: ['puzzles', 'palapeli-european-honey-bee.jpg'],
    name: 'Garden Notes',
    handle: '@gardennotes',
    text: 'The asters are finally open and the bees found them within minutes.',
    width: 600,
    photoWidth: 0.85,
    accent: '#8a2be2',
  },
  {
    photo: ['avatars', 'gnome-coffee2.jpg'],
    name: 'Rae',
    handle: '@raecodes',
    text: 'deploy friday? sure, but first:',
    width: 520,
    photoWidth: 0.75,
    accent: '#4169e1',
  },
  {
    photo: ['games', 'supertux-oiltux.jpg'],
    name: 'SuperTux',
    handle: '@supertux',
    text: 'Fan art Friday: an oil painting of our favourite penguin.',
    width: 600,
    photoWidth: 1,
    accent: '#1e90ff',
  },
  {
    photo: ['doc-samples', 'gimp-pipe-band.jpg'],
    name: 'City Events',
    handle: '@cityevents',
    text: 'The pipe band opened the festival this morning. Full programme below.',
    width: 600,
    photoWidth: 1,
    accent: '#a0522d',
  },
  {
    photo: ['games', 'tuxtype-seal.jpg'],
    name: 'Ocean Watch',
    handle: '@oceanwatch',
    text: 'A rescued pup on its way back to the colony.',
    width: 560,
    photoWidth: 0.8,
    accent: '#20b2aa',
  },
  {
    photo: ['avatars', 'gnome-tomatoes.jpg'],
    name: 'Market Kitchen',
    handle: '@marketkitchen',
    text: 'First tomatoes of the season. Salad tonight.',
    width: 520,
    photoWidth: 0.75,
    accent: '#dc143c',
  },
  {
    photo: ['doc-samples', 'imagemagick-piechart.png'],
    name: 'Data Daily',
    handle: '@datadaily',
    text: 'Which ImageMagick API do people use? Our survey says:',
    width: 600,
    photoWidth: 0.95,
    accent: '#483d8b',
  },
];
