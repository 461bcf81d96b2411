import { describe, expect, it } from 'vitest';
import { describeZodError } from '../../validation';
import { PastCoinSearchRequestSchema, QUERY_MAX, LIMIT_MAX } from './contract';

const problem = (body: unknown) => {
  const result = PastCoinSearchRequestSchema.safeParse(body);
  return result.success ? undefined : describeZodError(result.error);
};

describe('the past-coin search request, at its edges', () => {
  it('takes a query of 1 and of 200 characters (code points, after trimming), and refuses 201', () => {
    expect(problem({ query: 'a' })).toBeUndefined();
    expect(problem({ query: `  ${'é'.repeat(QUERY_MAX)}  ` })).toBeUndefined();
    expect(problem({ query: '🐸'.repeat(QUERY_MAX) })).toBeUndefined();
    expect(problem({ query: 'a'.repeat(QUERY_MAX + 1) })).toBe(`query: must be at most ${QUERY_MAX} characters`);
  });

  it('refuses an empty or blank query', () => {
    expect(problem({ query: '' })).toBe('query: must not be empty');
    expect(problem({ query: ' \t ' })).toBe('query: must not be empty');
  });

  it('trims the query and defaults the limit to 10', () => {
    expect(PastCoinSearchRequestSchema.parse({ query: '  $PEPE ' })).toEqual({ query: '$PEPE', limit: 10 });
  });

  it.each(['"moon"', '100%', 'moon*', 'cat NEAR dog', 'a AND b OR c', "it's", '\\', '(', '^', '-x', 'a:b'])(
    'takes %j as text to search for, not syntax',
    (query) => expect(problem({ query })).toBeUndefined(),
  );

  it('needs exactly one of query and event', () => {
    expect(problem({})).toBe('query: send exactly one of "query" and "event"');
    expect(problem({ query: 'a', event: { text: 'b' } })).toBe('query: send exactly one of "query" and "event"');
  });

  it('takes an event as token naming does: text or images, unknown fields inside ignored', () => {
    expect(problem({ event: { text: 'a frog named Pepper', likes: 3 } })).toBeUndefined();
    expect(problem({ event: { images: ['https://example.com/a.png'] } })).toBeUndefined();
    expect(problem({ event: { text: '  ' } })).toBe(
      'event: needs a non-empty text or at least one non-empty image URL',
    );
    expect(problem({ event: 'text' })).toBe('event: must be an object');
  });

  it('takes limits 1 and 50, and refuses 0, 51, 1.5 and "5"', () => {
    expect(problem({ query: 'a', limit: 1 })).toBeUndefined();
    expect(problem({ query: 'a', limit: LIMIT_MAX })).toBeUndefined();
    expect(problem({ query: 'a', limit: 0 })).toBe('limit: must be at least 1');
    expect(problem({ query: 'a', limit: LIMIT_MAX + 1 })).toBe(`limit: must be at most ${LIMIT_MAX}`);
    expect(problem({ query: 'a', limit: 1.5 })).toBe('limit: must be a whole number');
    expect(problem({ query: 'a', limit: '5' })).toBe('limit: must be a number');
  });

  it('takes "safe" as true or false only', () => {
    expect(problem({ query: 'a', safe: true })).toBeUndefined();
    expect(problem({ query: 'a', safe: false })).toBeUndefined();
    expect(PastCoinSearchRequestSchema.parse({ query: 'a' })).not.toHaveProperty('safe');
    for (const wrong of ['true', 1, null, {}, []])
      expect(problem({ query: 'a', safe: wrong })).toBe('safe: must be true or false');
  });

  it('refuses unknown fields and a query that is not a string', () => {
    expect(problem({ query: 'a', sort: 'cap' })).toMatch(/sort/);
    expect(problem({ query: 5 })).toBe('query: must be a string');
    expect(problem({ query: null })).toBe('query: must be a string');
  });
});
