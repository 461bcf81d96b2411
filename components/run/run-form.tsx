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

/** A panel's request form: its fields, then the problem found before sending, any notice, and Run (or Ctrl/⌘+Enter). */
export function RunForm({
  label,
  pending,
  problem,
  notice,
  onSubmit,
  children,
}: {
  label: string;
  pending: boolean;
  problem?: string;
  notice?: React.ReactNode;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={submitOnModEnter}
      className="space-y-4"
      aria-label={label}
      noValidate
    >
      {children}
      <FormProblem problem={problem} />
      {notice}
      <RunButton pending={pending} />
    </form>
  );
}
