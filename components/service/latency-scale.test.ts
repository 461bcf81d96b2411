import { describe, expect, it } from 'vitest';
import { inUnit, latencyUnit } from './latency-scale';

describe('the latency chart’s unit', () => {
  it('is the smallest in which the slowest latency stays under 10,000', () => {
    expect(latencyUnit(0).unit).toBe('ms');
    expect(latencyUnit(9.9999).unit).toBe('ms');
    expect(latencyUnit(10).unit).toBe('s');
    expect(latencyUnit(9_999).unit).toBe('s');
    expect(latencyUnit(10_000).unit).toBe('min');
    expect(latencyUnit(10_000_000).unit).toBe('min');
  });

  it('converts seconds into it, rounded to its step, and keeps a missing minute missing', () => {
    expect(inUnit(0.01234, latencyUnit(1))).toBe(12.3);
    expect(inUnit(12.3456, latencyUnit(12))).toBe(12.35);
    expect(inUnit(135_246, latencyUnit(135_246))).toBe(2254.1);
    expect(inUnit(null, latencyUnit(1))).toBeNull();
  });
});
