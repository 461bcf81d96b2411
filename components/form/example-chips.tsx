import { label, secondaryButton } from '../ui';

/**
 * A labelled row of example buttons above a form: picking one fills the form (and runs it, as the
 * panel decides). `mono` sets the labels in the code face (queries, tickers).
 */
export function ExampleChips<Example>({
  id,
  title,
  examples,
  labelOf,
  onPick,
  disabled,
  mono = false,
}: {
  id: string;
  title: string;
  examples: readonly Example[];
  labelOf: (example: Example) => string;
  onPick: (example: Example) => void;
  disabled: boolean;
  mono?: boolean;
}) {
  return (
    <div>
      <p className={label} id={id}>
        {title}
      </p>
      <div className="mt-1 flex flex-wrap gap-2" role="group" aria-labelledby={id}>
        {examples.map((example) => (
          <button
            key={labelOf(example)}
            type="button"
            className={`${secondaryButton} px-2 py-1 ${mono ? 'font-mono ' : ''}text-xs`}
            disabled={disabled}
            onClick={() => onPick(example)}
          >
            {labelOf(example)}
          </button>
        ))}
      </div>
    </div>
  );
}
