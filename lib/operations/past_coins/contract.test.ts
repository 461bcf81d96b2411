import { describe, expect, it } from 'vitest';
import { describeZodError } from '../../validation';
import { ADDRESS_MAX, COINS_MAX, DESCRIPTION_MAX, NAME_MAX, PastCoinsRequestSchema, TICKER_MAX } from './contract';

const problem = (body: unknown) => {
  const result = PastCoinsRequestSchema.safeParse(body);
  return result.success ? undefined : describeZodError(result.error);
};
const coin = (index: number, extra: object = {}) => ({
  address: `addr-${index}`,
  name: `Coin ${index}`,
  ticker: 'C',
  ...extra,
});
const coins = (count: number) => Array.from({ length: count }, (_, index) => coin(index));

describe('the past-coin recording request, at its edges', () => {
  it('takes 1 and 1,000 coins, and refuses none and 1,001', () => {
    expect(problem({ coins: coins(1) })).toBeUndefined();
    expect(problem({ coins: coins(COINS_MAX) })).toBeUndefined();
    expect(problem({ coins: [] })).toBe('coins: must hold at least one coin');
    expect(problem({ coins: coins(COINS_MAX + 1) })).toBe(`coins: must hold at most ${COINS_MAX} coins`);
  });

  it('names the index of a coin without an address', () => {
    const batch = coins(5);
    delete (batch[3] as Partial<ReturnType<typeof coin>>).address;
    expect(problem({ coins: batch })).toBe('coins[3].address: is required');
  });

  it.each([
    ['address', '', 'must not be empty'],
    ['address', 'a'.repeat(ADDRESS_MAX + 1), `must be at most ${ADDRESS_MAX} characters`],
    ['address', 'has space', 'must be printable ASCII with no spaces'],
    ['name', ' ', 'must not be empty'],
    ['name', 'n'.repeat(NAME_MAX + 1), `must be at most ${NAME_MAX} characters`],
    ['name', 'bell\u0007', 'must not contain control characters'],
    ['ticker', 'T'.repeat(TICKER_MAX + 1), `must be at most ${TICKER_MAX} characters`],
    ['description', 'd'.repeat(DESCRIPTION_MAX + 1), `must be at most ${DESCRIPTION_MAX} characters`],
    ['marketCap', -1, 'must be at least 0'],
    ['marketCap', '5,599', 'must be a number'],
    ['createdAt', '13/10/2024, 08:31:20', 'must be an ISO-8601 instant, such as 2025-01-31T12:00:00Z'],
  ])('refuses %s %j, naming it', (field, value, message) => {
    expect(problem({ coins: [coin(0), coin(1, { [field]: value })] })).toBe(`coins[1].${field}: ${message}`);
  });

  it('takes each field at its largest, nulls for the optional ones, and line breaks and emoji joiners in text', () => {
    const largest = {
      address: 'a'.repeat(ADDRESS_MAX),
      name: '👨‍👩‍👧'.repeat(NAME_MAX / 8),
      ticker: 'T'.repeat(TICKER_MAX),
      description: `${'d'.repeat(DESCRIPTION_MAX - 2)}\n\t`,
    };
    expect(problem({ coins: [largest] })).toBeUndefined();
    expect(problem({ coins: [coin(0, { description: null, marketCap: null, createdAt: null })] })).toBeUndefined();
    expect(problem({ coins: [coin(0, { createdAt: '2024-10-13T08:31:20+02:00', marketCap: 0 })] })).toBeUndefined();
  });

  it('refuses unknown fields in a coin and in the body', () => {
    expect(problem({ coins: [coin(0, { chain: 'sol' })] })).toBe('coins[0]: unknown field(s): chain');
    expect(problem({ coins: coins(1), dryRun: true })).toMatch(/dryRun/);
  });
});
