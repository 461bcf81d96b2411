import { engineUnavailable, isEngineError } from '../errors';
import type { PastCoinStore, StoreCallOptions } from './types';

/** Seconds a caller is told to wait when the store is down or slow. */
export const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * A store's failure this close to the deadline (or after it) is the deadline's: a store waits for a
 * lock as long as its caller has left (SQLite's busy time-out), so a lock held to the end fails
 * there, and which of the two the event loop hears first is chance.
 */
const AT_THE_DEADLINE_MS = 25;

/**
 * A store whose every call answers within `timeoutMs` or fails as `unavailable` (503 with Retry-After),
 * and whose own failures (a refused connection, a locked file) fail the same way, with the cause kept
 * for the log and never shown. The caller's abort stops the wait. A call that comes while the store is
 * still starting (migrating, seeding) waits for that first, outside the time-out, as a request to a
 * warming engine does; a store that cannot start fails it at once.
 */
export function guardStore(store: PastCoinStore, timeoutMs: number): PastCoinStore {
  const started = async () => {
    try {
      await store.ready();
    } catch (error) {
      throw engineUnavailable('The past-coin store is not reachable.', STORE_RETRY_AFTER_SECONDS, error);
    }
  };
  const within = <T>(what: string, call: (options: StoreCallOptions) => Promise<T>, options: StoreCallOptions) => {
    const endsAt = Date.now() + timeoutMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const late = (cause?: unknown) =>
      engineUnavailable(`The past-coin store did not answer within ${timeoutMs} ms.`, STORE_RETRY_AFTER_SECONDS, cause);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(deadline.aborted ? late() : (signal.reason ?? new Error('aborted')));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      call({ signal, deadline: endsAt })
        .then(resolve, (error: unknown) =>
          reject(
            isEngineError(error)
              ? error
              : Date.now() >= endsAt - AT_THE_DEADLINE_MS
                ? late(error)
                : engineUnavailable(`The past-coin store could not ${what}.`, STORE_RETRY_AFTER_SECONDS, error),
          ),
        )
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
  const guarded = async <T>(
    what: string,
    call: (options: StoreCallOptions) => Promise<T>,
    options: StoreCallOptions = {},
  ): Promise<T> => {
    await started();
    return within(what, call, options);
  };
  return {
    id: store.id,
    ready: () => store.ready(),
    search: (query, options) => guarded('search', (o) => store.search(query, o), options),
    record: (coins, options) => guarded('record the coins', (o) => store.record(coins, o), options),
    count: (options) => guarded('count', (o) => store.count(o), options),
    close: () => store.close(),
  };
}
