'use client';
import type { KitChoices } from '@inference-console/client/kit';
import { card, hint, inputBase, label, primaryButton, secondaryButton } from '../ui';

/** The choices a person types. */
export type TypedChoices = Required<Pick<KitChoices, 'name' | 'ticker' | 'caption'>>;

interface KitChoicesProps {
  choices: TypedChoices;
  setChoices: (choices: TypedChoices) => void;
  /** The steps a re-run would call again, by label; empty when nothing changed. */
  stale: string[];
  running: boolean;
  onRerun: () => void;
  /** Steps that failed (a 429, say), by label: they can be run again as they are. */
  failed: string[];
  onRetryFailed: () => void;
  onDownload: () => void;
  canDownload: boolean;
}

const FIELDS: { key: keyof TypedChoices; title: string; maxLength: number }[] = [
  { key: 'name', title: 'Name', maxLength: 32 },
  { key: 'ticker', title: 'Ticker', maxLength: 10 },
  { key: 'caption', title: 'Meme caption', maxLength: 120 },
];

/** The name, ticker and caption, editable; a re-run calls only the steps that use what changed. */
export function KitChoicesForm({
  choices,
  setChoices,
  stale,
  running,
  onRerun,
  failed,
  onRetryFailed,
  onDownload,
  canDownload,
}: KitChoicesProps) {
  return (
    <form
      className={`${card} space-y-3`}
      aria-label="The kit's name, ticker and caption"
      onSubmit={(event) => {
        event.preventDefault();
        onRerun();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <div key={field.key}>
            <label htmlFor={`kit-${field.key}`} className={label}>
              {field.title}
            </label>
            <input
              id={`kit-${field.key}`}
              className={`${inputBase} mt-1`}
              value={choices[field.key]}
              maxLength={field.maxLength}
              onChange={(event) =>
                setChoices({
                  ...choices,
                  [field.key]: field.key === 'ticker' ? event.target.value.toUpperCase() : event.target.value,
                })
              }
            />
          </div>
        ))}
      </div>
      <p className={hint} data-testid="kit-stale">
        {stale.length > 0
          ? `A re-run calls again: ${stale.join(', ')}.`
          : 'Change the name, ticker or caption to re-run what uses it.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={running || stale.length === 0}>
          Re-run changed steps
        </button>
        {failed.length > 0 && (
          <button type="button" className={secondaryButton} disabled={running} onClick={onRetryFailed}>
            Run failed steps again
          </button>
        )}
        <button type="button" className={secondaryButton} disabled={running || !canDownload} onClick={onDownload}>
          Download zip
        </button>
      </div>
    </form>
  );
}
