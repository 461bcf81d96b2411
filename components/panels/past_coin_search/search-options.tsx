import { DEFAULT_LIMIT, LIMIT_MAX } from '@/lib/operations/past_coin_search/contract';
import { cx } from '../../cx';
import { inputBase, label } from '../../ui';
import type { SearchMode } from './types';

const MODES: Array<{ mode: SearchMode; label: string }> = [
  { mode: 'query', label: 'Name or ticker' },
  { mode: 'post', label: 'Post' },
];

/** The result counts offered, always holding the contract's default and maximum (and the current one). */
function limitChoices(current: number): number[] {
  return [...new Set([5, DEFAULT_LIMIT, 20, LIMIT_MAX, current])].filter(Number.isFinite).sort((a, b) => a - b);
}

interface SearchOptionsProps {
  mode: SearchMode;
  setMode: (mode: SearchMode) => void;
  limit: number;
  setLimit: (limit: number) => void;
  disabled: boolean;
}

/** What to search by, and how many results at most. */
export function SearchOptions({ mode, setMode, limit, setLimit, disabled }: SearchOptionsProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <fieldset disabled={disabled}>
        <legend className={label}>Search by</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {MODES.map((option) => (
            <label key={option.mode} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="past-coins-mode"
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => setMode(option.mode)}
                className="h-4 w-4 accent-indigo-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="w-24">
        <label htmlFor="past-coins-limit" className={label}>
          Results
        </label>
        <select
          id="past-coins-limit"
          value={limit}
          disabled={disabled}
          onChange={(event) => setLimit(Number(event.target.value))}
          className={cx(inputBase, 'mt-1')}
        >
          {limitChoices(limit).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
