'use client';
import { ErrorBox, NetworkError } from './error-box';
import { RunningIndicator } from './running-indicator';
import type { OperationRun } from './use-operation-run';

/** What is happening with the panel's run: in flight, cancelled, failed to connect, or failed with an error. */
export function RunStatus({ run }: { run: OperationRun }) {
  if (run.isPending && run.startedAt !== undefined)
    return <RunningIndicator startedAt={run.startedAt} onCancel={run.cancel} />;
  if (run.cancelled)
    return (
      <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
        Run cancelled.
      </p>
    );
  if (run.networkError) return <NetworkError message={run.networkError} />;
  if (run.shown && !run.shown.ok) return <ErrorBox record={run.shown} />;
  return null;
}
