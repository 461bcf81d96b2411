'use client';
import { useState } from 'react';
import type { OperationName } from '@/lib/operations/contracts';
import { useOperationRun } from './use-operation-run';

/**
 * A panel's run behind its own checks: `start` shows the first problem the panel finds with a
 * request (nothing is sent, and the previous run's answer or error, now stale, is cleared so the
 * problem is the one thing said), or clears the shown problem and runs it. `refuse` clears the
 * stale run for a problem the panel shows itself (beside a field, say).
 */
export function useCheckedRun<Request>(operation: OperationName, problemOf: (request: Request) => string | undefined) {
  const run = useOperationRun(operation);
  const [problem, setProblem] = useState<string | undefined>();
  const refuse = () => {
    if (!run.isPending && (run.shown || run.networkError || run.cancelled)) run.show(undefined);
  };
  const start = (request: Request) => {
    const found = problemOf(request);
    setProblem(found);
    if (found) refuse();
    else run.run(request);
  };
  return { operation, run, problem, setProblem, start, refuse };
}

export type CheckedRun<Request> = ReturnType<typeof useCheckedRun<Request>>;
