'use client';
import type { RunRecord } from '../api/types';
import { HistoryList } from './history-list';
import { RunDetails } from './run-details';
import type { CheckedRun } from './use-checked-run';

const IMAGES_OMITTED = 'This run’s images were too large to keep in this browser: add them again to run it.';

interface PanelDetailsProps<Request> {
  checked: CheckedRun<Request>;
  describe: (record: RunRecord) => string;
  /** Puts a past run's request back into the form. */
  restore: (record: RunRecord) => void;
}

/** Below a panel: the shown run's details, then this browser's recent runs, each reopened or re-run. */
export function PanelDetails<Request>({ checked, describe, restore }: PanelDetailsProps<Request>) {
  const { operation, run, setProblem, start } = checked;
  return (
    <>
      {run.shown && <RunDetails record={run.shown} />}
      <HistoryList
        panel={operation}
        disabled={run.isPending}
        describe={describe}
        onOpen={(record, imagesOmitted) => {
          restore(record);
          run.show(record);
          setProblem(imagesOmitted ? IMAGES_OMITTED : undefined);
        }}
        onRerun={(record) => {
          restore(record);
          start(record.request as Request);
        }}
      />
    </>
  );
}
