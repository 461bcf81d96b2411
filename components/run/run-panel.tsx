'use client';
import type { RunRecord } from '../api/types';
import { PanelDetails } from './panel-details';
import { PanelLayout } from './panel-layout';
import { RunResult } from './run-result';
import type { CheckedRun } from './use-checked-run';

/** What a panel says: its heading and introduction, its result side before any run, and a run in its history. */
export interface PanelWords {
  title: string;
  description: string;
  empty: string;
  describe: (record: RunRecord) => string;
}

interface RunPanelProps<Request> {
  words: PanelWords;
  checked: CheckedRun<Request>;
  form: React.ReactNode;
  /** Puts a past run's request back into the form. */
  restore: (record: RunRecord) => void;
  /** A successful run's answer. */
  children: (record: RunRecord) => React.ReactNode;
}

/** A console panel: its form, the run's status and answer beside it, then the run's details and history. */
export function RunPanel<Request>({ words, checked, form, restore, children }: RunPanelProps<Request>) {
  return (
    <PanelLayout
      title={words.title}
      description={words.description}
      form={form}
      result={
        <RunResult run={checked.run} empty={words.empty}>
          {children}
        </RunResult>
      }
      details={<PanelDetails checked={checked} describe={words.describe} restore={restore} />}
    />
  );
}
