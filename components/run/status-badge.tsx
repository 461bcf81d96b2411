import { cx } from '../cx';

/** Green for success, amber for the caller's mistakes, red for the server's. */
export function statusTone(status: number): string {
  return status < 300
    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300'
    : status < 500
      ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-300'
      : 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300';
}

export function StatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="run-status"
      className={cx('rounded px-1.5 py-0.5 font-mono text-xs font-semibold', statusTone(status))}
    >
      {status}
    </span>
  );
}
