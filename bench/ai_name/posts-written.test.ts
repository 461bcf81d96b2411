import { describe, expect, it } from 'vitest';
import { POSTS_LATER } from './posts-later';
import { POST_KINDS, postsSet } from './posts-set';
import { POSTS_THIRD } from './posts-third';
import { POSTS_FOURTH } from './posts-fourth';
import { POSTS_FIFTH } from './posts-fifth';
import { POSTS_SIXTH } from './posts-sixth';
import { POSTS_SEVENTH } from './posts-seventh';
import { POSTS_EIGHTH } from './posts-eighth';
import { POSTS_NINTH } from './posts-ninth';
import { POSTS_TENTH } from './posts-tenth';

describe.each([
  ['posts written later', POSTS_LATER, 3],
  ['the third batch', POSTS_THIRD, 3],
  ['the fourth batch', POSTS_FOURTH, 3],
  ['the fifth batch', POSTS_FIFTH, 6],
  ['the sixth batch', POSTS_SIXTH, 6],
  ['the seventh batch', POSTS_SEVENTH, 6],
  ['the eighth batch', POSTS_EIGHTH, 6],
  ['the ninth batch', POSTS_NINTH, 6],
  ['the tenth batch', POSTS_TENTH, 6],
])('%s', (_, posts, perHalf) => {
  it('holds as many posts of every kind in each half, each with a name and tickers of 2 to 10 letters', () => {
    expect(posts).toHaveLength(POST_KINDS.length * perHalf * 2);
    for (const kind of POST_KINDS)
      for (const half of ['tune', 'check'])
        expect(posts.filter((post) => post.kind === kind && post.split === half)).toHaveLength(perHalf);
    for (const post of posts) {
      expect(post.name.length).toBeGreaterThan(0);
      expect(post.tickers.every((ticker) => /^[A-Z0-9]{2,10}$/.test(ticker))).toBe(true);
    }
  });

  it('shares no post with the posts set', () => {
    const set = new Set([...postsSet('tune'), ...postsSet('check')].map((post) => post.text));
    expect(posts.filter((post) => set.has(post.text))).toEqual([]);
  });
});

it('the written batches share no post', () => {
  const batches = [
    POSTS_LATER,
    POSTS_THIRD,
    POSTS_FOURTH,
    POSTS_FIFTH,
    POSTS_SIXTH,
    POSTS_SEVENTH,
    POSTS_EIGHTH,
    POSTS_NINTH,
    POSTS_TENTH,
  ];
  const texts = batches.flatMap((posts) => posts.map((post) => post.text));
  expect(new Set(texts).size).toBe(texts.length);
});
