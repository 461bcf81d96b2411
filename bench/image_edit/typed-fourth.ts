/**
 * A fourth batch of prompts as people type them in a meme or crypto chat, written after the parser
 * had been fixed on the third batch's tune half, before this batch was run: slang ("ngl", "fr",
 * "lowkey", "hella", "af"), "w" for "with", "u" and "ur", emoji anywhere, captions without quotes, top
 * and bottom text labelled with a dash, a slash or "is", stickers named by word and placed, the meme
 * effects, layouts of two and three pictures, prompts with no picture, and asks the editor cannot do.
 * The split is fixed with the cases: odd cases (1st, 3rd, …) are `tune`, even ones `check`; only the
 * tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  ['ngl lowkey want this deep fried fr', {}, step('deep-fry', 'deep fried')],
  [
    'top text- when u check ur bags / bottom text- still down 90%',
    {},
    top('when u check ur bags'),
    bottom('still down 90%'),
  ],
  ['give the dog laser eyes', {}, cannot('laser eyes')],
  ['laser eyes on him fr fr', { photo: 'face' }, step('laser-eyes', 'laser eyes')],
  [
    'put these 2 pics side by side w caption then vs now',
    { images: 2 },
    layout('row', 'side by side'),
    text('then vs now'),
  ],
  ['3 pics in a row, black n white', { images: 3 }, layout('row', 'in a row'), step('grayscale', 'black n white')],
  [
    'no pic just a green bg with WAGMI in big white letters',
    { images: 0 },
    background('green', 'green bg'),
    text('WAGMI', { colour: 'white' }),
  ],
  ['gn frens 🌙', { images: 0 }, drawn('gn frens 🌙')],
  ['make it hella saturated', {}, step('saturation', 'saturated')],
  [
    'text on top WEN LAMBO and on the bottom SOON',
    {},
    text('WEN LAMBO', { placement: 'top' }),
    text('SOON', { placement: 'bottom' }),
  ],
  [
    'add a 🐶 bottom left and 🦴 bottom right',
    {},
    sticker('🐶', '🐶', 'bottom-left'),
    sticker('🦴', '🦴', 'bottom-right'),
  ],
  ['caption this: when the rug pulls but u still believe', {}, text('when the rug pulls but u still believe')],
  ['deep fry and then vaporwave it lmao', {}, step('deep-fry', 'deep fry'), step('vaporwave', 'vaporwave')],
  ['can u remove the text from this', {}, cannot('remove the text')],
  ['make him bald', { photo: 'face' }, cannot('make him bald')],
  ['make it a gif pls', {}, cannot('gif')],
  ['upscale this to 4k', {}, cannot('upscale')],
  ['bottom text: me after buying the top 💀', {}, bottom('me after buying the top'), sticker('💀', '💀')],
  ['💀💀 top text: bro really sold', {}, sticker('💀', '💀'), top('bro really sold')],
  ['frog sticker in the middle', {}, sticker('🐸', 'frog', 'centre')],
  ['rounded corners + gold border, pfp vibes', {}, shape('rounded', 'rounded corners'), border('gold border', 'gold')],
  ['circle pfp with HAT written under it', {}, shape('circle', 'circle pfp'), text('HAT', { placement: 'bottom' })],
  [
    'wanted poster, caption underneath: 1000 SOL REWARD',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    text('1000 SOL REWARD'),
  ],
  ['blue tint n add text: cold', {}, step('tint', 'blue tint', 'blue'), text('cold')],
  ['sepia tone it, add an old timey frame', {}, step('sepia', 'sepia'), border('frame')],
  ['plz flip it left to right', {}, step('flip', 'flip it left to right')],
  ['rotate clockwise', {}, step('rotate', 'rotate clockwise')],
  ['zoom in on the middle like 3x', {}, step('zoom', 'zoom', '3')],
  ['make it pixelated af', {}, step('pixelate', 'pixelated')],
  [
    'put WAGMI in the center in red and a 💎 top right',
    {},
    text('WAGMI', { colour: 'red', placement: 'centre' }),
    sticker('💎', '💎', 'top-right'),
  ],
  [
    'white text at the bottom that says probably nothing',
    {},
    text('probably nothing', { colour: 'white', placement: 'bottom' }),
  ],
  [
    'yellow bg, black text: BUY THE DIP, rocket emoji',
    { images: 0 },
    background('yellow', 'yellow bg'),
    text('BUY THE DIP', { colour: 'black' }),
    sticker('🚀', 'rocket emoji'),
  ],
  [
    'lowkey just want it black and white w a thin border',
    {},
    step('grayscale', 'black and white'),
    border('thin border'),
  ],
  [
    'stack these 2 on top of each other and deep fry',
    { images: 2 },
    layout('column', 'on top of each other'),
    step('deep-fry', 'deep fry'),
  ],
  ['grid of all 3 w bottom text: the whole gang', { images: 3 }, layout('grid', 'grid'), bottom('the whole gang')],
  ['negative filter pls', {}, step('invert', 'negative')],
  ['emboss it', {}, cannot('emboss')],
  ['add a glow to the text and caption to valhalla', {}, cannot('glow'), text('to valhalla')],
  ['caption in pink saying gm gm', {}, text('gm gm', { colour: 'pink' })],
  ['hella contrast and a red tint fr', {}, step('contrast', 'contrast'), step('tint', 'red tint', 'red')],
  ['write ser in comic sans lmao', {}, text('ser'), cannot('comic sans')],
  [
    '2 imgs side by side, caption: me vs the guy she told me not to worry about',
    { images: 2 },
    layout('row', 'side by side'),
    text('me vs the guy she told me not to worry about'),
  ],
  [
    'laser eyes + wanted poster',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    step('wanted-poster', 'wanted poster'),
  ],
  [
    'moon emoji top right and the text gn in the bottom',
    {},
    sticker('🌕', 'moon emoji', 'top-right'),
    text('gn', { placement: 'bottom' }),
  ],
  [
    'blur it lightly and write dreaming in the middle',
    {},
    step('blur', 'blur'),
    text('dreaming', { placement: 'centre' }),
  ],
  ['add the pepe emoji', {}, cannot('pepe')],
  [
    'make it square and put a skull in the bottom left',
    {},
    shape('square', 'square'),
    sticker('💀', 'skull', 'bottom-left'),
  ],
  ['ok so top text is hodl and bottom is or dont', {}, top('hodl'), bottom('or dont')],
  [
    'gold text LFG on a purple background',
    { images: 0 },
    text('LFG', { colour: 'gold' }),
    background('purple', 'purple background'),
  ],
  ['no image, just write JOIN THE CULT in red', { images: 0 }, text('JOIN THE CULT', { colour: 'red' })],
];

export const TYPED_FOURTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
