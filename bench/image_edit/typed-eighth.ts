/**
 * An eighth batch of prompts as people type them, written (and labelled) before the batch was first
 * run: meme templates ("change my mind", "expectation vs reality", "me: … also me: …", "nobody: …
 * me: …"), emoji and slang ("🚀🚀🚀 moon soon", "wagmi", "ngmi", "lfg"), typos ("blurr", "brigther"),
 * English as a second language ("more clear", "in down side", "make it looks like"), stickers by name
 * and by emoji with places, a crown or a hat on a head, the meme looks (deep fry, vaporwave, a wanted
 * poster, laser eyes) and the plain effects, the background blurred behind the subject ("blur the
 * background", "bokeh", "portrait mode"), layouts of two and three pictures, captions with and
 * without quotes, prompts with no picture, and asks the editor cannot do (a painting, a gif, rain, a
 * face swap, 3D). Odd cases (1st, 3rd, …) are `tune`, even ones `check`, fixed with the cases; only
 * the tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  ['change my mind: eth is the real money', {}, text('eth is the real money'), text('change my mind')],
  ['expectation vs reality', { images: 2 }, layout('row', 'vs'), text('expectation vs reality')],
  ['me: i only buy the dip also me: buys the top', {}, text('me: i only buy the dip'), text('also me: buys the top')],
  ['nobody: / me at 3am: checking the charts', {}, text('nobody: / me at 3am: checking the charts')],
  ['🚀🚀🚀 moon soon', {}, sticker('🚀', '🚀'), text('moon soon')],
  ['wagmi 🙌 write it big at the bottom', {}, text('wagmi', { placement: 'bottom' }), sticker('🙌', '🙌')],
  ['ngmi. make it black and white', {}, text('ngmi'), step('grayscale', 'black and white')],
  ['blur the background pls', { photo: 'face' }, step('blur-background', 'blur the background')],
  ['put a crown on his head', { photo: 'face' }, sticker('👑', 'crown', 'head')],
  [
    'deep fry this and add laser eyes',
    { photo: 'face' },
    step('deep-fry', 'deep fry'),
    step('laser-eyes', 'laser eyes'),
  ],
  ['vaporwave it and write "ａｅｓｔｈｅｔｉｃ"', {}, step('vaporwave', 'vaporwave'), text('ａｅｓｔｈｅｔｉｃ')],
  [
    'make wanted poster, name is DOGE KING, reward 69 btc',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    text('DOGE KING'),
    text('reward 69 btc'),
  ],
  ['pixelate it a lot', {}, step('pixelate', 'pixelate')],
  ['sepia + text at the top "since 2009"', {}, step('sepia', 'sepia'), text('since 2009', { placement: 'top' })],
  ['blurr it slightly and make brigther', {}, step('blur', 'blurr'), step('brightness', 'brigther', 'up')],
  ['put a 🐸 bottom left and 💰 top right', {}, sticker('🐸', '🐸', 'bottom-left'), sticker('💰', '💰', 'top-right')],
  ['put a top hat on him', { photo: 'face' }, sticker('🎩', 'top hat', 'head')],
  ['side by side, caption it before and after', { images: 2 }, layout('row', 'side by side'), text('before and after')],
  [
    'make a grid of this 3 photo and black border',
    { images: 3 },
    layout('grid', 'grid'),
    border('black border', 'black'),
  ],
  ['make this look like painting', {}, cannot('painting')],
  ['remove the guy in background', { photo: 'face' }, cannot('remove')],
  ['add sparkles ✨ everywhere', {}, sticker('✨', '✨')],
  ['caption this: when the chart goes up only', {}, text('when the chart goes up only')],
  ['put "HODL" in the centre in gold', {}, text('HODL', { colour: 'gold', placement: 'centre' })],
  ['make it look old, like 1970 photo', {}, step('sepia', 'old')],
  ['please do the image more clear and put border red', {}, step('sharpen', 'clear'), border('border red', 'red')],
  ['can u make it animated gif', {}, cannot('gif')],
  [
    'plz make the photo more sharper and less bright',
    {},
    step('sharpen', 'sharper'),
    step('brightness', 'less bright', 'down'),
  ],
  ['expectation vs reality, top text expectation bottom text reality', {}, top('expectation'), bottom('reality')],
  ['me trying to explain defi to my dad', {}, text('me trying to explain defi to my dad')],
  [
    'laser eyes + deep fry + "we are so back"',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    step('deep-fry', 'deep fry'),
    text('we are so back'),
  ],
  ['write lfg to the moon with 🚀', {}, text('lfg to the moon'), sticker('🚀', '🚀')],
  ['zoom 2x on center and make it square', {}, shape('zoom', 'zoom'), shape('square', 'square')],
  [
    'put a heart ❤️ on top left and a star on bottom right',
    {},
    sticker('❤️', 'heart', 'top-left'),
    sticker('⭐', 'star', 'bottom-right'),
  ],
  ['add rain', {}, cannot('rain')],
  ['swap the faces', { images: 2, photo: 'face' }, cannot('swap')],
  [
    'text: GM in white on top, GN in black on bottom',
    {},
    text('GM', { colour: 'white', placement: 'top' }),
    text('GN', { colour: 'black', placement: 'bottom' }),
  ],
  [
    'a pink background and the word frens in the middle',
    { images: 0 },
    background('pink', 'pink background'),
    text('frens', { placement: 'centre' }),
  ],
  ['change my mind sign with "memecoins are art"', {}, text('memecoins are art'), text('change my mind')],
  [
    'the first pic on top, second below, and write "then" and "now"',
    { images: 2 },
    layout('column', 'below'),
    text('then'),
    text('now'),
  ],
  ['make it vaporwave but no text', {}, step('vaporwave', 'vaporwave')],
  ['give it bokeh', { photo: 'face' }, step('blur-background', 'bokeh')],
  ['pixelate his face', { photo: 'face' }, step('pixelate', 'pixelate his face', 'face')],
  ['put 3 fire emoji in bottom', {}, sticker('🔥', 'fire', 'bottom')],
  ['gm frens ☕', { images: 0 }, drawn('gm frens')],
  [
    'crown emoji on top of her head and text QUEEN below',
    { photo: 'face' },
    sticker('👑', 'crown', 'head'),
    text('QUEEN', { placement: 'bottom' }),
  ],
  [
    'make the colours pop more and add a yellow border',
    {},
    step('saturation', 'pop'),
    border('yellow border', 'yellow'),
  ],
  ['add a dog next to him', { photo: 'face' }, cannot('dog')],
  ['make it looks like drawing with pencil', {}, cannot('pencil')],
  [
    'slightly blur + grayscale, caption "it is what it is"',
    {},
    step('blur', 'blur'),
    step('grayscale', 'grayscale'),
    text('it is what it is'),
  ],
  ['portrait mode effect', { photo: 'face' }, step('blur-background', 'portrait mode')],
  ['round it like a coin and gold ring', {}, shape('circle', 'round'), border('gold ring', 'gold')],
  ['top: SER / bottom: PLS', {}, top('SER'), bottom('PLS')],
  ['can you to put text "buy now" in down side', {}, text('buy now', { placement: 'bottom' })],
  ['mirror it and tint green slightly', {}, step('flip', 'mirror'), step('tint', 'green', 'green')],
  ['make it like the matrix', {}, cannot('matrix')],
  [
    'wanted dead or alive $1,000,000',
    { photo: 'face' },
    step('wanted-poster', 'wanted dead or alive'),
    text('$1,000,000'),
  ],
  ['stack em and put vs in the middle', { images: 2 }, layout('column', 'stack'), text('vs', { placement: 'centre' })],
  ['deepfry + 😂😂 + "bruh"', {}, step('deep-fry', 'deepfry'), sticker('😂', '😂'), text('bruh')],
  ['make it 3d', {}, cannot('3d')],
];

export const TYPED_EIGHTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
