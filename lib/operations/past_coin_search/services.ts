import type { PastCoinStore } from '../../engines/past_coin_search';

/**
 * What past-coin search offers other operations (wired by the composition root): writing to the store
 * it opened. Upserts coins by address, all or nothing, and answers how many were written; `id` is the
 * store's name, for X-Engine.
 */
export type CoinRecorder = Pick<PastCoinStore, 'id' | 'record'>;

declare module '../services' {
  interface ServiceTypes {
    recordCoins: CoinRecorder;
  }
}
