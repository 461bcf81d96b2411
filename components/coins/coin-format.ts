/** How a past coin's numbers read: market cap in US dollars, launch day, score as a percentage. */

const NONE = '—';

/** `$4,290`; `$1.2M` from a million up; `—` when unknown. */
export function formatMarketCap(usd: number | null, locale?: string): string {
  if (usd === null) return NONE;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    notation: usd >= 1_000_000 ? 'compact' : 'standard',
    maximumFractionDigits: usd >= 1_000_000 ? 1 : 0,
  }).format(usd);
}

/** The launch day in the reader's calendar (`Jul 2, 2024`), or `—` when unknown. */
export function formatLaunchDate(iso: string | null, locale?: string): string {
  if (iso === null) return NONE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NONE;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 0.8571 → `86%`. */
export function formatScore(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** `$PEPE`, without doubling the `$` of a ticker whose creator wrote one (`$PEPEH`). */
export function cashtag(ticker: string): string {
  return ticker.startsWith('$') ? ticker : `$${ticker}`;
}
