/**
 * A twelfth batch of prompts as crypto and meme people type them into an image editor, written (and
 * labelled) before the batch was first run: a face pixelated or blurred rather than the whole picture
 * ("pixelate his face", "blur her face", "censor the face"), stickers put on a face ("put 😎 on his
 * face"), rainbow borders and frames, short words in big letters ("gm in big letters"), plain remarks
 * about the picture with nothing to do ("lol look at him", "this is literally me"), deep fry, vaporwave,
 * wanted posters and laser eyes, captions with and without quotes and colons, stickers in corners and
 * on heads, layouts with a caption for each picture, shapes, borders, colours, prompts with no picture,
 * and asks the editor cannot do (a van gogh painting, a jetpack, a lego set). Odd cases (1st, 3rd, …)
 * are `tune`, even ones `check`, fixed with the cases; only the tune half is looked at when the parser
 * is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  ['pixelate his face lol', { photo: 'face' }, step('pixelate', 'pixelate his face', 'face')],
  [
    'blur her face pls and write anonymous at the bottom',
    { photo: 'face' },
    step('blur', 'blur her face', 'face'),
    text('anonymous', { placement: 'bottom' }),
  ],
  ['gm in big letters 🌞', {}, text('gm'), sticker('🌞', '🌞')],
  ['this is the best pic ever', {}],
  ['put 😎 on his face and write deal with it', { photo: 'face' }, sticker('😎', '😎', 'face'), text('deal with it')],
  ['rainbow border + caption it good vibes only', {}, border('rainbow border', 'rainbow'), text('good vibes only')],
  ['deep fry this n add 😂', {}, step('deep-fry', 'deep fry'), sticker('😂', '😂')],
  [
    'vaporwave it and write AESTHETIC in pink',
    {},
    step('vaporwave', 'vaporwave'),
    text('AESTHETIC', { colour: 'pink' }),
  ],
  ['lol look at him', { photo: 'face' }],
  ['censor the face, its for the group chat', { photo: 'face' }, step('pixelate', 'censor the face', 'face')],
  [
    'wanted poster, reward 1000 btc',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    text('reward 1000 btc'),
  ],
  [
    'laser eyes + make it black n white',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    step('grayscale', 'black n white'),
  ],
  [
    'no pic, blue background with gm frens in white big letters',
    { images: 0 },
    background('blue', 'blue background'),
    text('gm frens', { colour: 'white' }),
  ],
  [
    'put these two side by side and add a rainbow border',
    { images: 2 },
    layout('row', 'side by side'),
    border('rainbow border', 'rainbow'),
  ],
  ['crop it to a circle and put a 🔥 top left', {}, shape('circle', 'circle'), sticker('🔥', '🔥', 'top-left')],
  ['flip it and make it brighter', {}, step('flip', 'flip'), step('brightness', 'brighter', 'up')],
  [
    'put a 🎩 on her head and write its my birthday',
    { photo: 'face' },
    sticker('🎩', '🎩', 'head'),
    text('its my birthday'),
  ],
  ['top text when u sell bottom text and it moons', {}, top('when u sell'), bottom('and it moons')],
  ['make it look like a van gogh painting', {}, cannot('van gogh')],
  ['sepia and a thin white border pls', {}, step('sepia', 'sepia'), border('thin white border', 'white')],
  ['3 pics in a grid, caption the middle one me', { images: 3 }, layout('grid', 'grid'), text('me', { picture: 2 })],
  [
    'add 🌈 in the bottom right and make it more saturated',
    {},
    sticker('🌈', '🌈', 'bottom-right'),
    step('saturation', 'more saturated'),
  ],
  ['blur his face, add 🤫', { photo: 'face' }, step('blur', 'blur his face', 'face'), sticker('🤫', '🤫')],
  ['rotate it 180 n invert the colours', {}, step('rotate', 'rotate'), step('invert', 'invert')],
  ['write wen lambo in huge letters at the top', {}, text('wen lambo', { placement: 'top' })],
  ['put a 🤡 on his face lmao', { photo: 'face' }, sticker('🤡', '🤡', 'face')],
  ['ngl this pic goes hard', {}],
  [
    'zoom in on his face and make it grayscale',
    { photo: 'face' },
    step('zoom', 'zoom in on his face', 'face'),
    step('grayscale', 'grayscale'),
  ],
  ['give it a rainbow frame and write hodl', {}, border('rainbow frame', 'rainbow'), text('hodl')],
  [
    'no image, black background, green text: wagmi',
    { images: 0 },
    background('black', 'black background'),
    text('wagmi', { colour: 'green' }),
  ],
  [
    'deepfry him and give him laser eyes',
    { photo: 'face' },
    step('deep-fry', 'deepfry'),
    step('laser-eyes', 'laser eyes'),
  ],
  ['sharpen + more contrast', {}, step('sharpen', 'sharpen'), step('contrast', 'more contrast')],
  [
    'stack these 2 and write before on the top one and after on the bottom one',
    { images: 2 },
    layout('column', 'stack'),
    text('before', { picture: 1 }),
    text('after', { picture: 2 }),
  ],
  ['gn in big letters and a 🌙 top right', {}, text('gn'), sticker('🌙', '🌙', 'top-right')],
  ['make it a square and tint it red', {}, shape('square', 'square'), step('tint', 'tint it red', 'red')],
  ['mirror it and add a 🐸', {}, step('flip', 'mirror'), sticker('🐸', '🐸')],
  ['add a jetpack to him', { photo: 'face' }, cannot('jetpack')],
  [
    'pixelate her face and write no face no case',
    { photo: 'face' },
    step('pixelate', 'pixelate her face', 'face'),
    text('no face no case'),
  ],
  ['lmao this guy. put a clown on his head', { photo: 'face' }, sticker('🤡', 'clown', 'head')],
  ['bottom text only: me at 3am buying shitcoins', {}, bottom('me at 3am buying shitcoins')],
  ['vaporwave + rainbow border', {}, step('vaporwave', 'vaporwave'), border('rainbow border', 'rainbow')],
  [
    'darken it a bit and add text: its over in red',
    {},
    step('brightness', 'darken', 'down'),
    text('its over', { colour: 'red' }),
  ],
  ['blur the face pls', { photo: 'face' }, step('blur', 'blur the face', 'face')],
  ['this is literally me', { photo: 'face' }],
  [
    '2 pics next to each other, left one says expectation right one says reality',
    { images: 2 },
    layout('row', 'next to each other'),
    text('expectation', { picture: 1 }),
    text('reality', { picture: 2 }),
  ],
  ['put a 🎯 on her face and make it sepia', { photo: 'face' }, sticker('🎯', '🎯', 'face'), step('sepia', 'sepia')],
  [
    'wanted poster w/ text WANTED FOR RUGGING',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    text('WANTED FOR RUGGING'),
  ],
  ['turn it into a lego set and write build', {}, cannot('lego'), text('build')],
];

export const TYPED_TWELFTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
