import { kitWarnings, type KitState } from '@inference-console/client/kit';

/** What to know before posting the kit as it is: a ticker other coins use, a blurry banner. */
export function KitWarnings({ state }: { state: KitState }) {
  const warnings = kitWarnings(state);
  if (warnings.length === 0) return null;
  return (
    <section
      aria-label="Before you post"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning} data-testid="kit-warning">
            {warning}
          </li>
        ))}
      </ul>
    </section>
  );
}
