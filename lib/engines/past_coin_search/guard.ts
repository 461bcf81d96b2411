import { engineUnavailable, isEngineError } from '../errors';
import type { PastCoinStore, StoreCallOptions } from './types';

/** Seconds a caller is told to wait when the store is down or slow. */
export const STORE_RETRY_AFTER_SECONDS = 2;

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
    return new Promise<T>((resolve, reject) => {
      const onAbort = () =>
        reject(
          deadline.aborted
            ? engineUnavailable(`The past-coin store did not answer within ${timeoutMs} ms.`, STORE_RETRY_AFTER_SECONDS)
            : (signal.reason ?? new Error('aborted')),
        );
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      call({ signal, deadline: endsAt })
        .then(resolve, (error: unknown) =>
          reject(
            isEngineError(error)
              ? error
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
