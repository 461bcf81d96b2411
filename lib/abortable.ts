/**
 * `work`'s outcome, or a rejection as soon as `signal` aborts: with `error()` when given, else with
 * the abort's reason. The answer does not wait for work that cannot be interrupted; its late result
 * or failure is dropped unheard.
 */
export function unlessAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  error: () => unknown = () => signal?.reason,
): Promise<T> {
  if (!signal) return work;
  const dropped = () => void work.catch(() => undefined);
  if (signal.aborted) {
    dropped();
    return Promise.reject(error());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      dropped();
      reject(error());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
