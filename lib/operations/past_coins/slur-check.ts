import { SLUR_MESSAGE, type storedCoin } from './contract';

type StoredCoin = ReturnType<typeof storedCoin>;

/** Which of a coin's name, ticker and description holds a slur, if one does: the store's guard, lent by past-coin search. */
export type SlurFinder = (coin: Pick<StoredCoin, 'name' | 'ticker' | 'description'>) => keyof StoredCoin | undefined;

/**
 * Where the first of the coins carries a slur, worded as a validation problem is
 * (`coins[3].name: carries a slur…`), or undefined when none does. It runs on the server after the
 * schema, which the browser shares and which so holds no word list.
 */
export function slurProblem(
  coins: readonly Pick<StoredCoin, 'name' | 'ticker' | 'description'>[],
  slurIn: SlurFinder,
  where = (index: number) => `coins[${index}]`,
): string | undefined {
  for (const [index, coin] of coins.entries()) {
    const field = slurIn(coin);
    if (field) return `${where(index)}.${field}: ${SLUR_MESSAGE}`;
  }
  return undefined;
}
