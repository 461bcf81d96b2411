'use client';
import { useEffect, useState } from 'react';
import { formatMs } from '../format';
import { secondaryButton } from '../ui';

/** Shown while a run is in flight; past half a second it counts the elapsed time. */
export function RunningIndicator({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  return (
    <div
      role="status"
      data-testid="running"
      className="flex items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-200"
    >
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-indigo-500 border-t-transparent" aria-hidden />
      <span>
        Running…
        {elapsed >= 500 && (
          <span className="ml-1 tabular-nums" data-testid="elapsed">
            {formatMs(elapsed)}
          </span>
        )}
      </span>
      <button type="button" onClick={onCancel} className={`${secondaryButton} ml-auto`}>
        Cancel
      </button>
    </div>
  );
}
