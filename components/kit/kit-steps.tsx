import { STEP_IDS, type KitState, type StepState } from '@inference-console/client/kit';
import { cx } from '../cx';
import { formatMs } from '../format';
import { statusTone } from '../run/status-badge';
import { card } from '../ui';

function tone(step: StepState): string {
  if (step.status === 'done') return statusTone(200);
  if (step.status === 'failed') return statusTone(step.error?.status && step.error.status < 500 ? 400 : 500);
  return 'bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300';
}

/** Whether the latest run ran every step (a first run), or only those a change made stale. */
function ranAll(state: KitState): boolean {
  return state.ran === undefined || state.ran.length === STEP_IDS.length;
}

/** Every step with its status, time and error, filled in as each lands. */
export function KitSteps({ state }: { state: KitState }) {
  return (
    <section className={card} aria-labelledby="kit-steps-heading">
      <h2 id="kit-steps-heading" className="text-sm font-semibold">
        Steps
        {state.ms !== undefined && (
          <span className="ml-2 font-normal text-zinc-600 dark:text-zinc-400" data-testid="kit-total-time">
            {ranAll(state)
              ? `all in ${formatMs(state.ms)}`
              : `re-run of ${state.ran!.length} step${state.ran!.length === 1 ? '' : 's'} in ${formatMs(state.ms)}`}
          </span>
        )}
      </h2>
      <ol className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
        {STEP_IDS.map((id) => {
          const step = state.steps[id];
          return (
            <li key={id} data-testid={`kit-step-${id}`} data-status={step.status} className="py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{step.label}</span>
                <span className={cx('rounded px-1.5 py-0.5 text-xs font-semibold', tone(step))}>
                  {step.status === 'running' && <span aria-hidden="true">⏳ </span>}
                  {step.status}
                  {step.error?.status !== undefined && ` · ${step.error.status}`}
                </span>
                {step.ms !== undefined && (
                  <span className="text-xs tabular-nums text-zinc-600 dark:text-zinc-400" data-testid="kit-step-time">
                    {formatMs(step.ms)}
                    {state.ms !== undefined && !ranAll(state) && !state.ran!.includes(id) && ' (earlier run)'}
                  </span>
                )}
              </div>
              {step.error && (
                <p
                  data-testid="kit-step-error"
                  className={cx(
                    'mt-1 text-xs',
                    step.status === 'failed' ? 'text-red-800 dark:text-red-300' : 'text-zinc-600 dark:text-zinc-400',
                  )}
                >
                  {step.status === 'failed' && <code>{step.error.code}</code>}
                  {step.status === 'failed' && ': '}
                  {step.error.message}
                  {step.error.retryAfterSeconds !== undefined && ` Retry after ${step.error.retryAfterSeconds} s.`}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
