import { describeZodError } from '@/lib/validation';
import { PastCoinSearchRequestSchema } from '@/lib/operations/past_coin_search/contract';
import type { PastCoinsRequest, SearchMode } from './types';

/** The request for the chosen mode: the query as typed (the API trims it), or the post as its event's text. */
export function buildRequest(mode: SearchMode, query: string, post: string, limit: number): PastCoinsRequest {
  return mode === 'query' ? { query, limit } : { event: { text: post }, limit };
}

/** What the page can tell before sending, in its own words for an empty field, else in the contract's. */
export function requestProblem(request: PastCoinsRequest): string | undefined {
  if (request.query !== undefined && request.query.trim() === '') return 'Type a name, a ticker or words to search.';
  if (request.event !== undefined && (request.event.text ?? '').trim() === '') return 'Paste a post to search by.';
  const checked = PastCoinSearchRequestSchema.safeParse(request);
  return checked.success ? undefined : describeZodError(checked.error);
}
