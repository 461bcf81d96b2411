/**
 * A thirteenth batch of prompts as meme people type them into an image editor, written (and labelled)
 * blind, before the batch was first run and without reading the editor: run-on asks joined by "and",
 * "n", "+" and commas, captions with and without quotes (and in « » marks), top and bottom text with no
 * colon, stickers by emoji and by word ("money bag", "skull emoji") in corners and on a head, darker,
 * less bright and more saturated, a zoom "in a bit", a sharpen of a "blurry mess", a wanted poster and
 * laser eyes (on a face, and on a picture with none), circle and square crops, rings and frames,
 * captions per picture of two or three ("first says …", "top pic caption …"), prompts with no picture
 * (one that is only words), asks in Spanish, German, French and Portuguese, and asks the editor cannot
 * do (a smile, a shirt, a face swap, a bull drawn behind him, lego, bald, a hug, looking 80). Odd cases
 * (1st, 3rd, …) are `tune`, even ones `check`, fixed with the cases; only the tune half is looked at
 * when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'make it black n white and slap WAGMI on top lol',
    {},
    step('grayscale', 'black n white'),
    text('WAGMI', { placement: 'top' }),
  ],
  [
    'wanted poster w/ laser eyes on this guy, text: 10k reward',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    step('laser-eyes', 'laser eyes'),
    text('10k reward'),
  ],
  [
    'top text when ur bags finally pump bottom text and u already sold',
    {},
    top('when ur bags finally pump'),
    bottom('and u already sold'),
  ],
  ['deep fry it till its crispy 💀💀', {}, step('deep-fry', 'deep fry'), sticker('💀', '💀')],
  [
    'no pic, just a black background w/ "gn degens" in white and a 🌙',
    { images: 0 },
    background('black', 'black background'),
    text('gn degens', { colour: 'white' }),
    sticker('🌙', '🌙'),
  ],
  ['make him smile and write finally green', { photo: 'face' }, cannot('smile'), text('finally green')],
  [
    'ponlo en blanco y negro y escribe HODL abajo',
    {},
    step('grayscale', 'blanco y negro'),
    text('HODL', { placement: 'bottom' }),
  ],
  [
    'these 2 side by side pls, left one caption me, right one caption also me',
    { images: 2 },
    layout('row', 'side by side'),
    text('me', { picture: 1 }),
    text('also me', { picture: 2 }),
  ],
  ['sepia it and add a thin white frame around it', {}, step('sepia', 'sepia'), border('white frame', 'white')],
  [
    'crop this into a circle n put a purple ring round it',
    {},
    shape('circle', 'circle'),
    border('purple ring', 'purple'),
  ],
  ['swap our faces lol', { images: 2, photo: 'face' }, cannot('swap')],
  [
    'vaporwave it + caption "sunset mode" in pink',
    {},
    step('vaporwave', 'vaporwave'),
    text('sunset mode', { colour: 'pink' }),
  ],
  [
    'pixleate it n put "wasted" in the middle in red',
    {},
    step('pixelate', 'pixleate'),
    text('wasted', { colour: 'red', placement: 'centre' }),
  ],
  [
    'make it way darker, caption bear szn 🐻',
    {},
    step('brightness', 'darker', 'down'),
    text('bear szn'),
    sticker('🐻', '🐻'),
  ],
  [
    'zoom in on his face and give him laser eyes',
    { photo: 'face' },
    step('zoom', 'zoom in on his face', 'face'),
    step('laser-eyes', 'laser eyes'),
  ],
  [
    'bright pink background, no image, text says "wen airdrop" 🪂',
    { images: 0 },
    background('pink', 'pink background'),
    text('wen airdrop'),
    sticker('🪂', '🪂'),
  ],
  [
    'b&w w/ a skull emoji, bottom text its so over',
    {},
    step('grayscale', 'b&w'),
    sticker('💀', 'skull emoji'),
    bottom('its so over'),
  ],
  [
    'mach es schwarz-weiß und schreib "kaufen" oben drauf',
    {},
    step('grayscale', 'schwarz-weiß'),
    text('kaufen', { placement: 'top' }),
  ],
  [
    'grid of all 3 with a white border, caption the whole thing "the trenches"',
    { images: 3 },
    layout('grid', 'grid'),
    border('white border', 'white'),
    text('the trenches'),
  ],
  [
    'change his shirt to red and make the whole pic brighter',
    { photo: 'face' },
    cannot('shirt'),
    step('brightness', 'brighter', 'up'),
  ],
  [
    'zoom in a bit and sharpen this blurry mess, 👀 bottom right',
    {},
    step('zoom', 'zoom in'),
    step('sharpen', 'sharpen'),
    sticker('👀', '👀', 'bottom-right'),
  ],
  [
    'stack em, top pic caption "2021", bottom pic caption "2025"',
    { images: 2 },
    layout('column', 'stack'),
    text('2021', { picture: 1 }),
    text('2025', { picture: 2 }),
  ],
  ['fais-le en sépia et ajoute un cadre noir', {}, step('sepia', 'sépia'), border('cadre noir', 'black')],
  [
    'money bag top left and a chart going up top right, text: number go up',
    {},
    sticker('💰', 'money bag', 'top-left'),
    sticker('📈', 'chart going up', 'top-right'),
    text('number go up'),
  ],
  [
    'put a crown on his head, caption king of the dip',
    { photo: 'face' },
    sticker('👑', 'crown', 'head'),
    text('king of the dip'),
  ],
  ['draw a bull charging behind him and make it sepia', { photo: 'face' }, cannot('bull'), step('sepia', 'sepia')],
  [
    'faz preto e branco e coloca "compra" embaixo',
    {},
    step('grayscale', 'preto e branco'),
    text('compra', { placement: 'bottom' }),
  ],
  ['turn this into lego and add a 🧱', {}, cannot('lego'), sticker('🧱', '🧱')],
  ['no image. just write ser in big letters', { images: 0 }, text('ser')],
  ['probably nothing', { images: 0 }, drawn('probably nothing')],
  [
    'tint it red and flip it, caption: down bad',
    {},
    step('tint', 'tint it red', 'red'),
    step('flip', 'flip'),
    text('down bad'),
  ],
  [
    'blank canvas, orange background, write "touch grass" in green 🌱',
    { images: 0 },
    background('orange', 'orange background'),
    text('touch grass', { colour: 'green' }),
    sticker('🌱', '🌱'),
  ],
  [
    'three in a row plz, first says wen, second says soon, third says never',
    { images: 3 },
    layout('row', 'in a row'),
    text('wen', { picture: 1 }),
    text('soon', { picture: 2 }),
    text('never', { picture: 3 }),
  ],
  [
    'blur the backround behind him, write "main character" at the bottom',
    { photo: 'face' },
    step('blur-background', 'blur the backround'),
    text('main character', { placement: 'bottom' }),
  ],
  ['make him bald lmao', { photo: 'face' }, cannot('bald')],
  [
    'square crop, deep fry, caption "crunchy"',
    {},
    shape('square', 'square crop'),
    step('deep-fry', 'deep fry'),
    text('crunchy'),
  ],
  [
    'hazlo vaporwave y pon un 🌴 abajo a la derecha',
    {},
    step('vaporwave', 'vaporwave'),
    sticker('🌴', '🌴', 'bottom-right'),
  ],
  [
    'no photo needed, green bg, top text this is fine bottom text it is not',
    { images: 0 },
    background('green', 'green bg'),
    top('this is fine'),
    bottom('it is not'),
  ],
  ['pixel art style + a 👾 in the top left corner', {}, step('pixelate', 'pixel art'), sticker('👾', '👾', 'top-left')],
  [
    'make the two of us hug, or just put us side by side if u cant',
    { images: 2, photo: 'face' },
    cannot('hug'),
    layout('row', 'side by side'),
  ],
  ['give it laser eyes and deep fry it', {}, cannot('laser eyes'), step('deep-fry', 'deep fry')],
  [
    'wanted poster + caption rugged us for 2 mil',
    {},
    step('wanted-poster', 'wanted poster'),
    text('rugged us for 2 mil'),
  ],
  [
    'sepia n blur it, put a ⏳ bottom left',
    {},
    step('sepia', 'sepia'),
    step('blur', 'blur'),
    sticker('⏳', '⏳', 'bottom-left'),
  ],
  ['make him look 80 years old', { photo: 'face' }, cannot('80 years old')],
  [
    'invert it + thick orange border + caption opposite of bullish',
    {},
    step('invert', 'invert'),
    border('thick orange border', 'orange'),
    text('opposite of bullish'),
  ],
  [
    "mets-le en noir et blanc avec écrit « c'est fini » en bas",
    {},
    step('grayscale', 'noir et blanc'),
    text("c'est fini", { placement: 'bottom' }),
  ],
  [
    'stack these 3 on top of each other, gold border, caption "the cycle"',
    { images: 3 },
    layout('column', 'stack'),
    border('gold border', 'gold'),
    text('the cycle'),
  ],
  [
    'make it less bright and more saturated, write "night mode" in blue',
    {},
    step('brightness', 'less bright', 'down'),
    step('saturation', 'more saturated'),
    text('night mode', { colour: 'blue' }),
  ],
];

export const TYPED_THIRTEENTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
