/**
 * A second set of prompts as people type them, written after the parser had been fixed on
 * `typed.ts`, so that its first run measured prompts the parser had never been shaped on. The same
 * kinds of request (captions without quotes, meme lines, stickers named or typed, the meme effects,
 * layouts of several pictures, what the editor cannot do), in other words. The split is fixed with the
 * cases: odd cases (1st, 3rd, …) are `tune`, even ones `check`; only the tune half is looked at when
 * the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  ['add LFG in big red letters at the top', {}, text('LFG', { colour: 'red', placement: 'top' })],
  [
    'make it black n white and put "ngmi" at the bottom',
    {},
    step('grayscale', 'black n white'),
    text('ngmi', { placement: 'bottom' }),
  ],
  ['caption: me when the dip keeps dipping', {}, text('me when the dip keeps dipping')],
  ['deepfry + laser eyes pls', { photo: 'face' }, step('deep-fry', 'deepfry'), step('laser-eyes', 'laser eyes')],
  ['vaporwave aesthetic, caption: stay comfy', {}, step('vaporwave', 'vaporwave'), text('stay comfy')],
  ['put a 🚀 in the top left corner', {}, sticker('🚀', '🚀', 'top-left')],
  ['rocket + moon emojis pls', {}, sticker('🚀', 'rocket'), sticker('🌕', 'moon')],
  [
    'make the background blue and write WAGMI in white',
    { images: 0 },
    background('blue', 'background blue'),
    text('WAGMI', { colour: 'white' }),
  ],
  ['pixel art style w/ text GAME OVER', {}, step('pixelate', 'pixel art'), text('GAME OVER')],
  ['blur the background', {}, cannot('blur the background')],
  ['make it pop, more saturation and contrast', {}, step('saturation', 'saturation'), step('contrast', 'contrast')],
  ['flip it horizontally', {}, step('flip', 'flip it horizontally')],
  ['upside down lol', {}, step('rotate', 'upside down')],
  [
    'sepia vibes, add a skull emoji bottom right',
    {},
    step('sepia', 'sepia'),
    sticker('💀', 'skull emoji', 'bottom-right'),
  ],
  ['circle it and add a silver rim', {}, shape('circle', 'circle'), border('silver rim', 'silver')],
  [
    'rounded corners and a thin white border',
    {},
    shape('rounded', 'rounded corners'),
    border('thin white border', 'white'),
  ],
  ['zoom in 2x', {}, step('zoom', 'zoom in 2x', '2')],
  ['make it darker, caption: bear market', {}, step('brightness', 'darker', 'down'), text('bear market')],
  [
    'brighter pls and add the word SUNRISE on top',
    {},
    step('brightness', 'brighter', 'up'),
    text('SUNRISE', { placement: 'top' }),
  ],
  ['put them next to each other', { images: 2 }, layout('row', 'next to each other')],
  ['collage of these with caption memories', { images: 3 }, layout('grid', 'collage'), text('memories')],
  ['one above the other', { images: 2 }, layout('column', 'one above the other')],
  ['top text: ME, bottom text: ALSO ME', {}, top('ME'), bottom('ALSO ME')],
  ['remove the watermark', {}, cannot('remove the watermark')],
  ['make the frog wear sunglasses', {}, cannot('make the frog wear sunglasses')],
  ['turn it into a cartoon, caption toon szn', {}, cannot('cartoon'), text('toon szn')],
  ['add 💰💰 top right', {}, sticker('💰', '💰', 'top-right')],
  ['🔥 bottom text: this is fine', {}, sticker('🔥', '🔥'), bottom('this is fine')],
  [
    'invert it and write OPPOSITE in the middle',
    {},
    step('invert', 'invert'),
    text('OPPOSITE', { placement: 'centre' }),
  ],
  ['tint it purple and add a crown', {}, step('tint', 'tint it purple', 'purple'), sticker('👑', 'crown')],
  ['laser eyes on the cat', {}, cannot('laser eyes')],
  ['hella blurry, text: eyes closed', {}, step('blur', 'blurry'), text('eyes closed')],
  ['sharpen it a bit', {}, step('sharpen', 'sharpen')],
  ['gm ☕', { images: 0 }, drawn('gm ☕')],
  [
    'pink to blue gradient background with the text ser in the center',
    { images: 0 },
    background('pink', 'pink to blue gradient background'),
    text('ser', { placement: 'centre' }),
  ],
  [
    'make it look old and add "est. 2021" at the bottom',
    {},
    step('sepia', 'look old'),
    text('est. 2021', { placement: 'bottom' }),
  ],
  [
    'stack these and put a fire emoji on top',
    { images: 2 },
    layout('column', 'stack'),
    sticker('🔥', 'fire emoji', 'top'),
  ],
  ['thick black border', {}, border('thick black border', 'black')],
  ['caption in yellow: to the moon', {}, text('to the moon', { colour: 'yellow' })],
  ['write $DOGE across the top in gold', {}, text('$DOGE', { colour: 'gold', placement: 'top' })],
  ['square crop, then deep fry', {}, shape('square', 'square crop'), step('deep-fry', 'deep fry')],
  ['wanted poster of this guy', { photo: 'face' }, step('wanted-poster', 'wanted poster'), text('this guy')],
  ['give it a gold frame and the caption KING', {}, border('gold frame', 'gold'), text('KING')],
  ['green tint + bottom text: number go up', {}, step('tint', 'green tint', 'green'), bottom('number go up')],
];

/** A second batch, written after the parser had been fixed on the first one's tune half. */
const WRITTEN_NEXT: Array<[string, Options, ...Part[]]> = [
  [
    'can u make this black and white and add "RIP" at the top',
    {},
    step('grayscale', 'black and white'),
    text('RIP', { placement: 'top' }),
  ],
  ['LFG caption in green pls', {}, text('LFG', { colour: 'green' })],
  ['put "gm" in the middle in huge letters', {}, text('gm', { placement: 'centre' })],
  ['wanted poster: $BONK', {}, step('wanted-poster', 'wanted poster'), text('$BONK')],
  ['rotate 180', {}, step('rotate', 'rotate 180')],
  ['flip it upside down and add a skull', {}, step('flip', 'flip it upside down'), sticker('💀', 'skull')],
  ['blur it a little bit', {}, step('blur', 'blur')],
  ['add a 🌈 and make it colorful', {}, sticker('🌈', '🌈'), step('saturation', 'colorful')],
  ['mirror image pls', {}, step('flip', 'mirror')],
  ['turn it purple', {}, step('tint', 'turn it purple', 'purple')],
  ['sepia + grain', {}, step('sepia', 'sepia'), cannot('grain')],
  ['add film grain', {}, cannot('film grain')],
  ['make the text say WEN MOON', {}, text('WEN MOON')],
  ['caption it "ser pls"', {}, text('ser pls')],
  [
    'big red border and a crown in the top left',
    {},
    border('big red border', 'red'),
    sticker('👑', 'crown', 'top-left'),
  ],
  ['crop to a circle and put $MOG under it', {}, shape('circle', 'circle'), text('$MOG', { placement: 'bottom' })],
  ['three of these in a row', { images: 3 }, layout('row', 'in a row')],
  ['side-by-side, then grayscale', { images: 2 }, layout('row', 'side-by-side'), step('grayscale', 'grayscale')],
  ['make a 2x2 grid', { images: 3 }, layout('grid', 'grid')],
  ['add sparkles ✨✨', {}, sticker('✨', '✨')],
  ['put a money bag emoji bottom right', {}, sticker('💰', 'money bag emoji', 'bottom-right')],
  ['put a clown emoji on it lmao', {}, sticker('🤡', 'clown emoji')],
  ['make it brighter and more vibrant', {}, step('brightness', 'brighter', 'up'), step('saturation', 'vibrant')],
  ['less saturated pls', {}, step('saturation', 'less saturated')],
  ['pixelate the whole thing', {}, step('pixelate', 'pixelate')],
  ['add the text "to the moon" with a rocket', {}, text('to the moon'), sticker('🚀', 'rocket')],
  [
    'white background, black text that says ngmi',
    { images: 0 },
    background('white', 'white background'),
    text('ngmi', { colour: 'black' }),
  ],
  ['just text: SOON', { images: 0 }, text('SOON')],
  ['make it look like a polaroid', {}, cannot('polaroid')],
  ['change his shirt to red', { photo: 'face' }, cannot('change his shirt to red')],
  ['add a speech bubble saying gm', {}, cannot('speech bubble'), text('gm')],
  ['deep fry it twice', {}, step('deep-fry', 'deep fry')],
  ['vaporwave + sepia', {}, step('vaporwave', 'vaporwave'), step('sepia', 'sepia')],
  [
    'add laser eyes to this guy and caption: SATOSHI',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    text('SATOSHI'),
  ],
  ['zoom into the center a bit', {}, step('zoom', 'zoom')],
  ['square it up and add a thin black frame', {}, shape('square', 'square it up'), border('thin black frame', 'black')],
  ['rounded corners pls', {}, shape('rounded', 'rounded corners')],
  ['inverted colors + top text: OPPOSITE DAY', {}, step('invert', 'inverted'), top('OPPOSITE DAY')],
  ['make it grayscale except the eyes', {}, step('grayscale', 'grayscale'), cannot('except the eyes')],
  ['GIVE IT A GOLD BORDER', {}, border('GOLD BORDER', 'gold')],
  ['sharpen + more contrast', {}, step('sharpen', 'sharpen'), step('contrast', 'contrast')],
  ['tint blue, caption: cold wallet', {}, step('tint', 'tint blue', 'blue'), text('cold wallet')],
  ['make it 8 bit', {}, step('pixelate', '8 bit')],
];

const cases = (written: Array<[string, Options, ...Part[]]>): TypedCase[] =>
  written.map(([prompt, options, ...parts], index) => ({
    prompt,
    parts,
    ...options,
    split: index % 2 === 0 ? 'tune' : 'check',
  }));

export const TYPED_LATER_CASES = cases(WRITTEN);
export const TYPED_NEXT_CASES = cases(WRITTEN_NEXT);
