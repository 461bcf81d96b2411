'use client';
import { describeTickerUse, type TickerCheck } from '@inference-console/client/kit';
import { useQuery } from '@tanstack/react-query';
import { hint } from '../../ui';

interface TickerUseProps {
  name: string;
  ticker: string;
  check: (name: string, ticker: string, signal?: AbortSignal) => Promise<TickerCheck>;
}

/** "`$CAT`: used by 5 coins — free: `$CATLOAF`", or that no recorded coin uses the ticker. */
export function TickerUse({ name, ticker, check }: TickerUseProps) {
  const use = useQuery({
    queryKey: ['ticker-use', name, ticker],
    queryFn: ({ signal }) => check(name, ticker, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!use.data) return null;
  const taken = use.data.usedBy > 0;
  return (
    <p
      data-testid="ticker-use"
      data-taken={taken}
      className={taken ? 'mt-2 text-sm font-medium text-amber-800 dark:text-amber-300' : `${hint} mt-2`}
    >
      {describeTickerUse(use.data)}
      {taken &&
        (use.data.proposed
          ? ` — a free one made from the name: $${use.data.proposed}`
          : ' — no free ticker could be made from the name')}
      .
    </p>
  );
}
