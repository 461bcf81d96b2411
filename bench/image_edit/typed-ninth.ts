/**
 * A ninth batch of prompts as crypto and meme people type them into an image editor, written (and
 * labelled) before the batch was first run: lowercase and run-on, slang and typos ("txt", "whtie",
 * "vaperwave", "pixalate", "sharpr"), second-language word orders ("on the left bottom", "do it
 * negative colours", "more warm"), several asks in one prompt, politeness around an ask, meme lines
 * and templates ("top txt: … / bottom txt: …", "stonks", "me explaining to my wife …"), stickers by
 * emoji and by name with places (a cap, a graduation cap, a crown beside laser eyes), the meme looks
 * (deep fry, vaporwave, a wanted poster with its reward, laser eyes, glowing eyes), the background
 * blurred behind the subject, layouts of two and three pictures with a caption for each, prompts with
 * no picture, and asks the editor cannot do (a cartoon character, a gif, a clown nose, a cut-out
 * sticker, another camera, the moon behind). Odd cases (1st, 3rd, …) are `tune`, even ones `check`,
 * fixed with the cases; only the tune half is looked at when the parser is changed.
 */
import type { Part } from './phrasings';
import type { TypedCase } from './typed';
import { step, text, top, bottom, sticker, background, border, shape, cannot, layout } from './typed-parts';

type Options = Pick<TypedCase, 'images' | 'photo'>;
const WRITTEN: Array<[string, Options, ...Part[]]> = [
  [
    'yo make this a wanted poster n put 500k $PEPE reward under it',
    { photo: 'face' },
    step('wanted-poster', 'wanted poster'),
    text('500k $PEPE reward'),
  ],
  [
    'top txt: me after 1 green candle / bottom txt: im retiring',
    {},
    top('me after 1 green candle'),
    bottom('im retiring'),
  ],
  ['deep fry it till its unrecognizable 😭😭', {}, step('deep-fry', 'deep fry')],
  [
    'put a cap on his head and write birthday boy under',
    { photo: 'face' },
    sticker('🧢', 'cap', 'head'),
    text('birthday boy', { placement: 'bottom' }),
  ],
  [
    'two pics side by side, left one caption before, right one after',
    { images: 2 },
    layout('row', 'side by side'),
    text('before'),
    text('after'),
  ],
  [
    'make it vaperwave and put a 🌴 bottom left n a 🌅 bottom right',
    {},
    step('vaporwave', 'vaperwave'),
    sticker('🌴', '🌴', 'bottom-left'),
    sticker('🌅', '🌅', 'bottom-right'),
  ],
  [
    'can u blur out the background so only the dude is sharp',
    { photo: 'face' },
    step('blur-background', 'blur out the background'),
  ],
  ['lol add a clown nose to him', { photo: 'face' }, cannot('clown nose')],
  [
    'bottom text WHEN SHE SAYS SHE LIKES BITCOIN TOO 😍',
    {},
    bottom('WHEN SHE SAYS SHE LIKES BITCOIN TOO'),
    sticker('😍', '😍'),
  ],
  ['black and whtie with a red border thicc', {}, step('grayscale', 'black and whtie'), border('red border', 'red')],
  [
    'put laser eyes on him and a crown',
    { photo: 'face' },
    step('laser-eyes', 'laser eyes'),
    sticker('👑', 'crown', 'head'),
  ],
  [
    'make his eyes glow red and write FOMO at the top',
    { photo: 'face' },
    step('laser-eyes', 'eyes glow'),
    text('FOMO', { placement: 'top' }),
  ],
  ['please can you make the image a bit more bright thank you so much', {}, step('brightness', 'bright', 'up')],
  [
    'make the colors more warm and put sunshine emoji top left',
    {},
    step('tint', 'warm', 'warm'),
    sticker('☀️', 'sunshine', 'top-left'),
  ],
  ['pepe sticker on the bottom right and caption feels good man', {}, cannot('pepe'), text('feels good man')],
  [
    'stack the 3 of them top to bottom and add a white border',
    { images: 3 },
    layout('column', 'stack'),
    border('white border', 'white'),
  ],
  ['i need this as round pfp with a purple ring pls 🙏', {}, shape('circle', 'round'), border('purple ring', 'purple')],
  [
    'no pic. orange background. text in black: WEN BINANCE',
    { images: 0 },
    background('orange', 'orange background'),
    text('WEN BINANCE', { colour: 'black' }),
  ],
  [
    'make a collage w these, the gang is back written at the bottom',
    { images: 3 },
    step('layout', 'collage'),
    text('the gang is back', { placement: 'bottom' }),
  ],
  [
    'please put the photo upside down and do it negative colours',
    {},
    step('rotate', 'upside down'),
    step('invert', 'negative'),
  ],
  ['this but deep fried and with 💯 in every corner', {}, step('deep-fry', 'deep fried'), sticker('💯', '💯')],
  ['caption each pic: day 1 and day 365', { images: 2 }, text('day 1'), text('day 365')],
  [
    'write gm in the middle big and yellow, black background',
    { images: 0 },
    text('gm', { colour: 'yellow', placement: 'centre' }),
    background('black', 'black background'),
  ],
  [
    'bokeh effect pls and brighten a bit',
    { photo: 'face' },
    step('blur-background', 'bokeh'),
    step('brightness', 'brighten', 'up'),
  ],
  ['make me look like a simpson character', { photo: 'face' }, cannot('simpson')],
  ['add a 🚀 flying in the top right and text to da moon', {}, sticker('🚀', '🚀', 'top-right'), text('to da moon')],
  ['tint it dark red and add the text bloodbath', {}, step('tint', 'dark red', 'red'), text('bloodbath')],
  ['mirror it pls then top text: reverse uno', {}, step('flip', 'mirror'), top('reverse uno')],
  [
    'wagmi in big green letters at the bottom, add 🙌 too',
    {},
    text('wagmi', { colour: 'green', placement: 'bottom' }),
    sticker('🙌', '🙌'),
  ],
  ['change background to the moon surface', {}, cannot('moon surface')],
  [
    'zoom on his face and give him laser eyes',
    { photo: 'face' },
    shape('zoom', 'zoom'),
    step('laser-eyes', 'laser eyes'),
  ],
  ['a meme with top text WHO ASKED and bottom text NOBODY', {}, top('WHO ASKED'), bottom('NOBODY')],
  ['pixalate it but not too much, caption 8 bit degen', {}, step('pixelate', 'pixalate'), text('8 bit degen')],
  [
    'make the pic square and add a thin gold frame around it',
    {},
    shape('square', 'square'),
    border('gold frame', 'gold'),
  ],
  [
    'first pic on the left second on the right, caption them real and fake',
    { images: 2 },
    layout('row', 'on the left'),
    text('real'),
    text('fake'),
  ],
  ['i want it more contrast and less colours', {}, step('contrast', 'contrast'), step('saturation', 'less colours')],
  [
    'gm frens, today we make it vintage and add coffee emoji ☕ bottom left',
    {},
    step('sepia', 'vintage'),
    sticker('☕', 'coffee', 'bottom-left'),
  ],
  [
    'add a big 💀 in the center and make it black n white',
    {},
    sticker('💀', '💀', 'centre'),
    step('grayscale', 'black n white'),
  ],
  ['make it look like it was taken on an iphone 4', {}, cannot('iphone')],
  ['put a graduation cap on her head', { photo: 'face' }, sticker('🎓', 'graduation cap', 'head')],
  ['make it hella blurry n write WHERE AM I across it', {}, step('blur', 'blurry'), text('WHERE AM I')],
  [
    'deepfry + vaporwave + laser eyes all at once lmaooo',
    { photo: 'face' },
    step('deep-fry', 'deepfry'),
    step('vaporwave', 'vaporwave'),
    step('laser-eyes', 'laser eyes'),
  ],
  [
    'put a frog 🐸 on the left bottom and money bag on right top',
    {},
    sticker('🐸', 'frog', 'bottom-left'),
    sticker('💰', 'money bag', 'top-right'),
  ],
  [
    'write STONKS under it and add a 📈 top right',
    {},
    text('STONKS', { placement: 'bottom' }),
    sticker('📈', '📈', 'top-right'),
  ],
  [
    'turn it 90 degree to left and add text: sideways market',
    {},
    step('rotate', 'turn it 90'),
    text('sideways market'),
  ],
  [
    'put the 3 pictures in one line and make them all sepia',
    { images: 3 },
    layout('row', 'in one line'),
    step('sepia', 'sepia'),
  ],
  ['caption the first pic me and the second pic also me', { images: 2 }, text('me'), text('also me')],
  [
    'add rainbow 🌈 at the top and unicorn at the bottom',
    {},
    sticker('🌈', 'rainbow', 'top'),
    sticker('🦄', 'unicorn', 'bottom'),
  ],
  [
    'make the text say ngmi in red and make picture darker',
    {},
    step('brightness', 'darker', 'down'),
    text('ngmi', { colour: 'red' }),
  ],
  ['wanted poster for $WIF dog, dead or alive', {}, step('wanted-poster', 'wanted poster'), text('$WIF')],
  ['add fire emojis around the edges and deep fry', {}, sticker('🔥', 'fire'), step('deep-fry', 'deep fry')],
  ['more saturation and a lil sharpr pls', {}, step('saturation', 'saturation'), step('sharpen', 'sharpr')],
  [
    'can u make it so the background is blurry but not him',
    { photo: 'face' },
    step('blur-background', 'background is blurry'),
  ],
  ['turn it into a sticker with white outline', {}, cannot('sticker')],
  ['text on top: GM GM and a ☀️ next to it', {}, text('GM GM', { placement: 'top' }), sticker('☀️', '☀️')],
  [
    'a white bg with the words touch grass in green, no image',
    { images: 0 },
    background('white', 'white bg'),
    text('touch grass', { colour: 'green' }),
  ],
  [
    'me explaining to my wife why we eat ramen again 🍜 make it grayscale',
    {},
    text('me explaining to my wife why we eat ramen again'),
    sticker('🍜', '🍜'),
    step('grayscale', 'grayscale'),
  ],
  ['add a halo above his head 😇', { photo: 'face' }, sticker('😇', '😇', 'head')],
  [
    'rotate it 15 degrees and add a black frame, then caption it: tilted',
    {},
    step('rotate', 'rotate'),
    border('black frame', 'black'),
    text('tilted'),
  ],
  ['make a gif where he blinks', { photo: 'face' }, cannot('gif')],
];

export const TYPED_NINTH_CASES: TypedCase[] = WRITTEN.map(([prompt, options, ...parts], index) => ({
  prompt,
  parts,
  ...options,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
