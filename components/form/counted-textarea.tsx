import { cx } from '../cx';
import { hint, inputBase, label as labelClass } from '../ui';

type CountedTextareaProps = Omit<React.ComponentProps<'textarea'>, 'id' | 'className' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The length as the server counts it, which is not always `value.length`. */
  length: number;
  max: number;
  counterTestId: string;
  /** Shows the count in red: over the limit, or otherwise the reason the field is refused. */
  flagged?: boolean;
  /** Has screen readers announce the count as it changes. */
  announce?: boolean;
  /** Below the textarea: its hint or its problem. */
  children?: React.ReactNode;
};

/** A labelled textarea with a live count of its length against a limit. */
export function CountedTextarea({
  id,
  label,
  value,
  onChange,
  length,
  max,
  counterTestId,
  flagged,
  announce,
  children,
  ...textarea
}: CountedTextareaProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span
          data-testid={counterTestId}
          className={cx(hint, 'tabular-nums', flagged && 'font-semibold text-red-600 dark:text-red-400')}
          aria-live={announce ? 'polite' : undefined}
        >
          {length} / {max}
        </span>
      </div>
      <textarea
        {...textarea}
        id={id}
        className={cx(inputBase, 'mt-1 resize-y')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
