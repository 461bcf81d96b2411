import { describe, expect, it } from 'vitest';
import { cashtag, formatLaunchDate, formatMarketCap, formatScore } from './coin-format';

describe('past coin formatting', () => {
  it('writes market caps in US dollars, compact from a million, a dash when unknown', () => {
    expect(formatMarketCap(4290, 'en-US')).toBe('$4,290');
    expect(formatMarketCap(4290.6, 'en-US')).toBe('$4,291');
    expect(formatMarketCap(1_234_567, 'en-US')).toBe('$1.2M');
    expect(formatMarketCap(0, 'en-US')).toBe('$0');
    expect(formatMarketCap(null, 'en-US')).toBe('—');
  });

  it('writes the launch day, a dash when unknown or unreadable', () => {
    expect(formatLaunchDate('2024-07-02T12:11:33.000Z', 'en-US')).toBe('Jul 2, 2024');
    expect(formatLaunchDate(null, 'en-US')).toBe('—');
    expect(formatLaunchDate('not a date', 'en-US')).toBe('—');
  });

  it('writes scores as whole percentages', () => {
    expect(formatScore(1)).toBe('100%');
    expect(formatScore(0.8571)).toBe('86%');
    expect(formatScore(0.3)).toBe('30%');
  });

  it('puts one $ before a ticker, never two', () => {
    expect(cashtag('PEPE')).toBe('$PEPE');
    expect(cashtag('$PEPEH')).toBe('$PEPEH');
  });
});
