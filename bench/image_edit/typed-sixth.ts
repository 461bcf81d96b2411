/**
 * A sixth batch of prompts as people type them, written before the batch was first run and without
 * looking at how the parser reads them, in phrasings the earlier batches do not use: English as a
 * second language ("do the picture more dark", "i want that you put", "one next to other"), typos
 * of the effects ("blurr", "pixlate", "grayscal", "sephia", "shapren"), "make it look old", merges of
 * two and three pictures ("merge these 2 pics", "combine", "put these 3 imgs together", "collage"),
 * captions after "that says", "reading", "with the text", "caption it:" (holding a "but", a "says",
 * an "and"), "top text is X and bottom is Y", emoji alone, places (corners, centre, under, above),
 * sizes, colours of text and background, edits chained with commas, "then" and "and also", asks the
 * editor cannot do, and prompts with no picture. Odd cases (1st, 3rd, …) are `tune`, even ones
 * `check`, fixed with the cases; only the tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, drawn, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'please make the photo look old and write on bottom "since 1999"',
    {},
    step('sepia', 'look old'),
    text('since 1999', { placement: 'bottom' }),
  ],
  ['i want the picture in grayscal with the text good times', {}, step('grayscale', 'grayscal'), text('good times')],
  // The editor blurs the background behind the subject the subject network finds (it could not when this was written).
  ['blurr the background please', {}, step('blur-background', 'blurr the background')],
  ['merge this 2 photo one next to other', { images: 2 }, layout('row', 'one next to other')],
  ['pixlate it very strong', {}, step('pixelate', 'pixlate')],
  [
    'saturate it more and also do it more bright',
    {},
    step('saturation', 'saturate'),
    step('brightness', 'bright', 'up'),
  ],
  ['combine the 3 images in one row', { images: 3 }, layout('row', 'in one row')],
  ['collage with this 4 pictures', { images: 4 }, layout('grid', 'collage')],
  ['put a text that says hold the line but dont panic', {}, text('hold the line but dont panic')],
  ['with the text WE ARE EARLY in red on top', {}, text('WE ARE EARLY', { colour: 'red', placement: 'top' })],
  ['caption it: she says yes and i say no', {}, text('she says yes and i say no')],
  ['add a banner reading buy now regret later', {}, text('buy now regret later')],
  ['top text is nobody and bottom is absolutely nobody', {}, top('nobody'), bottom('absolutely nobody')],
  ['😂😂', {}, sticker('😂', '😂')],
  ['put these 3 imgs together', { images: 3 }, step('layout', 'together')],
  ['do the picture more dark please', {}, step('brightness', 'dark', 'down')],
  [
    'make it sephia, then put a crown on the top left corner',
    {},
    step('sepia', 'sephia'),
    sticker('👑', 'crown', 'top-left'),
  ],
  ['huge text in the centre: WHY', {}, text('WHY', { placement: 'centre' })],
  ['i want that you put a heart under the text love you mom', {}, text('love you mom'), sticker('❤️', 'heart')],
  ['shapren the image and add more contrast', {}, step('sharpen', 'shapren'), step('contrast', 'contrast')],
  [
    'white background and blue text saying be kind, without image',
    { images: 0 },
    background('white', 'white background'),
    text('be kind', { colour: 'blue' }),
  ],
  ['make the face of him like a cartoon', { photo: 'face' }, cannot('cartoon')],
  ['tiny caption at the bottom: made by me', {}, text('made by me', { placement: 'bottom' })],
  [
    'merge these 2 pics and write us at the bottom',
    { images: 2 },
    step('layout', 'merge'),
    text('us', { placement: 'bottom' }),
  ],
  ['🌹', { images: 0 }, drawn('🌹')],
  ['add a star in each corner', {}, sticker('⭐', 'star')],
  [
    'make it black white and the text bigger: NEVER GIVE UP',
    {},
    step('grayscale', 'black white'),
    text('NEVER GIVE UP'),
  ],
  [
    'invert the colors, then rotate to the left, and also add a border',
    {},
    step('invert', 'invert'),
    step('rotate', 'rotate'),
    border('border'),
  ],
  ['can you remove my ex from this photo', {}, cannot('remove my ex')],
  ['caption it: winter is coming but slowly', {}, text('winter is coming but slowly')],
  [
    'top text is WHEN THE COFFEE and bottom text is KICKS IN ☕',
    {},
    top('WHEN THE COFFEE'),
    bottom('KICKS IN'),
    sticker('☕', '☕'),
  ],
  ['make it warmer', {}, step('tint', 'warmer', 'warm')],
  ['put the sun above the text good morning', {}, sticker('☀️', 'sun'), text('good morning')],
  [
    'yellow letters on purple backgroud: HAPPY BIRTHDAY, no photo',
    { images: 0 },
    text('HAPPY BIRTHDAY', { colour: 'yellow' }),
    background('purple', 'purple backgroud'),
  ],
  ['please change the sky to be sunset', {}, cannot('sky')],
  [
    'stack this two one on the other and make them grayscale',
    { images: 2 },
    layout('column', 'one on the other'),
    step('grayscale', 'grayscale'),
  ],
  [
    'blur it strong and write SECRET in the middle big',
    {},
    step('blur', 'blur'),
    text('SECRET', { placement: 'centre' }),
  ],
  ['add a rocket under the caption to the moon', {}, sticker('🚀', 'rocket'), text('to the moon')],
  ['make the picture round with a gold ring', {}, shape('circle', 'round'), border('gold ring', 'gold')],
  ['mirror it and put a thin green frame', {}, step('flip', 'mirror'), border('thin green frame', 'green')],
  [
    'write in red at the top DANGER and in the bottom KEEP OUT',
    {},
    text('DANGER', { colour: 'red', placement: 'top' }),
    text('KEEP OUT', { placement: 'bottom' }),
  ],
  ['make it like a painting of van gogh', {}, cannot('van gogh')],
  [
    'grayscale, sharpen, then caption it: the end',
    {},
    step('grayscale', 'grayscale'),
    step('sharpen', 'sharpen'),
    text('the end'),
  ],
  [
    'combine both pics in a grid and add the text friends forever under',
    { images: 2 },
    layout('grid', 'grid'),
    text('friends forever', { placement: 'bottom' }),
  ],
  ['fix the red eyes', { photo: 'face' }, cannot('red eyes')],
  [
    'make the pic less saturated and add a skull in the corner',
    {},
    step('saturation', 'less saturated'),
    sticker('💀', 'skull', 'top-right'),
  ],
  ['caption it: he says he is fine and he is not', {}, text('he says he is fine and he is not')],
  ['vaporwave, and also a pink border thick', {}, step('vaporwave', 'vaporwave'), border('pink border', 'pink')],
  [
    'no image, only the text good night in white on navy',
    { images: 0 },
    text('good night', { colour: 'white' }),
    background('navy', 'on navy'),
  ],
  ['add a smile to his face and caption it: say cheese', { photo: 'face' }, cannot('smile'), text('say cheese')],
];

export const TYPED_SIXTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
