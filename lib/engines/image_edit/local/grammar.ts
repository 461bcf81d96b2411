/**
 * The first stage of reading a prompt: literal (quoted) text is lifted out, then the rest is split
 * into clauses on punctuation and joining words, each clause to be read as one operation.
 */

const QUOTED =
  /"([^"]+)"|“([^”]+)”|«([^»]+)»|„([^“”]+)[“”]|(?<=^|[\s(:])'([^']+)'(?=$|[\s.,;:!?)])|(?<=^|[\s(:])‘([^’]+)’/g;

export interface Quoted {
  text: string;
  start: number;
  end: number;
}

/** Lifts out the quoted texts and blanks them, keeping every other character's position. */
export function splitQuotes(prompt: string): { text: string; quotes: Quoted[] } {
  const quotes: Quoted[] = [];
  const text = prompt.replace(QUOTED, (whole: string, ...rest: unknown[]) => {
    const groups = rest.slice(0, 6) as Array<string | undefined>;
    const offset = rest[6] as number;
    const quoted = groups.find((group) => group !== undefined)?.trim();
    if (quoted) quotes.push({ text: quoted, start: offset, end: offset + whole.length });
    return ' '.repeat(whole.length);
  });
  return { text, quotes };
}

export interface Clause {
  /** Lower-cased clause text with quotes blanked. */
  text: string;
  /** The clause as written, quotes included. */
  source: string;
  start: number;
  end: number;
  quotes: string[];
}

/** Pairs of words whose "and" joins them into one phrase ("black and white"), not two clauses. */
const JOINED: Array<[RegExp, RegExp]> = [
  [/\b(?:black|b)\s*$/, /^\s*(?:white|w)\b/],
  [/\btop\s*$/, /^\s*bottom\b/],
  [/\bleft\s*$/, /^\s*right\b/],
  [/\babove\s*$/, /^\s*below\b/],
];
const BREAK = /[,;\n]|[.!?](?=\s|$)|\b(?:and|then|plus|also|but|after that|as well as)\b/g;

/** Splits the quote-blanked prompt into clauses; quotes go with the clause they sit in. */
export function splitClauses(prompt: string): Clause[] {
  const { text, quotes } = splitQuotes(prompt);
  const lower = text.toLowerCase();
  const cuts: Array<[number, number]> = [];
  for (const match of lower.matchAll(BREAK)) {
    const at = match.index;
    const before = lower.slice(Math.max(0, at - 12), at);
    const after = lower.slice(at + match[0].length, at + match[0].length + 12);
    if (JOINED.some(([left, right]) => left.test(before) && right.test(after))) continue;
    cuts.push([at, at + match[0].length]);
  }
  const clauses: Clause[] = [];
  let from = 0;
  for (const [cutStart, cutEnd] of [...cuts, [lower.length, lower.length] as [number, number]]) {
    const start = from;
    const end = cutStart;
    from = cutEnd;
    const inside = quotes.filter((quote) => quote.start >= start && quote.end <= end).map((quote) => quote.text);
    if (lower.slice(start, end).trim() === '' && inside.length === 0) continue;
    clauses.push({
      text: lower.slice(start, end),
      source: prompt.slice(start, end).trim(),
      start,
      end,
      quotes: inside,
    });
  }
  return clauses;
}
