import type { Check, EditCase, Rgb } from './checks';

/**
 * The logo-family requests: round logos with a word or ticker under, over or in them,
 * a word in the centre, text-only pictures with colours for the letters and the background, and
 * one emoji where one is asked for. Each family is split: `check` cases were written first, in
 * varied wording, and the parser was never tuned on them; `tune` cases are what it was tuned on.
 */

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const RED: Rgb = [220, 30, 30];
const YELLOW: Rgb = [240, 210, 40];
const GREEN: Rgb = [30, 170, 60];
const PURPLE: Rgb = [130, 50, 170];
const PINK: Rgb = [240, 110, 170];
const NAVY: Rgb = [20, 30, 110];
const ORANGE: Rgb = [245, 140, 30];
const BLUE: Rgb = [30, 80, 220];
const GOLD: Rgb = [220, 175, 50];

/** A text-only picture: the background colour all round, the text read in the middle in its colour. */
const lettersOn = (background: Rgb, text: string, ink: Rgb): Check[] => [
  { kind: 'letterbox', colour: background },
  { kind: 'ocr', text, area: 'middle', ink },
];
/** A round logo with the text read in its middle. */
const inLogo = (text: string): Check[] => [
  { kind: 'plan', includes: 'circle' },
  { kind: 'ocr', text, area: 'middle' },
];
const circle: Check = { kind: 'corners', colour: WHITE };
const one: Check = { kind: 'stickers', count: 1 };

/** A maker of one family's cases, `tune` or `check`. */
const family =
  (name: string, images?: number) =>
  (split: 'tune' | 'check', prompt: string, checks: Check[]): EditCase => ({
    prompt,
    checks,
    family: name,
    split,
    ...(images === undefined ? {} : { images }),
  });
const logo = family('logo-text');
const centre = family('centre-word');
const textOnly = family('text-only', 0);
const emoji = family('one-emoji');

export const LOGO_CHECK_CASES: EditCase[] = [
  logo('check', 'round logo with $DOGE under it', [circle, { kind: 'ocr', text: '$DOGE', area: 'bottom' }]),
  logo('check', 'make it a circle logo with "$WIF" below', [circle, { kind: 'ocr', text: '$WIF', area: 'bottom' }]),
  logo('check', 'circular coin logo, ticker $BONK underneath', [
    circle,
    { kind: 'ocr', text: '$BONK', area: 'bottom' },
  ]),
  logo('check', 'round logo with "MOON" over it', [circle, { kind: 'ocr', text: 'MOON', area: 'top' }]),
  logo('check', 'circle pfp with the name FROG above it', [circle, { kind: 'ocr', text: 'FROG', area: 'top' }]),
  logo('check', 'round badge with "GM" in the middle of it', inLogo('GM')),
  logo('check', 'coin logo with $SHIB inside the circle', inLogo('$SHIB')),
  logo('check', 'turn this into a round token logo and put "$CAT" under the circle', [
    circle,
    { kind: 'ocr', text: '$CAT', area: 'bottom' },
  ]),
  logo('check', 'circle logo, "PEPE" written underneath in green', [
    circle,
    { kind: 'ocr', text: 'PEPE', area: 'bottom', ink: GREEN },
  ]),
  centre('check', 'put the word HODL in the centre', [{ kind: 'ocr', text: 'HODL', area: 'middle' }]),
  centre('check', 'write "BASED" right in the middle of the picture', [{ kind: 'ocr', text: 'BASED', area: 'middle' }]),
  centre('check', '"SEND IT" in the center of the image, big white letters', [
    { kind: 'ocr', text: 'SEND IT', area: 'middle', ink: WHITE },
  ]),
  centre('check', 'the text "NGMI" centered on the photo', [{ kind: 'ocr', text: 'NGMI', area: 'middle' }]),
  centre('check', 'place WAGMI in the middle in red', [{ kind: 'ocr', text: 'WAGMI', area: 'middle', ink: RED }]),
  centre('check', 'add centered text "ser"', [{ kind: 'ocr', text: 'ser', area: 'middle' }]),
  centre('check', 'add "FUD" in the middle of the pic in yellow with a black outline', [
    { kind: 'ocr', text: 'FUD', area: 'middle', ink: YELLOW },
  ]),
  centre('check', 'middle of the image should say "ALPHA"', [{ kind: 'ocr', text: 'ALPHA', area: 'middle' }]),
  textOnly('check', 'the word "WAGMI" in white letters on a black background', lettersOn(BLACK, 'WAGMI', WHITE)),
  textOnly('check', 'yellow text "MOON" on a purple background', lettersOn(PURPLE, 'MOON', YELLOW)),
  textOnly('check', '$PEPE in green letters, background white', lettersOn(WHITE, '$PEPE', GREEN)),
  textOnly('check', 'black background with red letters saying "FIRE"', lettersOn(BLACK, 'FIRE', RED)),
  textOnly('check', 'just the text "GM" in orange on a navy background', lettersOn(NAVY, 'GM', ORANGE)),
  textOnly('check', 'pink background, white text "LOVE"', lettersOn(PINK, 'LOVE', WHITE)),
  textOnly('check', 'blue letters "BLUE CHIP" on a yellow background', lettersOn(YELLOW, 'BLUE CHIP', BLUE)),
  textOnly('check', 'text only: "SOON" in gold letters on a black backdrop', lettersOn(BLACK, 'SOON', GOLD)),
  emoji('check', 'add a rocket emoji 🚀 in the corner', [one, { kind: 'emoji', area: 'top-right' }]),
  emoji('check', 'put one 🔥 fire emoji at the bottom left', [one, { kind: 'emoji', area: 'bottom-left' }]),
  emoji('check', 'a crown emoji 👑 on top', [one, { kind: 'emoji', area: 'top-centre' }]),
  emoji('check', 'add a frog emoji in the top left corner', [one, { kind: 'emoji', area: 'top-left' }]),
  emoji('check', 'stick a single diamond emoji in the bottom right corner', [
    one,
    { kind: 'emoji', area: 'bottom-right' },
  ]),
  emoji('check', 'caption "GM" at the top and a sun emoji in the corner', [
    one,
    { kind: 'ocr', text: 'GM', area: 'top' },
  ]),
  emoji('check', '💰 money bag emoji in the top right corner', [one, { kind: 'emoji', area: 'top-right' }]),
  emoji('check', 'add a rocket in the corner 🚀', [one, { kind: 'emoji', area: 'top-right' }]),
];

export const LOGO_TUNE_CASES: EditCase[] = [
  logo('tune', 'round logo with $PEPE under it', [circle, { kind: 'ocr', text: '$PEPE', area: 'bottom' }]),
  logo('tune', 'round logo with "$PEPE" under it', [circle, { kind: 'ocr', text: '$PEPE', area: 'bottom' }]),
  logo('tune', 'circle logo with the word MOON in it', inLogo('MOON')),
  logo('tune', 'coin logo with "$WIF" above it', [circle, { kind: 'ocr', text: '$WIF', area: 'top' }]),
  logo('tune', 'round logo with "pepe" in the middle', inLogo('pepe')),
  logo('tune', 'coin logo with the word WEN in the centre', inLogo('WEN')),
  logo('tune', 'round avatar, ticker $BONK below', [circle, { kind: 'ocr', text: '$BONK', area: 'bottom' }]),
  logo('tune', 'round coin logo with a gold ring and $PEPE under it', [
    circle,
    { kind: 'plan', includes: 'circle(ring gold)' },
    { kind: 'ocr', text: '$PEPE', area: 'bottom' },
  ]),
  centre('tune', 'the word WAGMI in the middle', [{ kind: 'ocr', text: 'WAGMI', area: 'middle' }]),
  centre('tune', 'put "DOGE" in the centre of the picture', [{ kind: 'ocr', text: 'DOGE', area: 'middle' }]),
  centre('tune', 'write "gm" in the middle', [{ kind: 'ocr', text: 'gm', area: 'middle', ink: BLACK }]),
  centre('tune', 'centre the word "wen" on the picture', [{ kind: 'ocr', text: 'wen', area: 'middle' }]),
  centre('tune', 'add "lol" in the centre', [{ kind: 'ocr', text: 'lol', area: 'middle' }]),
  centre('tune', 'write "fren" in the middle of the photo', [{ kind: 'ocr', text: 'fren', area: 'middle' }]),
  centre('tune', 'centred text "sir"', [{ kind: 'ocr', text: 'sir', area: 'middle' }]),
  centre('tune', 'put "bonk" in the center', [{ kind: 'ocr', text: 'bonk', area: 'middle' }]),
  centre('tune', 'write LFG in the center in white', [{ kind: 'ocr', text: 'LFG', area: 'middle', ink: WHITE }]),
  textOnly('tune', 'white "GM" on a black background', lettersOn(BLACK, 'GM', WHITE)),
  textOnly('tune', 'just the text "BONK" in orange letters on a blue background', lettersOn(BLUE, 'BONK', ORANGE)),
  textOnly('tune', 'the word MOON in yellow letters on a purple background', lettersOn(PURPLE, 'MOON', YELLOW)),
  emoji('tune', 'a rocket emoji in the corner', [one, { kind: 'emoji', area: 'top-right' }]),
  emoji('tune', 'add a 🚀 rocket emoji in the corner', [one, { kind: 'emoji', area: 'top-right' }]),
  emoji('tune', 'a frog emoji 🐸 at the bottom', [one]),
];
