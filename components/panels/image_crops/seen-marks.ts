import type { CropsResult } from './types';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One thing the engine saw, to draw over the picture: its kind, the words beside it and its box in the source's pixels. */
export interface SeenMark {
  kind: 'subject' | 'face' | 'text';
  /** Drawn on the box; none for a text line (a receipt has dozens). */
  label?: string;
  /** Read out for the box: what it is and where, in the source's pixels. */
  description: string;
  box: Box;
}

/** What each cue's subject is called beside its box. */
export const CUE_WORDS: Record<CropsResult['subject']['cue'], string> = {
  network: 'network',
  animal: 'network, animal',
  salience: 'salience',
  frame: 'whole frame',
};

/** A result from before answers said what the engine saw (a run kept in the browser's history) has none of it. */
export function hasSeen(result: CropsResult): boolean {
  return (result as Partial<CropsResult>).subject !== undefined;
}

/** The subject, heads and text lines the crops were chosen on, subject first; none for an answer that does not say. */
export function seenMarks(result: CropsResult): SeenMark[] {
  if (!hasSeen(result)) return [];
  const { subject, faces = [], textLines = [] } = result;
  const where = (box: Box) => `${box.width}×${box.height} at ${box.x},${box.y}`;
  return [
    {
      kind: 'subject',
      label: `subject · ${CUE_WORDS[subject.cue]}`,
      description: `Subject (${CUE_WORDS[subject.cue]}): ${where(subject.box)}`,
      box: subject.box,
    },
    ...(subject.face
      ? [
          {
            kind: 'face',
            label: 'animal face',
            description: `Animal face: ${where(subject.face)}`,
            box: subject.face,
          } satisfies SeenMark,
        ]
      : []),
    ...faces.map((face): SeenMark => ({
      kind: 'face',
      label: `face ${face.score.toFixed(2)}`,
      description: `Face, score ${face.score.toFixed(2)}: ${where(face)}`,
      box: face,
    })),
    ...textLines.map((line): SeenMark => ({ kind: 'text', description: `Text line: ${where(line)}`, box: line })),
  ];
}

/**
 * Where a box in the source's pixels lies over the picture as shown, in percent of its shown size
 * (the picture is shown scaled, whole): CSS `left`, `top`, `width` and `height`, kept inside it.
 */
export function placeOver(box: Box, source: { width: number; height: number }) {
  const percent = (value: number, whole: number) => Math.min(100, Math.max(0, (value / whole) * 100));
  const left = percent(box.x, source.width);
  const top = percent(box.y, source.height);
  const round = (value: number) => `${Number(value.toFixed(3))}%`;
  return {
    left: round(left),
    top: round(top),
    width: round(percent(box.x + box.width, source.width) - left),
    height: round(percent(box.y + box.height, source.height) - top),
  };
}

/** One sentence of what the engine saw: the subject's cue, and how many heads and text lines. */
export function seenSummary(result: CropsResult): string {
  if (!hasSeen(result)) return 'This run is from before answers said what the engine saw.';
  const count = (n: number, one: string, many: string) => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;
  const subject = {
    network: 'the subject found by the network',
    animal: 'the subject found by the network, centred on an animal’s face',
    salience: 'the subject found on the salience map',
    frame: 'no subject standing out (the whole frame)',
  }[result.subject.cue];
  return `Seen: ${subject}, ${count(result.faces.length, 'face', 'faces')}, ${count(result.textLines.length, 'text line', 'text lines')}.`;
}
