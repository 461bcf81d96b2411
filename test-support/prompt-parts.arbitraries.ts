import fc from 'fast-check';
import type { EditPlan } from '../lib/engines/image_edit/local/plan';

/**
 * Generated requests for the property test of the prompt grammar (prompt-parts.property.test.ts):
 * effects × connectives × captions × positions, with borders and stickers among the parts, each
 * request with the parts it asks for; and what the plan made of each part.
 */

/** One part of a request, in the two ways it can be written. */
interface Written {
  /** As an instruction: "make it black and white", "add a caption "GM"". */
  verb: string;
  /** As a noun phrase, after "with": "a black and white filter", "a caption "GM"". */
  noun: string;
}

export type Part = Written &
  (
    | { kind: 'effect'; step: string; arg?: string }
    /** Something the editor cannot do: its ignored part must hold `key`. */
    | { kind: 'cannot'; key: string }
    | { kind: 'caption'; text: string; colour?: string }
    | { kind: 'border'; colour: string }
    | { kind: 'sticker'; symbol: string }
  );

const TINTS = ['red', 'blue', 'green', 'purple', 'pink', 'yellow', 'orange', 'gold', 'teal'];

/** Written forms of one effect: instructions, and noun phrases (the instructions serve when none is given). */
type Unwritten = Part extends infer P ? (P extends Part ? Omit<P, 'verb' | 'noun'> : never) : never;
const forms = (part: Unwritten, verbs: string[], nouns: string[] = verbs): fc.Arbitrary<Part> =>
  fc
    .tuple(fc.constantFrom(...verbs), fc.constantFrom(...nouns))
    .map(([verb, noun]) => ({ ...part, verb, noun }) as Part);

const effect: fc.Arbitrary<Part> = fc.oneof(
  forms(
    { kind: 'effect', step: 'grayscale' },
    [
      'make it black and white',
      'black and white',
      'b&w',
      'black & white',
      'grayscale',
      'make it greyscale',
      'monochrome',
      'turn it black and white',
      'convert it to black and white',
      'go full black and white',
    ],
    ['a black and white filter', 'black and white', 'a grayscale look', 'b&w', 'a noir style', 'monochrome colours'],
  ),
  forms(
    { kind: 'effect', step: 'sepia' },
    ['sepia', 'make it sepia', 'give it a sepia look', 'make it look vintage', 'old photo style', 'sepia tone'],
    ['a sepia filter', 'a vintage look', 'sepia tones', 'an old photo look'],
  ),
  forms(
    { kind: 'effect', step: 'flip', arg: 'horizontal' },
    ['flip it', 'mirror it', 'mirror the image', 'flip it horizontally', 'mirrored'],
    ['a mirror flip', 'the image mirrored'],
  ),
  forms({ kind: 'effect', step: 'flip', arg: 'vertical' }, ['flip it upside down', 'flip it vertically']),
  forms(
    { kind: 'effect', step: 'pixelate' },
    ['pixelate it', 'pixel art', '8-bit', 'make it pixelated', 'pixel art style', 'make it 8 bit'],
    ['a pixel art look', 'an 8-bit style', 'pixelation', 'a mosaic effect'],
  ),
  fc
    .tuple(
      fc.constantFrom(...TINTS),
      fc.constantFrom(
        'tint it {c}',
        'give it a {c} tint',
        '{c} tint',
        'make it {c}',
        'add a {c} filter',
        'turn it {c}',
      ),
      fc.constantFrom('a {c} tint', 'a {c} filter', 'a {c} hue', 'a {c} overlay'),
    )
    .map(([colour, verb, noun]): Part => ({
      kind: 'effect',
      step: 'tint',
      arg: colour,
      verb: verb.replace('{c}', colour),
      noun: noun.replace('{c}', colour),
    })),
  forms({ kind: 'effect', step: 'invert' }, ['invert it', 'invert the colours', 'negative'], ['inverted colours']),
  forms({ kind: 'effect', step: 'blur' }, ['blur it', 'make it blurry', 'blur it slightly'], ['a blur', 'a soft blur']),
  forms({ kind: 'effect', step: 'rotate' }, ['rotate it 90 degrees', 'upside down', 'rotate it 180']),
  forms({ kind: 'effect', step: 'brightness' }, ['brighten it', 'darken it', 'make it brighter']),
  forms({ kind: 'effect', step: 'sharpen' }, ['sharpen it'], ['a sharpen']),
  forms({ kind: 'effect', step: 'contrast' }, ['more contrast', 'increase the contrast'], ['more contrast']),
  forms(
    { kind: 'effect', step: 'deep-fry' },
    ['deep fry it', 'make it deep fried', 'deepfry it'],
    ['a deep fried look'],
  ),
  forms({ kind: 'effect', step: 'vaporwave' }, ['make it vaporwave', 'vaporwave it'], ['a vaporwave aesthetic']),
);

/** Looks and edits the editor cannot do (it draws and filters, never generates). */
const cannot: fc.Arbitrary<Part> = fc.constantFrom(
  ...[
    { verb: 'make it look like a painting', noun: 'a painting look', key: 'painting' },
    { verb: 'give it a cartoon look', noun: 'a cartoon look', key: 'cartoon' },
    { verb: 'cartoon style', noun: 'a cartoon style', key: 'cartoon' },
    { verb: 'anime style', noun: 'an anime style', key: 'anime' },
    { verb: 'turn it into an oil painting', noun: 'an oil painting effect', key: 'oil painting' },
    { verb: 'make it look like a sketch', noun: 'a pencil sketch look', key: 'sketch' },
    { verb: 'watercolor style', noun: 'a watercolor effect', key: 'watercolor' },
    { verb: 'give it a comic book look', noun: 'a comic book style', key: 'comic' },
    { verb: 'add a hat on the dog', noun: 'a hat on the dog', key: 'hat' },
    { verb: 'remove the background', noun: 'no background', key: 'background' },
    { verb: 'glitch effect', noun: 'a glitch effect', key: 'glitch' },
    { verb: 'make it cyberpunk', noun: 'a cyberpunk look', key: 'cyberpunk' },
    { verb: 'make the dog smile', noun: 'the dog smiling', key: 'smil' },
  ].map((part): Part => ({ kind: 'cannot', ...part })),
);

const LITERALS = [
  'GM',
  'gm frens',
  'WAGMI',
  'to the moon',
  'ser',
  'HODL',
  'wen lambo',
  'rekt',
  'LFG',
  'we are so back',
];
const ONE_WORD = ['GM', 'WAGMI', 'ser', 'HODL', 'rekt', 'LFG', 'gm', 'moon'];
const PLACES = ['', ' at the top', ' at the bottom', ' in the middle', ' on top', ' in the center'];
const TEXT_COLOURS = ['', ' in white', ' in yellow', ' in red', ' in black'];
const QUOTES: Array<[string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
  ['«', '»'],
];

const caption: fc.Arbitrary<Part> = fc.oneof(
  // Quoted, in any of the quotes the grammar reads.
  fc
    .tuple(
      fc.constantFrom(...LITERALS, 'to the moon 🚀', 'gm ☀️'),
      fc.constantFrom(...QUOTES),
      fc.constantFrom(
        'a caption',
        'the caption',
        'the text',
        'the words',
        'meme text',
        'a caption that says',
        'text reading',
      ),
      fc.constantFrom(...PLACES),
      fc.constantFrom(...TEXT_COLOURS),
    )
    .map(([text, [open, close], noun, place, colour]): Part => {
      const phrase = `${noun} ${open}${text}${close}${place}${colour}`;
      return {
        kind: 'caption',
        text,
        noun: phrase,
        verb: `add ${phrase}`,
        ...(colour ? { colour: colour.trim().slice(3) } : {}),
      };
    }),
  // Unquoted, named by the words around it.
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom(...PLACES), fc.constantFrom(...TEXT_COLOURS))
    .map(([text, place, colour]): Part => ({
      kind: 'caption',
      text,
      noun: `a caption saying ${text}${place}${colour}`,
      verb: `add a caption saying ${text}${place}${colour}`,
      ...(colour ? { colour: colour.trim().slice(3) } : {}),
    })),
  fc.tuple(fc.constantFrom(...ONE_WORD), fc.constantFrom(...PLACES)).map(([text, place]): Part => ({
    kind: 'caption',
    text,
    noun: `the word ${text}${place}`,
    verb: `put the word ${text}${place}`,
  })),
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom(' across the top', ' across it', ' at the bottom', ''))
    .map(([text, place]): Part => ({
      kind: 'caption',
      text,
      noun: `${text} written${place}`,
      verb: `write "${text}"${place}`,
    })),
  fc
    .constantFrom(...LITERALS)
    .map((text): Part => ({ kind: 'caption', text, noun: `the caption ${text}`, verb: `caption it ${text}` })),
  // A colour for the letters before the caption's noun.
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom('white', 'yellow', 'red', 'big red', 'small white'))
    .map(([text, style]): Part => ({
      kind: 'caption',
      text,
      noun: `${style} text "${text}"`,
      verb: `write "${text}" in ${style} letters`,
      colour: style.split(' ').at(-1)!,
    })),
);

const border: fc.Arbitrary<Part> = fc
  .tuple(fc.constantFrom('red', 'gold', 'black', 'white', 'pink'), fc.constantFrom('border', 'frame', 'thick border'))
  .map(([colour, noun]): Part => ({
    kind: 'border',
    colour,
    noun: `a ${colour} ${noun}`,
    verb: `add a ${colour} ${noun}`,
  }));

const sticker: fc.Arbitrary<Part> = fc
  .tuple(
    fc.constantFrom(['🚀', 'rocket'], ['👑', 'crown'], ['🔥', 'fire']),
    fc.constantFrom(' in the corner', ' in the top left corner', ''),
  )
  .map(([[symbol, name], place]): Part => ({
    kind: 'sticker',
    symbol: symbol!,
    noun: `a ${name} emoji${place}`,
    verb: `add a ${name} emoji${place}`,
  }));

export interface Request {
  prompt: string;
  parts: Part[];
}

/** How one part follows another: "with" and "w/" take a noun phrase, the others either form. */
const JOINS: Array<[string, 'noun' | 'verb' | 'either']> = [
  [' with ', 'noun'],
  [' w/ ', 'noun'],
  [' and ', 'either'],
  [', then ', 'verb'],
  [' then ', 'verb'],
  [', ', 'either'],
  ['. ', 'verb'],
  ['; ', 'either'],
  [' + ', 'either'],
  [' plus ', 'noun'],
  [', and ', 'either'],
];

/** The request's wrapping: how meme makers open and close one. */
const OPENINGS = ['', '', '', 'pls ', 'can you ', 'yo ', 'ok so '];
const CLOSINGS = ['', '', '', ' pls', ' please', '!!', ' 🙏', ' lol', ' thx', '.'];

const writeAs = (part: Part, form: 'noun' | 'verb' | 'either', pick: boolean) =>
  form === 'noun' ? part.noun : form === 'verb' ? part.verb : pick ? part.noun : part.verb;

/** A request of two or three parts, at least one effect (or look it cannot do) and one caption, in any order. */
export const request: fc.Arbitrary<Request> = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: effect }, { weight: 1, arbitrary: cannot }),
    caption,
    fc.option(fc.oneof(effect, cannot, border, sticker), { freq: 2 }),
    fc.constantFrom<'effect first' | 'caption first' | 'with caption first'>(
      'effect first',
      'caption first',
      'with caption first',
    ),
    fc.array(fc.tuple(fc.constantFrom(...JOINS), fc.boolean()), { minLength: 2, maxLength: 2 }),
    fc.constantFrom(...OPENINGS),
    fc.constantFrom(...CLOSINGS),
  )
  .filter(([first, , third]) => !(third?.kind === 'effect' && first.kind === 'effect' && third.step === first.step))
  .map(([first, text, third, order, joins, opening, closing]) => {
    const parts = order === 'effect first' ? [first, text] : [text, first];
    if (third) parts.push(third);
    let prompt =
      order === 'with caption first'
        ? `with ${text.noun}, ${first.verb}`
        : writeAs(parts[0]!, joins[0]![1] ? 'noun' : 'verb', false);
    const from = order === 'with caption first' ? 2 : 1;
    parts.slice(from).forEach((part, index) => {
      const [[join, form], pick] = joins[index + from - 1]!;
      prompt += join + writeAs(part, form, pick);
    });
    return { prompt: opening + prompt + closing, parts };
  });

/** What went wrong with each generated part: none when every part ended in the plan as asked. */
export function problems(plan: EditPlan, parts: Part[]): string[] {
  const otherColours = parts.flatMap((part) =>
    part.kind === 'effect' && part.step === 'tint' ? [part.arg] : part.kind === 'border' ? [part.colour] : [],
  );
  const ignoredHolds = (key: string) => plan.ignored.some((ignored) => ignored.toLowerCase().includes(key));
  return parts.flatMap((part) => {
    switch (part.kind) {
      case 'caption': {
        const drawn = plan.texts.find((text) => text.text === part.text);
        if (!drawn) return [`caption ${JSON.stringify(part.text)} dropped`];
        if (part.colour && drawn.colour.name !== part.colour)
          return [`caption in ${drawn.colour.name}, asked ${part.colour}`];
        if (!part.colour && !['black', 'white'].includes(drawn.colour.name) && otherColours.includes(drawn.colour.name))
          return [`caption took another part's colour ${drawn.colour.name}`];
        return [];
      }
      case 'cannot':
        return ignoredHolds(part.key) ? [] : [`${JSON.stringify(part.verb)} neither done nor ignored`];
      case 'border':
        return plan.border?.name === part.colour
          ? []
          : [`border ${plan.border?.name ?? 'dropped'}, asked ${part.colour}`];
      case 'sticker':
        return plan.stickers.some((drawn) => drawn.symbol === part.symbol) ? [] : [`sticker ${part.symbol} dropped`];
      case 'effect': {
        const step = plan.steps.find((candidate) => candidate.kind === part.step);
        if (!step) return [`${part.step} dropped`];
        if (part.arg && step.kind === 'tint' && step.name !== part.arg) return [`tint ${step.name}, asked ${part.arg}`];
        if (part.arg && step.kind === 'flip' && step.axis !== part.arg) return [`flip ${step.axis}, asked ${part.arg}`];
        return [];
      }
    }
  });
}
