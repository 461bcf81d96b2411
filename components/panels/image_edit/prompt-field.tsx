import { cx } from '../../cx';
import { CountedTextarea } from '../../form/counted-textarea';
import { PROMPT_MAX } from '@/lib/operations/image_edit/contract';
import { codePointLength } from '../../limits';
import { hint } from '../../ui';

export function promptProblem(prompt: string): string | undefined {
  const length = codePointLength(prompt.trim());
  if (length === 0) return 'Enter a prompt: it must not be empty (spaces alone do not count).';
  if (length > PROMPT_MAX) return `The prompt is ${length} characters; the limit is ${PROMPT_MAX} after trimming.`;
  return undefined;
}

/** The prompt, with a live count of what the server will count: code points after trimming. */
export function PromptField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem?: string;
}) {
  const length = codePointLength(value.trim());
  return (
    <CountedTextarea
      id="edit-prompt"
      label="Prompt"
      value={value}
      onChange={onChange}
      length={length}
      max={PROMPT_MAX}
      counterTestId="prompt-counter"
      flagged={length > PROMPT_MAX || Boolean(problem && length === 0)}
      announce
      rows={4}
      placeholder="e.g. add a caption “SALE” in bold red at the top, make it black and white"
      aria-invalid={problem !== undefined}
      aria-describedby={problem ? 'edit-prompt-problem' : 'edit-prompt-hint'}
    >
      {problem ? (
        <p
          id="edit-prompt-problem"
          role="alert"
          data-testid="prompt-problem"
          className="mt-1 text-sm text-red-700 dark:text-red-400"
        >
          {problem}
        </p>
      ) : (
        <p id="edit-prompt-hint" className={cx(hint, 'mt-1')}>
          1–{PROMPT_MAX} characters after trimming. Without images the prompt is drawn on a blank white 512×512 canvas.
        </p>
      )}
    </CountedTextarea>
  );
}
