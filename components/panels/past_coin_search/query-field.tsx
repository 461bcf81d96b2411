import { QUERY_MAX } from '@/lib/operations/past_coin_search/contract';
import { cx } from '../../cx';
import { codePointLength } from '../../limits';
import { hint, inputBase, label } from '../../ui';

/**
 * The search box, with a live count against the contract's limit. The API trims the query before
 * counting, so the count does too.
 */
export function QueryField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const length = codePointLength(value.trim());
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor="past-coins-query" className={label}>
          Name, ticker or words
        </label>
        <span
          data-testid="query-counter"
          className={cx(hint, 'tabular-nums', length > QUERY_MAX && 'font-semibold text-red-600 dark:text-red-400')}
        >
          {length} / {QUERY_MAX}
        </span>
      </div>
      <input
        id="past-coins-query"
        type="search"
        autoComplete="off"
        spellCheck={false}
        className={cx(inputBase, 'mt-1')}
        placeholder="$MOONCAT, grokwif, frog wearing a crown…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="past-coins-query-hint"
      />
      <p id="past-coins-query-hint" className={cx(hint, 'mt-1')}>
        The $ is optional; typos, joined or split words are fine. Searched as plain text.
      </p>
    </div>
  );
}
