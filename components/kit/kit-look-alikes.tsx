import type { LookAlike } from '@inference-console/client/kit';
import { card } from '../ui';

function CoinList({ id, title, coins }: { id: string; title: string; coins: LookAlike[] | undefined }) {
  if (coins === undefined) return null;
  return (
    <div data-testid={id}>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-600 dark:text-zinc-400">{title}</h3>
      {coins.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">None: nothing close has launched.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {coins.map((coin) => (
            <li key={coin.address} data-testid="kit-look-alike" className="flex flex-wrap gap-x-2">
              <span className="font-mono font-semibold">${coin.ticker.replace(/^\$/, '')}</span>
              <span>{coin.name}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                {coin.marketCap === null ? 'market cap unknown' : `$${Math.round(coin.marketCap).toLocaleString('en')}`}
                {' · '}
                {coin.match} match {coin.score.toFixed(2)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Past coins like the post and like the chosen name and ticker. */
export function KitLookAlikes({ byPost, byName }: { byPost?: LookAlike[]; byName?: LookAlike[] }) {
  if (byPost === undefined && byName === undefined) return null;
  return (
    <section className={`${card} space-y-3`} aria-labelledby="kit-look-alikes-heading">
      <h2 id="kit-look-alikes-heading" className="text-sm font-semibold">
        Already launched?
      </h2>
      <CoinList id="kit-look-alikes-name" title="Like the name and ticker" coins={byName} />
      <CoinList id="kit-look-alikes-post" title="Like the post" coins={byPost} />
    </section>
  );
}
