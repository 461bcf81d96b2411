import { COLOUR_PATTERN } from './colours';
import { EMOJI_NAME_PATTERN, NAMED_EMOJI, emojiIn, isOnlyEmoji } from './emoji';
import type { Background, Corner, NamedColour, Shape, TextSize, Zoom } from './plan';
import type { AskedSticker } from './stickers';
import { namedColour } from './text-clause';
import { LAUGHTER } from './unread';

/** A recognised part of a clause: what it asks for and the span of clause text it used. */
export interface Claim<T> {
  value: T;
  start: number;
  end: number;
}

const C = `(${COLOUR_PATTERN}|#[0-9a-f]{6})`;
const BACKGROUND = '(?:background|backdrop|bg|canvas)';

const GRADIENT = new RegExp(
  [
    `(?:an?\\s+)?${C}[-\\s]+(?:to|into|and|&|/|-)[-\\s]+${C}\\s+(?:gradient|fade|ombre)(?:\\s+${BACKGROUND})?`,
    `(?:an?\\s+)?(?:gradient|fade|ombre)\\s+(?:${BACKGROUND}\\s+)?(?:from\\s+)?${C}\\s+(?:to|into|and)\\s+${C}(?:\\s+${BACKGROUND})?`,
    // Two colours joined by "and" are a gradient only when it is named ("black and white" is grey).
    `${BACKGROUND}\\s+(?:(?:to|as|in|of|with)\\s+)?(?:an?\\s+)?gradient\\s+(?:from\\s+)?${C}\\s+(?:to|into|and)\\s+${C}`,
    `${BACKGROUND}\\s+(?:(?:to|as|in|of|with)\\s+)?(?:an?\\s+)?(?:from\\s+)?${C}\\s+(?:(?:to|into)\\s+${C}(?:\\s+gradient)?|and\\s+${C}\\s+gradient)`,
  ].join('|'),
);
/**
 * A gradient of one colour ("purple gradient", "a blue gradient background"): from the colour to a
 * darker shade of it; a sunset's, from orange to purple.
 */
const ONE_COLOUR_GRADIENT = new RegExp(
  `(?:an?\\s+)?(?:${C}|(sunset))[-\\s]+(?:gradient|fade|ombre)(?:\\s+${BACKGROUND})?|${BACKGROUND}\\s+(?:(?:to|as|in|of|with)\\s+)?(?:an?\\s+)?(?:${C}|(sunset))\\s+(?:gradient|fade|ombre)`,
);

function darker(colour: NamedColour): NamedColour {
  const { r, g, b } = colour.colour;
  return {
    name: `dark ${colour.name}`,
    colour: { r: Math.round(r * 0.35), g: Math.round(g * 0.35), b: Math.round(b * 0.35) },
  };
}

const SOLID = new RegExp(
  [
    // A colour is a word of its own ("blurred bg" holds none).
    `(?:on\\s+|onto\\s+|with\\s+|against\\s+)?(?:an?\\s+|the\\s+)?(?<![a-z0-9])${C}(?:[-\\s]+colou?red)?\\s+${BACKGROUND}`,
    `${BACKGROUND}(?:\\s+colou?r)?(?:\\s*[:=]\\s*|\\s+)(?:(?:to|as|in|into|of|is|should be|be)\\s+)*(?:an?\\s+)?${C}`,
    `(?:make|turn|paint|set|colou?r)\\s+(?:the\\s+)?${BACKGROUND}\\s+(?:(?:to|as|in|into)\\s+)?${C}`,
  ].join('|'),
);

/** With no picture, "in white on black": the colour the letters are on is the canvas's. */
const ON_A_COLOUR = new RegExp(
  `\\bon\\s+(?:an?\\s+)?${C}(?![-\\w#])(?!\\s+(?:box|band|bar|banner|strip|highlight|outline))`,
);

/**
 * "make the background red", "on a red background", "purple to pink gradient background"; with
 * `bare` (no picture), also "on black".
 */
export function readBackground(text: string, { bare = false }: { bare?: boolean } = {}): Claim<Background> | undefined {
  const gradient = GRADIENT.exec(text);
  if (gradient) {
    const [from, to] = gradient.slice(1).filter((group): group is string => group !== undefined);
    const first = namedColour(from ?? '');
    const second = namedColour(to ?? '');
    if (first && second)
      return {
        value: { kind: 'gradient', from: first, to: second },
        start: gradient.index,
        end: gradient.index + gradient[0].length,
      };
  }
  const one = ONE_COLOUR_GRADIENT.exec(text);
  if (one) {
    const [colourName, sunset] = [one[1] ?? one[3], one[2] ?? one[4]];
    const from = namedColour(sunset ? 'orange' : (colourName ?? ''));
    const to = sunset ? namedColour('purple') : from && darker(from);
    if (from && to) return { value: { kind: 'gradient', from, to }, start: one.index, end: one.index + one[0].length };
  }
  const solid = SOLID.exec(text);
  if (solid) {
    const colour = namedColour(solid.slice(1).find((group) => group !== undefined) ?? '');
    if (colour) return { value: { kind: 'solid', colour }, start: solid.index, end: solid.index + solid[0].length };
  }
  const on = bare ? ON_A_COLOUR.exec(text) : null;
  const colour = on ? namedColour(on[1]!) : undefined;
  if (on && colour) return { value: { kind: 'solid', colour }, start: on.index, end: on.index + on[0].length };
  return undefined;
}

const ROUNDED =
  /\b(?:rounded(?:\s+(?:the\s+)?(?:corners?|edges))?|round(?:ed)?\s+(?:the\s+|off\s+the\s+)?corners|soft\s+corners|round(?:ed)?\s+(?:the\s+)?edges)\b/;
const CIRCLE_WORD =
  '(?:round|circle|circular|coin|logo|avatar|pfp|profile\\s+pic(?:ture)?|badge|medallion|token\\s+icon)';
/** A run of shape words ("round coin logo", "circular token icon") is one shape, and a crop to it is its ("crop it into a circle", "circle crop"). */
const CIRCLE = new RegExp(
  `\\b(?:crop(?:ped)?\\s+(?:it\\s+|this\\s+|them\\s+|the\\s+\\w+\\s+)?(?:(?:in)?to\\s+|as\\s+)?(?:an?\\s+)?)?${CIRCLE_WORD}(?:[-\\s]+(?:${CIRCLE_WORD}|token|shaped|icon|crop(?:ped)?))*\\b`,
);
const SQUARE =
  /\b(?:crop(?:ped)?\s+(?:it\s+|the\s+\w+\s+)?(?:(?:to|into|as)\s+)?(?:an?\s+)?square|square\s+crop|make\s+it\s+(?:a\s+)?square|square\s+format|(?:crop(?:ped)?\s+(?:it\s+)?(?:(?:to|into|as)\s+)?)?1\s*:\s*1(?:\s+ratio)?)\b/;
const ZOOM =
  /\b(?:zoom(?:ed)?(?:\s+in)?(?:\s+(?:on\s+)?(?:the\s+)?(?:cent(?:re|er)|middle))?|close[-\s]?up|crop\s+(?:in|closer|tighter))\b/;
/** "zoom in on his face", "zoom in on her", "close up of his face", "crop to his face", "face close up". */
const WHOSE =
  '(?:(?:the|his|her|their|my|ur|your|this|that)\\s+)?(?:(?:guy|dude|man|woman|girl|boy|person|persons?|guys?)\\W?s?\\s+)?';
const FACE_ZOOM = new RegExp(
  [
    `\\bzoom(?:ed|ing)?(?:\\s+in)?\\s+(?:on(?:to)?|in(?:to)?|to)\\s+${WHOSE}(?:faces?|eyes|heads?)\\b`,
    `\\bzoom(?:ed|ing)?\\s+in\\s+on\\s+(?:him|her|them|me)\\b`,
    `\\bclose[-\\s]?up\\s+(?:of|on)\\s+(?:${WHOSE}(?:faces?|eyes|heads?)|him|her|them|me)\\b`,
    `\\b(?:face|facial)\\s+close[-\\s]?up\\b`,
    `\\b(?:crop|zoom)(?:\\s+in)?\\s+(?:closer|tighter|close)\\s+(?:to|on|around)\\s+${WHOSE}(?:faces?|eyes|heads?)\\b`,
    `\\bcrop(?:ped)?\\s+(?:it\\s+|this\\s+|the\\s+(?:pic|picture|image|photo)\\s+)?(?:in\\s+)?(?:(?:in)?to|on|around)\\s+${WHOSE}(?:faces?|eyes|heads?)\\b`,
  ].join('|'),
);
const RING = new RegExp(
  `(?:${C}[-\\s]+)?(?:(?:thick|thicc+|thin)\\s+)?(?:ring|rim|edge|border|frame|outline)(?:\\s+(?:in|of)\\s+(?:an?\\s+)?${C})?`,
);

/** "round coin logo with a gold ring", "rounded corners", "crop to square", "zoom in". */
export function readShape(text: string): Claim<Shape | Zoom> | undefined {
  const rounded = ROUNDED.exec(text);
  if (rounded) return { value: { kind: 'rounded' }, start: rounded.index, end: rounded.index + rounded[0].length };
  const square = SQUARE.exec(text);
  if (square) return { value: { kind: 'square' }, start: square.index, end: square.index + square[0].length };
  const onFace = FACE_ZOOM.exec(text);
  const zoom = onFace ?? ZOOM.exec(text);
  if (zoom) {
    const times = /(\d(?:\.\d)?)\s*(?:x|×|times)\b/.exec(text);
    const factor = times ? Math.min(4, Math.max(1.1, Number(times[1]))) : 1.5;
    // The amount is the zoom's own words ("zoom in 2x"), not a part of its own.
    const end = Math.max(zoom.index + zoom[0].length, times ? times.index + times[0].length : 0);
    const close =
      onFace &&
      !times &&
      /\b(?:a\s+lot|lots|really|very|super|tight(?:ly)?|extreme(?:ly)?|all\s+the\s+way)\b/.test(text);
    const value: Zoom = { kind: 'zoom', factor: close ? 2.5 : factor, ...(onFace ? { onFace: true } : {}) };
    return { value, start: zoom.index, end };
  }
  const circle = CIRCLE.exec(text);
  if (!circle) return undefined;
  const shape: Shape = { kind: 'circle' };
  let end = circle.index + circle[0].length;
  const ring = RING.exec(text);
  if (ring) {
    const colour = namedColour(ring[1] ?? ring[2] ?? '');
    if (colour) shape.ring = colour;
    else if (/ring|rim/.test(ring[0])) shape.ring = namedColour('black');
    if (/ring|rim|edge/.test(ring[0])) end = Math.max(end, ring.index + ring[0].length);
  }
  return { value: shape, start: circle.index, end };
}

/**
 * What the picture is for, said beside a shape named outright ("square crop for my pfp", "rounded
 * corners for the logo"): the use of that shape, not a circle of its own.
 */
const USE =
  /\b(?:(?:for|as)\s+(?:(?:my|a|an|the|our|your|his|her|their|new)\s+)*)?(?:pfp|avatar|profile\s+pic(?:ture)?|logo|coin|badge|token\s+icon)\b/;

/** The words of a clause that say what its shape is for, once the shape's own words are blanked. */
export function readUse(text: string): Claim<string> | undefined {
  const use = USE.exec(text);
  return use ? { value: use[0], start: use.index, end: use.index + use[0].length } : undefined;
}

/** Words that name a circle outright, or a crop to one; the others ("pfp", "logo") name a use. */
const SAYS_A_CIRCLE = /\b(?:round|circle|circular|crop(?:ped)?)\b/;

/**
 * Whether a shape is only implied by what the picture is for ("pfp vibes", "for my coin logo"): a
 * circle named by a use word, which gives way to a shape the prompt names outright ("rounded
 * corners + gold border, pfp vibes").
 */
export function isImpliedShape(claim: Claim<Shape | Zoom>, text: string): boolean {
  return claim.value.kind === 'circle' && !SAYS_A_CIRCLE.test(text.slice(claim.start, claim.end));
}

/** "in each corner", "in all 4 corners", "around the edges": one of the sticker at every corner. */
const EVERY_CORNER =
  '(?:(?:in\\s+|on\\s+|at\\s+)?(?:each|every|all(?:\\s+(?:4|four))?(?:\\s+the)?|the\\s+(?:4|four))\\s+corners?|(?:all\\s+)?around\\s+(?:the\\s+)?(?:edges?|borders?|sides|frame))';
const EVERY_CORNER_PATTERN = new RegExp(`\\b${EVERY_CORNER}\\b`);
const CORNERS: Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * "put a top hat on him", "a crown on her": what is worn on a head goes on the head; anything else put
 * on a person ("a 🐸 on him", "sunglasses on her") in the centre, where the person is.
 */
const HEADWEAR = /\b(?:crowns?|hats?|caps?|halos?|tiaras?|helmets?)\b|👑|🎩|🧢|👒|🎓|⛑|🤠|🎅|😇/u;
/** Whether a sticker is worn on a head (a crown, a hat, a cap). */
export const isWornOnAHead = (symbol: string) => HEADWEAR.test(symbol);
const ON_A_PERSON =
  '(?:on|onto)\\s+(?:(?:him|her|them)\\b(?:\\s+(?:both|all)\\b)?|(?:both|each|all)\\s+of\\s+them\\b|every(?:one|body)\\b)';
/** "crowns on both of them", "give them both hats": on every head the face finder finds. */
const ON_EVERY_HEAD =
  /\b(?:on|onto|for)\s+(?:them\s+(?:both|all)|(?:both|each|all)\s+of\s+them|every(?:one|body))\b|\bgive\s+them\s+(?:both|all)\b|\bon\s+(?:both|all|each\s+of)\s+(?:their|the)\s+heads\b/;

/**
 * "a crown on his head", "a 🐸 on her face", "hide his face with 😂", "a moon in the sky": on the head (above the face the
 * face finder finds), on the face itself, or the top of the picture (the sky).
 */
const ON_SOMEONE =
  '(?:on|over|above)\\s+(?:top\\s+of\\s+)?(?:his|her|its|their|the|my|your)\\s+(?:head|faces?)|in\\s+the\\s+sky|' +
  '(?:cover|hide)\\s+(?:his|her|their|the|my|your)\\s+face|' +
  ON_A_PERSON;

const ON_SOMEONE_PATTERN = new RegExp(ON_SOMEONE);

export function cornerIn(said: string): Corner | undefined {
  // A top hat is a hat, not a place.
  const text = said.replace(/\btop\s+(?=hats?\b)/g, '');
  if (/\bhead\b/.test(text) && ON_SOMEONE_PATTERN.test(text)) return 'head';
  // "on her face": the face, though "on her" alone is the person.
  if (/\bfaces?\b/.test(text) && ON_SOMEONE_PATTERN.test(text)) return 'face';
  if (ON_OR_GIVEN_TO_A_PERSON.test(text)) return HEADWEAR.test(text) ? 'head' : 'centre';
  if (/\bsky\b/.test(text) && ON_SOMEONE_PATTERN.test(text)) return 'top';
  // "down", "in down side": the bottom, as people writing in another language's words say it.
  const vertical = /\b(?:top|upper|above|on\s+top)\b/.test(text)
    ? 'top'
    : /\b(?:bottom|lower|below)\b|(?<!\bupside[-\s])\bdown(?:\s+side)?\b/.test(text)
      ? 'bottom'
      : undefined;
  const side = /\bleft\b/.test(text) ? 'left' : /\bright\b/.test(text) ? 'right' : undefined;
  if (vertical && side) return `${vertical}-${side}`;
  if (/\bcorners?\b/.test(text))
    return side
      ? `bottom-${side}`
      : vertical === 'bottom'
        ? 'bottom-right'
        : vertical === 'top'
          ? 'top-right'
          : 'top-right';
  if (vertical) return vertical;
  if (/\b(?:cent(?:re|er|red|ered)|middle)\b/.test(text)) return 'centre';
  return undefined;
}

const COUNTS: Record<string, number> = { two: 2, '2': 2, three: 3, '3': 3, four: 4, '4': 4, few: 3, couple: 2 };

/** How many of the sticker `name` a clause asks for ("two rockets", "a few stars"): at most four. */
function countIn(text: string, name: string): number {
  const count = new RegExp(
    `\\b(two|2|three|3|four|4|few|couple)\\s+(?:of\\s+)?(?:(?:big|small|little|lil|tiny|huge)\\s+)?${name.replace(/ /g, '\\s+')}`,
  ).exec(text);
  return count ? COUNTS[count[1]!]! : 1;
}

function sizeIn(text: string): TextSize {
  if (/\b(?:huge|giant|massive|enormous)\b/.test(text)) return 'huge';
  if (/\b(?:big|large)\b/.test(text)) return 'big';
  if (/\b(?:small|tiny|little|lil)\b/.test(text)) return 'small';
  return 'normal';
}

/** "a rocket emoji", "an emoji of a crown": a sticker named in words. */
export const NAMED_STICKER_PHRASE = new RegExp(
  `\\b(?:an?\\s+|one\\s+|single\\s+)*(?:${EMOJI_NAME_PATTERN})\\s+(?:emoji|emojis|stickers?|icons?|symbols?)\\b|\\b(?:an?\\s+)?(?:emoji|sticker|icon)\\s+(?:of\\s+)?(?:an?\\s+)?(?:${EMOJI_NAME_PATTERN})\\b`,
);

/**
 * A sticker put beside a text, in the text's own clause: "put a heart under the text love you mom",
 * "add the sun above the caption". The place word is the sticker's, not the text's.
 */
export const STICKER_BY_THE_TEXT = new RegExp(
  `\\b((?:put|add|place|draw|stick|slap)\\s+(?:an?|the|one|some)\\s+(?:${EMOJI_NAME_PATTERN}))\\s+(?:under(?:neath)?|below|above|over|beside|next\\s+to|near)(?=\\s+(?:the|this|that|my|our|it)\\b)`,
);

const NAMED_STICKER = new RegExp(
  `\\b(${EMOJI_NAME_PATTERN})\\s+(?:emoji|emojis|stickers?|icons?|symbols?)\\b|\\b(?:emoji|sticker|icon)\\s+(?:of\\s+)?(?:an?\\s+)?(${EMOJI_NAME_PATTERN})\\b`,
);

/** Emoji names that are also everyday words, read as stickers only with "emoji" / "sticker" ("add gm at the top" is text). */
const ONLY_AS_EMOJI = new Set([
  'gm',
  'cool',
  'check',
  'joy',
  'party',
  'warning',
  'laughing',
  'crying',
  'eyes',
  'hat',
  'cap',
  'money',
  'cash',
  'hundred',
  '100',
  // Words of moods and gestures, and things people say of a picture: stickers only when named so.
  'thinking',
  'angry',
  'smiley',
  'wink',
  'nerd',
  'devil',
  'angel',
  'salute',
  'kiss',
  'lips',
  'flex',
  'clap',
  'muscle',
  'brain',
  'key',
  'lock',
  'bell',
  'target',
  'flag',
  'zap',
  'boom',
  'ape',
  'cake',
  'egg',
]);
/**
 * "a hat on his head", "put a cap on her": a hat or a cap on someone's head is its sticker ("a hat on
 * the dog" is an object, "no cap" is slang).
 */
const WORN_ON_A_HEAD = `(?:hat|cap)(?=\\s+(?:on|onto|over|above)\\s+(?:top\\s+of\\s+)?(?:(?:his|her|their|my|your)\\s+head|him|her|them|(?:both|each|all)\\s+of\\s+them|every(?:one|body))\\b)`;
/** "give her a cap", "give him a cowboy hat": a hat or a cap given to someone is worn. */
const GIVEN_TO_SOMEONE =
  '(?:give\\s+(?:him|her|them(?:\\s+(?:both|all))?|me)|(?:he|she|they)\\s+(?:needs?|deserves?|gets?|should\\s+(?:have|get|wear)))';
/** "on him", "give her …", "he needs …": given to the person in the picture. */
const ON_OR_GIVEN_TO_A_PERSON = new RegExp(`(?:${ON_A_PERSON}|^\\s*${GIVEN_TO_SOMEONE}\\b)`);
const WORN_GIVEN = `(?<=\\b${GIVEN_TO_SOMEONE}\\s+(?:\\w+\\s+){0,3})(?:hat|cap|halo)`;
const BARE_NAMES = Object.keys(NAMED_EMOJI)
  .filter((name) => !ONLY_AS_EMOJI.has(name))
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, '\\s+'))
  .join('|');
const PLACE =
  '(?:(?:in|on|at|to|into)\\s+)?(?:the\\s+)?(?:(?:left|right)[-\\s]+(?:top|bottom|upper|lower|down)|(?:top|bottom|upper|lower|down)(?:[-\\s]+(?:left|right|side))?|left|right|corners?|middle|cent(?:re|er))(?:\\s+corners?)?(?:\\s+of\\s+(?:it|the\\s+(?:image|picture|pic|photo)))?|on\\s+top|on\\s+it|over\\s+(?:it|the\\s+(?:image|picture|pic|photo))|(?:next\\s+to|beside|by)\\s+(?:it|that|this|the\\s+(?:text|caption|words?))|' +
  EVERY_CORNER +
  '|' +
  ON_SOMEONE;
/**
 * A sticker named by its word alone, as a whole clause: "a moon top right", "add a rocket",
 * "frog in the bottom right corner pls". A verb or a place must come with it, and nothing else may
 * ("add a hat on the dog" asks for an object, not a sticker).
 */
const BARE_STICKER = new RegExp(
  `^\\s*(?:(?:pls|please|plz|ok|so|and|also|then|plus|now|just|can|could|would|you|u|i|want|wanna|need|kindly|maybe)\\s+)*((?:add|put|place|stick|slap|throw|drop|draw|with|w/|${GIVEN_TO_SOMEONE})\\s+(?:(?:for\\s+)?me\\s+)?)?(?:(?:a|an|one|some|the|two|three|four|2|3|4|few|couple|of|big|small|huge|tiny|little|lil|giant|large)\\s+)*(${BARE_NAMES}|${WORN_ON_A_HEAD}|${WORN_GIVEN})(?:e?s)?(\\s+(?:emoji|emojis|sticker|icon))?((?:\\s+(?:${PLACE}))?)(?:\\s+(?:pls|please|plz|thx|ty|too|${LAUGHTER}))*\\s*$`,
);

/**
 * The emoji a clause names by word alone, when the whole clause is a sticker's. `lone`: the clause
 * sits beside another sticker's ("add a rocket and a moon"), so the word needs no verb or place.
 */
function bareSticker(text: string, lone: boolean): { name: string; placed: boolean } | undefined {
  const words = text.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, ' ');
  const match = BARE_STICKER.exec(words);
  if (!match || !(lone || match[1] || match[3] || match[4]?.trim())) return undefined;
  return { name: match[2]!.replace(/\s+/g, ' '), placed: Boolean(match[4]?.trim()) };
}

/**
 * "add a 🚀 in the corner", "add a crown emoji on top", "a moon top right": emoji written or named,
 * and where. With several, the place asked for is the first one's; the others are placed later
 * (stickers.ts), each in a place of its own. `placed: false` (the emoji of a text's clause) reads no
 * place: the clause's place words are its text's.
 */
export function readStickers(
  text: string,
  quotes: string[] = [],
  { placed = true, lone = false }: { placed?: boolean; lone?: boolean } = {},
): Claim<AskedSticker[]> | undefined {
  const written = [...emojiIn(text), ...quotes.filter(isOnlyEmoji).flatMap((quote) => emojiIn(quote))];
  const named = NAMED_STICKER.exec(text);
  const symbols: Array<{ symbol: string; name: string }> = written.map((symbol) => ({ symbol, name: 'emoji' }));
  const bare = named ? undefined : bareSticker(text, lone);
  const name = named ? (named[1] ?? named[2] ?? '').replace(/\s+/g, ' ') : bare?.name;
  const symbol = name ? NAMED_EMOJI[name] : undefined;
  // "a 🚀 rocket emoji" names the emoji it shows: one sticker, not two.
  if (name && symbol && !written.some((emoji) => emoji.replace(/\uFE0F/g, '') === symbol.replace(/\uFE0F/g, '')))
    symbols.push({ symbol, name });
  if (symbols.length === 0) return undefined;
  const size = sizeIn(text);
  // "add two rockets", "a few fire emojis": that many of a sticker named by word.
  const times = /(?:\bx\s*([2-4])|\b([2-4])\s*x)\b/.exec(text);
  // "add 🚀 x3": that many of the one emoji written.
  if (times && symbols.length === 1 && !name)
    symbols.push(...Array.from({ length: Number(times[1] ?? times[2]) - 1 }, () => ({ ...symbols[0]! })));
  const many = name && symbol ? countIn(text, name) : 1;
  if (many > 1) symbols.push(...Array.from({ length: many - 1 }, () => ({ symbol: symbol!, name: name! })));
  if (placed && EVERY_CORNER_PATTERN.test(text))
    return {
      value: symbols.flatMap(({ symbol, name }) => CORNERS.map((at): AskedSticker => ({ symbol, name, size, at }))),
      start: 0,
      end: text.length,
    };
  const at = placed ? cornerIn(text) : undefined;
  // "give them all 😎 on their face": on every face, as crowns go on every head.
  const everyHead = (at === 'head' || at === 'face') && ON_EVERY_HEAD.test(text);
  const stickers = symbols.map(({ symbol, name }, index): AskedSticker => ({
    symbol,
    name,
    size,
    ...(index === 0 && at ? { at } : {}),
    ...(index === 0 && everyHead ? { everyHead: true } : {}),
  }));
  return { value: stickers, start: 0, end: text.length };
}
