import 'server-only';
import { ApiError } from '../../errors';
import { defineOperation } from '../types';
import { pastCoinsConfig } from './config';
import { PAST_COINS_ERRORS, pastCoinsContract, storedCoin } from './contract';
import { slurProblem, type SlurFinder } from './slur-check';

/** Writes launched coins to the past-coin store, all or nothing; `id` is the store's name, for X-Engine. */
export interface CoinRecorder {
  id: string;
  record(coins: ReturnType<typeof storedCoin>[], options: { signal: AbortSignal }): Promise<number>;
}

/** What recording runs on: the store, and the guard it keeps slurs out with (past-coin search's, as its seed). */
export interface PastCoinsEngine {
  store: CoinRecorder;
  slurIn: SlurFinder;
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
  // The store and its guard are shared services (past-coin search warms and closes the store).
  createEngine: (_config, { pastCoinStore, slurIn }): PastCoinsEngine => ({ store: pastCoinStore, slurIn }),
  async run({ coins }, { requestId, signal }, { engine: { store, slurIn } }) {
    const stored = coins.map(storedCoin);
    const slur = slurProblem(stored, slurIn);
    if (slur) throw new ApiError('invalid_message', slur);
    const recorded = await store.record(stored, { signal });
    return { body: { requestId, recorded }, engine: store.id };
  },
});
