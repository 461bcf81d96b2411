/**
 * Phrasings of meme requests as meme makers write them: an effect and a caption (or a border, a
 * sticker, a background) joined by "with", "and", ", then", "+", "w/", a leading "with a caption …,
 * make it …", captions quoted or not, colour words that belong to the effect and others that belong
 * to the caption, and effects the embedded editor cannot do. Each request lists its parts; the eval
 * (`npm run eval:edit-parts`) says of each part whether the plan applied it, owned up to it
 * (`ignored("…")` with a reason) or dropped it.
 *
 * The split is fixed with the cases: written in this order, odd cases (1st, 3rd, …) are `tune`,
 * even ones `check`. The parser was fixed looking at the tune half only.
 */

/** One thing a request asks for. `said` is the part of the prompt that asks for it. */
export type Part =
  | { kind: 'step'; step: string; name?: string; said: string }
  | {
      kind: 'text';
      text: string;
      colour?: string;
      placement?: 'top' | 'centre' | 'bottom';
      meme?: boolean;
      /** For a caption of one picture of a layout: which picture (1 first), drawn in its cell. */
      picture?: number;
      said: string;
    }
  | { kind: 'border'; colour?: string; said: string }
  | { kind: 'background'; colour: string; said: string }
  | { kind: 'shape'; shape: string; said: string }
  /** A sticker, in the place asked for when the request names one. */
  | { kind: 'sticker'; symbol: string; at?: string; said: string }
  /** With no picture, the whole prompt drawn as text (a prompt that asks for nothing else). */
  | { kind: 'drawn'; said: string }
  /** Something the embedded editor cannot do: it must be owned up to, naming these words. */
  | { kind: 'cannot'; said: string };

export interface PhrasingCase {
  prompt: string;
  parts: Part[];
  split: 'tune' | 'check';
}

const step = (kind: string, said: string, name?: string): Part => ({
  kind: 'step',
  step: kind,
  said,
  ...(name ? { name } : {}),
});
const grey = (said: string) => step('grayscale', said);
const sepia = (said: string) => step('sepia', said);
const text = (
  literal: string,
  style: { colour?: string; placement?: 'top' | 'centre' | 'bottom'; meme?: boolean } = {},
): Part => ({ kind: 'text', text: literal, said: literal, ...style });
const border = (said: string, colour?: string): Part => ({ kind: 'border', said, ...(colour ? { colour } : {}) });
const cannot = (said: string): Part => ({ kind: 'cannot', said });
const sticker = (symbol: string, said: string): Part => ({ kind: 'sticker', symbol, said });
const background = (colour: string, said: string): Part => ({ kind: 'background', colour, said });

const WRITTEN: Array<[string, ...Part[]]> = [
  ['make it black and white with a caption "GM"', grey('black and white'), text('GM')],
  ['b&w with the word HODL at the bottom', grey('b&w'), text('HODL', { placement: 'bottom' })],
  ['sepia filter with "old money" written across the top', sepia('sepia'), text('old money', { placement: 'top' })],
  ['flip it and add the caption "wrong way"', step('flip', 'flip it', 'horizontal'), text('wrong way')],
  [
    'pixelate it, then write GAME OVER at the bottom',
    step('pixelate', 'pixelate'),
    text('GAME OVER', { placement: 'bottom' }),
  ],
  ['give it a red tint with a caption saying rekt', step('tint', 'red tint', 'red'), text('rekt')],
  ['with a caption "gm frens", make it black and white', text('gm frens'), grey('black and white')],
  ['make it look like an oil painting with a caption "fine art"', cannot('oil painting'), text('fine art')],
  ['cartoon style with a thick gold border', cannot('cartoon'), border('gold border', 'gold')],
  [
    'grayscale pls and put "NGMI" at the top in red',
    grey('grayscale'),
    text('NGMI', { colour: 'red', placement: 'top' }),
  ],
  ['mirror the pic with WAGMI written across it', step('flip', 'mirror'), text('WAGMI')],
  [
    'make it sepia and add "1929 vibes" at the bottom in white',
    sepia('sepia'),
    text('1929 vibes', { colour: 'white', placement: 'bottom' }),
  ],
  ['black and white photo with a yellow caption "SER"', grey('black and white'), text('SER', { colour: 'yellow' })],
  ['invert the colours with "opposite day" as the caption', step('invert', 'invert'), text('opposite day')],
  [
    'turn it blue and write "feeling blue" underneath',
    step('tint', 'turn it blue', 'blue'),
    text('feeling blue', { placement: 'bottom' }),
  ],
  ['make it anime style and caption it "kawaii"', cannot('anime'), text('kawaii')],
  ['8-bit it with a caption "insert coin"', step('pixelate', '8-bit'), text('insert coin')],
  ['pixel art with the text "LEVEL UP" on top', step('pixelate', 'pixel art'), text('LEVEL UP', { placement: 'top' })],
  ['upside down with a caption "australia gm"', step('rotate', 'upside down'), text('australia gm')],
  ['make it black and white, then add a red border', grey('black and white'), border('red border', 'red')],
  ['make it vintage with a caption "since 2009" in gold', sepia('vintage'), text('since 2009', { colour: 'gold' })],
  ['black & white with a caption that says "it\'s over"', grey('black & white'), text("it's over")],
  [
    'add a green tint; caption "number go up" at the top',
    step('tint', 'green tint', 'green'),
    text('number go up', { placement: 'top' }),
  ],
  [
    'make it look like a watercolor painting and add a rocket emoji',
    cannot('watercolor'),
    sticker('🚀', 'rocket emoji'),
  ],
  ['sepia with the title "DOGE 2013" on top', sepia('sepia'), text('DOGE 2013', { placement: 'top' })],
  [
    'make it grayscale with huge white text "COPE" in the middle',
    grey('grayscale'),
    text('COPE', { colour: 'white', placement: 'centre' }),
  ],
  [
    'flip it horizontally and put "mirror mirror" at the top',
    step('flip', 'flip it horizontally', 'horizontal'),
    text('mirror mirror', { placement: 'top' }),
  ],
  ['give it a cartoon look with a caption "toon town"', cannot('cartoon'), text('toon town')],
  ['blurry with a caption "me after 3 days no sleep"', step('blur', 'blurry'), text('me after 3 days no sleep')],
  [
    'make it pink with the word "barbie" at the top',
    step('tint', 'make it pink', 'pink'),
    text('barbie', { placement: 'top' }),
  ],
  [
    'black and white with a caption in yellow saying "fade the pump"',
    grey('black and white'),
    text('fade the pump', { colour: 'yellow' }),
  ],
  ['sketch style, caption "draft 1"', cannot('sketch'), text('draft 1')],
  [
    'pixelated with a thin black border and the caption "lo-fi"',
    step('pixelate', 'pixelated'),
    border('black border', 'black'),
    text('lo-fi'),
  ],
  ['make it b&w and add GM in the center', grey('b&w'), text('GM', { placement: 'centre' })],
  [
    'rotate it 90 degrees with a caption "sideways market"',
    step('rotate', 'rotate it 90 degrees'),
    text('sideways market'),
  ],
  ['make it look like a comic book with a caption "POW"', cannot('comic book'), text('POW')],
  [
    'noir style with the caption "the detective" at the bottom',
    grey('noir'),
    text('the detective', { placement: 'bottom' }),
  ],
  ['monochrome + caption "less is more"', grey('monochrome'), text('less is more')],
  [
    'sepia tone with white text "grandpa\'s bags" on a black band',
    sepia('sepia'),
    text("grandpa's bags", { colour: 'white' }),
  ],
  [
    'mirror it with a caption "who dis" and a crown emoji',
    step('flip', 'mirror'),
    text('who dis'),
    sticker('👑', 'crown emoji'),
  ],
  ['invert it and caption it "upside"', step('invert', 'invert'), text('upside')],
  ['make it look like a van gogh painting with the text "starry moon"', cannot('van gogh'), text('starry moon')],
  [
    'darken it and write "bear market" at the top in red',
    step('brightness', 'darken'),
    text('bear market', { colour: 'red', placement: 'top' }),
  ],
  [
    'brighten it with a caption "good morning" at the top',
    step('brightness', 'brighten'),
    text('good morning', { placement: 'top' }),
  ],
  ['make it black and white and put a gold frame on it', grey('black and white'), border('gold frame', 'gold')],
  ['with "MOON SOON" at the top, make it sepia', text('MOON SOON', { placement: 'top' }), sepia('sepia')],
  [
    'tint it purple with a caption WAGMI in white',
    step('tint', 'tint it purple', 'purple'),
    text('WAGMI', { colour: 'white' }),
  ],
  [
    'greyscale with red text "SELL" at the bottom',
    grey('greyscale'),
    text('SELL', { colour: 'red', placement: 'bottom' }),
  ],
  ['make it a 3d render with a caption "next gen"', cannot('3d render'), text('next gen')],
  ['give it a vaporwave look and a pink border', step('vaporwave', 'vaporwave'), border('pink border', 'pink')],
  ['black and white. caption: "we\'re so back"', grey('black and white'), text("we're so back")],
  ['make it b/w with meme text "WHEN LAMBO" on top', grey('b/w'), text('WHEN LAMBO', { meme: true, placement: 'top' })],
  ['sepia, with "since day one" at the bottom', sepia('sepia'), text('since day one', { placement: 'bottom' })],
  [
    'pixelate it with a caption "censored" in the middle',
    step('pixelate', 'pixelate'),
    text('censored', { placement: 'centre' }),
  ],
  ['black and white with a caption GM', grey('black and white'), text('GM')],
  ['make it blue with "cold wallet" written across it', step('tint', 'make it blue', 'blue'), text('cold wallet')],
  ['turn it into a pencil drawing with a caption "wip"', cannot('pencil drawing'), text('wip')],
  ['flip it upside down with the caption "gn"', step('flip', 'flip it upside down', 'vertical'), text('gn')],
  ["make it vintage looking with a caption 'the og'", sepia('vintage'), text('the og')],
  [
    'grayscale with the caption “floor is lava” at the top',
    grey('grayscale'),
    text('floor is lava', { placement: 'top' }),
  ],
  [
    'add a blue tint with a caption saying "cold" in white',
    step('tint', 'blue tint', 'blue'),
    text('cold', { colour: 'white' }),
  ],
  ['glitch effect with a caption "error 404"', cannot('glitch'), text('error 404')],
  ['make it black and white and add the caption "gm" in a black box', grey('black and white'), text('gm')],
  ['b&w w/ caption "no cap"', grey('b&w'), text('no cap')],
  [
    "make it sepia then caption it 'old but gold' at the bottom",
    sepia('sepia'),
    text('old but gold', { placement: 'bottom' }),
  ],
  ['make it look painted with a border', cannot('painted'), border('border')],
  ['black and white with big red letters saying PANIC', grey('black and white'), text('PANIC', { colour: 'red' })],
  ['neon glow with caption "after hours"', cannot('neon glow'), text('after hours')],
  [
    'make it black and white with a caption "GM" and a rocket emoji in the corner',
    grey('black and white'),
    text('GM'),
    sticker('🚀', 'rocket emoji'),
  ],
  [
    'mirror it, black and white, caption "two faced"',
    step('flip', 'mirror'),
    grey('black and white'),
    text('two faced'),
  ],
  [
    'mirrored and pixelated with the word GLITCH',
    step('flip', 'mirrored'),
    step('pixelate', 'pixelated'),
    text('GLITCH'),
  ],
  ['deep fry it with a caption "bruh"', step('deep-fry', 'deep fry'), text('bruh')],
  ['sepia with the caption wen moon', sepia('sepia'), text('wen moon')],
  ['make it grayscale and caption it ser', grey('grayscale'), text('ser')],
  ['black and white with gm written across the top', grey('black and white'), text('gm', { placement: 'top' })],
  // From the image-edit eval (bench/image_edit/cases.ts), requests of more than one part.
  [
    'black and white, red background, caption "NOIR" at the top',
    grey('black and white'),
    background('red', 'red background'),
    text('NOIR', { placement: 'top' }),
  ],
  ['make the dog dance and brighten it', cannot('make the dog dance'), step('brightness', 'brighten')],
  [
    'top text "WEN LAMBO" and make the background black',
    text('WEN LAMBO', { meme: true, placement: 'top' }),
    background('black', 'background black'),
  ],
  [
    'set the background to teal and make it black and white',
    background('teal', 'background to teal'),
    grey('black and white'),
  ],
  ['make it look vintage and add a thick black border', sepia('vintage'), border('black border', 'black')],
];

export const PHRASING_CASES: PhrasingCase[] = WRITTEN.map(([prompt, ...parts], index) => ({
  prompt,
  parts,
  split: index % 2 === 0 ? 'tune' : 'check',
}));
