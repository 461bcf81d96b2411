import { describe, expect, it } from 'vitest';
import { formatUptime } from './format';

describe('formatUptime', () => {
  it('shows the two largest units that matter', () => {
    expect(formatUptime(0)).toBe('0 s');
    expect(formatUptime(45_900)).toBe('45 s');
    expect(formatUptime((12 * 60 + 5) * 1000)).toBe('12 min 5 s');
    expect(formatUptime((3 * 3600 + 12 * 60 + 59) * 1000)).toBe('3 h 12 min');
    expect(formatUptime((2 * 86_400 + 4 * 3600 + 59 * 60) * 1000)).toBe('2 d 4 h');
  });

  it('never goes below zero (a clock that stepped back)', () => {
    expect(formatUptime(-5_000)).toBe('0 s');
  });
});
