import type { RunRecord } from '../api/types';
import { imageNameOf } from '../images/image-names';
import { imageErrorForPeople } from './image-error-words';

/**
 * A failed run: status, code and message (about a dropped image, in words about the file), and
 * when to retry if the server said.
 */
export function ErrorBox({ record }: { record: RunRecord }) {
  if (!record.error) return null;
  const message = imageErrorForPeople(record.error, record.request, imageNameOf) ?? record.error.message;
  return (
    <div
      role="alert"
      data-testid="run-error"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950/40"
    >
      <p className="font-semibold text-red-800 dark:text-red-300">
        <span data-testid="error-status">{record.status}</span> ·{' '}
        <code data-testid="error-code">{record.error.code}</code>
      </p>
      <p data-testid="error-message" className="mt-1 text-red-900 dark:text-red-200">
        {message}
      </p>
      {record.retryAfterSeconds !== undefined && (
        <p className="mt-1 text-red-800 dark:text-red-300">Retry after {record.retryAfterSeconds} s.</p>
      )}
    </div>
  );
}

export function NetworkError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="network-error"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      The request did not reach the server: {message}
    </div>
  );
}
