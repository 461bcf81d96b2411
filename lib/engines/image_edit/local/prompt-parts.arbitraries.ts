import fc from 'fast-check';
import type { EditPlan } from './plan';

/**
 * Generated requests for the property test of the prompt grammar (prompt-parts.property.test.ts):
 * effects × connectives × captions × positions, each with the parts it asks for, and what the plan
 * made of each part.
 */

export interface Effect {
  /** How the request says it. */
  said: string;
  /** The step it must become; undefined when the editor cannot do it. */
  step?: string;
  /** The tint's colour name, a flip's axis. */
  arg?: string;
  /** For one the editor cannot do: the word its ignored part must hold. */
  key?: string;
}

const TINTS = ['red', 'blue', 'green', 'purple', 'pink', 'yellow', 'orange', 'gold', 'teal'];

const supported: fc.Arbitrary<Effect> = fc.oneof(
  fc
    .constantFrom(
      'make it black and white',
      'black and white',
      'b&w',
      'black & white',
      'grayscale',
      'make it greyscale',
      'monochrome',
      'turn it black and white',
      'convert it to black and white',
      'noir style',
    )
    .map((said) => ({ said, step: 'grayscale' })),
  fc
    .constantFrom(
      'sepia',
      'make it sepia',
      'give it a sepia look',
      'make it look vintage',
      'old photo style',
      'sepia tone',
    )
    .map((said) => ({ said, step: 'sepia' })),
  fc
    .constantFrom('flip it', 'mirror it', 'mirror the image', 'flip it horizontally', 'mirrored')
    .map((said) => ({ said, step: 'flip', arg: 'horizontal' })),
  fc.constantFrom('flip it upside down', 'flip it vertically').map((said) => ({ said, step: 'flip', arg: 'vertical' })),
  fc
    .constantFrom('pixelate it', 'pixel art', '8-bit', 'make it pixelated', 'pixel art style')
    .map((said) => ({ said, step: 'pixelate' })),
  fc
    .tuple(
      fc.constantFrom(TINTS[0]!, ...TINTS.slice(1)),
      fc.constantFrom(
        'tint it {c}',
        'give it a {c} tint',
        '{c} tint',
        'make it {c}',
        'add a {c} filter',
        'turn it {c}',
      ),
    )
    .map(([colour, form]) => ({ said: form.replace('{c}', colour), step: 'tint', arg: colour })),
  fc.constantFrom('invert it', 'invert the colours', 'negative').map((said) => ({ said, step: 'invert' })),
  fc.constantFrom('blur it', 'make it blurry', 'blur it slightly').map((said) => ({ said, step: 'blur' })),
  fc.constantFrom('rotate it 90 degrees', 'upside down').map((said) => ({ said, step: 'rotate' })),
  fc.constantFrom('brighten it', 'darken it', 'make it brighter').map((said) => ({ said, step: 'brightness' })),
  fc
    .constantFrom('sharpen it', 'more contrast')
    .map((said) => ({ said, step: said.startsWith('sharpen') ? 'sharpen' : 'contrast' })),
);

const unsupported: fc.Arbitrary<Effect> = fc.constantFrom(
  { said: 'make it look like a painting', key: 'painting' },
  { said: 'give it a cartoon look', key: 'cartoon' },
  { said: 'cartoon style', key: 'cartoon' },
  { said: 'anime style', key: 'anime' },
  { said: 'turn it into an oil painting', key: 'oil painting' },
  { said: 'make it look like a sketch', key: 'sketch' },
  { said: 'watercolor style', key: 'watercolor' },
  { said: 'give it a comic book look', key: 'comic' },
  { said: 'add a hat on the dog', key: 'hat' },
  { said: 'remove the background', key: 'remove the background' },
  { said: 'glitch effect', key: 'glitch' },
  { said: 'vaporwave aesthetic', key: 'vaporwave' },
);

export interface Caption {
  text: string;
  /** The caption as a noun phrase ("a caption "GM" at the top"), after "with" or alone. */
  noun: string;
  /** As an instruction ("add a caption "GM" at the top"). */
  verb: string;
  colour?: string;
}

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
const PLACES = ['', ' at the top', ' at the bottom', ' in the middle', ' on top'];
const TEXT_COLOURS = ['', ' in white', ' in yellow', ' in red', ' in black'];

const caption: fc.Arbitrary<Caption> = fc.oneof(
  // Quoted, in any of the quotes the grammar reads.
  fc
    .tuple(
      fc.constantFrom(...LITERALS),
      fc.constantFrom(['"', '"'], ['“', '”'], ["'", "'"], ['«', '»']),
      fc.constantFrom('a caption', 'the caption', 'the text', 'the words', 'meme text'),
      fc.constantFrom(...PLACES),
      fc.constantFrom(...TEXT_COLOURS),
    )
    .map(([text, [open, close], noun, place, colour]) => {
      const phrase = `${noun} ${open}${text}${close}${place}${colour}`;
      return { text, noun: phrase, verb: `add ${phrase}`, ...(colour ? { colour: colour.trim().slice(3) } : {}) };
    }),
  // Unquoted, named by the words around it.
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom(...PLACES), fc.constantFrom(...TEXT_COLOURS))
    .map(([text, place, colour]) => ({
      text,
      noun: `a caption saying ${text}${place}${colour}`,
      verb: `add a caption saying ${text}${place}${colour}`,
      ...(colour ? { colour: colour.trim().slice(3) } : {}),
    })),
  fc
    .tuple(fc.constantFrom(...ONE_WORD), fc.constantFrom(...PLACES))
    .map(([text, place]) => ({ text, noun: `the word ${text}${place}`, verb: `put the word ${text}${place}` })),
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom(' across the top', ' across it', ' at the bottom', ''))
    .map(([text, place]) => ({
      text,
      noun: `${text} written${place}`,
      verb: `write "${text}"${place}`,
    })),
  fc.constantFrom(...LITERALS).map((text) => ({ text, noun: `the caption ${text}`, verb: `caption it ${text}` })),
  // A colour for the letters before the caption's noun.
  fc
    .tuple(fc.constantFrom(...LITERALS), fc.constantFrom('white', 'yellow', 'red', 'big red', 'small white'))
    .map(([text, style]) => ({
      text,
      noun: `${style} text "${text}"`,
      verb: `write "${text}" in ${style} letters`,
      colour: style.split(' ').at(-1)!,
    })),
);

export type Part = { kind: 'effect'; effect: Effect } | { kind: 'caption'; caption: Caption };

const effectPart = (effect: Effect): Part => ({ kind: 'effect', effect });
const captionPart = (caption: Caption): Part => ({ kind: 'caption', caption });

export interface Request {
  prompt: string;
  parts: Part[];
}

/** Joins an effect and the caption after it: a noun phrase after "with", an instruction after the others. */
const EFFECT_THEN_CAPTION = fc.constantFrom(
  (e: string, c: Caption) => `${e} with ${c.noun}`,
  (e: string, c: Caption) => `${e} w/ ${c.noun}`,
  (e: string, c: Caption) => `${e} and ${c.verb}`,
  (e: string, c: Caption) => `${e}, then ${c.verb}`,
  (e: string, c: Caption) => `${e} then ${c.verb}`,
  (e: string, c: Caption) => `${e}, ${c.noun}`,
  (e: string, c: Caption) => `${e}. ${c.verb}`,
  (e: string, c: Caption) => `${e}; ${c.noun}`,
  (e: string, c: Caption) => `${e} + ${c.noun}`,
  (e: string, c: Caption) => `${e} plus ${c.noun}`,
);

const CAPTION_THEN_EFFECT = fc.constantFrom(
  (c: Caption, e: string) => `with ${c.noun}, ${e}`,
  (c: Caption, e: string) => `${c.verb} and ${e}`,
  (c: Caption, e: string) => `${c.verb}, then ${e}`,
  (c: Caption, e: string) => `${c.noun}, ${e}`,
  (c: Caption, e: string) => `${c.verb}. ${e}`,
);

const effect = fc.oneof({ weight: 3, arbitrary: supported }, { weight: 1, arbitrary: unsupported });

export const request: fc.Arbitrary<Request> = fc.oneof(
  fc.tuple(effect, caption, EFFECT_THEN_CAPTION).map(([e, c, join]) => ({
    prompt: join(e.said, c),
    parts: [effectPart(e), captionPart(c)],
  })),
  fc.tuple(caption, effect, CAPTION_THEN_EFFECT).map(([c, e, join]) => ({
    prompt: join(c, e.said),
    parts: [captionPart(c), effectPart(e)],
  })),
  // Two effects, then the caption.
  fc
    .tuple(effect, effect, caption, fc.constantFrom(' and ', ', ', ', then '), EFFECT_THEN_CAPTION)
    .filter(([first, second]) => first.step !== second.step || first.step === undefined)
    .map(([first, second, c, and, join]) => ({
      prompt: join(`${first.said}${and}${second.said}`, c),
      parts: [effectPart(first), effectPart(second), captionPart(c)],
    })),
  // An effect between two parts: a caption, then a border.
  fc
    .tuple(
      effect,
      caption,
      fc.constantFrom('a red border', 'a thick gold border', 'a black frame'),
      EFFECT_THEN_CAPTION,
    )
    .map(([e, c, frame, join]) => ({
      prompt: `${join(e.said, c)} and ${frame}`,
      parts: [effectPart(e), captionPart(c)],
    })),
);

/** What became of each generated part: why it fails, or undefined when it ended in the plan as asked. */
export function problems(plan: EditPlan, parts: Part[]): string[] {
  const tints = parts.flatMap((part) =>
    part.kind === 'effect' && part.effect.step === 'tint' ? [part.effect.arg] : [],
  );
  return parts.flatMap((part) => {
    if (part.kind === 'caption') {
      const drawn = plan.texts.find((text) => text.text === part.caption.text);
      if (!drawn) return [`caption ${JSON.stringify(part.caption.text)} dropped`];
      const colour = part.caption.colour;
      if (colour && drawn.colour.name !== colour) return [`caption in ${drawn.colour.name}, asked ${colour}`];
      if (!colour && tints.includes(drawn.colour.name)) return [`caption took the tint's colour ${drawn.colour.name}`];
      return [];
    }
    const { effect } = part;
    if (effect.step === undefined) {
      return plan.ignored.some((ignored) => ignored.toLowerCase().includes(effect.key!))
        ? []
        : [`${JSON.stringify(effect.said)} neither done nor ignored`];
    }
    const step = plan.steps.find((candidate) => candidate.kind === effect.step);
    if (!step) return [`${effect.step} (${JSON.stringify(effect.said)}) dropped`];
    if (effect.arg && step.kind === 'tint' && step.name !== effect.arg)
      return [`tint ${step.name}, asked ${effect.arg}`];
    if (effect.arg && step.kind === 'flip' && step.axis !== effect.arg)
      return [`flip ${step.axis}, asked ${effect.arg}`];
    return [];
  });
}
