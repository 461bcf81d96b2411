import { describe, expect, it } from 'vitest';
import { requestProblems } from '../src/request-check';

describe('requestProblems: a body against the contract’s limits, before sending', () => {
  it('a body within the limits has no problem', () => {
    expect(requestProblems('searchPastCoins', { query: '$MOONCAT', limit: 50 })).toEqual([]);
    expect(requestProblems('aiName', { event: { images: ['https://example.com/a.jpg'] } })).toEqual([]);
    expect(requestProblems('cropImages', { images: ['x'], crops: [{ aspect: '16:9', width: 1024 }] })).toEqual([]);
  });

  it.each([
    ['searchPastCoins', { query: 'x', limit: 0 }, 'limit: must be at least 1'],
    ['searchPastCoins', { query: 'x', limit: 51 }, 'limit: must be at most 50'],
    ['searchPastCoins', { query: 'x', limit: 1.5 }, 'limit: must be an integer'],
    ['searchPastCoins', { query: '   ' }, 'query: must not be empty'],
    ['editImage', { prompt: 'x'.repeat(2001) }, 'prompt: must be at most 2000 characters, not 2001'],
    ['editImage', { prompt: 'x', images: ['a', 'b', 'c', 'd'] }, 'images: takes at most 3 items, not 4'],
    ['extractImageText', { images: [] }, 'images: needs at least 1 item'],
    ['cropImages', { images: ['a'], crops: [{ aspect: '17:1' }] }, 'crops[0].aspect: does not match'],
    ['cropImages', { images: ['a'], crops: [{ aspect: '1:1', width: 8 }] }, 'crops[0].width: must be at least 16'],
    ['aiName', { event: { images: ['x'.repeat(4097)] } }, 'event.images[0]: must be at most 4096 characters'],
    ['aiName', { requestId: 'has space ', event: {} }, 'requestId: does not match'],
    ['editImage', {}, 'prompt: is required'],
    ['extractImageText', { images: ['a'], colour: true }, 'colour: is not a known field'],
  ] as const)('%s %j: %s', (operation, body, problem) => {
    const problems = requestProblems(operation, body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});
