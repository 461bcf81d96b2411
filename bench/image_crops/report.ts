/**
 * The tables of the crop eval: per slice of the set (real/composed, faces/no faces, each category,
 * each set) and aspect, the share of crops holding the subject and of text lines left whole, for the
 * engine and each baseline, tune and check side by side, and on check the engine minus the best
 * baseline (the floor: never below it).
 */
import type { Half } from './manifests';
import type { CropCase } from './eval-set';
import { table } from '../helpers';

export interface Tally {
  held: number;
  crops: number;
  whole: number;
  lines: number;
}

/** The slices a case counts in, most general first. */
export function slicesOf(image: Pick<CropCase, 'kind' | 'faces' | 'category' | 'set'>): string[] {
  const faces = image.faces.length > 0 ? 'faces' : 'no faces';
  return ['all', image.kind, faces, `${image.kind}, ${faces}`, `category ${image.category}`, `set ${image.set}`];
}

/** Scores by `method|half|slice|aspect`. */
export class Tallies {
  private readonly scores = new Map<string, Tally>();

  add(method: string, image: CropCase, aspect: string, held: boolean, linesWhole: number): void {
    for (const slice of slicesOf(image)) {
      const key = `${method}|${image.half}|${slice}|${aspect}`;
      const score = this.scores.get(key) ?? { held: 0, crops: 0, whole: 0, lines: 0 };
      score.held += held ? 1 : 0;
      score.crops += 1;
      score.whole += linesWhole;
      score.lines += image.text.length;
      this.scores.set(key, score);
    }
  }

  get(method: string, half: Half, slice: string, aspect: string): Tally {
    return this.scores.get(`${method}|${half}|${slice}|${aspect}`) ?? { held: 0, crops: 0, whole: 0, lines: 0 };
  }
}

const share = (part: number, whole: number) => (whole === 0 ? undefined : (100 * part) / whole);
const shown = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));

/**
 * The engine's share minus the best baseline's, and which baseline that is; undefined when the
 * slice has nothing to score.
 */
export function gapToBest(
  engine: number | undefined,
  baselines: Array<[string, number | undefined]>,
): { gap: number; best: string } | undefined {
  const scored = baselines.filter((entry): entry is [string, number] => entry[1] !== undefined);
  if (engine === undefined || scored.length === 0) return undefined;
  const [best, value] = scored.reduce((a, b) => (b[1] > a[1] ? b : a));
  return { gap: engine - value, best };
}

interface ReportInput {
  tallies: Tallies;
  cases: CropCase[];
  methods: readonly string[];
  aspects: readonly string[];
}

function orderedSlices(cases: CropCase[]): string[] {
  const seen = new Set<string>();
  for (const image of cases) for (const slice of slicesOf(image)) seen.add(slice);
  const rank = (slice: string) => (slice.startsWith('category ') ? 2 : slice.startsWith('set ') ? 3 : 1);
  const fixed = ['all', 'real', 'composed', 'faces', 'no faces'];
  return [...seen].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (fixed.includes(a) ? fixed.indexOf(a) : 99) - (fixed.includes(b) ? fixed.indexOf(b) : 99) ||
      a.localeCompare(b),
  );
}

/** The two tables (subject held; text lines whole) and the floor's failures on check. */
export function report({ tallies, cases, methods, aspects }: ReportInput): string {
  const [engine, ...baselines] = methods;
  const heldRows: string[][] = [];
  const lineRows: string[][] = [];
  const below: string[] = [];
  for (const slice of orderedSlices(cases))
    for (const aspect of aspects) {
      const n = (half: Half) => tallies.get(engine!, half, slice, aspect).crops;
      if (n('tune') + n('check') === 0) continue;
      const held = (method: string, half: Half) => {
        const t = tallies.get(method, half, slice, aspect);
        return share(t.held, t.crops);
      };
      const whole = (method: string, half: Half) => {
        const t = tallies.get(method, half, slice, aspect);
        return share(t.whole, t.lines);
      };
      const pair = (of: (method: string, half: Half) => number | undefined, method: string) =>
        `${shown(of(method, 'tune'))} / ${shown(of(method, 'check'))}`;
      const gap = gapToBest(
        held(engine!, 'check'),
        baselines.map((method) => [method, held(method, 'check')]),
      );
      if (gap && gap.gap < 0) below.push(`${slice} ${aspect}: ${gap.gap.toFixed(1)} (${gap.best})`);
      heldRows.push([
        slice,
        aspect,
        `${n('tune')} / ${n('check')}`,
        ...methods.map((method) => pair(held, method)),
        gap ? `${gap.gap >= 0 ? '+' : ''}${gap.gap.toFixed(1)} (${gap.best})${gap.gap < 0 ? ' ✗' : ''}` : '—',
      ]);
      const lines = (half: Half) => tallies.get(engine!, half, slice, aspect).lines;
      if (lines('tune') + lines('check') > 0)
        lineRows.push([
          slice,
          aspect,
          `${lines('tune')} / ${lines('check')}`,
          ...methods.map((method) => pair(whole, method)),
        ]);
    }
  return [
    'Subject held, % of crops (tune / check):',
    '',
    table(['slice', 'aspect', 'crops', ...methods, 'check: engine − best baseline'], heldRows),
    '',
    'Text lines left whole, % of lines (tune / check):',
    '',
    table(['slice', 'aspect', 'lines', ...methods], lineRows),
    '',
    below.length === 0
      ? 'Floor on check: the engine is at or above the best baseline on every slice.'
      : `Floor on check: the engine is below the best baseline on ${below.length} slice(s):\n${below.map((line) => `  ${line}`).join('\n')}`,
  ].join('\n');
}
