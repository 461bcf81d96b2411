import { formatScore } from '../../coins/coin-format';

/** The score as a percentage with a bar beside it (the bar is only a picture of the number). */
export function ScoreBar({ score }: { score: number }) {
  const percent = formatScore(score);
  return (
    <span className="inline-flex items-center gap-1.5" title="Score: 100% is the same ticker or name">
      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700" aria-hidden>
        <span className="block h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: percent }} />
      </span>
      <span className="text-sm font-medium tabular-nums">
        <span className="sr-only">Score </span>
        <span data-testid="coin-score">{percent}</span>
      </span>
    </span>
  );
}
