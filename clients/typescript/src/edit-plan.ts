import { editPlanWords, type PlanWords } from './edit-plan-words.ts';

/**
 * What image edit did, from its `X-Edit-Plan` header: the steps the editor applied, in order, and
 * the parts of the prompt it did not understand and left out. The embedded editor sends it; a hosted
 * model does not (the plan is then null).
 */
export interface EditPlan {
  /** The steps applied, as the header names them: `grayscale`, `caption("Hello" bottom band …)`, … */
  applied: string[];
  /** The parts of the prompt left out, as the prompt said them: `remove the background`. */
  ignored: string[];
  /** The header as it came. */
  header: string;
  /** The plan in words a person understands: a sentence per step, and why each ignored part was not done. */
  words: PlanWords;
}

/** The plan in an `X-Edit-Plan` header value; null when there is none. */
export function parseEditPlan(header: string | null): EditPlan | null {
  if (header === null) return null;
  const steps = header.trim() === 'none' ? [] : splitSteps(header);
  const ignored = steps.flatMap((step) => {
    // The quoted words; anything the service adds after them (a reason) stays readable in `header`.
    const match = /^ignored\("([^"]*)"/.exec(step);
    return match ? [unescape(match[1] ?? '')] : [];
  });
  return {
    applied: steps.filter((step) => !step.startsWith('ignored(')),
    ignored,
    header,
    words: editPlanWords(header),
  };
}

/** Steps are `; `-separated; quoted text never holds a `"` (it is escaped as \u{22}) but may hold `; `. */
function splitSteps(header: string): string[] {
  const steps: string[] = [];
  let quoted = false;
  let current = '';
  for (let index = 0; index < header.length; index += 1) {
    const char = header[index]!;
    if (char === '"') quoted = !quoted;
    if (!quoted && char === ';' && header[index + 1] === ' ') {
      steps.push(current.trim());
      current = '';
      index += 1;
      continue;
    }
    current += char;
  }
  if (current.trim()) steps.push(current.trim());
  return steps;
}

/** Quoted text carries anything but printable ASCII (and `"`, `\`) as \u{hex}. */
const unescape = (text: string) =>
  text.replace(/\\u\{([0-9a-f]+)\}/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
