import { describe, expect, it } from 'vitest';
import { REQUEST_SCHEMAS } from '../src/generated/requests';
import { requestProblems } from '../src/request-check';

/** Every schema inside a request schema, with where it is. */
function* schemasIn(schema: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (typeof schema !== 'object' || schema === null) return;
  yield [at, schema as Record<string, unknown>];
  for (const [key, value] of Object.entries(schema)) yield* schemasIn(value, `${at}.${key}`);
}

describe('requestProblems: a body against the contract’s limits, before sending', () => {
  it('every pattern of the contract carries its message in words, so that no problem shows a pattern', () => {
    const patterns = [...schemasIn(REQUEST_SCHEMAS, 'requests')].filter(([, schema]) => 'pattern' in schema);
    expect(patterns.length).toBeGreaterThanOrEqual(4);
    for (const [at, schema] of patterns) expect(schema['x-pattern-message'], at).toMatch(/^must be [a-z]/);
  });

  it('a body within the limits has no problem', () => {
    expect(requestProblems('searchPastCoins', { query: '$MOONCAT', limit: 50 })).toEqual([]);
    expect(requestProblems('aiName', { event: { images: ['https://example.com/a.jpg'] } })).toEqual([]);
    expect(requestProblems('cropImages', { images: ['x'], crops: [{ aspect: '16:9', width: 1024 }] })).toEqual([]);
  });

  it.each([
    ['searchPastCoins', { query: 'x', limit: 0 }, 'limit: must be at least 1'],
    ['searchPastCoins', { query: 'x', limit: 51 }, 'limit: must be at most 50'],
    ['searchPastCoins', { query: 'x', limit: 1.5 }, 'limit: must be a whole number'],
    ['searchPastCoins', { query: '   ' }, 'query: must not be empty'],
    ['editImage', { prompt: 'x'.repeat(2001) }, 'prompt: must be at most 2000 characters, not 2001'],
    ['editImage', { prompt: 'x', images: ['a', 'b', 'c', 'd'] }, 'images: takes at most 3 items, not 4'],
    ['extractImageText', { images: [] }, 'images: needs at least 1 item'],
    [
      'cropImages',
      { images: ['a'], crops: [{ aspect: '17:1' }] },
      'crops[0].aspect: must be a ratio like "3:1", each side a whole number from 1 to 16',
    ],
    ['cropImages', { images: ['a'], crops: [{ aspect: '1:1', width: 8 }] }, 'crops[0].width: must be at least 16'],
    [
      'aiName',
      { requestId: 'has space ', event: {} },
      'requestId: must be printable ASCII with no space at either end',
    ],
    [
      'recordPastCoins',
      { coins: [{ address: 'a', name: 'A', ticker: 'A', createdAt: 'yesterday' }] },
      'coins[0].createdAt: must be an ISO-8601 instant, such as 2025-01-31T12:00:00Z',
    ],
    ['editImage', {}, 'prompt: is required'],
    ['extractImageText', { images: ['a'], colour: true }, 'colour: is not a known field'],
  ] as const)('%s %j: %s', (operation, body, problem) => {
    const problems = requestProblems(operation, body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});
