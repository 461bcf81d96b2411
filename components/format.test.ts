import { describe, expect, it } from 'vitest';
import { clip, formatUptime } from './format';

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

describe('clip', () => {
  it('keeps short text whole and cuts long text with an ellipsis, at a word end when one is near', () => {
    expect(clip('gm frens', 80)).toBe('gm frens');
    expect(clip('one two three four five', 16)).toBe('one two three…');
    expect(clip('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
    expect([...clip('🐸'.repeat(100), 10)]).toHaveLength(10);
  });

  it('folds line breaks into spaces: a summary is one line', () => {
    expect(clip('line one\n\nline two', 80)).toBe('line one line two');
  });
});
