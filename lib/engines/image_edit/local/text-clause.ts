import { COLOUR_PATTERN, COLOURS } from './colours';
import type { Clause } from './grammar';
import type { NamedColour, Placement, TextOp, TextSize } from './plan';

const C = `(${COLOUR_PATTERN}|#[0-9a-f]{6})`;
const TEXT_WORDS =
  /\b(?:meme|caption(?:ed|s)?|text|title|headline|subtitle|label|write|writes|written|say|says|saying|words?|letters?|font|quote|slogan|tagline)\b/;
/**
 * Meme text: named so, or a line labelled "top text" / "bottom text" / "top:" / "bottom:" / "top -"
 * ("text at the top:" is a caption's place).
 */
const MEME =
  /\b(?:meme|impact(?:\s+font)?|(?:top|bottom|upper|lower)\s+text)\b|(?<!\b(?:the|on|at|in)\s+)\b(?:top|bottom)(?:\s*(?:[:=]|[-–—](?=\s))|\s+(?:is|says|say|reads)\b)/;
const OUTLINE = new RegExp(
  `(?:${C}[-\\s]+)?(?:outline[ds]?|stroke[ds]?|outlining)(?:\\s+(?:in|of)\\s+(?:an?\\s+)?${C})?`,
);
const NO_OUTLINE = /\b(?:no|without)\s+(?:an?\s+)?(?:outline|stroke)/;
const SHADOW = /\b(?:drop[-\s]?)?shadow(?:ed|s)?\b/;
const BOX = new RegExp(`(?:${C}[-\\s]+)?(?:box|background|band|bar|banner|highlight|backdrop|strip)\\b`);
const SIZES: Array<[RegExp, TextSize]> = [
  [/\b(?:huge|giant|gigantic|massive|enormous|giga|hugest|really big|very big|very large|biggest)\b/, 'huge'],
  [/\b(?:big|bigger|large|larger|bold big|tall|loud)\b/, 'big'],
  [/\b(?:small|smaller|tiny|little|subtle)\b/, 'small'],
];

export function namedColour(name: string): NamedColour | undefined {
  const known = COLOURS[name];
  if (known && name !== 'warm' && name !== 'cool') return { name, colour: known };
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(name);
  if (hex) return { name, colour: { r: parseInt(hex[1]!, 16), g: parseInt(hex[2]!, 16), b: parseInt(hex[3]!, 16) } };
  return undefined;
}

const WHITE: NamedColour = { name: 'white', colour: COLOURS.white! };
const BLACK: NamedColour = { name: 'black', colour: COLOURS.black! };

export function isLight({ colour }: NamedColour): boolean {
  return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b > 150;
}

const contrasting = (colour: NamedColour) => (isLight(colour) ? BLACK : WHITE);

/** Whether a clause asks for text: it holds quoted text, or names text and holds some. */
export function isTextClause(clause: Clause): boolean {
  return clause.quotes.length > 0;
}

/** Where "it" is a round logo: "over it" is above it, "in it" inside it. */
const LOGO = '(?:it|them|the\\s+(?:logo|circle|coin|badge|avatar|pfp|token|icon))';
const IN_LOGO = new RegExp(`\\b(?:inside|within|in\\s+${LOGO})\\b`);
const OVER_LOGO = new RegExp(`\\b(?:over|on\\s+top\\s+of)\\s+${LOGO}\\b`);

/** What the rest of the prompt says about the picture a text goes on. */
export interface TextSetting {
  /** The picture is cropped to a round logo: "over it" means above it, "in it" inside it. */
  logo?: boolean;
  /** No picture: the text is the picture, in the centre and large unless the prompt says otherwise. */
  textOnly?: boolean;
  /** The canvas colour behind the text, when the prompt names one. */
  background?: NamedColour;
}

export function placementIn(text: string, setting: TextSetting = {}): Placement | undefined {
  if (
    /\b(?:cent(?:re|er|red|ered)|middle|in\s+between|between\s+(?:them|the\s+two|both))\b/.test(text) ||
    IN_LOGO.test(text)
  )
    return 'centre';
  if (setting.logo && OVER_LOGO.test(text)) return 'top';
  if (/\b(?:top|upper|above|header|heading|title)\b|\bin\s+the\s+sky\b/.test(text)) return 'top';
  if (/\b(?:bottom|lower|below|under(?:neath)?|footer|foot)\b/.test(text)) return 'bottom';
  return undefined;
}

/**
 * Reads a clause holding quoted text as one text operation. A clause that is only the quote and a
 * place ("and "SOON" at the bottom") continues the previous text's style.
 */
export function readTextClause(clause: Clause, previous?: TextOp, setting: TextSetting = {}): TextOp {
  let text = clause.text.replace(/\s+/g, ' ');
  const literal = clause.quotes.join(' ');
  const continues = previous !== undefined && !TEXT_WORDS.test(text) && !/\b(?:add|put|draw|place)\b/.test(text);
  const meme = MEME.test(text) || (continues && previous.meme);

  let outline: NamedColour | undefined;
  const outlineMatch = OUTLINE.exec(text);
  if (outlineMatch && !NO_OUTLINE.test(text)) {
    outline = namedColour(outlineMatch[1] ?? outlineMatch[2] ?? '') ?? BLACK;
    text = text.replace(outlineMatch[0], ' ');
  }
  let box: NamedColour | undefined;
  const boxMatch = BOX.exec(text);
  if (boxMatch) {
    box = namedColour(boxMatch[1] ?? '') ?? BLACK;
    text = text.replace(boxMatch[0], ' ');
  }
  const shadow = SHADOW.test(text);
  text = text.replace(SHADOW, ' ');
  const colourMatch = new RegExp(`(?<![\\w#])${C}(?![\\w#])`).exec(text);
  const size = SIZES.find(([pattern]) => pattern.test(text))?.[1];
  const placement = placementIn(text, setting) ?? (setting.textOnly ? 'centre' : undefined);
  const bold = /\bbold\b/.test(text);

  const base: TextOp =
    continues && previous
      ? {
          ...previous,
          text: literal,
          placement: placement ?? (previous.placement === 'top' ? 'bottom' : previous.placement),
        }
      : {
          text: literal,
          meme,
          placement: placement ?? (meme ? 'top' : 'bottom'),
          band: false,
          size: 'normal',
          colour: meme ? WHITE : BLACK,
          bold: meme,
          shadow: false,
        };
  if (meme) base.meme = true;
  const centred = base.placement === 'centre' && !continues && !meme;
  // A word alone in the middle of a picture is its headline: large and bold (on a box of its own
  // unless the prompt asks for an outline or a shadow; see below).
  if (centred && !setting.textOnly) Object.assign(base, { size: 'huge', bold: true });
  // A round logo's name or ticker is its label: large and bold.
  if (setting.logo && !meme && !continues) Object.assign(base, { size: 'big', bold: true });
  if (setting.textOnly)
    Object.assign(base, { size: 'huge', bold: true, colour: contrasting(setting.background ?? WHITE) });
  if (colourMatch) base.colour = namedColour(colourMatch[1]!) ?? base.colour;
  // A line that goes on from the one before in a colour of its own does not keep a box or an outline
  // that its letters would not read on ("GM in white on top, GN in black on bottom").
  if (continues && colourMatch && !box && base.box && isLight(base.box) === isLight(base.colour))
    base.box = contrasting(base.colour);
  if (continues && colourMatch && !outline && base.outline && isLight(base.outline) === isLight(base.colour))
    base.outline = contrasting(base.colour);
  if (size) base.size = size;
  if (bold) base.bold = true;
  if (shadow) base.shadow = true;
  if (box) base.box = box;
  // Letters the prompt gave no colour take one that reads on the box it named ("in a black box").
  if (box && !colourMatch && isLight(box) === isLight(base.colour)) base.colour = contrasting(box);
  if (outline) base.outline = outline;
  if (NO_OUTLINE.test(text)) delete base.outline;
  if (!continues) {
    const over =
      /\b(?:over|overlay|on\s+(?:the\s+|top\s+of\s+the\s+)?(?:picture|image|photo|pic)|inside|across)\b/.test(text);
    const banded =
      /\b(?:band|bar|strip|banner|below|under(?:neath)?|above|beneath)\b/.test(clause.text) ||
      (setting.logo === true && OVER_LOGO.test(text));
    base.band = !setting.textOnly && (banded || (!base.meme && !over && base.placement !== 'centre'));
  }
  if (centred && !setting.textOnly && !base.outline && !base.shadow && !base.box) base.box = contrasting(base.colour);
  if (base.meme && !outline && !NO_OUTLINE.test(text)) base.outline = contrasting(base.colour);
  if (base.band && !base.box) base.box = isLight(base.colour) ? BLACK : WHITE;
  // Text over a photo needs an edge to stay readable on any picture.
  if (!setting.textOnly && !base.band && !base.box && !base.outline && !base.shadow && !NO_OUTLINE.test(text))
    base.outline = contrasting(base.colour);
  return base;
}
