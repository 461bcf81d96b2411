import 'server-only';
import type { ServiceTypes } from '../services';
import { defineOperation } from '../types';
import { pastCoinsConfig } from './config';
import { PAST_COINS_ERRORS, pastCoinsContract, storedCoin } from './contract';

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
  // The store is the one past-coin search opened, shared: that operation warms and closes it.
  uses: ['recordCoins'],
  createEngine(_config, shared): ServiceTypes['recordCoins'] {
    if (!shared.recordCoins) throw new Error('Recording coins needs the recordCoins service (the past-coin store).');
    return shared.recordCoins;
  },
  async run({ coins }, { requestId, signal }, { engine: store }) {
    const recorded = await store.record(coins.map(storedCoin), { signal });
    return { body: { requestId, recorded }, engine: store.id };
  },
});
