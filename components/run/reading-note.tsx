import { hint } from '../ui';

/** The id of the note, which the Run button it disables is described by. */
export const READING_NOTE_ID = 'reading-note';

/** Why Run cannot be pressed yet, or nothing: a dropped file still being read. */
export function readingText(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  if (names.length === 1) return `Reading ${names[0]}… Run is available once it is added.`;
  return `Reading ${names.length} images (${names.join(', ')})… Run is available once they are added.`;
}

/** The reason Run waits, beside it; announced politely as it comes and goes. */
export function ReadingNote({ names }: { names: readonly string[] }) {
  const text = readingText(names);
  return (
    <p role="status" id={READING_NOTE_ID} data-testid="reading-note" className={hint}>
      {text}
    </p>
  );
}
