import { CopyButton } from '../../run/copy-button';
import { card, hint } from '../../ui';
import { cashtag, formatLaunchDate, formatMarketCap } from '../../coins/coin-format';
import { MatchBadge } from './match-badge';
import { ScoreBar } from './score-bar';
import type { FoundCoin } from './types';

function Fact({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className={hint}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** One past coin: name and ticker, what matched and how well, market cap, launch day, description, address. */
export function CoinCard({ coin }: { coin: FoundCoin }) {
  return (
    <article data-testid="coin" aria-label={`${coin.name} (${cashtag(coin.ticker)})`} className={`${card} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold" data-testid="coin-name">
            {coin.name}
          </h3>
          <p className="break-all font-mono text-sm text-zinc-700 dark:text-zinc-300" data-testid="coin-ticker">
            {cashtag(coin.ticker)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <MatchBadge match={coin.match} />
          <ScoreBar score={coin.score} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Fact label="Market cap" testId="coin-market-cap">
          {formatMarketCap(coin.marketCap)}
        </Fact>
        <Fact label="Launched" testId="coin-launched">
          {coin.createdAt ? (
            <time dateTime={coin.createdAt} title={coin.createdAt}>
              {formatLaunchDate(coin.createdAt)}
            </time>
          ) : (
            formatLaunchDate(null)
          )}
        </Fact>
      </dl>
      {coin.description ? (
        <p
          className="line-clamp-2 break-words text-sm text-zinc-700 dark:text-zinc-300"
          title={coin.description}
          data-testid="coin-description"
        >
          {coin.description}
        </p>
      ) : (
        <p className={hint}>No description.</p>
      )}
      <div className="flex items-center gap-2">
        <code className="min-w-0 truncate font-mono text-xs" data-testid="coin-address" title={coin.address}>
          {coin.address}
        </code>
        <CopyButton text={coin.address} label="Copy address" className="shrink-0 px-2 py-1 text-xs" />
      </div>
    </article>
  );
}
