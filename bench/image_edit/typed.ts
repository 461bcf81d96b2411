/**
 * Prompts as people type them into the console: lower case, emoji anywhere, "gm", typos, top and
 * bottom text without quotes, captions after "caption" / "text" / "saying" with no quotes, stickers
 * named by word ("a moon top right"), the effects memes are made of (deep fry, vaporwave, a wanted
 * poster, laser eyes), with no image, one, or several. Each lists its parts; the eval
 * (`npm run eval:edit-parts`) says of each part whether the plan applied it, owned up to it or
 * dropped it, and counts the parts the plan owned up to that the prompt never asked for.
 *
 * The split is fixed with the cases: written in this order, odd cases (1st, 3rd, …) are `tune`,
 * even ones `check`. The parser was fixed looking at the tune half only.
 */
import type { Part, PhrasingCase } from './phrasings';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

export interface TypedCase extends PhrasingCase {
  /** How many pictures come with the prompt (1 unless said). */
  images?: number;
  /** The picture: the stand-in photo (no face), or a photo of a person's face. */
  photo?: 'plain' | 'face';
}

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'gm. purple background, big yellow text LFG',
    { images: 0 },
    background('purple', 'purple background'),
    text('LFG', { colour: 'yellow' }),
  ],
  [
    'top text: WHEN YOU BUY THE TOP, bottom text: AND IT KEEPS GOING UP 🚀',
    {},
    top('WHEN YOU BUY THE TOP'),
    bottom('AND IT KEEPS GOING UP'),
    sticker('🚀', '🚀'),
  ],
  [
    'top: me checking my portfolio bottom: every 5 minutes',
    {},
    top('me checking my portfolio'),
    bottom('every 5 minutes'),
  ],
  ['🐸🚀 caption To the moon', {}, sticker('🐸', '🐸'), sticker('🚀', '🚀'), text('To the moon')],
  ['a moon top right', {}, sticker('🌕', 'moon', 'top-right')],
  ['deep fry this lol', {}, step('deep-fry', 'deep fry')],
  ['deep fried w/ caption bruh moment', {}, step('deep-fry', 'deep fried'), text('bruh moment')],
  ['vaporwave it', {}, step('vaporwave', 'vaporwave')],
  ['vaporwave vibes with the text chill zone', {}, step('vaporwave', 'vaporwave'), text('chill zone')],
  ['wanted poster of pepe', {}, step('wanted-poster', 'wanted poster'), text('pepe')],
  ['make a wanted poster', {}, step('wanted-poster', 'wanted poster')],
  ['laser eyes', { photo: 'face' }, step('laser-eyes', 'laser eyes')],
  ['give him laser eyes pls', { photo: 'face' }, step('laser-eyes', 'laser eyes')],
  ['laser eyes and caption WAGMI', {}, cannot('laser eyes'), text('WAGMI')],
  ['put these two side by side', { images: 2 }, layout('row', 'side by side')],
  ['crop it into a circle', {}, shape('circle', 'circle')],
  ['make it a circle pfp w/ a gold ring', {}, shape('circle', 'circle pfp'), border('gold ring', 'gold')],
  [
    'fire emoji bottom left and a rocket bottom right',
    {},
    sticker('🔥', 'fire', 'bottom-left'),
    sticker('🚀', 'rocket', 'bottom-right'),
  ],
  ['blak and white pls', {}, step('grayscale', 'blak and white')],
  ['grayscle, boarder in red', {}, step('grayscale', 'grayscle'), border('boarder', 'red')],
  ['sepai filter + caption 1929 moment', {}, step('sepia', 'sepai'), text('1929 moment')],
  ['captoin this ser', {}, text('ser')],
  [
    'no image needed just the word GM in white on black',
    { images: 0 },
    text('GM', { colour: 'white' }),
    background('black', 'on black'),
  ],
  ['gm', { images: 0 }, drawn('gm')],
  ['bottom text ngmi', {}, bottom('ngmi')],
  ['top text gm bottom text gn', {}, top('gm'), bottom('gn')],
  ['put WAGMI at the bottom in green', {}, text('WAGMI', { colour: 'green', placement: 'bottom' })],
  ['add text saying we are so back', {}, text('we are so back')],
  ['the word HODL in the middle, make it b&w', {}, text('HODL', { placement: 'centre' }), step('grayscale', 'b&w')],
  ['💎🙌 caption diamond hands', {}, sticker('💎', '💎'), sticker('🙌', '🙌'), text('diamond hands')],
  [
    'add a diamond in the top left and a rocket in the top right',
    {},
    sticker('💎', 'diamond', 'top-left'),
    sticker('🚀', 'rocket', 'top-right'),
  ],
  [
    'rocket bottom left, fire bottom right, moon top',
    {},
    sticker('🚀', 'rocket', 'bottom-left'),
    sticker('🔥', 'fire', 'bottom-right'),
    sticker('🌕', 'moon', 'top'),
  ],
  ['slap a frog emoji on it lol', {}, sticker('🐸', 'frog emoji')],
  ['add some fire 🔥🔥', {}, sticker('🔥', 'fire')],
  ['laser eyes + deep fry', { photo: 'face' }, step('laser-eyes', 'laser eyes'), step('deep-fry', 'deep fry')],
  [
    'deep fry it and add laser eyes, caption: BULLISH',
    { photo: 'face' },
    step('deep-fry', 'deep fry'),
    step('laser-eyes', 'laser eyes'),
    text('BULLISH'),
  ],
  ['vaporwave with a pink border', {}, step('vaporwave', 'vaporwave'), border('pink border', 'pink')],
  ['wanted poster with the caption $WIF', {}, step('wanted-poster', 'wanted poster'), text('$WIF')],
  ['circle crop with $PEPE under it', {}, shape('circle', 'circle crop'), text('$PEPE', { placement: 'bottom' })],
  ['gm ☀️ caption good morning frens', {}, sticker('☀️', '☀️'), text('good morning frens')],
  [
    'make the bg black and put LFG in huge green letters',
    {},
    background('black', 'bg black'),
    text('LFG', { colour: 'green' }),
  ],
  ['black bg, white text saying gm', { images: 0 }, background('black', 'black bg'), text('gm', { colour: 'white' })],
  [
    'red background with GN in the center 🌙',
    { images: 0 },
    background('red', 'red background'),
    text('GN', { placement: 'centre' }),
    sticker('🌙', '🌙'),
  ],
  [
    'yellow background caption wagmi 🚀',
    { images: 0 },
    background('yellow', 'yellow background'),
    text('wagmi'),
    sticker('🚀', '🚀'),
  ],
  ['pixelate it lol, 8bit vibes', {}, step('pixelate', 'pixelate')],
  ['mirror it and make it blurry', {}, step('flip', 'mirror'), step('blur', 'blurry')],
  ['add a hat on the dog', {}, cannot('add a hat on the dog')],
  ['remove the bg pls', {}, cannot('remove the bg')],
  ['make him smile and add text LOL', {}, cannot('make him smile'), text('LOL')],
  ['make it look like a painting, top text: ART', {}, cannot('painting'), top('ART')],
  ['stack them, caption both of us', { images: 2 }, layout('column', 'stack them'), text('both of us')],
  ['these 3 in a grid w/ caption the squad', { images: 3 }, layout('grid', 'grid'), text('the squad')],
  ['crop it square, caption the og', {}, shape('square', 'crop it square'), text('the og')],
  ['rotate it 90 and caption sideways szn', {}, step('rotate', 'rotate it 90'), text('sideways szn')],
  ['invert colours, caption opposite day', {}, step('invert', 'invert'), text('opposite day')],
  ['brighten it a lot, text: good morning', {}, step('brightness', 'brighten', 'up'), text('good morning')],
  [
    'make it sepia & write since 2013 at the bottom',
    {},
    step('sepia', 'sepia'),
    text('since 2013', { placement: 'bottom' }),
  ],
  [
    'tint it green, add a chart emoji top right',
    {},
    step('tint', 'tint it green', 'green'),
    sticker('📈', 'chart emoji', 'top-right'),
  ],
  ['a crown on top', {}, sticker('👑', 'crown', 'top')],
  ['frog in the bottom right corner pls', {}, sticker('🐸', 'frog', 'bottom-right')],
  ['diamond top left, caption diamond hands', {}, sticker('💎', 'diamond', 'top-left'), text('diamond hands')],
  ['🚀🚀🚀', {}, sticker('🚀', '🚀')],
  [
    'top text: WHEN THE MEMECOIN, bottom text: ACTUALLY PUMPS, deep fry it',
    {},
    top('WHEN THE MEMECOIN'),
    bottom('ACTUALLY PUMPS'),
    step('deep-fry', 'deep fry'),
  ],
  ['vaporwave, bottom text: a e s t h e t i c', {}, step('vaporwave', 'vaporwave'), bottom('a e s t h e t i c')],
  ['lazer eyes on him', { photo: 'face' }, step('laser-eyes', 'lazer eyes')],
  [
    'put a fire in the bottom left and a 💯 bottom right',
    {},
    sticker('🔥', 'fire', 'bottom-left'),
    sticker('💯', '💯', 'bottom-right'),
  ],
  ['wen lambo', { images: 0 }, drawn('wen lambo')],
  ['gm frens, caption: wagmi, add a rocket top left', {}, text('wagmi'), sticker('🚀', 'rocket', 'top-left')],
];

export const TYPED_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
