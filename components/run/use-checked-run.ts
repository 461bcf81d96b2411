'use client';
import { useState } from 'react';
import type { OperationName } from '@/lib/operations/contracts';
import { useOperationRun } from './use-operation-run';

/**
 * A panel's run behind its own checks: `start` shows the first problem the panel finds with a
 * request (nothing is sent), or clears the shown problem and runs it.
 */
export function useCheckedRun<Request>(operation: OperationName, problemOf: (request: Request) => string | undefined) {
  const run = useOperationRun(operation);
  const [problem, setProblem] = useState<string | undefined>();
  const start = (request: Request) => {
    const found = problemOf(request);
    setProblem(found);
    if (!found) run.run(request);
  };
  return { operation, run, problem, setProblem, start };
}

export type CheckedRun<Request> = ReturnType<typeof useCheckedRun<Request>>;
