import 'server-only';
import { defineOperation } from '../types';
import { pastCoinsConfig } from './config';
import { ApiError } from '../../errors';
import { PAST_COINS_ERRORS, pastCoinsContract, storedCoin } from './contract';
import { slurProblem } from './slur-check';

/** Writes launched coins to the past-coin store, all or nothing; `id` is the store's name, for X-Engine. */
export interface CoinRecorder {
  id: string;
  record(coins: ReturnType<typeof storedCoin>[], options: { signal: AbortSignal }): Promise<number>;
}

export const pastCoins = defineOperation({
  name: 'past_coins',
  contract: pastCoinsContract,
  config: pastCoinsConfig,
  permission: {
    id: 'past_coins:write',
    keyField: 'pastCoinWrite',
    refused: PAST_COINS_ERRORS.past_coin_write_not_enabled,
  },
  engineErrors: {
    failed: PAST_COINS_ERRORS.past_coin_write_failed,
    unavailable: PAST_COINS_ERRORS.past_coin_write_failed,
  },
  // The store is the one past-coin search opened, handed in by the registry: that operation warms and
  // closes it.
  createEngine: (_config, uses: { store: CoinRecorder }): CoinRecorder => uses.store,
  async run({ coins }, { requestId, signal }, { engine: store }) {
    const slur = slurProblem(coins.map(storedCoin));
    if (slur) throw new ApiError('invalid_message', slur);
    const recorded = await store.record(coins.map(storedCoin), { signal });
    return { body: { requestId, recorded }, engine: store.id };
  },
});
