/**
 * A fifth batch of prompts as people type them in meme and crypto chats and as ordinary users do,
 * written before the batch was first run and without looking at how the parser reads them: "n",
 * "&" and "+" for "and", "imgs" and "pics", "yo", "lil", "rly", "thicc", typos of the editor's own
 * words, emoji anywhere, captions without quotes and captions that hold a "but", top and bottom text
 * as "top text is … and bottom is …" and "top text- … / bottom text- …", a square crop for a pfp,
 * stickers placed in a corner or two at once, the meme effects and the filters, layouts of two and
 * three pictures, prompts with no picture, and asks the editor cannot do (an anime style, a VHS look,
 * a Santa hat, a higher resolution). Odd cases (1st, 3rd, …) are `tune`, even ones `check`, fixed
 * with the cases; only the tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'yo deep fry this n put bottom text: i am the captain now',
    {},
    step('deep-fry', 'deep fry'),
    bottom('i am the captain now'),
  ],
  [
    'top text is me at 3am and bottom is checking the charts again 📉',
    {},
    top('me at 3am'),
    bottom('checking the charts again'),
    sticker('📉', '📉'),
  ],
  ['square crop for my pfp pls', {}, shape('square', 'square crop')],
  ['make the pic grayscale & put a 🔥 top right', {}, step('grayscale', 'grayscale'), sticker('🔥', '🔥', 'top-right')],
  [
    'vaporwave this + caption late night vibes 🌴',
    {},
    step('vaporwave', 'vaporwave'),
    text('late night vibes'),
    sticker('🌴', '🌴'),
  ],
  ['wanted poster, name: DEGEN', { photo: 'face' }, step('wanted-poster', 'wanted poster'), text('DEGEN')],
  ['laser eyes on this dude 😤', { photo: 'face' }, step('laser-eyes', 'laser eyes'), sticker('😤', '😤')],
  ['sepia n blurr it a lil', {}, step('sepia', 'sepia'), step('blur', 'blurr')],
  [
    'no image just a red to black gradient w the text REKT',
    { images: 0 },
    background('red', 'red to black gradient'),
    text('REKT'),
  ],
  [
    'merge these 2 pics side by side and add a red border',
    { images: 2 },
    layout('row', 'side by side'),
    border('red border', 'red'),
  ],
  ['top right put a 🌙, bottom left a ⭐', {}, sticker('🌙', '🌙', 'top-right'), sticker('⭐', '⭐', 'bottom-left')],
  ['caption it: when ur friend says its not a rug but it is', {}, text('when ur friend says its not a rug but it is')],
  ['add a clown in the corner lmaooo', {}, sticker('🤡', 'clown', 'top-right')],
  ['can u make him look older', { photo: 'face' }, cannot('look older')],
  [
    'no pic, pink bg n the words stay poor in black',
    { images: 0 },
    background('pink', 'pink bg'),
    text('stay poor', { colour: 'black' }),
  ],
  [
    'just make it say GM in yellow on a blue background, no image',
    { images: 0 },
    text('GM', { colour: 'yellow' }),
    background('blue', 'blue background'),
  ],
  ['top text- ser pls / bottom text- i have a family', {}, top('ser pls'), bottom('i have a family')],
  ['turn it into anime style', {}, cannot('anime')],
  [
    'deep fry + laser eyes + caption BASED',
    { photo: 'face' },
    step('deep-fry', 'deep fry'),
    step('laser-eyes', 'laser eyes'),
    text('BASED'),
  ],
  ['put these 3 imgs in a grid n caption the council', { images: 3 }, layout('grid', 'grid'), text('the council')],
  ['make it look like a vhs tape', {}, cannot('vhs')],
  ['grayscale & caption same old same old', {}, step('grayscale', 'grayscale'), text('same old same old')],
  ['rocket n moon stickers on it pls', {}, sticker('🚀', 'rocket'), sticker('🌕', 'moon')],
  ['stack these 3 vertically, top text: the evolution', { images: 3 }, layout('column', 'stack'), top('the evolution')],
  ['wagmi boys 💪', { images: 0 }, drawn('wagmi boys 💪')],
  [
    'blur the whole pic and write nothing to see here across the middle',
    {},
    step('blur', 'blur'),
    text('nothing to see here', { placement: 'centre' }),
  ],
  ['can u add a santa hat to him', { photo: 'face' }, cannot('santa hat')],
  ['invert it then pixlate', {}, step('invert', 'invert'), step('pixelate', 'pixlate')],
  ['make the pic super bright n add some ✨', {}, step('brightness', 'bright', 'up'), sticker('✨', '✨')],
  ['add red text up top: ser pls', {}, text('ser pls', { colour: 'red', placement: 'top' })],
  [
    'black bg, giant white text NGMI, skull emoji under it',
    { images: 0 },
    background('black', 'black bg'),
    text('NGMI', { colour: 'white' }),
    sticker('💀', 'skull emoji'),
  ],
  [
    'give it that vaporwave aesthetic n rotate it 90',
    {},
    step('vaporwave', 'vaporwave'),
    step('rotate', 'rotate it 90'),
  ],
  [
    'crop to circle, silver border, make it a coin',
    {},
    shape('circle', 'crop to circle'),
    border('silver border', 'silver'),
  ],
  ['mirror it n add text: backwards day', {}, step('flip', 'mirror'), text('backwards day')],
  ['zoom in a lot and make it blurry', {}, step('zoom', 'zoom'), step('blur', 'blurry')],
  ['top text is buy high and bottom text is sell low', {}, top('buy high'), bottom('sell low')],
  ['add a thicc gold border', {}, border('thicc gold border', 'gold')],
  ['sharpen it and up the contrast a bit', {}, step('sharpen', 'sharpen'), step('contrast', 'contrast')],
  [
    'turn it blue n put a 🐳 bottom right',
    {},
    step('tint', 'turn it blue', 'blue'),
    sticker('🐳', '🐳', 'bottom-right'),
  ],
  ['change the background to a beach', {}, cannot('beach')],
  ['caption: bought the dip but the dip kept dipping', {}, text('bought the dip but the dip kept dipping')],
  ['make it look like a comic book', {}, cannot('comic book')],
  [
    'desaturate it a bit, add caption: the before times',
    {},
    step('saturation', 'desaturate'),
    text('the before times'),
  ],
  ['pfp crop + frog top left 🐸', {}, shape('circle', 'pfp crop'), sticker('🐸', 'frog', 'top-left')],
  ['sepia and a thin brown frame, old school', {}, step('sepia', 'sepia'), border('thin brown frame', 'brown')],
  [
    'put WEN in the top and LAMBO in the bottom, deep fried',
    {},
    text('WEN', { placement: 'top' }),
    text('LAMBO', { placement: 'bottom' }),
    step('deep-fry', 'deep fried'),
  ],
  ['make it 3d', {}, cannot('3d')],
  [
    'lazer eyes but keep it black n white',
    { photo: 'face' },
    step('laser-eyes', 'lazer eyes'),
    step('grayscale', 'black n white'),
  ],
  ['caption this pic "send it" and put 🚀🚀 next to it', {}, text('send it'), sticker('🚀', '🚀')],
  ['can you make it higher resolution', {}, cannot('higher resolution')],
];

export const TYPED_FIFTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
