import 'server-only';
import { ERRORS } from '../../errors';
import { defineOperation, type CoinRecorder } from '../types';
import { pastCoinsConfig } from './config';
import { PAST_COINS_ERRORS, pastCoinsContract, storedCoin } from './contract';

export const pastCoins = defineOperation({
  name: 'past_coins',
  contract: pastCoinsContract,
  config: pastCoinsConfig,
  permission: { flag: 'pastCoinWrite', refused: PAST_COINS_ERRORS.past_coin_write_not_enabled },
  engineErrors: { failed: ERRORS.past_coin_search_failed, unavailable: ERRORS.past_coin_search_failed },
  // The store is past-coin search's, shared: it opens, warms and closes it.
  createEngine(_config, shared): CoinRecorder {
    if (!shared.recordCoins) throw new Error('Recording coins needs the past-coin store that search shares.');
    return shared.recordCoins;
  },
  async run({ coins }, { requestId, signal }, { engine: store }) {
    const recorded = await store.record(coins.map(storedCoin), { signal });
    return { body: { requestId, recorded }, engine: store.id };
  },
});
