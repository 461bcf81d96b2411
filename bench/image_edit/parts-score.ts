import { ignoredReason, planEntries, type PlanEntry } from '../../clients/typescript/src/edit-plan-words';
import type { Part } from './phrasings';

/** What became of one part of a request. */
export type Outcome = 'applied' | 'owned' | 'dropped';

export interface PartResult {
  part: Part;
  outcome: Outcome;
  /** For an owned part: why the plan says it was not done. For an applied one with a flaw: the flaw. */
  note?: string;
  /** Applied, but not as asked (a caption in the effect's colour, in the wrong place). */
  wrong?: boolean;
}

const COLOUR_WORDS =
  /\b(?:red|green|blue|yellow|orange|purple|violet|pink|magenta|cyan|teal|turquoise|brown|gold|golden|silver|gray|grey|black|white|navy|lime|olive|maroon|indigo|lavender|beige|crimson|amber)\b/g;

/** A text entry's style words: placement, band|over, size, colour, … */
const style = (entry: PlanEntry) =>
  entry.args
    .replace(/"(?:[^"\\]|\\.)*"/, '')
    .trim()
    .split(/\s+/);

function stepMatches(part: Extract<Part, { kind: 'step' }>, entry: PlanEntry): boolean {
  if (entry.kind !== part.step) return false;
  if (part.name === undefined) return true;
  if (part.step === 'brightness') return (Number.parseFloat(entry.args) > 1 ? 'up' : 'down') === part.name;
  return entry.args === part.name || entry.args.startsWith(`${part.name} `);
}

/** Whether an ignored entry names the part: it holds the words that asked for it. */
const names = (entry: PlanEntry, said: string) =>
  entry.kind === 'ignored' && (entry.text ?? entry.args).toLowerCase().includes(said.toLowerCase());

/**
 * Scores one part against the plan's entries. `effectColours` are colour words the prompt gave to
 * something other than its text (a tint, a border, a background): a caption in one of them, when the
 * request gave the caption no colour, took a colour that was not its own.
 */
export function scorePart(part: Part, entries: PlanEntry[], effectColours: Set<string>): PartResult {
  const owned = entries.find((entry) => names(entry, part.said));
  const ownedResult = (): PartResult =>
    owned
      ? { part, outcome: 'owned', note: owned.reason ?? ignoredReason(owned.text ?? owned.args) }
      : { part, outcome: 'dropped' };
  switch (part.kind) {
    case 'cannot':
      return ownedResult();
    case 'step':
      return entries.some((entry) => stepMatches(part, entry)) ? { part, outcome: 'applied' } : ownedResult();
    case 'text': {
      const entry = entries.find(
        (candidate) => (candidate.kind === 'caption' || candidate.kind === 'meme-text') && candidate.text === part.text,
      );
      if (!entry) return ownedResult();
      const [placement, , , colour] = style(entry);
      const flaws = [
        part.colour && colour !== part.colour ? `colour ${colour}, asked ${part.colour}` : '',
        !part.colour && colour && effectColours.has(colour) ? `colour ${colour} taken from an effect` : '',
        part.placement && placement !== part.placement ? `at the ${placement}, asked ${part.placement}` : '',
        part.picture !== undefined && !new RegExp(`\\bpicture ${part.picture}\\b`).test(entry.args)
          ? `not in picture ${part.picture}'s cell`
          : '',
        part.meme !== undefined && (entry.kind === 'meme-text') !== part.meme
          ? `not ${part.meme ? 'meme text' : 'a caption'}`
          : '',
      ].filter(Boolean);
      return flaws.length > 0
        ? { part, outcome: 'applied', wrong: true, note: flaws.join(', ') }
        : { part, outcome: 'applied' };
    }
    case 'border': {
      const entry = entries.find((candidate) => candidate.kind === 'border' || /ring /.test(candidate.args));
      if (!entry) return ownedResult();
      const wrong = part.colour !== undefined && !entry.args.includes(part.colour);
      return wrong ? { part, outcome: 'applied', wrong, note: `border ${entry.args}` } : { part, outcome: 'applied' };
    }
    case 'background': {
      const entry = entries.find((candidate) => candidate.kind === 'background');
      if (!entry) return ownedResult();
      return entry.args.includes(part.colour)
        ? { part, outcome: 'applied' }
        : { part, outcome: 'applied', wrong: true, note: `background ${entry.args}` };
    }
    case 'shape':
      return entries.some((entry) => entry.kind === part.shape) ? { part, outcome: 'applied' } : ownedResult();
    case 'sticker': {
      const drawn = entries.filter((entry) => entry.kind === 'sticker' && entry.text === part.symbol);
      if (drawn.length === 0) return ownedResult();
      const at = part.at;
      return at === undefined || drawn.some((entry) => style(entry)[0] === at)
        ? { part, outcome: 'applied' }
        : { part, outcome: 'applied', wrong: true, note: `sticker at ${style(drawn[0]!)[0]}, asked ${at}` };
    }
    case 'drawn':
      return entries.some((entry) => entry.kind === 'text') ? { part, outcome: 'applied' } : ownedResult();
  }
}

/**
 * Colour words the request says of its parts other than the text. Black and white are left out:
 * they are a caption's own defaults, so a caption in them tells nothing.
 */
export function effectColoursOf(parts: Part[]): Set<string> {
  const colours = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'text') continue;
    for (const match of part.said.toLowerCase().matchAll(COLOUR_WORDS)) colours.add(match[0]);
    if (part.kind === 'step' && part.name) colours.add(part.name);
  }
  colours.delete('black');
  colours.delete('white');
  return colours;
}

export interface RequestResult {
  parts: PartResult[];
  /**
   * Every part the editor can do applied as asked, every other owned up to (and, when the request is
   * scored strictly, nothing owned up to that it never asked for).
   */
  whole: boolean;
  /** Parts the plan says it ignored that name none of the request's parts it cannot do. */
  spurious: string[];
}

/**
 * Scores a request's parts against its plan. `strict`: an ignored part the request never asked for
 * (the plan owning up to "crop" after cropping, or to "gm") keeps the request from being done whole.
 */
export function scoreRequest(parts: Part[], header: string, { strict = false } = {}): RequestResult {
  const entries = planEntries(header);
  const colours = effectColoursOf(parts);
  const results = parts.map((part) => scorePart(part, entries, colours));
  const cannot = parts.filter((part) => part.kind === 'cannot');
  const spurious = entries
    .filter((entry) => entry.kind === 'ignored' && !cannot.some((part) => names(entry, part.said)))
    .map((entry) => entry.text ?? entry.args);
  const whole =
    results.every((result) =>
      result.part.kind === 'cannot' ? result.outcome === 'owned' : result.outcome === 'applied' && !result.wrong,
    ) &&
    (!strict || spurious.length === 0);
  return { parts: results, whole, spurious };
}
