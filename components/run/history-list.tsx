'use client';
import type { OperationName } from '@/lib/operations/contracts';
import type { RunRecord } from '../api/types';
import { clip, formatMs, formatTime } from '../format';
import { secondaryButton } from '../ui';
import { clearHistory } from './history-store';
import { StatusBadge } from './status-badge';
import { useHistory } from './use-history';

interface HistoryListProps {
  panel: OperationName;
  /** One line that tells runs apart: the prompt, the post, the number of images. */
  describe: (record: RunRecord) => string;
  onOpen: (record: RunRecord, imagesOmitted: boolean) => void;
  onRerun: (record: RunRecord) => void;
  disabled?: boolean;
}

/** A run's one-line summary is cut here (whole on hover), with an ellipsis. */
const SUMMARY_CHARS = 80;

/** Recent runs of one panel, kept in this browser only; each can be re-opened or run again. */
export function HistoryList({ panel, describe, onOpen, onRerun, disabled }: HistoryListProps) {
  const entries = useHistory(panel);
  return (
    <section aria-labelledby={`${panel}-history`} data-testid="history" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id={`${panel}-history`} className="text-sm font-semibold">
          Recent runs <span className="font-normal text-zinc-500 dark:text-zinc-400">(this browser)</span>
        </h2>
        {entries.length > 0 && (
          <button type="button" className={`${secondaryButton} px-2 py-1 text-xs`} onClick={() => clearHistory(panel)}>
            Clear
          </button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">Runs you make appear here.</p>
      ) : (
        <ol className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {entries.map(({ record, imagesOmitted }) => (
            <li
              key={record.id}
              data-testid="history-entry"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
            >
              <StatusBadge status={record.status} />
              <span
                className="order-last min-w-0 basis-full truncate sm:order-none sm:basis-0 sm:flex-1"
                title={describe(record)}
                data-testid="history-summary"
              >
                {clip(describe(record), SUMMARY_CHARS)}
              </span>
              <span className="mr-auto text-xs tabular-nums text-zinc-500 sm:mr-0 dark:text-zinc-400">
                {formatTime(record.startedAt)} · {formatMs(record.latencyMs)}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={`${secondaryButton} px-2 py-1 text-xs`}
                  onClick={() => onOpen(record, Boolean(imagesOmitted))}
                >
                  Open
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} px-2 py-1 text-xs`}
                  disabled={disabled || imagesOmitted}
                  title={imagesOmitted ? 'Its images were too large to keep in this browser' : undefined}
                  onClick={() => onRerun(record)}
                >
                  Run again
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
