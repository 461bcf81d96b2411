import { COLOUR_PATTERN } from './colours';
import type { Arrangement } from './plan';

/*
 * A caption for each picture of a layout: "left one caption before, right one after", "first one says
 * X second one says Y", "caption the top one fomo and the bottom one regret", "caption me on the left
 * and bro on the right", "caption them real and fake", "label them 1 2 3", "captions: buy, hold, sell",
 * "write "then" and "now"". Also the layout said by where each picture goes ("first pic on the left
 * second on the right", "the first pic on top, second below"). Read before the prompt is split into
 * clauses; the words read here are blanked for the other readers.
 */

export interface PictureCaption {
  text: string;
  /** The colour said after it ("buy in green"). */
  colour?: string;
  /** Which picture, 0 the first. */
  picture: number;
}

export interface PictureCaptions {
  captions: PictureCaption[];
  /** Spans of the prompt read here: [start, end). */
  spans: Array<[number, number]>;
  /** The layout the picture's places name (left and right a row, top and bottom a column). */
  arrangement?: Arrangement;
  /** Captions with no picture to go on, or pictures a list left without one, and why. */
  unmatched: Array<{ part: string; reason: string }>;
}

/** The words that name one picture of several by its place or order. */
export const PICTURE_POSITION =
  '(?:first|1st|left|top|upper|second|2nd|other|middle|third|3rd|right|bottom|lower|last)';
const NOUN = '(?:one|pic|picture|image|img|photo|panel|side|half|frame|guy)s?';
const PICTURE_NOUN = '(?:pic|picture|image|img|photo|panel)';
/** A picture named by its place or order ("the left one", "the 2nd pic", "pic 1"). */
const SLOT = `(?:the\\s+)?(?:${PICTURE_POSITION}(?:\\s+${NOUN})?|${PICTURE_NOUN}\\s*(?:#|no\\.?\\s*)?[1-3]\\b)`;
const SLOT_PARTS = new RegExp(
  `\\b(?:(${PICTURE_POSITION})(?:\\s+(${NOUN}))?|(${PICTURE_NOUN})\\s*(?:#|no\\.?\\s*)?([1-3])\\b)`,
);
/** "gm in yellow": a caption and the colour it is written in. */
const IN_A_COLOUR = new RegExp(`^(.+?)\\s+in\\s+(${COLOUR_PATTERN})$`, 'i');
const BY_NUMBER = ['first', 'second', 'third'];

/** The picture a slot's words name: its position word, and whether a noun or an order names it outright. */
function slotOf(words: string): { word: string; named: boolean } {
  const parts = SLOT_PARTS.exec(words)!;
  if (parts[4]) return { word: BY_NUMBER[Number(parts[4]) - 1]!, named: true };
  return { word: parts[1]!, named: ORDINALS.has(parts[1]!) || parts[2] !== undefined };
}
const ORDINALS = new Set(['first', '1st', 'second', '2nd', 'other', 'third', '3rd', 'last', 'middle']);
/** Words that say what a picture's caption is, after the picture ("left one says …"). */
const SAYS =
  '(?:(?:says?|saying|reads?|should\\s+say|(?:gets?\\s+)?(?:the\\s+)?(?:caption(?:ed)?|text|label(?:l?ed)?))(?:\\s*[:=-])?|:|=|-|(?=["“]))';
/** Verbs that caption a picture named after them ("caption the first pic me"). */
const CAPTION_VERB = '(?:caption|label|title|write)';
/** An instruction after a caption ends it ("… right one after, make it black and white"). */
const NEXT_INSTRUCTION =
  /^\s*(?:[,;]|\band\b|\bthen\b|\bplus\b|\bbut\b|\bn\b|&)?\s*(?:pls\s+|please\s+)?(?:make|add|put|give|turn|set|apply|crop|rotate|flip|mirror|blur|tint|invert|pixelate|zoom|deep[-\s]?fr\w*|sharpen|brighten|darken|saturate|desaturate|gr[ae]yscale|stack|stick|slap|with|in\s+(?:a|one)\s+(?:row|line|grid))\b/;
const PLACE_WORD = /\b(?:top|bottom|cent(?:re|er)|middle|above|below|under|left|right|corner)\b/;
const QUOTE = /^\s*(?:"([^"]*)"|“([^”]*)”|'([^']*)')/;
/** Words that are never a caption of their own when a list is parted at its spaces. */
const NOT_A_WORD_CAPTION = /^(?:the|a|an|of|to|is|my|me|in|on|at|for|and|it|so|we|us|with|as|pls|please)$/;

/** Which picture (0 the first) a place or order word names among `pictures`; -1 for none. */
export function pictureAt(word: string, pictures: number): number {
  if (/^(?:first|1st|left|top|upper)$/.test(word)) return 0;
  if (/^(?:second|2nd|other)$/.test(word)) return 1;
  if (word === 'middle') return pictures >= 3 ? 1 : -1;
  if (/^(?:third|3rd)$/.test(word)) return 2;
  return pictures - 1;
}

const arrangementOf = (word: string): Arrangement | undefined =>
  /^(?:left|right)$/.test(word) ? 'row' : /^(?:top|bottom|upper|lower)$/.test(word) ? 'column' : undefined;

/** Where a caption that starts at `from` ends: at a stop, the next picture's caption or an instruction. */
function captionEnd(lower: string, from: number, next: RegExp): { text: [number, number]; end: number } {
  const quoted = QUOTE.exec(lower.slice(from));
  if (quoted) {
    const open = from + quoted[0].indexOf(quoted[0].trimStart()[0]!);
    return { text: [open + 1, from + quoted[0].length - 1], end: from + quoted[0].length };
  }
  let at = from;
  while (at < lower.length) {
    if (/[,;.!?\n]/.test(lower[at]!)) break;
    if (/\s/.test(lower[at]!)) {
      const ahead = lower.slice(at);
      if (next.test(ahead) || NEXT_INSTRUCTION.test(ahead)) break;
    }
    at += 1;
  }
  return { text: [from, at], end: at };
}

/** Reads the captions of the pictures and the places of the pictures in a prompt with `pictures` of them. */
export function readPictureCaptions(prompt: string, pictures: number): PictureCaptions {
  const lower = prompt.toLowerCase();
  const found: PictureCaptions = { captions: [], spans: [], unmatched: [] };
  const taken = (start: number, end: number) => found.spans.some(([from, to]) => start < to && end > from);
  const arrangements: Arrangement[] = [];
  const add = (word: string, start: number, end: number, text: string) => {
    const picture = pictureAt(word, pictures);
    const trimmed = text.trim();
    if (!trimmed) return;
    found.spans.push([start, end]);
    const arrangement = arrangementOf(word);
    if (arrangement) arrangements.push(arrangement);
    const coloured = IN_A_COLOUR.exec(trimmed);
    if (picture >= 0 && picture < pictures && coloured)
      return void found.captions.push({ text: coloured[1]!, colour: coloured[2]!.toLowerCase(), picture });
    if (picture < 0 || picture >= pictures)
      found.unmatched.push({
        part: trimmed,
        reason: `there ${pictures === 1 ? 'is one picture' : `are ${pictures} pictures`}`,
      });
    else found.captions.push({ text: trimmed, picture });
  };

  // "first pic on the left second on the right", "the first pic on top, second below".
  const placedAt = new RegExp(
    `\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|last|other)(?:\\s+${NOUN})?\\s+(?:(?:goes|go|is|should\\s+be)\\s+)?(?:(?:on|to|at)\\s+(?:the\\s+)?)?(left|right|top|bottom|above|below|under(?:neath)?|beneath|up\\s+top)\\b(?:[-\\s]+(left|right)\\b)?(?:\\s+(?:of\\s+)?the\\s+(?:first|other|second)(?:\\s+${NOUN})?)?`,
    'g',
  );
  for (const match of lower.matchAll(placedAt)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken(start, end)) continue;
    found.spans.push([start, end]);
    // "first pic top left, second top right": a corner each is the grid.
    arrangements.push(match[3] ? 'grid' : /^(?:left|right)$/.test(match[2]!) ? 'row' : 'column');
  }
  // "put me on the left and him on the right": two people, each in a place.
  const who = '(?:me|him|her|us|them|my\\s+\\w+|his\\s+\\w+|her\\s+\\w+|the\\s+other(?:\\s+one)?)';
  const peoplePlaced = new RegExp(
    `\\bput\\s+${who}\\s+(?:on|to|at)\\s+the\\s+(left|right|top|bottom)\\b\\s*(?:,|\\band\\b|\\bn\\b|&)\\s*${who}\\s+(?:on|to|at)\\s+the\\s+(?:left|right|top|bottom)\\b`,
    'g',
  );
  for (const match of lower.matchAll(peoplePlaced)) {
    found.spans.push([match.index, match.index + match[0].length]);
    arrangements.push(/^(?:left|right)$/.test(match[1]!) ? 'row' : 'column');
  }
  // "left pic is me in 2021 right pic is me now": what each picture shows, told by its place.
  const PLACE = '(left|right|top|bottom|upper|lower)';
  const shows = `\\s+${NOUN}\\s+(?:is|=|shows?)\\b`;
  const describedAt = new RegExp(
    `\\b(?:the\\s+)?${PLACE}${shows}[^,;.!?\\n]{1,40}?[,;]?\\s*(?:(?:and|n|&)\\s+)?(?:the\\s+)?${PLACE}${shows}`,
    'g',
  );
  for (const match of lower.matchAll(describedAt)) {
    const [first, second] = [arrangementOf(match[1]!), arrangementOf(match[2]!)];
    if (first && first === second && match[1] !== match[2]) arrangements.push(first);
  }
  // "left one caption before, right one after"; "caption the first pic me and the second pic also me".
  const continued = new RegExp(
    `^\\s*(?:[,;]|\\band\\b|\\bn\\b|&|\\bthen\\b)?\\s*(?:(?:on|in|under|for)\\s+)?(${SLOT})\\s*(?:,?\\s*${CAPTION_VERB}\\s*:?|${SAYS})?\\s*(?=\\S)`,
  );
  const led = new RegExp(
    `\\b(?:${CAPTION_VERB}\\s+(?:on\\s+)?(${SLOT})\\s*(?:as\\s+|with\\s+)?:?|(?:on|in|under|for)\\s+(${SLOT})\\s*,?\\s*${CAPTION_VERB}\\s*:?|(${SLOT})\\s*${SAYS})\\s*(?=\\S)`,
    'g',
  );
  for (const match of lower.matchAll(led)) {
    const start = match.index;
    if (taken(start, start + match[0].length)) continue;
    const first = slotOf(match[1] ?? match[2] ?? match[3]!);
    // "top text: GM" is a meme line, not the top picture's caption.
    if (match[3] !== undefined && /^(?:top|bottom|upper|lower)$/.test(first.word) && !first.named) continue;
    const items: Array<{ word: string; start: number; end: number; text: string }> = [];
    let from = start + match[0].length;
    let head = start;
    let slot = first.word;
    let named = first.named;
    for (;;) {
      const { text, end } = captionEnd(lower, from, continued);
      items.push({ word: slot, start: head, end, text: prompt.slice(...text) });
      const next = continued.exec(lower.slice(end));
      if (!next) break;
      head = end;
      const read = slotOf(next[1]!);
      slot = read.word;
      named ||= read.named;
      from = end + next[0].length;
    }
    // "write gm at the top" names a place, not a picture: a lone item needs an ordinal or a noun.
    if (items.length < 2 && !named) continue;
    for (const item of items) add(item.word, item.start, item.end, item.text);
  }

  // "caption me on the left and bro on the right", "write before on the first and after on the second".
  const place = `\\s+(?:on|under|for|over|in|at|to|below|above)\\s+(${SLOT})\\b`;
  const trailing = new RegExp(
    `\\b${CAPTION_VERB}\\s+(?!(?:it|them|these|each|both|all|the|a|an)\\b)([^,;.!?\\n]{1,40}?)${place}((?:\\s*(?:,|\\band\\b|\\bn\\b|&)\\s*[^,;.!?\\n]{1,40}?${place})*)`,
    'g',
  );
  const more = new RegExp(`\\s*(?:,|\\band\\b|\\bn\\b|&)\\s*([^,;.!?\\n]{1,40}?)${place}`, 'g');
  for (const match of lower.matchAll(trailing)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken(start, end)) continue;
    const items = [{ text: match[1]!, ...slotOf(match[2]!) }];
    for (const other of (match[3] ?? '').matchAll(more)) items.push({ text: other[1]!, ...slotOf(other[2]!) });
    const named = items.some((item) => item.named);
    if (items.length < 2 && !named) continue;
    // "at the top", "in the middle": a place on the canvas, not a picture.
    if (items.some((item) => /^(?:top|bottom|middle)$/.test(item.word) && !item.named)) continue;
    let cursor = start + match[0].indexOf(' ');
    for (const item of items) {
      const at = lower.indexOf(item.text, cursor);
      add(item.word, at, at + item.text.length, prompt.slice(at, at + item.text.length));
      cursor = at + item.text.length;
    }
    found.spans.push([start, end]);
  }

  // "caption them real and fake", "label them 1 2 3", "captions: buy, hold, sell", "write "then" and "now"".
  const list = new RegExp(
    `\\b(?:(?:caption|label|title|name)s?\\s+(?:them|these|those|em|'em|each(?:\\s+(?:one|pic|picture|image|photo))?|(?:both|all)(?!\\s+of\\s+(?!them|the\\b))(?:\\s+(?:of\\s+them|(?:of\\s+)?the\\s+(?:pics|pictures|images|photos|two|three)|pics|pictures|images|photos))?|the\\s+(?:pics|pictures|images|photos|two|three))\\s*(?:as\\s+|with\\s+)?:?|(?:captions|labels)\\s*:|(?:with\\s+)?(?:captions|labels)\\s+(?!(?:under|on|for|below|over|in|at)\\b)|captioned\\s+|(?:text|captions?|labels?)\\s+(?:under|on|for|below|over)\\s+(?:each|both|all)(?:\\s+(?:one|pic|picture|image|photo)s?)?\\s*:?|(?:write|put|add)\\s+(?=["“']))\\s*`,
    'g',
  );
  for (const match of lower.matchAll(list)) {
    const start = match.index;
    const from = start + match[0].length;
    if (taken(start, from)) continue;
    let end = from;
    while (end < lower.length && !/[.;!?\n]/.test(lower[end]!)) {
      if (/[\s,]/.test(lower[end]!) && NEXT_INSTRUCTION.test(lower.slice(end))) break;
      end += 1;
    }
    const written = prompt.slice(from, end);
    const quoted = [...written.matchAll(/"([^"]*)"|“([^”]*)”|'([^']*)'/g)].map(
      (quote) => quote[1] ?? quote[2] ?? quote[3]!,
    );
    let items = quoted.length > 0 ? quoted : written.split(/\s*,\s*(?:and\s+)?|\s+(?:and|n|&)\s+|\s*[/|]\s*/);
    items = items.map((item) => item.trim()).filter(Boolean);
    const words = items.length === 1 ? items[0]!.split(/\s+/) : [];
    const numbered = words.length > 1 && words.every((word) => /^(?:\d+|\w)$/.test(word));
    if (numbered || (words.length === pictures && words.every((word) => !NOT_A_WORD_CAPTION.test(word.toLowerCase()))))
      items = words;
    // "write "GM" and "GN"": quoted texts, one a picture, none put in a place of its own.
    const quotedOnly = /^(?:write|put|add)\b/.test(match[0]);
    if (items.length < 2) continue;
    // "with captions 2017 and 2025", "captioned 1, 2 and 3": a list without a colon is one a picture.
    if (/^(?:with\s+)?(?:captions|labels)\s+\w|^captioned/.test(match[0] + written) && items.length !== pictures)
      continue;
    if (
      quotedOnly &&
      (quoted.length !== items.length ||
        items.length > pictures ||
        PLACE_WORD.test(written.replace(/"[^"]*"|“[^”]*”|'[^']*'/g, '')))
    )
      continue;
    found.spans.push([start, end]);
    items.forEach((text, picture) => {
      if (picture < pictures) found.captions.push({ text, picture });
      else found.unmatched.push({ part: text, reason: `there are only ${pictures} pictures` });
    });
    if (items.length < pictures)
      found.unmatched.push({
        part: prompt.slice(start, end).trim(),
        reason: `${items.length} captions for ${pictures} pictures: the last ${pictures - items.length === 1 ? 'has' : 'have'} none`,
      });
  }

  // Places of one kind name their layout; a corner among them, the grid.
  if (arrangements.includes('grid')) found.arrangement = 'grid';
  else if (arrangements.length > 0 && arrangements.every((one) => one === arrangements[0]))
    found.arrangement = arrangements[0];
  found.captions.sort((a, b) => a.picture - b.picture);
  return found;
}

/** The prompt with the spans read here blanked to spaces (its length kept, so positions hold). */
export function blankSpans(prompt: string, spans: Array<[number, number]>): string {
  let text = prompt;
  for (const [start, end] of spans) text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
  return text;
}
