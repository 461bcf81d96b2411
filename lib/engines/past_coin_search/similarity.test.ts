import { describe, expect, it } from 'vitest';
import {
  containment,
  editDistance,
  editSimilarity,
  keySimilarity,
  passageLikeness,
  passageOf,
  wordSimilarity,
} from './similarity';

describe('names', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('walrus', 'wlarus')).toBe(1);
    expect(editSimilarity('tesla', 'tesal')).toBeCloseTo(0.8);
  });

  it('scores a key held whole by a longer one between 0.5 and 0.9', () => {
    expect(containment('walrus', 'walruscoin')).toBeCloseTo(0.5 + (0.4 * 6) / 10);
    expect(containment('wa', 'walrus')).toBe(0);
    expect(keySimilarity('walrus', 'walrus')).toBe(1);
  });
});

describe('passageLikeness', () => {
  const post = passageOf('the sleepiest walrus on the whole beach');

  it('is 1 for a description holding the post word for word', () => {
    expect(passageLikeness(post, 'Meet Wally: the sleepiest walrus on the whole beach, zzz')).toBe(1);
  });

  it('ranks the same words reworded below the words in order', () => {
    const inOrder = passageLikeness(post, 'the sleepiest walrus on the whole beach');
    const reworded = passageLikeness(post, 'beach walrus whole sleepiest');
    expect(reworded).toBeLessThan(inOrder);
    expect(reworded).toBeGreaterThan(0);
  });

  it('is 0 without a description, or for a post of filler words only', () => {
    expect(passageLikeness(post, null)).toBe(0);
    expect(passageLikeness(passageOf('it is what it is'), 'it is what it is')).toBe(0);
  });

  it('falls back to the telling words for a one-word post', () => {
    expect(passageLikeness(passageOf('walrus'), 'a walrus')).toBe(1);
  });
});

describe('wordSimilarity', () => {
  it('is the share of words two names have in common, in any order', () => {
    expect(wordSimilarity(['sleepy', 'walrus'], ['sleepy', 'old', 'walrus'])).toBeCloseTo(0.8);
    expect(wordSimilarity(['walrus', 'sleepy'], ['sleepy', 'walrus'])).toBe(1);
    expect(wordSimilarity(['sleepy', 'walrus'], ['grumpy', 'tortoise'])).toBe(0);
  });

  it('pairs a word with a typo at its likeness, and each word once', () => {
    expect(wordSimilarity(['sleepy', 'walrsu'], ['sleepy', 'walrus'])).toBeCloseTo((2 * (1 + 5 / 6)) / 4);
    expect(wordSimilarity(['walrus', 'walrus'], ['walrus'])).toBeCloseTo(2 / 3);
  });

  it('never pairs short words by likeness', () => {
    expect(wordSimilarity(['cat'], ['car'])).toBe(0);
  });
});
