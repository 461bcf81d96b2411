import type { RequestOf, ResponseOf } from '@/lib/operations/contracts';

export type PastCoinsRequest = RequestOf<'past_coin_search'>;
export type PastCoinsResponse = ResponseOf<'past_coin_search'>;
export type FoundCoin = PastCoinsResponse['results'][number];

/** What the panel searches with: a name, ticker or words, or a social post. */
export type SearchMode = 'query' | 'post';
