'use client';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { card } from '../ui';

/** One minute of one operation, flat for the charts (null: no data for that minute). */
export type MinuteRow = { at: number } & Record<string, number | null>;

export interface ChartSeries {
  key: string;
  name: string;
  /** A CSS colour, e.g. var(--chart-2xx) (app/globals.css). */
  color: string;
}

export const minuteLabel = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Minutes kept clear at each end of the time axis: half a time label (about 30 px) at phone width. */
const TICK_CLEARANCE = 6;

/**
 * The time axis' ticks: the quarter hours (local time) among the rows, but none so near either end
 * that half its label, centred on its minute, would stick out of the chart.
 */
export function quarterHourTicks(rows: MinuteRow[], clearance = TICK_CLEARANCE): number[] {
  return rows
    .filter((row, index) => index >= clearance && index < rows.length - clearance)
    .filter((row) => new Date(row.at).getMinutes() % 15 === 0)
    .map((row) => row.at);
}

const axis = { stroke: 'var(--chart-grid)', tick: { fill: 'var(--chart-axis)', fontSize: 11 } };
const tooltip = {
  contentStyle: {
    background: 'var(--chart-tooltip-bg)',
    borderColor: 'var(--chart-tooltip-border)',
    color: 'var(--chart-tooltip-text)',
    borderRadius: 6,
    fontSize: 12,
  },
  labelStyle: { color: 'var(--chart-tooltip-text)' },
  labelFormatter: (at: unknown) => minuteLabel(Number(at)),
};

/**
 * An hour of per-minute values as stacked bars (counts) or lines (latencies), the current minute
 * last. The figure's caption names it and its summary says what it shows in words, for people
 * who do not see the chart; the keyboard steps through the minutes with the arrow keys.
 */
export function MinuteChart({
  title,
  summary,
  rows,
  series,
  kind,
  unit,
  testId,
}: {
  title: string;
  summary: string;
  rows: MinuteRow[];
  series: ChartSeries[];
  kind: 'bars' | 'lines';
  unit?: string;
  testId: string;
}) {
  const captionId = useId();
  const Chart = kind === 'bars' ? BarChart : LineChart;
  const formatValue = (value: unknown) => (unit ? `${value} ${unit}` : String(value));
  return (
    <figure className={`${card} min-w-0`} data-testid={testId} aria-labelledby={captionId}>
      <figcaption id={captionId} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {title}
      </figcaption>
      <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-400" data-testid="chart-summary">
        {summary}
      </p>
      <Chart
        data={rows}
        responsive
        style={{ width: '100%', height: 170 }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        role="img"
        title={title}
        desc={summary}
      >
        <CartesianGrid stroke="var(--chart-grid)" vertical={false} />
        <XAxis dataKey="at" tickFormatter={minuteLabel} ticks={quarterHourTicks(rows)} interval={0} {...axis} />
        {/* As wide as its longest tick label, measured once drawn: no label is cut off at the left. */}
        <YAxis allowDecimals={kind === 'lines'} width="auto" {...axis} />
        <Tooltip
          {...tooltip}
          formatter={formatValue}
          cursor={{ fill: 'var(--chart-grid)', stroke: 'var(--chart-grid)' }}
        />
        <Legend
          iconSize={10}
          wrapperStyle={{ fontSize: 12 }}
          formatter={(name: string) => <span className="text-zinc-700 dark:text-zinc-300">{name}</span>}
        />
        {series.map(({ key, name, color }) =>
          kind === 'bars' ? (
            <Bar key={key} dataKey={key} name={name} stackId="minute" fill={color} isAnimationActive={false} />
          ) : (
            <Line
              key={key}
              dataKey={key}
              name={name}
              stroke={color}
              strokeWidth={2}
              dot={{ r: 2, fill: color, strokeWidth: 0 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ),
        )}
      </Chart>
    </figure>
  );
}
