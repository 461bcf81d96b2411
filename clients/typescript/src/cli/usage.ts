/** Edits (insertions, deletions, substitutions, swaps of neighbours) from one word to another. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known word a mistyped one most likely meant: the closest within a third of its length (at
 * least one edit), or one it starts or is the start of; undefined when none is close.
 */
export function closest(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  const allowed = Math.max(1, Math.floor(typed.length / 3));
  const ranked = known
    .map((each) => ({ each, edits: distance(typed, each.toLowerCase()) }))
    .filter(({ each, edits }) => edits <= allowed || (typed.length >= 3 && each.startsWith(typed)))
    .sort((a, b) => a.edits - b.edits);
  return ranked[0]?.each;
}

/** ` (did you mean X?)` for a mistyped word, else nothing. */
export function didYouMean(word: string, known: readonly string[]): string {
  const match = closest(word, known);
  return match === undefined ? '' : `; did you mean ${match}?`;
}

/**
 * node:util parseArgs' error for an option it does not know, as one line naming the option and the
 * closest one the command takes; any other error as it is.
 */
export function optionError(
  error: unknown,
  options: Record<string, { type: string; short?: string }>,
  command: string,
): Error {
  const code = (error as { code?: string }).code;
  if (code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return error as Error;
  const typed = /'(-[^']*)'/.exec((error as Error).message)?.[1] ?? '';
  const names = Object.entries(options).flatMap(([long, { short }]) => [`--${long}`, ...(short ? [`-${short}`] : [])]);
  const suggestion = didYouMean(typed.split('=')[0]!, names);
  return new UsageError(`${command} has no option ${typed}${suggestion}`);
}

/** A mistake in the command's arguments: exit 2, before any request. */
export class UsageError extends Error {}
