import { editPlanWords } from '@inference-console/client/edit-plan-words';

/**
 * What the embedded editor did with the prompt (its X-Edit-Plan header) in words: each applied
 * operation, and each ignored part with the reason. Engines that do not report a plan show nothing.
 */
export function EditPlanNote({ plan }: { plan?: string }) {
  if (!plan) return null;
  const { applied, ignored } = editPlanWords(plan);
  return (
    <section aria-label="What the editor did" data-testid="edit-plan" className="space-y-2 text-sm">
      {ignored.length > 0 && (
        <div
          role="status"
          data-testid="edit-plan-ignored"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <p className="font-medium">
            {ignored.length === 1
              ? 'One part of the prompt was not done:'
              : `${ignored.length} parts of the prompt were not done:`}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {ignored.map(({ part, reason }, index) => (
              <li key={index}>
                “{part}”: {reason}.
              </li>
            ))}
          </ul>
        </div>
      )}
      <div data-testid="edit-plan-applied" className="text-zinc-700 dark:text-zinc-300">
        <p className="font-medium">{applied.length > 0 ? 'Done:' : 'Nothing in the prompt was applied.'}</p>
        {applied.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {applied.map((sentence, index) => (
              <li key={index}>{sentence}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
