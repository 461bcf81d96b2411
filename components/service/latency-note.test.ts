import { describe, expect, it } from 'vitest';
import { FEW_TIMED, latencyNote } from './latency-note';

describe('latencyNote', () => {
  it('says when p50 and p95 rest on one or few requests, and nothing otherwise', () => {
    expect(latencyNote(0)).toBeUndefined();
    expect(latencyNote(1)).toBe('One request timed: its own latency, not a percentile.');
    expect(latencyNote(2)).toMatch(/^Only 2 requests timed: p50 and p95 are rough estimates/);
    expect(latencyNote(FEW_TIMED - 1)).toMatch(/^Only 19 requests timed/);
    expect(latencyNote(FEW_TIMED)).toBeUndefined();
  });
});
