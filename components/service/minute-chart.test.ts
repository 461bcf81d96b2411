import { describe, expect, it } from 'vitest';
import { quarterHourTicks, type MinuteRow } from './minute-chart';

/** An hour of minutes ending with the one starting at `last` (local time). */
function hour(last: Date): MinuteRow[] {
  return Array.from({ length: 60 }, (_, index) => ({ at: last.getTime() - (59 - index) * 60_000 }));
}

describe('the time axis’ ticks', () => {
  it('fall on the quarter hours, none within six minutes of either end', () => {
    const rows = hour(new Date(2026, 10, 28, 6, 36));
    const ticks = quarterHourTicks(rows);
    expect(ticks.map((at) => new Date(at).toTimeString().slice(0, 5))).toEqual(['05:45', '06:00', '06:15', '06:30']);
    expect(quarterHourTicks(hour(new Date(2026, 10, 28, 7, 3))).map((at) => new Date(at).getMinutes())).toEqual([
      15, 30, 45,
    ]);
    for (const at of ticks) {
      const index = rows.findIndex((row) => row.at === at);
      expect(index).toBeGreaterThanOrEqual(6);
      expect(index).toBeLessThan(54);
    }
  });
});
