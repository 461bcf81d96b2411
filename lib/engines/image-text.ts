/** Reads the text in images at these URLs; aborting the signal gives up on them. */
export type ImageTextReader = (urls: string[], signal: AbortSignal) => Promise<string>;

/**
 * The text of a post's images, or '' when reading takes longer than the budget, fails, or the caller
 * gives up. It answers at the budget even when a read already running cannot be stopped.
 */
export async function readWithinBudget(
  read: ImageTextReader,
  urls: string[],
  budgetMs: number,
  caller?: AbortSignal,
): Promise<string> {
  const budget = AbortSignal.timeout(budgetMs);
  const signal = caller ? AbortSignal.any([caller, budget]) : budget;
  let onAbort: (() => void) | undefined;
  const gaveUp = new Promise<string>((resolve) => {
    onAbort = () => resolve('');
    if (signal.aborted) resolve('');
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([read(urls, signal).catch(() => ''), gaveUp]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
