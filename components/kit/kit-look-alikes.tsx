import type { LookAlike } from '@inference-console/client/kit';
import { formatMarketCap, formatScore } from '../coins/coin-format';
import { HiddenNote } from '../coins/hidden-note';
import { card } from '../ui';

interface CoinListProps {
  id: string;
  title: string;
  coins: LookAlike[] | undefined;
  hidden: number;
  onShowHidden: () => void;
}

function CoinList({ id, title, coins, hidden, onShowHidden }: CoinListProps) {
  if (coins === undefined) return null;
  return (
    <div data-testid={id}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">{title}</h3>
      {coins.length === 0 && hidden === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">None: nothing close has launched.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {coins.map((coin) => (
            <li key={coin.address} data-testid="kit-look-alike" className="flex flex-wrap gap-x-2">
              <span className="font-mono font-semibold">${coin.ticker.replace(/^\$/, '')}</span>
              <span>{coin.name}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                {coin.marketCap === null ? 'market cap unknown' : formatMarketCap(coin.marketCap, 'en')}
                {' · '}
                {coin.match} match <span data-testid="kit-look-alike-score">{formatScore(coin.score)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <HiddenNote hidden={hidden} onShow={onShowHidden} />
    </div>
  );
}

interface KitLookAlikesProps {
  byPost?: LookAlike[];
  byName?: LookAlike[];
  hiddenByPost?: number;
  hiddenByName?: number;
  /** Searches again, listing the profane coins the safe searches left out. */
  onShowHidden: () => void;
}

/** Past coins like the post and like the chosen name and ticker (profane ones left out, and counted). */
export function KitLookAlikes({
  byPost,
  byName,
  hiddenByPost = 0,
  hiddenByName = 0,
  onShowHidden,
}: KitLookAlikesProps) {
  if (byPost === undefined && byName === undefined) return null;
  return (
    <section className={`${card} space-y-3`} aria-labelledby="kit-look-alikes-heading">
      <h2 id="kit-look-alikes-heading" className="text-sm font-semibold">
        Already launched?
      </h2>
      <CoinList
        id="kit-look-alikes-name"
        title="Like the name and ticker"
        coins={byName}
        hidden={hiddenByName}
        onShowHidden={onShowHidden}
      />
      <CoinList
        id="kit-look-alikes-post"
        title="Like the post"
        coins={byPost}
        hidden={hiddenByPost}
        onShowHidden={onShowHidden}
      />
    </section>
  );
}
