import { COLOURS, SHADE } from './colours';
import { NAMED_EMOJI } from './emoji';

/**
 * The last stage of reading a prompt: within a clause that some reader acted on, the words no reader
 * used. Most are the words every request is wrapped in ("make it", "give it a … look", "with a",
 * "please"); a word that is not ("cartoon", "painting", "glitch") belongs to a part of the prompt
 * the editor did not do, which the plan must then say it ignored.
 */

/** Words that ask for nothing by themselves: articles, pronouns, the verbs and nouns requests are wrapped in, amounts and directions of the filters. */
const GLUE = new Set(
  (
    "a an the it its it’s it's this that these those them em they everything all whole entire one ones each both " +
    'with w and or in on at of to into onto as for from by over up down out off than then also plus but ' +
    'make made makes making turn turned turning give gave giving add added adding put set apply applied use using do ' +
    'create generate design fix meme memes ' +
    'place placed stick slap keep leave show have has got change changed convert converted transform transformed ' +
    "go get let lets let’s let's can could would will should you u i we me my our your us " +
    'want wants need needs like look looks looking looked feel feeling style styled effect effects filter filters version mode ' +
    'vibe vibes tone toned toning aesthetic treatment photo photos picture pictures pic pics pix image images img imgs foto fotos ' +
    'please pls plz thanks thank thx just also too really very so some bit little lil slightly more less much lot lots ' +
    'extra super kinda kind sort quite pretty nice now again is are be being was make’s ' +
    'increase increased raise raised boost boosted crank cranked bump bumped reduce reduced lower lowered higher decrease ' +
    'decreased drop heavily heavy strongly strong extremely extreme intense intensely mild mildly subtle subtly ' +
    'gently gentle lightly somewhat softly touch hard way massively significantly dramatically dramatic amount level ' +
    'degrees degree deg clockwise counterclockwise anticlockwise left right horizontal horizontally vertical vertically ' +
    'percent times x colours colors colour color whole entire thing tones soft full details detail ' +
    // How meme makers open and close a request.
    'ok okay yo hey hi lol lmao haha thx ty bro pls plz kindly quickly well gimme ngl tbh imo fr until till idk same ' +
    // The hedges and intensifiers of chat slang: "lowkey want this", "hella saturated", "pixelated af".
    'lowkey highkey hella af frfr deadass max maximum unrecognizable unrecognisable recognition oblivion ' +
    // When: "today we make it vintage", "rn", "asap".
    'today tonight rn asap ' +
    // Thanks and please in the other languages people mix in, and the hedges of polite English.
    "por favor gracias merci danke bitte onegai arigato possibly maybe perhaps preferably ideally i'd id " +
    // Greetings and the people a post is written to.
    'gm gn gmgm frens fren ser sers anon fam guys yall two three four both him her his hers he she ' +
    // The openings of a chat message: "hello there.", "quick one.", "help pls".
    'hello hiya sup wassup there everyone everybody quick question help hmm hmmm umm uhh needed compare first firstly'
  ).split(/\s+/),
);

/** Laughter, typed as long as the writer likes ("lol", "lolll", "lmaooo", "lmfao", "hahaha"): it asks for nothing. */
export const LAUGHTER = 'l+m+f?a+o+|l+o+l+(?:o+l+)*|(?:h+a+){2,}h*';
const LAUGHTER_WORD = new RegExp(`^(?:${LAUGHTER})$`);
const isGlue = (word: string) => GLUE.has(word) || LAUGHTER_WORD.test(word) || /^(?:\d+|x\d|\dx)$/.test(word);

/** Where on the picture: a text's or a sticker's place. */
const PLACE_WORDS =
  'top bottom middle centre center centred centered upper lower above below under underneath beneath across ' +
  'inside within header heading footer foot corner corners side sides edge edges around everywhere next beside near each every sky between ';
const SIZE_WORDS = 'big bigger large larger huge giant gigantic massive enormous small smaller tiny tall ';

/** Words a clause that holds text uses to say what the text is, where it goes and how it looks. */
export const TEXT_WORDS: ReadonlySet<string> = new Set(
  (
    'meme memes caption captions captioned captioning text texts title titled headline subtitle label labelled ' +
    'labeled word words letter letters lettering font fonts quote slogan tagline writing type typed typography impact ' +
    'write writes written wrote say says saying said read reads reading place stick slap spell spelled spelt print ' +
    'printed show showing display include insert overlay overlaid draw name ticker ' +
    PLACE_WORDS +
    SIZE_WORDS +
    'bold loud ' +
    'outline outlined outlines outlining stroke stroked strokes shadow shadowed shadows drop box background band bar ' +
    'banner highlight backdrop strip caps capital capitals uppercase lowercase only ' +
    // What a text is written on: "a sign that says closed", "a poster that says lost cat".
    'sign signs poster posters card placard billboard stamp watermark handle username hashtag ' +
    // What a logo's text is placed against: "under the logo", "inside the circle".
    'logo circle coin badge avatar pfp token icon ' +
    Object.keys(COLOURS).join(' ')
  ).split(/\s+/),
);

/** Words a clause that adds stickers uses: their place, their size, and the names of the emoji drawn. */
export function stickerWords(symbols: string[]): Set<string> {
  const bare = (symbol: string) => symbol.replace(/\uFE0F/g, '');
  const drawn = new Set(symbols.map(bare));
  const names = Object.entries(NAMED_EMOJI)
    .filter(([, symbol]) => drawn.has(bare(symbol)))
    .flatMap(([name]) => [name, `${name}s`, `${name}es`]);
  // Where a sticker is put, said by what is there: "on his head", "next to the text", "in the sky".
  const beside =
    symbols.length > 0
      ? 'few couple head heads face faces their sky text caption flag flags cover covered covering hide'
      : '';
  return new Set(
    `${PLACE_WORDS} ${SIZE_WORDS} emoji emojis sticker stickers icon icons symbol single ${beside} ${names.join(' ')}`
      .split(/\s+/)
      .filter(Boolean),
  );
}

/** Whether a text asks for something: it holds a word that is not only wrapping. */
export function asksForSomething(text: string): boolean {
  return [...text.toLowerCase().matchAll(WORD)].some((word) => !isGlue(word[0]));
}

const NEGATION = /\b(?:no|not|don'?t|do not|without|never|avoid|remove|skip)\s+(?:\w+\s+)?$/;
/** "no background" asks for the background to be removed, not for nothing. */
const REMOVAL = /\b(?:no|without)\s+(?:the\s+|a\s+)?(?:background|bg|backdrop)\b/;

/** "no blur", "don't invert": a part asked not to be done. */
export const negated = (text: string) => NEGATION.test(`${text} `) && !REMOVAL.test(text);
/** Words that join a part to the one before or after it, left off the ends of an unread part. */
const JOINING =
  /^(?:with|w|and|or|then|plus|also|but|in|on|at|of|to|into|onto|as|for|by|from|a|an|the|it|its|them|this|that)$/;

const WORD = /[\p{L}\p{N}]+(?:['’&-][\p{L}\p{N}]+)*/gu;

interface Word {
  text: string;
  start: number;
  end: number;
  /** A reader used it, or it is a text clause's own word. */
  read: boolean;
  glue: boolean;
}

/**
 * The parts of a clause no reader used, as written in the prompt: each a run of unused words holding
 * at least one that asks for something, without the joining words at its ends.
 *
 * `lower` is the lower-cased prompt with quoted text blanked; `start`/`end` bound the clause in it;
 * `used` are the spans the readers acted on (absolute positions); `own` are the words of the readers
 * that took the clause as a whole (a text's place and style, a sticker's name and corner).
 */
export function unreadParts(
  prompt: string,
  lower: string,
  { start, end }: { start: number; end: number },
  used: Array<[number, number]>,
  own: ReadonlySet<string>,
): string[] {
  const words: Word[] = [];
  for (const match of lower.slice(start, end).matchAll(WORD)) {
    const from = start + match.index;
    const to = from + match[0].length;
    const text = match[0];
    const readBySomeone = used.some(([usedFrom, usedTo]) => from < usedTo && to > usedFrom);
    // A colour written as #rrggbb is the letters' (text clauses read it).
    const textWord = own.has(text) || (own.has('caption') && lower[from - 1] === '#' && /^[0-9a-f]{6}$/.test(text));
    words.push({
      text,
      start: from,
      end: to,
      read: readBySomeone || textWord,
      glue: isGlue(text),
    });
  }
  // "dark red", "light blue": the shade goes with its colour, whoever read the colour.
  const shade = new RegExp(`^${SHADE}$`);
  for (const [index, word] of words.entries()) {
    const next = words[index + 1];
    if (shade.test(word.text) && next !== undefined && next.text in COLOURS) word.read ||= next.read;
  }
  const parts: string[] = [];
  let run: Word[] = [];
  const flush = () => {
    let first = 0;
    let last = run.length - 1;
    while (first <= last && JOINING.test(run[first]!.text)) first += 1;
    while (last >= first && JOINING.test(run[last]!.text)) last -= 1;
    const kept = run.slice(first, last + 1);
    run = [];
    if (!kept.some((word) => !word.glue)) return;
    const text = lower.slice(kept[0]!.start, kept.at(-1)!.end);
    // "no blur", "without a border": a part asked not to be done is not left undone.
    if (negated(`${lower.slice(Math.max(start, kept[0]!.start - 12), kept[0]!.start)}${text}`)) return;
    if (/^(?:no|not|don'?t|without|never)\b/.test(text) && !REMOVAL.test(text)) return;
    parts.push(prompt.slice(kept[0]!.start, kept.at(-1)!.end));
  };
  let previousEnd = start;
  for (const word of words) {
    // Something read between two words (a quote, an emoji sticker) ends the part before it.
    const between = used.some(
      ([usedFrom, usedTo]) => usedFrom >= previousEnd && usedTo <= word.start && usedTo > usedFrom,
    );
    if (word.read || between) flush();
    if (!word.read) run.push(word);
    previousEnd = word.end;
  }
  flush();
  return parts;
}
