import { ReadingNote } from './reading-note';
import { RunButton, submitOnModEnter } from './run-button';

/** A problem with the form, found before anything is sent. */
function FormProblem({ problem }: { problem?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" data-testid="form-problem" className="text-sm text-red-700 dark:text-red-400">
      {problem}
    </p>
  );
}

/**
 * A panel's request form: its fields, then the problem found before sending, any notice, and Run (or
 * Ctrl/⌘+Enter). While dropped files are still being read (`reading`, their names) Run is disabled
 * with the reason beside it, and the shortcut does nothing: the request would leave them out.
 */
export function RunForm({
  label,
  pending,
  problem,
  notice,
  reading = [],
  onSubmit,
  children,
}: {
  label: string;
  pending: boolean;
  problem?: string;
  notice?: React.ReactNode;
  reading?: readonly string[];
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (reading.length === 0) onSubmit();
      }}
      onKeyDown={submitOnModEnter}
      className="space-y-4"
      aria-label={label}
      noValidate
    >
      {children}
      <FormProblem problem={problem} />
      {notice}
      <div className="flex flex-wrap items-center gap-3">
        <RunButton pending={pending} reading={reading} />
        <ReadingNote names={reading} />
      </div>
    </form>
  );
}
