import { COLOUR_PATTERN, COLOURS, SHADE } from './colours';
import { fixTypos } from './typos';
import { inEnglish } from './in-english';
import { isRemark } from './remarks';
import { RAINBOW, RAINBOW_NAME } from './frame';
import { posterLine } from './poster';
import { placeStickers, STICKER_PLACES, type AskedSticker } from './stickers';
import { emojiSpans, isOnlyEmoji } from './emoji';
import { SOMEONE_IN_THE_PICTURE, splitClauses, splitQuotes, type Clause } from './grammar';
import {
  NAMED_STICKER_PHRASE,
  STICKER_BY_THE_TEXT,
  isImpliedShape,
  isWornOnAHead,
  readBackground,
  readShape,
  readStickers,
  readUse,
} from './scene-clause';
import { isLight, isTextClause, namedColour, readTextClause } from './text-clause';
import type { Arrangement, Border, EditPlan, Shape, Step, TextOp, Zoom } from './plan';
import { PICTURE_POSITION, blankSpans, pictureAt, readPictureCaptions, type PictureCaptions } from './picture-captions';
import { TEXT_WORDS, stickerWords, asksForSomething, negated, unreadParts } from './unread';

/** The colours a border may be: any colour, or the rainbow's. */
const BORDER_COLOUR = `(?:${COLOUR_PATTERN}|${RAINBOW_NAME})`;

interface Found {
  step?: Step;
  arrangement?: Arrangement;
  /** Put the pictures together, in whichever arrangement shows the most of them. */
  merge?: boolean;
  border?: Border;
}

/** What is written around a match, within its clause. */
interface Context {
  before: string;
  after: string;
  match: RegExpExecArray;
}

interface Rule {
  pattern: RegExp;
  build(context: Context): Found | undefined;
}

const STRONG =
  /\b(?:very|much|heavily|heavy|strongly|strong|extremely|extreme|really|super|lots|a lot|intensely|intense|massively|significantly|way|dramatically|dramatic|hard|hella|af|max|maximum)\b/;
const MILD =
  /\b(?:slightly|slight|a bit|a little|little|lil|bit|subtle|subtly|gently|gentle|mildly|mild|lightly|somewhat|softly|touch)\b/;
const DOWN =
  /\b(?:less|lower|lowered|reduce|reduced|reduces|reducing|decrease|decreased|decreasing|low|down|minus|tone down|weaker|weaken|drop|cut)\b/;
const NEGATION = /\b(?:no|not|don'?t|do not|without|never|avoid|remove|skip)\s+(?:\w+\s+)?$/;
const CLAUSE_END = /[.;,!?\n]|\b(?:and|then|but|also|plus)\b/;

/**
 * "… his face", "… out her face", "… the faces", "… all the faces", "… everyone's face": what a
 * pixelation or a blur is of, when it is of the faces only.
 */
const OF_A_FACE =
  "\\s+(?:out\\s+)?(?:(?:(?:all|both)(?:\\s+(?:of\\s+)?(?:the|their))?|each(?:\\s+of\\s+(?:the|their))?|every(?:one|body)(?:'?s|’s)|his|her|their|the|my|ur|your|(?:this|that|the)\\s+(?:guy|dude|girl|man|woman|kid|boy|bro)(?:'?s|’s))\\s+)?faces?\\b";

/** "pixelate", "pixelated", "pixelation": the verb and its forms, before or after the faces. */
const PIXELATE_VERB = 'pixel(?:ate|ated|ating|ation|ise|ised|ize|ized|lated)';

/** "pixelate it but not too much": a milder edit, said after it (past the "but" that ends its clause). */
const NOT_TOO_MUCH = /\bnot\s+too\s+(?:much|strong|strongly|hard|heavy|heavily|crazy|intense|extreme|far)\b/;
/** A clause that only says how strong the edit before it is ("…, but not too much pls"). */
const ONLY_NOT_TOO_MUCH = new RegExp(`^\\s*(?:but\\s+)?${NOT_TOO_MUCH.source}\\s*(?:pls|please|plz)?\\s*$`);
const NOT_TOO_MUCH_AFTER = new RegExp(`^[^.;!?\\n]{0,30}?\\bbut\\s+${NOT_TOO_MUCH.source.slice(2)}`);

function strength(context: Context): 'mild' | 'normal' | 'strong' {
  const near = `${context.before} ${context.after}`;
  const end = context.match.index + context.match[0].length;
  if (MILD.test(near) || NOT_TOO_MUCH.test(near) || NOT_TOO_MUCH_AFTER.test(context.match.input.slice(end)))
    return 'mild';
  if (STRONG.test(near)) return 'strong';
  return 'normal';
}

/** "by 30%" / "+30%" / "-30%" next to the match, as a signed fraction. */
function percent(context: Context): number | undefined {
  const match = /([+-]?\d{1,3})\s*%/.exec(context.after) ?? /([+-]?\d{1,3})\s*%/.exec(context.before);
  return match ? Number(match[1]) / 100 : undefined;
}

function isDown(context: Context, downWords: RegExp): boolean {
  return downWords.test(context.match[0]) || DOWN.test(context.before) || /^\s*(?:down|less)\b/.test(context.after);
}

/** A multiplicative adjustment: up or down, sized by intensifiers or an explicit percentage. */
function factor(context: Context, down: boolean): number {
  const explicit = percent(context);
  if (explicit !== undefined) {
    const amount = Math.abs(explicit);
    return Math.min(4, Math.max(0.05, down || explicit < 0 ? 1 - amount : 1 + amount));
  }
  return (down ? LOWER : RAISE)[strength(context)];
}

const RAISE = { mild: 1.15, normal: 1.35, strong: 1.7 };
/** "warmer", "bluer": more of a tint's colour. */
const COMPARATIVES: Record<string, string> = {
  warmer: 'warm',
  cooler: 'cool',
  colder: 'cool',
  bluer: 'blue',
  redder: 'red',
  greener: 'green',
  pinker: 'pink',
  yellower: 'yellow',
  purpler: 'purple',
};
const LOWER = { mild: 0.85, normal: 0.7, strong: 0.45 };

function numberAfter(context: Context): number | undefined {
  const match =
    /^\s*(?:(?:it|them|everything|the\s+\w+)\s+)?(?:by\s+|to\s+|radius\s+|of\s+|amount\s+)?(-?\d{1,4}(?:\.\d+)?)/.exec(
      context.after,
    );
  return match ? Number(match[1]) : undefined;
}

const RULES: Rule[] = [
  {
    // Its meme names too: "needs more jpeg", "nuke it", "extra crispy".
    pattern:
      /\b(?:deep[-\s]?fr(?:y|ied|yed|i|ying|ies)|fr(?:y|ied)\s+(?:it|this|them)|(?:nuked|fried|crusty)\s+memes?|nuke\s+(?:it|this|them)|(?:needs\s+)?more\s+jpe?g|jpe?g\s+artifacts?|(?:extra\s+)?(?:crispy|crunchy))\b/g,
    build: () => ({ step: { kind: 'deep-fry' } }),
  },
  // "vaporwave aesthetic": the look's full name.
  {
    pattern: /\b(?:vapou?r[-\s]?wave|synth[-\s]?wave|retro[-\s]?wave|outrun)(?:\s+(?:aesthetics?|background|bg))?\b/g,
    build: () => ({ step: { kind: 'vaporwave' } }),
  },
  {
    // "a wanted poster of this guy": whoever is in the picture is the poster's, not a part of its own.
    pattern: new RegExp(
      `\\b(?:(?:most\\s+)?wanted[-\\s]+(?:poster|sign|flyer|notice)s?(?:\\s+(?:of|for)\\s+${SOMEONE_IN_THE_PICTURE})?|(?:wanted[:,]?\\s+)?dead\\s+or\\s+alive|wanted\\s+(?:criminal|fugitive|man|woman)|wanted(?=\\s*:|\\s*(?:$|[,.;!])))`,
      'g',
    ),
    build: () => ({ step: { kind: 'wanted-poster' } }),
  },
  {
    // "laser eyes", "blue laser eyes", "add lasers to his eyes", "make his eyes shoot lasers".
    pattern: new RegExp(
      `(?:\\bgive\\s+(?:(?:the|this|that|my|our|your|his|her)\\s+)?[a-z]+\\s+)?\\b(?:(?:(?:bitcoin|btc|(${COLOUR_PATTERN}))\\s+)?laser[-\\s]*(?:eyes?|eyed|beams?(?:\\s+(?:eyes?|from\\s+(?:the|his|her|its|their)\\s+eyes))?)|eye[-\\s]*laser|glowing\\s+(?:(${COLOUR_PATTERN})\\s+)?eyes|lasers?\\s+(?:to|on|in|from|out\\s+of)\\s+(?:the|his|her|its|their)\\s+eyes|(?:(?:the|his|her|its|their)\\s+)?eyes\\s+(?:shoot|shooting|fire|firing)\\s+(?:(${COLOUR_PATTERN})\\s+)?lasers?)\\b(?:\\s+(?:on|for|to)\\s+(?:(?:the|this|that|my|our|your|his|her|its|their|every|each|all)\\s+)?[a-z]+)?`,
      'g',
    ),
    build: ({ match }) => {
      const colour = namedColour(match[1] ?? match[2] ?? match[3] ?? 'red');
      // Red is the lasers' own colour: only another is said.
      return { step: colour && colour.name !== 'red' ? { kind: 'laser-eyes', colour } : { kind: 'laser-eyes' } };
    },
  },
  {
    pattern:
      /\b(?:flip(?:ped|ping)?|mirror(?:ed|ing)?(?:\s+(?:image\s+)?flip(?:ped)?)?|reflect(?:ed)?)\b(?:\s+(?:it|them|the\s+\w+|image|images|photo|picture))?(?:\s+(vertical(?:ly)?|horizontal(?:ly)?|upside[-\s]down|left[-\s]to[-\s]right|top[-\s]to[-\s]bottom|sideways))?/g,
    build: ({ match }) => ({
      step: { kind: 'flip', axis: /vertical|upside|top/.test(match[1] ?? '') ? 'vertical' : 'horizontal' },
    }),
  },
  {
    // "rotate it a little", "tilt it": a small turn, not a quarter.
    pattern:
      /\b(?:rotat(?:e|ed|ion|ing)|spin|tilt(?:ed)?(?![-\s]shift)|turn(?:ed)?(?=[^.,;]{0,20}?\d{1,3}\s*(?:°|deg)))\b/g,
    build: (context) => {
      const slight = /^tilt/.test(context.match[0]) || strength(context) === 'mild';
      const degrees = numberAfter(context) ?? (slight ? 15 : 90);
      const counter = /^[^.,;]{0,30}?\b(?:counter[-\s]?clockwise|anti[-\s]?clockwise|ccw|left)\b/.test(context.after);
      return { step: { kind: 'rotate', degrees: (counter ? -1 : 1) * Math.abs(degrees) } };
    },
  },
  { pattern: /\bupside[-\s]down\b/g, build: () => ({ step: { kind: 'rotate', degrees: 180 } }) },
  { pattern: /\bsideways\b/g, build: () => ({ step: { kind: 'rotate', degrees: 90 } }) },
  {
    // "make it black white": the "and" left out after a verb.
    pattern:
      /\b(?:gr[ae]y[-\s]?scale|black[-\s]*(?:and|&|n)[-\s]*white|b\s*&\s*w|b\/w|bw|bnw|b\s+n\s+w|monochrome|mono|colou?rless|noir)\b|(?<=\b(?:make|turn|do)\s+(?:it|this|them|everything|the\s+\w+)\s+(?:in\s+)?)black[-\s]white\b|(?<=\b(?:in|into|to)\s+)black[-\s]white\b/g,
    build: () => ({ step: { kind: 'grayscale' } }),
  },
  {
    // "make it look old": the picture's look, not a person's age ("make him look older" is not a filter).
    pattern:
      /\b(?:sepia|vintage|retro|old[-\s]?fashioned|old[-\s]?timey|old[-\s]?school|antique|old (?:photo(?:graph)?|picture|pic|film))\b|(?<=\b(?:it|this|them|everything|the\s+(?:photo|picture|pic|image|img)s?)\s+)look(?:s|ing)?\s+old\b/g,
    build: () => ({ step: { kind: 'sepia' } }),
  },
  {
    pattern: /\b(?:invert(?:ed|ing)?|negative|inverse)\b/g,
    build: () => ({ step: { kind: 'invert' } }),
  },
  {
    // "pixelate his face (with a mosaic)", "censor the face", "mosaic her face with 😂", "hide his face":
    // the faces only ("hide his face with 😂", "hide his face 😂" are a sticker on it).
    pattern: new RegExp(
      `\\b(?:(?:${PIXELATE_VERB}|mosaic|censor(?:ed|ing)?)${OF_A_FACE}(?:\\s+(?:with|using|in)\\s+(?:a\\s+)?(?:mosaic|pixels|${PIXELATE_VERB})\\b)?|hide${OF_A_FACE}(?!\\s+(?:with|behind|under|using)\\b|\\s*\\p{Extended_Pictographic})|faces?\\s+(?:${PIXELATE_VERB}|censor(?:ed)?)\\b|(?:${PIXELATE_VERB}|pixel)(?:[-\\s]+art)?\\b|(?:8[-\\s]?bit|mosaic|blocky)\\b)`,
      'gu',
    ),
    build: (context) => ({
      step: {
        kind: 'pixelate',
        cells: { mild: 64, normal: 32, strong: 16 }[strength(context)],
        ...(/face/.test(context.match[0]) ? { face: context.match[0] } : {}),
      },
    }),
  },
  {
    // "do the image more clear", "more sharp": sharper, as people writing in another language say it.
    pattern: /\b(?:sharpen(?:ed|ing)?|sharper|crisp(?:er)?|clearer|(?:more|extra)\s+(?:clear|sharp|crisp))\b/g,
    build: (context) => ({ step: { kind: 'sharpen', sigma: { mild: 1, normal: 2, strong: 3.5 }[strength(context)] } }),
  },
  {
    // "blur the background", "bokeh", "portrait mode", "the background blurry": the background blurred
    // behind the subject; "… so only the dude is sharp" says what stays sharp, "… so he stands out" what
    // it is for.
    pattern:
      /\b(?:(?:background|bg|backdrop)\s+(?:is|gets|looks|to\s+be|being)\s+(?:all\s+)?(?:blurr?y|blurred|out\s+of\s+focus)|blur(?:red|ry|ring)?\s+(?:out\s+)?(?:the\s+|his\s+|her\s+|their\s+|my\s+)?(?:background|bg|backdrop|back)|(?:background|bg|backdrop)\s+(?:blur(?:red|ry)?|out\s+of\s+focus)|blur(?:red|ry)?\s+(?:background|bg|backdrop)|blur(?:red|ry)?\s+(?:(?:everything|all)\s+(?:except|but|apart\s+from)|(?:behind|around))\s+(?:him|her|them|me|us|the\s+(?:subject|person|guy|girl|man|woman|dog|cat))|bokeh|portrait\s+mode(?:\s+effect)?|(?:shallow\s+)?depth\s+of\s+field)(?:\s+so\s+(?:that\s+)?only\s+(?:him|her|them|me|us|he|she|they|(?:the|my|his|her)\s+\w+)\s+(?:is|are|stays?|remains?)\s+(?:sharp|clear|in\s+focus|visible)|\s+so\s+(?:that\s+)?(?:he|she|they|it|i|we|(?:the|my|his|her)\s+\w+)\s+(?:stands?\s+out|pops?(?:\s+out)?|is\s+in\s+focus))?\b/g,
    build: (context) => ({
      step: { kind: 'blur-background', sigma: { mild: 3, normal: 6, strong: 12 }[strength(context)] },
    }),
  },
  {
    // "soften it": a light blur.
    // "motion blur", "radial blur": looks of their own, not a blur of the whole picture.
    pattern:
      // "blur her face", "blurred out his face", "face blur": the faces only, for the verb ("a blurry
      // face" is what is wrong, not what to blur; "soften her face" smooths the skin, which the editor
      // cannot do).
      new RegExp(
        `\\b(?<!\\b(?:motion|radial|zoom|lens|tilt[-\\s]shift)[-\\s])(?:(blur(?:red|ry|ring)?)\\b(?:(?<=\\bblur(?:ring)?)${OF_A_FACE}|(?<=\\bblurred)(?=\\s+out\\b)${OF_A_FACE})?|faces?\\s+blur(?:red)?\\b|(?:out of focus|defocus(?:ed)?|soft[-\\s]focus|soften(?:ed)?)\\b)`,
        'g',
      ),
    build: (context) => {
      // "too blurry", "it's blurry, fix it", "blurry faces, fix it": what is wrong, made right by
      // sharpening. Only the verb is looked at: the face words it takes are what it is of.
      const wrong =
        /^(?:blurry|out of focus|blurred)$/.test(context.match[1] ?? context.match[0]) &&
        (/\btoo\s+$/.test(context.before) ||
          (/(?:^\s*|\b(?:is|looks|it'?s|its|kinda|so)\s+(?:\w+\s+)?)$/.test(context.before) &&
            /\bfix\b/.test(context.match.input.slice(context.match.index))));
      if (wrong) return { step: { kind: 'sharpen', sigma: 2 } };
      const given = numberAfter(context);
      const soften = /^soften/.test(context.match[0]) && strength(context) === 'normal';
      const sigma =
        given !== undefined
          ? Math.min(100, Math.max(0.3, given))
          : { mild: 1.5, normal: soften ? 1.5 : 4, strong: 10 }[strength(context)];
      return { step: { kind: 'blur', sigma, ...(/face/.test(context.match[0]) ? { face: context.match[0] } : {}) } };
    },
  },
  {
    // "more dark", "a bit light": the adjective after an amount, unless it is a colour's shade ("more
    // light blue"); "too dark" says what is wrong: the picture is brightened.
    pattern: new RegExp(
      `\\b(?:bright(?:en|ened|er|ness)?|lighten(?:ed)?|lighter|dark(?:en|ened|er)|dim(?:mer|med)?|exposure|overexpose[sd]?|underexpose[sd]?)\\b|(?<=\\b(?:more|bit|little|too|too\\s+much)\\s+)(?:dark|light)\\b(?![-\\s]+(?:${COLOUR_PATTERN}|text|letters|font)\\b)`,
      'g',
    ),
    build: (context) => {
      // "too bright", "too dark": what is wrong, so the other way.
      const tooMuch = /\btoo(?:\s+much)?\s+$/.test(context.before);
      const darker = /dark|dim|under/.test(context.match[0]);
      const down = tooMuch ? !darker : isDown(context, /dark|dim|under/);
      return { step: { kind: 'brightness', factor: tooMuch ? (down ? LOWER : RAISE).normal : factor(context, down) } };
    },
  },
  {
    pattern:
      /\b(?:contrast(?:y)?|punchy|make\s+(?:it|them|this|the\s+(?:colou?rs?|image|img|pic|picture|photo))\s+pop|flat(?:ter)?)\b/g,
    build: (context) => ({ step: { kind: 'contrast', factor: factor(context, isDown(context, /flat/)) } }),
  },
  {
    pattern:
      /\b(?:(?:over)?saturat(?:e|ed|ion)|desat(?:urat(?:e|ed|ion))?|vivid|vibrant|colou?rful|muted|washed[-\s]out|faded|(?<=\btoo\s+)(?:dull|bland)|(?:boost|pump|crank|enhance|increase|more)(?:\s+up)?\s+(?:the\s+)?colou?rs?)\b/g,
    build: (context) => {
      // "too dull", "too washed out": what is wrong, so more colour; "too saturated": less.
      const tooMuch = /\btoo(?:\s+much)?\s+$/.test(context.before);
      const lacking = /desat|muted|washed|faded|dull|bland/.test(context.match[0]);
      const down = tooMuch ? !lacking : isDown(context, /desat|muted|washed|faded/);
      // "oversaturate": twice the colour, beyond "very saturated".
      const over = /^over/.test(context.match[0]) ? 2 : undefined;
      return { step: { kind: 'saturation', factor: over ?? factor(context, down) } };
    },
  },
  {
    pattern: new RegExp(
      `\\btint(?:ed|ing)?\\b(?:\\s+(?:it|them|everything|the\\s+(?:image|images|photo|photos|picture|pictures)))?(?:\\s+(?:a\\s+)?(?:bit|little|lil|slightly|lightly|very))?(?:\\s+(?:with|in|to))?(?:\\s+an?)?(?:\\s+${SHADE})?\\s+(${COLOUR_PATTERN})\\b` +
        `|\\b(${COLOUR_PATTERN})(?:ish)?\\s+(?:tint|tone|toned|filter|hue|cast|wash|overlay|tinge)\\b` +
        `|\\b(?:make|turn|paint|colou?r)\\s+(?:it|them|everything|all|the\\s+(?:image|images|photo|photos|picture|pictures|colou?rs))\\s+(?:look\\s+)?(?:more\\s+)?(${COLOUR_PATTERN})\\b(?:\\s+(?:tint|tinted|tone|toned|filter|hue|tinge)\\b)?` +
        // "make it warmer", "bluer": a tint of that colour, as "make it warm" is.
        `|\\b(${Object.keys(COMPARATIVES).join('|')})\\b`,
      'g',
    ),
    build: ({ match }) => {
      const name = match[1] ?? match[2] ?? match[3] ?? COMPARATIVES[match[4] ?? ''] ?? '';
      const tint = COLOURS[name];
      if (!tint) return undefined;
      if (['gray', 'grey', 'silver'].includes(name)) return { step: { kind: 'grayscale' } };
      if (name === 'black' || name === 'white') return undefined;
      return { step: { kind: 'tint', colour: tint, name } };
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(\\d{1,3})\\s*px\\s+)?(?:(${BORDER_COLOUR})(?:[-\\s]+colou?red)?[-\\s]+)?(?:(thick|thicc+|thin|wide|narrow|heavy|fine|bold|big|small|large)\\s+)?(?:(${BORDER_COLOUR})[-\\s]+)?(?:border|frame|framed|outline|rim|ring)\\b(?:\\s+(?:it\\s+)?(?:(?:in|of|colou?red)\\s+|(?<=(?:border|frame)\\s+)colou?r\\s*[:=]?\\s*|(?<=\\bthe\\s+(?:border|frame)\\s+)(?:(?:should\\s+)?be\\s+|is\\s+)?|(?<=(?:border|frame)\\s+)(?=(?:${BORDER_COLOUR})\\b(?!\\s+(?:text|letters|font|caption|words?|background|bg|tint|filter)\\b)))(?:an?\\s+)?(${BORDER_COLOUR})\\b)?` +
        // "put border red", "a frame gold": the colour said after the border, as people writing in
        // another language's order do.
        // "a pink border thick": the width said after the border.
        `(?:\\s+(?:and\\s+)?(thick|thicc+|thin|wide|narrow|heavy|fine)\\b)?`,
      'g',
    ),
    build: ({ match }) => {
      const name = match[2] ?? match[4] ?? match[5] ?? 'black';
      const weight = match[3] ?? match[6] ?? '';
      // "thicc": thick as chats spell it; "20px": as many pixels, up to a quarter of the picture.
      const pixels = match[1] === undefined ? undefined : Math.min(128, Math.max(1, Number(match[1])));
      const width =
        pixels ?? (/thic|wide|heavy|bold|big|large/.test(weight) ? 32 : /thin|narrow|fine|small/.test(weight) ? 6 : 16);
      // A rainbow's stripes each need a few pixels: its border is wider than one colour's, and never
      // narrower than a pixel a stripe ("1px rainbow border").
      if (name === RAINBOW_NAME) {
        const rainbowWidth = pixels ?? Math.max(14, Math.round((width * 7) / 4));
        return { border: { colour: RAINBOW[0]!, name, width: Math.max(RAINBOW.length, rainbowWidth) } };
      }
      return { border: { colour: COLOURS[name] ?? { r: 0, g: 0, b: 0 }, name, width } };
    },
  },
  {
    pattern:
      /\b(?:side[-\s](?:by|to)[-\s]side|(?:one\s+)?(?:next\s+to|beside)\s+(?:each|the|one\s+an)?\s*other|in (?:a|one|1|a single) (?:row|line)|horizontal(?:ly)?(?:\s+line)?|left and right|(?:horizontal(?:ly)?)\s+(?:strip|row|layout)|diptych|triptych)\b/g,
    build: () => ({ arrangement: 'row' }),
  },
  {
    pattern:
      /\b(?:stack(?:ed)?(?:\s+(?:them|vertically))?|(?:one|the\s+(?:second|2nd|other)(?:\s+one)?)\s+(?:above|on(?:\s+top\s+of)?|over|under|below|beneath)\s+(?:the\s+)?(?:other|first|1st)(?:\s+one)?|on top of each other|top and bottom|above and below|in a column|(?:in\s+an?\s+)?vertical(?:ly)?(?:\s+(?:strip|column|layout|stack|line))?)\b/g,
    build: () => ({ arrangement: 'column' }),
  },
  { pattern: /\b(?:\d\s*(?:x|×|by)\s*\d\s+)?(?:grid|collage|tiled?|tiles)\b/g, build: () => ({ arrangement: 'grid' }) },
  {
    // "put both in one image", "join these pics": the pictures made one.
    pattern:
      /\b(?:merg(?:e|ed|es|ing)|combin(?:e|ed|es|ing)|together|join(?:ed)?|(?:in|into)\s+(?:one|1|a\s+single)(?:\s+(?:image|picture|pic|photo|img))?)\b/g,
    build: () => ({ merge: true }),
  },
];

function contextOf(text: string, match: RegExpExecArray): Context {
  const start = match.index;
  const end = start + match[0].length;
  const beforeWindow = text.slice(Math.max(0, start - 40), start);
  const cut = [...beforeWindow.matchAll(new RegExp(CLAUSE_END.source, 'g'))].pop();
  const before = cut ? beforeWindow.slice(cut.index + cut[0].length) : beforeWindow;
  const afterWindow = text.slice(end, end + 40);
  const stop = CLAUSE_END.exec(afterWindow);
  return { before, after: stop ? afterWindow.slice(0, stop.index) : afterWindow, match };
}

const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

interface RuleMatch extends Found {
  start: number;
  end: number;
}

/** What the filter rules find in a text, each span once (the first rule to claim it wins), negated ones left out. */
function matchRules(text: string, keep: (match: RuleMatch, text: string) => boolean = () => true): RuleMatch[] {
  const found: RuleMatch[] = [];
  for (const rule of RULES) {
    // A fresh copy, with the rule's own flags (an emoji class needs its "u").
    const pattern = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace('g', '')}g`);
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const start = match.index;
      const end = start + match[0].length;
      // A match may reach across blanked text into a span already read: look again from its next character.
      if (found.some((other) => start < other.end && end > other.start)) {
        pattern.lastIndex = start + 1;
        continue;
      }
      const context = contextOf(text, match as RegExpExecArray);
      if (NEGATION.test(context.before)) continue;
      const result = rule.build(context);
      if (!result || !keep({ start, end, ...result }, text)) continue;
      found.push({ start, end, ...result });
    }
  }
  return found;
}

/** "don't change the colours", "keep it simple": what not to do, which asks for nothing. */
const LEAVE_AS_IS =
  /^\s*(?:(?:pls|please|but|just)\s+)?(?:(?:don'?t|dont|do\s+not|never)\s+(?:change|touch|edit|alter|crop|mess\s+with|ruin|modify)\s+(?:it|this|them|the\s+(?:colou?rs?|rest|picture|photo|image|pic))\s*$|keep\s+it\s+(?:simple|clean|the\s+same|as\s+is)\s*$|(?:no|without(?:\s+an?)?)\s+(?:photo|picture|image|pic|img)s?\s+(?:needed|required|necessary)\s*$)/;

const FIX_IT =
  /^\s*(?:(?:pls|please|plz|can\s+(?:you|u)|could\s+(?:you|u)|and|just)\s+)*fix\s*(?:it|this|that|the\s+(?:pic|picture|photo|image))?\s*(?:pls|please|plz)?\s*$/;

/**
 * An edit asked for by its kind alone, with no word saying which ("add a filter"), or in slang that
 * says only that it should be better ("make it go hard", "make it slap").
 */
const VAGUE_ASK =
  /\b(?:add|apply|make|give|put|use|turn|do)\b.*\b(?:filters?|effects?|aesthetic|edit|treatment|something|memes?)\b|^\s*(?:\w+\s+)?make\s+(?:it|this|them)\s+(?!(?:pls|please|plz|now|asap|lol|lmao|thx|ty|fr|ngl)\b)\w+/;
const VAGUE_REASON = 'it does not say which effect or filter; the guide lists them';

/** Whether words ask for an edit of their own: an effect, a layout, a border, a shape, a background or a sticker. */
function asksForAnEdit(words: string): boolean {
  const lower = words.toLowerCase();
  return (
    matchRules(lower).length > 0 ||
    readShape(lower) !== undefined ||
    readBackground(lower) !== undefined ||
    readStickers(lower) !== undefined
  );
}

/** "erase the logo", "remove the circle": what is to go, which names no shape to crop to. */
const REMOVES = /\b(?:remove|erase|delete|get\s+rid\s+of|take\s+(?:out|off|away))\b/;

/** The shape a clause asks for, unless it asks for something to be removed. */
function shapeIn(text: string): ReturnType<typeof readShape> {
  return REMOVES.test(text) ? undefined : readShape(text);
}

/** A zoom is a crop of its own, kept beside the shape ("zoom 2x on the centre and make it square"). */
function setShape(plan: EditPlan, shape: Shape | Zoom): void {
  if (shape.kind === 'zoom') {
    plan.zoom = shape.factor;
    if (shape.onFace) plan.zoomOnFace = {};
  } else plan.shape = shape;
}

/**
 * "no cap" is slang for "honestly" and asks for nothing, unless it is a text to write ("write no
 * cap", "caption: no cap") or a cap not to draw ("no cap on him"): its words are blanked.
 */
function withoutSlangNoCap(prompt: string): string {
  return prompt.replace(/\bno\s+cap\b(?!\s+(?:on|emoji|sticker)\b)/gi, (words: string, at: number) => {
    const sentence =
      prompt
        .slice(0, at)
        .split(/[,.;!?\n]/)
        .at(-1) ?? '';
    return /\b(?:write|caption|captioned|say|says|saying|text|txt|title|label|reads?)\b|[:"“']/i.test(sentence)
      ? words
      : ' '.repeat(words.length);
  });
}

/** "the left one", "the 2nd pic", "pic 1": one picture of several, named in an edit's clause. */
const ONE_PICTURE = new RegExp(
  `\\b(?:the\\s+)?(${PICTURE_POSITION})\\s+(?:one|pic|picture|image|img|photo)\\b|\\b(?:pic|picture|image|img|photo)\\s*#?([1-3])\\b`,
);

/**
 * "side by side, left one black and white", "make the top one sepia": an edit whose clause names one
 * picture of several is that picture's alone. The picture's words are read.
 */
function ofOnePicture(
  found: RuleMatch[],
  clauses: Clause[],
  lower: string,
  pictures: number,
  read: Array<[number, number]>,
): void {
  for (const entry of found) {
    if (!entry.step || entry.step.kind === 'wanted-poster') continue;
    const clause = clauses.find((one) => entry.start >= one.start && entry.start < one.end);
    if (!clause) continue;
    const named = ONE_PICTURE.exec(lower.slice(clause.start, clause.end));
    if (!named) continue;
    const picture = named[2] ? Number(named[2]) - 1 : pictureAt(named[1]!, pictures);
    if (picture < 0 || picture >= pictures) continue;
    entry.step = { ...entry.step, picture };
    read.push([clause.start + named.index, clause.start + named.index + named[0].length]);
  }
}

/** Each picture's caption, in a band of its cell; the layout the pictures' places name, unless one is named. */
function addPictureCaptions(plan: EditPlan, ofEach: PictureCaptions): void {
  if (!plan.arrangement && ofEach.arrangement) {
    plan.arrangement = ofEach.arrangement;
    delete plan.merge;
  }
  for (const { text, picture, colour } of ofEach.captions) {
    const named = colour ? namedColour(colour) : undefined;
    // Letters in a colour of their own on a band they read on.
    const box = named && isLight(named) ? namedColour('black')! : PICTURE_CAPTION.box!;
    plan.texts.push({ ...PICTURE_CAPTION, text, picture, ...(named ? { colour: named, box } : {}) });
  }
  plan.declined.push(...ofEach.unmatched);
}

const PICTURE_CAPTION: Omit<TextOp, 'text'> = {
  meme: false,
  placement: 'bottom',
  band: true,
  size: 'normal',
  colour: { name: 'black', colour: { r: 0, g: 0, b: 0 } },
  box: { name: 'white', colour: { r: 255, g: 255, b: 255 } },
  bold: false,
  shadow: false,
};

/** The meme looks: each made once however often the prompt names it. */
const ONCE = new Set<Step['kind']>(['wanted-poster', 'laser-eyes', 'deep-fry', 'vaporwave']);

const BACKGROUND_REMOVAL =
  /\b(?:(?:remove|erase|delete|cut\s+out|get\s+rid\s+of)\s+(?:the\s+)?(?:background|bg|backdrop)|(?:no|without)\s+(?:a\s+|the\s+)?(?:background|bg|backdrop)|transparent\s+(?:background|bg))\b/;

const TEXT_NOUN =
  '(?:text|texts|letters?|lettering|font|caption|captions|words?|title|writing|type|typeface|outline|stroke|shadow|glow)';
/** An effect word that describes the letters: "bright yellow text", "dark red letters", "8-bit font". */
const DESCRIBES_TEXT = new RegExp(`^[-\\s]+(?:(?:and\\s+)?(?:${COLOUR_PATTERN}|#[0-9a-f]{6})\\b|${TEXT_NOUN}\\b)`);

/**
 * The photo effects written in a clause that holds text ("make it black and white with a caption
 * "GM"", "tint it red with the word HODL"), not its style: an outline is the letters', a place is
 * where they go, and a word describing the letters ("bright yellow text") is their colour.
 */
function effectsInTextClause(text: string): RuleMatch[] {
  return matchRules(text, (match, within) => {
    const said = within.slice(match.start, match.end);
    if (match.arrangement && /\b(?:top|bottom|above|below|left|right)\b/.test(said)) return false;
    if (match.border && /\boutline\b/.test(said)) return false;
    return !DESCRIBES_TEXT.test(within.slice(match.end));
  });
}

/**
 * Reads a prompt as clauses (split on commas, "and", "then"...), each an operation with its
 * arguments. Quoted text is literal: a clause holding it is a text operation (meme line or caption
 * with its place, colour, size and effects), and the photo effects written in the same clause are
 * read as effects; other clauses may set the background, the shape or add stickers; what is left is
 * read by the filter rules (see RULES). A clause nothing acts on, and the words of a clause that no
 * reader used and that ask for something, are reported as ignored.
 */
export function parsePrompt(
  typed: string,
  { textOnly = false, pictures }: { textOnly?: boolean; pictures?: number } = {},
): EditPlan {
  const fixed = withoutSlangNoCap(fixTypos(inEnglish(typed))).replace(
    // "crown him": a crown given to him.
    /\bcrown\s+(him|her|them|this\s+(?:guy|dude|man|woman|girl|king|queen))\b/gi,
    'give $1 a crown',
  );
  // With several pictures, each may have a caption of its own ("left one says X, right one says Y").
  const ofEach = !textOnly && pictures !== undefined && pictures > 1 ? readPictureCaptions(fixed, pictures) : undefined;
  const prompt = ofEach ? blankSpans(fixed, ofEach.spans) : fixed;
  const reading = { onAPicture: !textOnly, asksForAnEdit };
  const clauses = splitClauses(prompt, reading);
  const plan: EditPlan = { steps: [], texts: [], stickers: [], ignored: [], declined: [] };
  /** The stickers asked for, placed once every text is known. */
  const asked: AskedSticker[] = [];
  const used = new Set<Clause>();
  const { text: blanked, quotes } = splitQuotes(prompt, reading);
  const lower = blanked.toLowerCase();
  // The filter rules read the lower-cased prompt with quotes and everything already claimed blanked.
  let rest = lower;
  /** Spans of the prompt a reader acted on; literal text is the text readers'. */
  const read: Array<[number, number]> = quotes.map((quote) => [quote.start, quote.end]);
  /** Parts of text clauses that ask for the background to be removed. */
  const removals = new Map<Clause, string>();
  /** The emoji each clause drew as stickers. */
  const stickersOf = new Map<Clause, string[]>();
  // A shape named outright (rounded corners, a square, a circle crop) wins over a circle a use word
  // implies ("pfp", "logo"); otherwise the last shape named wins.
  const namesAShape = clauses.some((clause) => {
    const shape = shapeIn(clause.text);
    return shape !== undefined && shape.value.kind !== 'zoom' && !isImpliedShape(shape, clause.text);
  });
  const takes = (shape: ReturnType<typeof readShape>, text: string) =>
    shape !== undefined && !(namesAShape && isImpliedShape(shape, text));
  const logo =
    !textOnly &&
    clauses.some((clause) => {
      const shape = shapeIn(clause.text);
      return shape?.value.kind === 'circle' && takes(shape, clause.text);
    });

  // "add a rocket and a moon", "rocket and moon emojis": a word alone beside a sticker is one too.
  const stickerClauses = clauses.filter((clause) => !isTextClause(clause) && readStickers(clause.text, clause.quotes));
  // "add laser eyes and a crown": the verb of the clause before is the sticker's too.
  const besideASticker = (clause: Clause) => {
    const at = clauses.indexOf(clause);
    const before = clauses[at - 1];
    return (
      [before, clauses[at + 1]].some((other) => other !== undefined && stickerClauses.includes(other)) ||
      (before !== undefined &&
        (/^\s*(?:(?:pls|please|can\s+(?:you|u)|and|also|then|now|just)\s+)*(?:add|put|place|stick|slap|throw|draw|give)\b/.test(
          before.text,
        ) ||
          /\bla[sz]er\b/.test(before.text)))
    );
  };

  for (const clause of clauses) {
    const claim = (start: number, end: number) => {
      rest = blank(rest, clause.start + start, clause.start + end);
      read.push([clause.start + start, clause.start + end]);
      used.add(clause);
    };
    const stickerOnly =
      clause.quotes.length > 0 &&
      clause.quotes.every(isOnlyEmoji) &&
      !/\b(?:caption|text|write|meme|say)/.test(clause.text);
    if (isTextClause(clause) && !stickerOnly) {
      // The rest of a text clause may ask for the shape ("round logo with "$PEPE" under it"), a
      // sticker, (with no picture) the background behind the letters, or photo effects ("black and
      // white with a caption "GM""); what they use is not the text's.
      let text = clause.text;
      const background = textOnly ? readBackground(text, { bare: true }) : undefined;
      if (background) {
        plan.background = background.value;
        text = blank(text, background.start, background.end);
        read.push([clause.start + background.start, clause.start + background.end]);
      }
      const shape = textOnly ? undefined : readShape(text);
      if (shape) {
        if (takes(shape, text)) setShape(plan, shape.value);
        text = blank(text, shape.start, shape.end);
        read.push([clause.start + shape.start, clause.start + shape.end]);
      }
      const sticker = NAMED_STICKER_PHRASE.exec(text);
      const drawn: AskedSticker[] = [];
      // "put a heart under the text …": the sticker's words and its place word are not the text's.
      const besideText = sticker ? null : STICKER_BY_THE_TEXT.exec(text);
      if (besideText) {
        const end = besideText.index + besideText[0].length;
        drawn.push(...(readStickers(besideText[1]!, [], { placed: false, lone: true })?.value ?? []));
        read.push([clause.start + besideText.index, clause.start + end]);
        text = blank(text, besideText.index, end);
      }
      if (sticker) {
        drawn.push(...(readStickers(text.slice(sticker.index))?.value ?? []));
        read.push([clause.start + sticker.index, clause.end]);
        text = text.slice(0, sticker.index);
      }
      // Emoji written beside the text are stickers ("🐸🚀 caption To the moon"); the clause's place
      // words are the text's, so they go where there is room.
      drawn.unshift(...(readStickers(text, [], { placed: false })?.value ?? []));
      for (const [from, to] of emojiSpans(text)) read.push([clause.start + from, clause.start + to]);
      if (drawn.length > 0) {
        stickersOf.set(
          clause,
          drawn.map((one) => one.symbol),
        );
        asked.push(...drawn);
      }
      // "… with no background": not the text's box but a removal, which the editor cannot do.
      const removal = BACKGROUND_REMOVAL.exec(text);
      if (removal) {
        removals.set(
          clause,
          prompt.slice(clause.start + removal.index, clause.start + removal.index + removal[0].length),
        );
        read.push([clause.start + removal.index, clause.start + removal.index + removal[0].length]);
        text = blank(text, removal.index, removal.index + removal[0].length);
      }
      const effects = effectsInTextClause(text);
      for (const effect of effects) text = blank(text, effect.start, effect.end);
      const canvas = plan.background?.kind === 'solid' ? plan.background.colour : undefined;
      plan.texts.push(
        readTextClause({ ...clause, text }, plan.texts.at(-1), {
          logo,
          textOnly,
          ...(canvas ? { background: canvas } : {}),
        }),
      );
      // Only the effects stay for the filter rules.
      const kept = rest.slice(clause.start, clause.end);
      claim(0, clause.text.length);
      read.pop();
      for (const effect of effects)
        rest =
          rest.slice(0, clause.start + effect.start) +
          kept.slice(effect.start, effect.end) +
          rest.slice(clause.start + effect.end);
      // Each effect is read again as it was found: a stop after it keeps a rule from reaching across
      // the blanked words into the next one ("a mirror flip with upside down" is not "flip upside down").
      for (const effect of effects) {
        const after = clause.start + effect.end;
        const inside = effects.some((other) => other.start <= effect.end && effect.end < other.end);
        if (effect.end < clause.text.length && !inside && rest[after] === ' ')
          rest = `${rest.slice(0, after)};${rest.slice(after + 1)}`;
      }
      continue;
    }
    const background = readBackground(clause.text);
    if (background) {
      plan.background = background.value;
      claim(background.start, background.end);
    }
    const shape = shapeIn(clause.text);
    if (shape) {
      if (takes(shape, clause.text)) setShape(plan, shape.value);
      claim(shape.start, shape.end);
      // "square crop for my pfp": what a shape named outright is for (a zoom is no shape of its own).
      const use = shape.value.kind === 'zoom' ? undefined : readUse(blank(clause.text, shape.start, shape.end));
      if (use) claim(use.start, use.end);
    }
    // A sticker's words are its own (see STICKER_WORDS); the rest of its clause is read on.
    const stickers = readStickers(clause.text, clause.quotes, { lone: besideASticker(clause) });
    if (stickers) {
      asked.push(...stickers.value);
      // The emoji drawn are read: the words on either side of them are parts of their own.
      for (const [from, to] of emojiSpans(clause.text)) read.push([clause.start + from, clause.start + to]);
      used.add(clause);
      stickersOf.set(
        clause,
        stickers.value.map((one) => one.symbol),
      );
    }
  }

  const found = matchRules(rest);
  for (const { start, end } of found) {
    read.push([start, end]);
    // A rule may read on into the next clause ("make the border red and thick"): each is used.
    for (const clause of clauses) if (start < clause.end && end > clause.start) used.add(clause);
  }
  found.sort((a, b) => a.start - b.start);
  if (pictures !== undefined && pictures > 1) ofOnePicture(found, clauses, lower, pictures, read);
  // "pixel art, 8-bit" or "make it pop, more contrast" names one edit twice; a meme look is made
  // once however often named.
  plan.steps = found
    .flatMap((entry) => (entry.step ? [entry.step] : []))
    .filter(
      (step, index, steps) => steps.findIndex((other) => JSON.stringify(other) === JSON.stringify(step)) === index,
    )
    .filter(
      (step, index, steps) => !ONCE.has(step.kind) || steps.findIndex((other) => other.kind === step.kind) === index,
    );
  // A wanted poster writes the prompt's lines its own way: brown capitals below the picture.
  if (plan.steps.some((step) => step.kind === 'wanted-poster')) plan.texts = plan.texts.map(posterLine);
  const arrangement = found.find((entry) => entry.arrangement)?.arrangement;
  const border = found.find((entry) => entry.border)?.border;
  if (arrangement) plan.arrangement = arrangement;
  else if (found.some((entry) => entry.merge)) plan.merge = true;
  if (border) plan.border = border;
  if (ofEach) addPictureCaptions(plan, ofEach);
  // "laser eyes on him and a crown": beside an edit of the face, what is worn on a head goes on it.
  if (plan.steps.some((step) => step.kind === 'laser-eyes'))
    for (const sticker of asked) if (sticker.at === undefined && isWornOnAHead(sticker.symbol)) sticker.at = 'head';
  const { placed, unplaced } = placeStickers(
    asked,
    plan.texts.filter((text) => !text.band).map((text) => text.placement),
  );
  plan.stickers = placed;
  for (const sticker of unplaced)
    plan.declined.push({
      part: sticker.symbol,
      reason: `every place for a sticker is taken (${STICKER_PLACES.length} at most)`,
    });
  const remarks: string[] = [];
  plan.ignored = clauses.flatMap((clause) => {
    if (used.has(clause)) {
      const own = new Set([...(isTextClause(clause) ? TEXT_WORDS : []), ...stickerWords(stickersOf.get(clause) ?? [])]);
      const removal = removals.get(clause);
      const unread = unreadParts(prompt, lower, clause, read, own);
      remarks.push(...unread.filter(isRemark));
      return [...(removal ? [removal] : []), ...unread.filter((part) => !isRemark(part))];
    }
    if (negated(clause.text) || LEAVE_AS_IS.test(clause.text)) return [];
    // "but not too much": how strong the edit before it is, read there.
    if (ONLY_NOT_TOO_MUCH.test(clause.text)) return [];
    // "too dark, fix it": the fix is the edit the prompt named; alone, it names none.
    if (FIX_IT.test(clause.text)) {
      if (plan.steps.length === 0) plan.declined.push({ part: clause.source, reason: VAGUE_REASON });
      return [];
    }
    const asks = asksForSomething(clause.text);
    // "add a filter", "make it aesthetic": an edit asked for without saying which.
    if (!asks && VAGUE_ASK.test(clause.text)) {
      plan.declined.push({ part: clause.source, reason: VAGUE_REASON });
      return [];
    }
    // A remark is looked for only once the clause is no refusal, fix or vague ask.
    if (isRemark(clause.text)) {
      remarks.push(clause.source.trim());
      return [];
    }
    return asks ? [clause.source] : [];
  });
  if (remarks.length > 0) plan.remarks = remarks;
  return plan;
}
