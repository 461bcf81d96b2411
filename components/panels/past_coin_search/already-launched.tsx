'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hint } from '../../ui';
import { HiddenNote } from '../../coins/hidden-note';
import { cashtag, formatMarketCap } from '../../coins/coin-format';
import { MatchBadge } from './match-badge';
import { ScoreBar } from './score-bar';
import { checkTicker, findAlreadyLaunched } from './already-launched-search';
import { TickerUse } from './ticker-use';

/**
 * Under a generated name and ticker: the past coins that already use them or something close. A
 * failed search is a quiet note; the name and ticker above it stand either way.
 */
export function AlreadyLaunched({ name, ticker }: { name: string; ticker: string }) {
  const [showHidden, setShowHidden] = useState(false);
  const search = useQuery({
    queryKey: ['already-launched', name, ticker, showHidden],
    queryFn: ({ signal }) => findAlreadyLaunched(name, ticker, signal, showHidden),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return (
    <section
      aria-labelledby="already-launched-heading"
      data-testid="already-launched"
      className="mt-5 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <h3 id="already-launched-heading" className="text-sm font-semibold">
        Already launched
      </h3>
      <p className={hint}>Past coins with this ticker or name, or one close to it: 100% is the very same.</p>
      <TickerUse name={name} ticker={ticker} check={checkTicker} />
      {search.isPending ? (
        <p role="status" className={`${hint} mt-1`}>
          Looking for past coins with this name or ticker…
        </p>
      ) : search.isError ? (
        <p data-testid="already-launched-failed" className={`${hint} mt-1`}>
          Past coins could not be checked just now ({search.error.message}).
        </p>
      ) : search.data.coins.length === 0 && search.data.hidden === 0 ? (
        <p data-testid="already-launched-none" className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          No past coin uses this name or ticker.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
            {search.data.coins.map((coin) => (
              <li
                key={coin.address}
                data-testid="launched-coin"
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0 basis-full truncate sm:basis-auto sm:flex-1" title={coin.name}>
                  <span className="font-medium" data-testid="coin-name">
                    {coin.name}
                  </span>{' '}
                  <span className="font-mono text-zinc-600 dark:text-zinc-400" data-testid="coin-ticker">
                    {cashtag(coin.ticker)}
                  </span>
                </span>
                <span className="tabular-nums">
                  <span className="sr-only">Market cap </span>
                  <span data-testid="coin-market-cap">{formatMarketCap(coin.marketCap)}</span>
                </span>
                <MatchBadge match={coin.match} />
                <ScoreBar score={coin.score} />
              </li>
            ))}
          </ul>
          <HiddenNote hidden={search.data.hidden} onShow={() => setShowHidden(true)} />
        </>
      )}
    </section>
  );
}
