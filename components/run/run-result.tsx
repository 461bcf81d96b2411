import type { RunRecord } from '../api/types';
import { RunStatus } from './run-status';
import type { OperationRun } from './use-operation-run';

function EmptyResult({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-48 items-center justify-center rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
      {children}
    </div>
  );
}

/** A panel's result side: the run's status, then its answer, or before any run, what will appear here. */
export function RunResult({
  run,
  empty,
  children,
}: {
  run: OperationRun;
  empty: string;
  children: (record: RunRecord) => React.ReactNode;
}) {
  return (
    <>
      <RunStatus run={run} />
      {run.shown?.ok ? children(run.shown) : !run.isPending && !run.shown && <EmptyResult>{empty}</EmptyResult>}
    </>
  );
}
