'use client';
import type { OperationName } from '@/lib/operations/contracts';
import type { RunRecord } from '../api/types';
import { HistoryList } from './history-list';
import { RunDetails } from './run-details';

const IMAGES_OMITTED = 'This run’s images were too large to keep in this browser: add them again to run it.';

interface PanelDetailsProps<Request> {
  panel: OperationName;
  run: { shown?: RunRecord; isPending: boolean; show: (record: RunRecord) => void };
  describe: (record: RunRecord) => string;
  /** Puts a past run's request back into the form. */
  restore: (record: RunRecord) => void;
  start: (request: Request) => void;
  onProblem: (problem: string | undefined) => void;
}

/** Below a panel: the shown run's details, then this browser's recent runs, each reopened or re-run. */
export function PanelDetails<Request>({ panel, run, describe, restore, start, onProblem }: PanelDetailsProps<Request>) {
  return (
    <>
      {run.shown && <RunDetails record={run.shown} />}
      <HistoryList
        panel={panel}
        disabled={run.isPending}
        describe={describe}
        onOpen={(record, imagesOmitted) => {
          restore(record);
          run.show(record);
          onProblem(imagesOmitted ? IMAGES_OMITTED : undefined);
        }}
        onRerun={(record) => {
          restore(record);
          start(record.request as Request);
        }}
      />
    </>
  );
}

/** A problem with the form, found before anything is sent. */
export function FormProblem({ problem, testId = 'form-problem' }: { problem?: string; testId?: string }) {
  if (!problem) return null;
  return (
    <p role="alert" data-testid={testId} className="text-sm text-red-700 dark:text-red-400">
      {problem}
    </p>
  );
}
