/** A unit the latency chart may draw in: its name and how many of it make a second. */
export interface LatencyUnit {
  unit: 'ms' | 's' | 'min';
  perSecond: number;
}

const UNITS: LatencyUnit[] = [
  { unit: 'ms', perSecond: 1000 },
  { unit: 's', perSecond: 1 },
  { unit: 'min', perSecond: 1 / 60 },
];

/**
 * The unit an hour of latencies reads best in: the smallest in which the slowest stays under
 * 10,000 (ms up to 10 s, seconds up to about 2.8 hours, minutes beyond), so its axis keeps short
 * labels.
 */
export function latencyUnit(slowestSeconds: number): LatencyUnit {
  return UNITS.find(({ perSecond }) => slowestSeconds * perSecond < 10_000) ?? UNITS.at(-1)!;
}

/** A latency in seconds in that unit, to a tenth of a millisecond or a hundredth of a second or minute. */
export function inUnit(seconds: number | null, { unit, perSecond }: LatencyUnit): number | null {
  if (seconds === null) return null;
  const step = unit === 'ms' ? 10 : 100;
  return Math.round(seconds * perSecond * step) / step;
}
