/**
 * An eleventh batch of prompts as crypto and meme people type them into an image editor, written (and
 * labelled) before the batch was first run: captions for each picture said as "on the left one … on the
 * right one", "top one caption … bottom one caption …" and "label them past present future", layouts by
 * "next to each other" and "stacked", a zoom "into his face", wearables and stickers on the head (a santa
 * hat, a clown), eyes that glow, prompts with no picture, typos ("blurr", "pls"), slang ("af", "n",
 * "w/"), emoji stickers in corners, top and bottom meme text, shapes and borders, and asks the editor
 * cannot do (an anime look, a lambo behind him, a pixar style). Odd cases (1st, 3rd, …) are `tune`, even
 * ones `check`, fixed with the cases; only the tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'wanted poster of him w/ laser eyes, text dead or alive',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    step('laser-eyes', 'laser eyes'),
    text('dead or alive'),
  ],
  [
    'put these 2 next to each other n write pump on the left one and dump on the right one',
    { images: 2 },
    layout('row', 'next to each other'),
    text('pump', { picture: 1 }),
    text('dump', { picture: 2 }),
  ],
  [
    'greyscale it and write LFG in orange at the top 🔥',
    {},
    step('grayscale', 'greyscale'),
    text('LFG', { colour: 'orange', placement: 'top' }),
    sticker('🔥', '🔥'),
  ],
  [
    'no image needed, pepe green background with ribbit in white',
    { images: 0 },
    background('green', 'green background'),
    text('ribbit', { colour: 'white' }),
  ],
  [
    'zoom into his face, deep fry it and add 💀',
    { photo: 'face' },
    step('zoom', 'zoom into his face', 'face'),
    step('deep-fry', 'deep fry'),
    sticker('💀', '💀'),
  ],
  [
    'sharpen it up and put a 🐳 in the bottom left corner',
    {},
    step('sharpen', 'sharpen'),
    sticker('🐳', '🐳', 'bottom-left'),
  ],
  [
    'top text: when the dip keeps dipping bottom text: buy more',
    {},
    top('when the dip keeps dipping'),
    bottom('buy more'),
  ],
  [
    '3 pics side by side, b&w on all, label them past present future',
    { images: 3 },
    layout('row', 'side by side'),
    step('grayscale', 'b&w'),
    text('past', { picture: 1 }),
    text('present', { picture: 2 }),
    text('future', { picture: 3 }),
  ],
  ['turn him into an anime character pls', { photo: 'face' }, cannot('anime')],
  ['add a thick black border and rotate it', {}, border('thick black border', 'black'), step('rotate', 'rotate')],
  [
    'rotate it 90 degrees and make it less saturated',
    {},
    step('rotate', 'rotate'),
    step('saturation', 'less saturated'),
  ],
  [
    'give him a santa hat and write merry cryptomas',
    { photo: 'face' },
    sticker('🎅', 'santa hat', 'head'),
    text('merry cryptomas'),
  ],
  [
    'two pics stacked, top one caption bought, bottom one caption sold',
    { images: 2 },
    layout('column', 'stacked'),
    text('bought', { picture: 1 }),
    text('sold', { picture: 2 }),
  ],
  [
    'invert colours lol and write wtf happened in the middle',
    {},
    step('invert', 'invert'),
    text('wtf happened', { placement: 'centre' }),
  ],
  ['blurr the background so he stands out', { photo: 'face' }, step('blur-background', 'blurr the background')],
  ['square crop pls then pixelate it', {}, shape('square', 'square crop'), step('pixelate', 'pixelate')],
  ['add a 🦄 top right and make it vaporwave', {}, sticker('🦄', '🦄', 'top-right'), step('vaporwave', 'vaporwave')],
  ['make his eyes glow red', { photo: 'face' }, step('laser-eyes', 'eyes glow red')],
  [
    'no photo, purple background, text in yellow: few understand',
    { images: 0 },
    background('purple', 'purple background'),
    text('few understand', { colour: 'yellow' }),
  ],
  ['make it brighter af and add a ☀️', {}, step('brightness', 'brighter', 'up'), sticker('☀️', '☀️')],
  ['put a clown emoji on his head and write ngmi', { photo: 'face' }, sticker('🤡', 'clown', 'head'), text('ngmi')],
  ['grid of these 3, gold frame', { images: 3 }, layout('grid', 'grid'), border('gold frame', 'gold')],
  [
    'make it a circle, tint it blue and write based',
    {},
    shape('circle', 'circle'),
    step('tint', 'tint it blue', 'blue'),
    text('based'),
  ],
  ['put a lambo behind him and make it pixar style', { photo: 'face' }, cannot('lambo'), cannot('pixar')],
];

export const TYPED_ELEVENTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
