/**
 * A tenth batch of prompts as crypto and meme people type them into an image editor, written (and
 * labelled) before the batch was first run: a caption for each picture of a layout ("first one says …
 * second one says …", "label them 1 2 3", "caption the top one … and the bottom one …", "captions: buy,
 * hold, sell"), the layout said by where each picture goes ("left pic is me in 2021 right pic is me
 * now"), a zoom on the face ("zoom in on his face", "close up of her face", "crop to his face", "zoom in
 * on her"), a wearable given to a person ("give him a crown", "give her a cap"; "no cap" as slang),
 * stickers on the head, laser eyes on one picture and on two, prompts with no picture, plain effects in
 * chat words ("lower the brightness", "its too dull", "australia mode"), meme lines and templates, and
 * asks the editor cannot do (a hacker-movie look, the moon behind him, a zombie, a hat on a cat). Odd
 * cases (1st, 3rd, …) are `tune`, even ones `check`, fixed with the cases; only the tune half is looked
 * at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, bottom, sticker, background, border, shape, cannot, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'zoom in on his face and put DIAMOND HANDS at the bottom',
    { photo: 'face' },
    step('zoom', 'zoom in on his face', 'face'),
    text('DIAMOND HANDS', { placement: 'bottom' }),
  ],
  [
    'these 2 side by side, first one says bull market second one says bear market',
    { images: 2 },
    layout('row', 'side by side'),
    text('bull market', { picture: 1 }),
    text('bear market', { picture: 2 }),
  ],
  ['make it look like a hacker movie, green tint', {}, cannot('hacker movie'), step('tint', 'green tint', 'green')],
  [
    'give him a crown and write king of the trenches',
    { photo: 'face' },
    sticker('👑', 'crown', 'head'),
    text('king of the trenches'),
  ],
  [
    'no pic just black background and white text saying stay poor',
    { images: 0 },
    background('black', 'black background'),
    text('stay poor', { colour: 'white' }),
  ],
  ['sepia pls and a 🍿 in the top left', {}, step('sepia', 'sepia'), sticker('🍿', '🍿', 'top-left')],
  [
    'stack these 3 vertically and label them 1 2 3',
    { images: 3 },
    layout('column', 'vertically'),
    text('1', { picture: 1 }),
    text('2', { picture: 2 }),
    text('3', { picture: 3 }),
  ],
  [
    'put sunglasses emoji on his face and make it pop',
    {},
    sticker('😎', 'sunglasses', 'centre'),
    step('contrast', 'pop'),
  ],
  [
    'close up of her face, black and white, caption: she knew',
    { photo: 'face' },
    step('zoom', 'close up of her face', 'face'),
    step('grayscale', 'black and white'),
    text('she knew'),
  ],
  [
    'lower the brightness a little and add text rekt in red at the top',
    {},
    step('brightness', 'lower the brightness', 'down'),
    text('rekt', { colour: 'red', placement: 'top' }),
  ],
  [
    'left pic is me in 2021 right pic is me now, caption them 2021 and now',
    { images: 2 },
    layout('row', 'left pic'),
    text('2021', { picture: 1 }),
    text('now', { picture: 2 }),
  ],
  [
    'flip it and put HODL in huge letters in the middle',
    {},
    step('flip', 'flip'),
    text('HODL', { placement: 'centre' }),
  ],
  [
    'make it a wanted poster with reward 69 eth under it',
    {},
    step('wanted-poster', 'wanted poster'),
    text('reward 69 eth'),
  ],
  [
    'pixelate it heavy and add a 👾 bottom right',
    {},
    step('pixelate', 'pixelate'),
    sticker('👾', '👾', 'bottom-right'),
  ],
  [
    'laser eyes and a party hat on him',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    sticker('🥳', 'party hat', 'head'),
  ],
  ['collage of these 3 with a white border', { images: 3 }, step('layout', 'collage'), border('white border', 'white')],
  [
    'no image. yellow bg, write "wen binance listing" in black',
    { images: 0 },
    background('yellow', 'yellow bg'),
    text('wen binance listing', { colour: 'black' }),
  ],
  ['no cap this chart is bullish, make it pop and add 📈', {}, step('contrast', 'pop'), sticker('📈', '📈')],
  [
    'me and my bro side by side, caption me on the left and bro on the right',
    { images: 2 },
    layout('row', 'side by side'),
    text('me', { picture: 1 }),
    text('bro', { picture: 2 }),
  ],
  [
    'crop to his face and make it a circle pfp',
    { photo: 'face' },
    step('zoom', 'crop to his face', 'face'),
    shape('circle', 'circle'),
  ],
  ['bottom text: sir this is a wendys', {}, bottom('sir this is a wendys')],
  [
    'tint it purple and add 3 rockets at the top',
    {},
    step('tint', 'tint it purple', 'purple'),
    sticker('🚀', 'rockets', 'top'),
  ],
  ['put him on the moon', { photo: 'face' }, cannot('on the moon')],
  [
    'first pic on top second one under, write before on the first and after on the second',
    { images: 2 },
    layout('column', 'on top'),
    text('before', { picture: 1 }),
    text('after', { picture: 2 }),
  ],
  [
    'can you make the whole thing brighter and more saturated, its too dull',
    {},
    step('brightness', 'brighter', 'up'),
    step('saturation', 'more saturated'),
  ],
  ['laser eyes on both of them', { images: 2, photo: 'face' }, step('laser-eyes', 'laser eyes')],
  [
    'wagmi written in gold at the top and a 🏆 under it',
    {},
    text('wagmi', { colour: 'gold', placement: 'top' }),
    sticker('🏆', '🏆'),
  ],
  ['zoom on the face a lot', { photo: 'face' }, step('zoom', 'zoom on the face', 'face')],
  ['change my mind: solana is a database', {}, text('solana is a database'), text('change my mind')],
  ['rotate 180 and caption it australia mode', {}, step('rotate', 'rotate'), text('australia mode')],
  [
    'a grid of these 3 pics, caption each one: mon tue wed',
    { images: 3 },
    layout('grid', 'grid'),
    text('mon', { picture: 1 }),
    text('tue', { picture: 2 }),
    text('wed', { picture: 3 }),
  ],
  ['just text on white: probably nothing', { images: 0 }, text('probably nothing')],
  ['stick a 🎉 on his head and write its my bday', { photo: 'face' }, sticker('🎉', '🎉', 'head'), text('its my bday')],
  ['invert the colors and mirror it', {}, step('invert', 'invert'), step('flip', 'mirror')],
  [
    'two pics: left says expectation right says reality',
    { images: 2 },
    layout('row', 'left'),
    text('expectation', { picture: 1 }),
    text('reality', { picture: 2 }),
  ],
  ['give the cat a tiny hat', {}, cannot('hat')],
  [
    'deep fry + laser eyes + caption: me after 100x',
    { photo: 'face' },
    step('deep-fry', 'deep fry'),
    step('laser-eyes', 'laser eyes'),
    text('me after 100x'),
  ],
  [
    'put a 💎 on each corner and write diamond hands in the center',
    {},
    sticker('💎', '💎'),
    text('diamond hands', { placement: 'centre' }),
  ],
  [
    'make the background a gradient from black to gold, no photo, text: GM',
    { images: 0 },
    background('gold', 'gradient from black to gold'),
    text('GM'),
  ],
  [
    'blur it a bit, write gn at the bottom in white',
    {},
    step('blur', 'blur'),
    text('gn', { placement: 'bottom', colour: 'white' }),
  ],
  ['zoom in on her pls and add a 💅', { photo: 'face' }, step('zoom', 'zoom in on her', 'face'), sticker('💅', '💅')],
  [
    'stack them and caption the top one fomo and the bottom one regret',
    { images: 2 },
    layout('column', 'stack'),
    text('fomo', { picture: 1 }),
    text('regret', { picture: 2 }),
  ],
  [
    'round the corners a bit and give it a blue frame',
    {},
    shape('rounded', 'round the corners'),
    border('blue frame', 'blue'),
  ],
  ['make him look like a zombie', {}, cannot('zombie')],
  [
    'vaporwave with the text late night trading 🌙',
    {},
    step('vaporwave', 'vaporwave'),
    text('late night trading'),
    sticker('🌙', '🌙'),
  ],
  ['give her a cap and write no cap', { photo: 'face' }, sticker('🧢', 'cap', 'head'), text('no cap')],
  [
    'three pics in a row, sepia on all of them, captions: buy, hold, sell',
    { images: 3 },
    layout('row', 'in a row'),
    step('sepia', 'sepia'),
    text('buy', { picture: 1 }),
    text('hold', { picture: 2 }),
    text('sell', { picture: 3 }),
  ],
  ['gm no picture just a big ☕ in the middle', { images: 0 }, sticker('☕', '☕', 'centre')],
];

export const TYPED_TENTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
