import type { RunRecord } from '../../api/types';
import type { NameNotes, NamingResponse } from './types';
import { CopyButton } from '../../run/copy-button';
import { secondaryButton } from '../../ui';

interface NameResultProps {
  record: RunRecord;
  onRerun: () => void;
  pending: boolean;
  /** Shown under the name and ticker, when the registry gives the panel something to show there. */
  Notes?: NameNotes;
}

/** The name and ticker, large, each with a copy button, a way to run the same post again, then any notes on them. */
export function NameResult({ record, onRerun, pending, Notes }: NameResultProps) {
  const { name, ticker } = record.response as NamingResponse;
  return (
    <section
      aria-label="Generated token"
      data-testid="name-result"
      className="rounded-lg border border-zinc-200 p-5 dark:border-zinc-800"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Name</p>
          <p data-testid="token-name" className="mt-1 break-words text-3xl font-semibold tracking-tight sm:text-4xl">
            {name}
          </p>
          <CopyButton text={name} label="Copy name" className="mt-2 px-2 py-1 text-xs" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-zinc-500 dark:text-zinc-400">Ticker</p>
          <p className="mt-1 font-mono text-3xl font-semibold sm:text-4xl">
            <span className="text-zinc-400" aria-hidden>
              $
            </span>
            <span data-testid="token-ticker">{ticker}</span>
          </p>
          <CopyButton text={ticker} label="Copy ticker" className="mt-2 px-2 py-1 text-xs" />
        </div>
      </div>
      <button type="button" className={`${secondaryButton} mt-5`} onClick={onRerun} disabled={pending}>
        Re-run
      </button>
      {Notes && <Notes name={name} ticker={ticker} />}
    </section>
  );
}
