import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, QUERY_MAX } from '@/lib/operations/past_coin_search/contract';
import { buildRequest, requestProblem } from './request';

describe('past coins request', () => {
  it('sends the query as typed, or the post as an event, with the limit', () => {
    expect(buildRequest('query', ' $PEPE ', 'ignored', 5)).toEqual({ query: ' $PEPE ', limit: 5 });
    expect(buildRequest('post', 'ignored', 'frog news', DEFAULT_LIMIT)).toEqual({
      event: { text: 'frog news' },
      limit: DEFAULT_LIMIT,
    });
  });

  it('asks for something to search before sending', () => {
    expect(requestProblem(buildRequest('query', '   ', '', 10))).toBe('Type a name, a ticker or words to search.');
    expect(requestProblem(buildRequest('post', '', ' \n ', 10))).toBe('Paste a post to search by.');
  });

  it('names the field over the contract’s limit, counting after trimming as the API does', () => {
    expect(requestProblem(buildRequest('query', 'a'.repeat(QUERY_MAX + 1), '', 10))).toBe(
      `query: must be at most ${QUERY_MAX} characters`,
    );
    expect(requestProblem(buildRequest('query', ` ${'a'.repeat(QUERY_MAX)} `, '', 10))).toBeUndefined();
    expect(requestProblem(buildRequest('query', '🐸'.repeat(QUERY_MAX), '', 10))).toBeUndefined();
  });

  it('leaves quotes, percent signs and query words to the API as plain text', () => {
    for (const query of ['"100%"', 'PEPE OR 1=1', '*', "it's"]) {
      expect(requestProblem(buildRequest('query', query, '', 10))).toBeUndefined();
    }
  });

  it('checks the limit by the contract', () => {
    expect(requestProblem(buildRequest('query', 'pepe', '', 0))).toBe('limit: must be at least 1');
  });
});
