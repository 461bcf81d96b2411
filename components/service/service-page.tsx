'use client';
import type { ServiceGate, ServiceOperation, ServiceSnapshot } from '@/lib/contract/service';
import { contractOf, isOperationName } from '@/lib/operations/contracts';
import { cx } from '../cx';
import { formatMs, formatTime, formatUptime } from '../format';
import { statusTone } from '../run/status-badge';
import { card, hint } from '../ui';
import { latencyNote } from './latency-note';
import { inUnit, latencyUnit, type LatencyUnit } from './latency-scale';
import { MinuteChart, type ChartSeries, type MinuteRow } from './minute-chart';
import { REFRESH_MS, useServiceSnapshot } from './use-service-snapshot';

/** An operation's (or a gate named after one) title from its contract, else the name as it is. */
const titleOf = (name: string) => (isOperationName(name) ? contractOf(name).title : name);

const seconds = (value: number | null) => (value === null ? '—' : formatMs(value * 1000));

const STATUS_SERIES: ChartSeries[] = [
  { key: '2xx', name: '2xx', color: 'var(--chart-2xx)' },
  { key: '4xx', name: '4xx', color: 'var(--chart-4xx)' },
  { key: '5xx', name: '5xx', color: 'var(--chart-5xx)' },
];
const LATENCY_SERIES: ChartSeries[] = [
  { key: 'p50', name: 'p50', color: 'var(--chart-p50)' },
  { key: 'p95', name: 'p95', color: 'var(--chart-p95)' },
];
const REJECTION_SERIES: ChartSeries[] = [
  { key: 'rateLimited', name: '429 rate limit', color: 'var(--chart-4xx)' },
  { key: 'unavailable', name: '503 busy or unavailable', color: 'var(--chart-5xx)' },
];
const ERROR_SERIES: ChartSeries[] = [{ key: 'engineErrors', name: 'engine errors', color: 'var(--chart-5xx)' }];

/** The unit the operation's latency chart draws in: the one its slowest minute reads best in. */
const latencyUnitOf = (operation: ServiceOperation) =>
  latencyUnit(Math.max(0, ...operation.minutes.flatMap((minute) => [minute.p50 ?? 0, minute.p95 ?? 0])));

function rowsOf(operation: ServiceOperation, unit: LatencyUnit): MinuteRow[] {
  return operation.minutes.map((minute) => {
    const known = minute.byClass !== null;
    return {
      at: minute.at,
      ...Object.fromEntries(STATUS_SERIES.map(({ key }) => [key, known ? (minute.byClass?.[key] ?? 0) : null])),
      rateLimited: minute.rateLimited,
      unavailable: minute.unavailable,
      engineErrors: minute.engineErrors,
      p50: inUnit(minute.p50, unit),
      p95: inUnit(minute.p95, unit),
    };
  });
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function Fact({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: React.ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className={hint}>{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function GateFact({ gate }: { gate: ServiceGate }) {
  return (
    <div className={card} data-testid="gate" data-gate={gate.gate}>
      <dt className={hint}>{titleOf(gate.gate)} slots busy</dt>
      <dd className="text-lg font-semibold tabular-nums">
        <span data-testid="gate-busy">{gate.busy}</span> of <span data-testid="gate-slots">{gate.slots}</span>
        <span className="ml-2 text-xs font-normal text-zinc-600 dark:text-zinc-400">{gate.waiting} waiting</span>
      </dd>
    </div>
  );
}

function Overview({ snapshot }: { snapshot: ServiceSnapshot }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Fact className={card} label="Uptime" value={formatUptime(snapshot.at - snapshot.startedAt)} testId="uptime" />
      <Fact className={card} label="Requests in flight" value={snapshot.inFlight} testId="in-flight" />
      {snapshot.gates.map((gate) => (
        <GateFact key={gate.gate} gate={gate} />
      ))}
    </dl>
  );
}

function OperationSection({ operation }: { operation: ServiceOperation }) {
  const { totals, engines } = operation;
  const unit = latencyUnitOf(operation);
  const rows = rowsOf(operation, unit);
  const title = titleOf(operation.operation);
  const headingId = `service-${operation.operation}`;
  const current = rows.at(-1)!;
  const thisMinute = STATUS_SERIES.reduce((all, { key }) => all + (current[key] ?? 0), 0);
  const engineErrors = Object.values(totals.engineErrors).reduce((a, b) => a + b, 0);
  const errorCodes = Object.entries(totals.engineErrors).map(([code, count]) => `${code} × ${count}`);
  const engineList = Object.entries(engines);
  const note = latencyNote(totals.timed);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="service-operation"
      data-operation={operation.operation}
      className="space-y-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="engines">
          {engineList.length === 0
            ? 'No engine answered in the last hour'
            : `Engines in use: ${engineList.map(([engine, count]) => `${engine} (${count})`).join(', ')}`}
        </p>
      </div>
      <dl className={cx(card, 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6')}>
        <Fact label="Requests" value={totals.requests} testId="total-requests" />
        <Fact label="429 rate limited" value={totals.rateLimited} testId="total-rate-limited" />
        <Fact label="503 busy or unavailable" value={totals.unavailable} testId="total-unavailable" />
        <Fact label="Engine errors" value={engineErrors} testId="total-engine-errors" />
        {totals.timed === 1 ? (
          <Fact
            className="col-span-2"
            label="Latency of its one request"
            value={seconds(totals.p50)}
            testId="total-latency-one"
          />
        ) : (
          <>
            <Fact label="p50 latency" value={seconds(totals.p50)} testId="total-p50" />
            <Fact label="p95 latency" value={seconds(totals.p95)} testId="total-p95" />
          </>
        )}
        {note && (
          <div className="col-span-full">
            <dt className="sr-only">About the latency</dt>
            <dd className={hint} data-testid="latency-note">
              {note}
            </dd>
          </div>
        )}
        <div className="col-span-full">
          <dt className="sr-only">Requests by status</dt>
          <dd>
            <ul className="flex flex-wrap gap-2 text-xs" aria-label="Requests by status">
              {Object.entries(totals.byStatus).map(([status, count]) => (
                <li key={status} data-testid="status-count" data-status={status} className="flex items-center gap-1">
                  <span className={cx('rounded px-1.5 py-0.5 font-mono font-semibold', statusTone(Number(status)))}>
                    {status}
                  </span>
                  <span className="tabular-nums" data-testid="count">
                    {count}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="grid gap-3 lg:grid-cols-2">
        <MinuteChart
          title="Requests per minute by status"
          summary={`${plural(totals.requests, 'request')} in the last hour, ${thisMinute} this minute.`}
          rows={rows}
          series={STATUS_SERIES}
          kind="bars"
          testId="chart-requests"
        />
        <MinuteChart
          title={`Latency p50 and p95 (${unit.unit})`}
          summary={
            totals.p50 === null
              ? 'No request timed in the last hour.'
              : totals.timed === 1
                ? `One request in the hour, in ${seconds(totals.p50)}.`
                : `Over the hour: p50 ${seconds(totals.p50)}, p95 ${seconds(totals.p95)}${note ? ` (from ${totals.timed} requests)` : ''}.`
          }
          rows={rows}
          series={LATENCY_SERIES}
          kind="lines"
          unit={unit.unit}
          testId="chart-latency"
        />
        <MinuteChart
          title="Rejections per minute (429, 503)"
          summary={`${totals.rateLimited} refused by the rate limit (429) and ${totals.unavailable} for capacity or an unavailable engine (503) in the last hour.`}
          rows={rows}
          series={REJECTION_SERIES}
          kind="bars"
          testId="chart-rejections"
        />
        <MinuteChart
          title="Engine errors per minute (5xx other than 503)"
          summary={
            engineErrors === 0
              ? 'No engine error in the last hour.'
              : `${plural(engineErrors, 'engine error')} in the last hour: ${errorCodes.join(', ')}.`
          }
          rows={rows}
          series={ERROR_SERIES}
          kind="bars"
          testId="chart-engine-errors"
        />
      </div>
    </section>
  );
}

/**
 * The console's Service page: how this server is doing over the last hour, per operation, from its
 * own metrics registry (the one /metrics serves) through the console's route; read again every
 * few seconds. Operations without a request in the hour are listed in one line at the end.
 */
export function ServicePage() {
  const { data, error, dataUpdatedAt } = useServiceSnapshot();
  const busy = data?.operations.filter((operation) => operation.totals.requests > 0) ?? [];
  const quiet = data?.operations.filter((operation) => operation.totals.requests === 0) ?? [];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Service</h1>
        <p className="mt-1 max-w-3xl text-sm text-zinc-600 dark:text-zinc-400">
          How this server is doing over the last hour, per operation: requests, latency, rejections and engine errors,
          from the same metrics registry <code>/metrics</code> serves, read again every {REFRESH_MS / 1000} s. Where
          many instances run, the Grafana dashboard in <code>deploy/grafana</code> shows them together.
        </p>
        <p className={cx(hint, 'mt-1')} data-testid="updated">
          {data ? `Updated ${formatTime(dataUpdatedAt)}` : error ? '' : 'Reading the server’s metrics…'}
        </p>
      </header>
      {error && (
        <div
          role="alert"
          data-testid="service-error"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          The service’s metrics could not be read: {error.message}
        </div>
      )}
      {data && (
        <>
          <Overview snapshot={data} />
          {busy.map((operation) => (
            <OperationSection key={operation.operation} operation={operation} />
          ))}
          {quiet.length > 0 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="quiet-operations">
              No request in the last hour: {quiet.map((operation) => titleOf(operation.operation)).join(', ')}.
            </p>
          )}
        </>
      )}
    </div>
  );
}
