import type { MATCH_KINDS } from '@/lib/operations/past_coin_search/contract';
import { cx } from '../../cx';

type MatchKind = (typeof MATCH_KINDS)[number];

const TONES: Record<MatchKind, string> = {
  ticker: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300',
  name: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-300',
  description: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-300',
};

/** What matched best: the coin's ticker, its name or its description. */
export function MatchBadge({ match }: { match: MatchKind }) {
  return (
    <span className={cx('rounded px-1.5 py-0.5 text-xs font-medium', TONES[match])}>
      <span className="sr-only">Matched on </span>
      <span data-testid="coin-match">{match}</span>
    </span>
  );
}
