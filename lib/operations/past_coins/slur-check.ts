import { slurField } from '../../engines/past_coin_search/slurs';
import { SLUR_MESSAGE } from './contract';

type CoinText = Parameters<typeof slurField>[0];

/**
 * Where the first of the coins carries a slur (the guard the seed uses, `slurs.ts`), worded as a
 * validation problem is (`coins[3].name: carries a slur…`), or undefined when none does. It runs on
 * the server after the schema, which the browser shares and which so holds no word list.
 */
export function slurProblem(
  coins: readonly CoinText[],
  where = (index: number) => `coins[${index}]`,
): string | undefined {
  for (const [index, coin] of coins.entries()) {
    const field = slurField(coin);
    if (field) return `${where(index)}.${field}: ${SLUR_MESSAGE}`;
  }
  return undefined;
}
