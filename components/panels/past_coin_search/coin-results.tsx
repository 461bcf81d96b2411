import type { RunRecord } from '../../api/types';
import { EngineNote } from '../../run/engine-note';
import { hint } from '../../ui';
import { CoinCard } from './coin-card';
import type { PastCoinsRequest, PastCoinsResponse } from './types';

/** An empty answer, said plainly: the store has nothing close to what was searched. */
function NothingClose({ request }: { request: PastCoinsRequest }) {
  const searched = request.query !== undefined ? `“${request.query.trim()}”` : 'this post';
  return (
    <div
      data-testid="no-coins"
      className="rounded-lg border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300"
    >
      <p className="font-semibold">Nothing close was found.</p>
      <p className="mt-1 break-words">No past coin has a ticker, name or description close to {searched}.</p>
    </div>
  );
}

/** The coins found, best first, or a plain note that there are none. */
export function CoinResults({ record }: { record: RunRecord }) {
  const { results } = record.response as PastCoinsResponse;
  const request = record.request as PastCoinsRequest;
  return (
    <section aria-label="Past coins found" data-testid="coin-results" className="space-y-3">
      {results.length === 0 ? (
        <NothingClose request={request} />
      ) : (
        <>
          <p className={hint} data-testid="coin-count">
            {results.length === 1 ? '1 coin' : `${results.length} coins`}, best first
          </p>
          <ol className="space-y-3">
            {results.map((coin) => (
              <li key={coin.address}>
                <CoinCard coin={coin} />
              </li>
            ))}
          </ol>
        </>
      )}
      <EngineNote engine={record.engine} />
    </section>
  );
}
