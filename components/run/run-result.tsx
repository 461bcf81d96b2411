'use client';
import type { RunRecord } from '../api/types';
import { RunStatus } from './run-status';
import type { OperationRun } from './use-operation-run';
import { useRunReveal } from './use-run-reveal';

function EmptyResult({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-48 items-center justify-center rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
      {children}
    </div>
  );
}

/**
 * A panel's result side: the run's status, then its answer, or before any run, what will appear
 * here. Scrolled into view when a run starts and ends (on a phone it is below the form), and
 * how the run ended is announced to screen readers.
 */
export function RunResult({
  run,
  empty,
  children,
}: {
  run: OperationRun;
  empty: string;
  children: (record: RunRecord) => React.ReactNode;
}) {
  const box = useRunReveal(run);
  return (
    <div ref={box} className="min-w-0 scroll-mt-4 space-y-4" data-testid="run-result">
      <p role="status" aria-live="polite" className="sr-only" data-testid="run-announcement">
        {run.ending}
      </p>
      <RunStatus run={run} />
      {run.shown?.ok ? children(run.shown) : !run.isPending && !run.shown && <EmptyResult>{empty}</EmptyResult>}
    </div>
  );
}
