import { focusRing, secondaryButton } from '../../ui';
import { cx } from '../../cx';

/** What the embedded editor understands, each with a prompt that shows it. */
export const GUIDE: Array<{ what: string; example: string }> = [
  {
    what: 'Meme text: bold white capitals at the top and bottom',
    example: 'meme text "WHEN MOON" at the top and "SOON" at the bottom',
  },
  {
    what: 'Captions: place, colour, size, band or over the picture',
    example: 'add a caption "gm frens" at the top in big yellow letters',
  },
  {
    what: 'Round logos with a word or ticker under, over or in them',
    example: 'round coin logo with a gold ring and $PEPE under it',
  },
  {
    what: 'Top and bottom text as you type it, no quotes needed',
    example: 'top text: WHEN YOU BUY THE TOP, bottom text: AND IT KEEPS GOING UP 🚀',
  },
  {
    what: 'Emoji stickers, typed or named, each in a place of its own',
    example: 'add a rocket emoji in the top left corner',
  },
  { what: 'Emoji typed anywhere, captions without quotes', example: '🐸 caption to the moon, a rocket top left' },
  { what: 'Backgrounds: a colour or a gradient around the picture', example: 'purple to pink gradient background' },
  {
    what: 'Text-only pictures (no image): letter and background colours',
    example: 'the word "WAGMI" in white letters on a black background',
  },
  {
    what: 'Filters: black and white, sepia, blur, brighten, tint, pixelate…',
    example: 'make it black and white and brighten it a bit',
  },
  { what: 'Deep fry: colours and contrast pushed, grain, a crunchy JPEG', example: 'deep fry it, caption bruh' },
  { what: 'Vaporwave: a pink and cyan grade with scan lines', example: 'vaporwave it' },
  { what: 'A wanted poster: sepia on paper, WANTED above, a name below', example: 'wanted poster of pepe' },
  { what: 'Laser eyes on every face it finds (it says when it finds none)', example: 'laser eyes' },
  {
    what: 'Faces alone: pixelated, blurred or covered with a sticker (it says when it finds none)',
    example: 'pixelate his face',
  },
  { what: 'A zoom on the largest face', example: 'zoom in on her face and add a rainbow border' },
  {
    what: 'Frames, rotation, mirroring, rounded corners, square crops',
    example: 'rotate 90 degrees and add a thick gold border',
  },
];

/**
 * A short guide to the embedded editor's prompts. Clicking an example puts it in the prompt and
 * runs it on the images already chosen.
 */
export function EditGuide({ onRun, disabled }: { onRun: (prompt: string) => void; disabled: boolean }) {
  return (
    <details
      data-testid="edit-guide"
      className="mt-4 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-700"
    >
      <summary className={cx('cursor-pointer rounded font-medium text-zinc-800 dark:text-zinc-200', focusRing)}>
        What the embedded editor understands
      </summary>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">
        It draws and filters but never generates: it cannot add or remove objects, cut out backgrounds or change the
        style (a hosted model can, when one is configured). Click an example to run it.
      </p>
      <ul className="mt-2 space-y-2">
        {GUIDE.map(({ what, example }) => (
          <li key={example} className="flex flex-col gap-1">
            <span className="text-zinc-700 dark:text-zinc-300">{what}</span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRun(example)}
              className={cx(secondaryButton, 'self-start whitespace-normal text-left font-mono text-xs')}
              aria-label={`Run the example: ${example}`}
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
