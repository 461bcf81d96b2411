import { describe, expect, it } from 'vitest';
import { SLUR_MESSAGE } from './contract';
import { slurField } from '../../engines/past_coin_search/slurs';
import { slurProblem } from './slur-check';

const coin = (fields: object = {}) => ({ name: 'Moon Frog', ticker: 'MFROG', description: null, ...fields });

describe('the slurs a recorded coin may not carry', () => {
  it.each([
    ['name', 'PEPEFAG'],
    ['ticker', 'N1GGA'],
    ['description', 'for every r e t a r d'],
  ])('names the coin and the field when its %s holds one (%j)', (field, value) => {
    expect(slurProblem([coin(), coin({ [field]: value })], slurField)).toBe(`coins[1].${field}: ${SLUR_MESSAGE}`);
    expect(slurProblem([coin({ [field]: value })], slurField, () => 'coin')).toBe(`coin.${field}: ${SLUR_MESSAGE}`);
  });

  it('takes vulgar coins without one, and the near words (a safe search is what leaves vulgarity out)', () => {
    const names = ['Genital Wealth', 'Shit Coin', 'Raccoon', 'Stardust', 'Shinigami', 'Niger Delta'];
    expect(
      slurProblem(
        names.map((name) => coin({ name })),
        slurField,
      ),
    ).toBeUndefined();
  });
});
