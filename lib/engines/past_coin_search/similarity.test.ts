import { describe, expect, it } from 'vitest';
import {
  containment,
  editDistance,
  editLikeness,
  editSimilarity,
  keySimilarity,
  passageLikeness,
  passageOf,
  wordSimilarity,
} from './similarity';
import { wordedKey } from './coin-keys';

describe('names', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('walrus', 'wlarus')).toBe(1);
    expect(editSimilarity('tesla', 'tesal')).toBeCloseTo(0.8);
  });

  it('scores a key held whole by a longer one between 0.5 and 0.9', () => {
    expect(containment(wordedKey('walrus'), wordedKey('Walrus Coin'))).toBeCloseTo(0.5 + (0.4 * 6) / 10);
    expect(containment(wordedKey('WalrusCoin'), wordedKey('walrus'))).toBeCloseTo(0.5 + (0.4 * 6) / 10);
    expect(containment(wordedKey('wa'), wordedKey('walrus'))).toBe(0);
    expect(keySimilarity(wordedKey('walrus'), wordedKey('WALRUS'))).toBe(1);
  });

  it('takes whole words, never a piece from inside a word ("SEC Chairman" holds no "hair", no "man")', () => {
    const query = wordedKey('SEC Chairman');
    expect(query).toEqual({ key: 'secchairman', bounds: new Set([0, 3, 11]) });
    for (const fragment of ['hair', 'Man', 'airma', 'chair', 'cchai'])
      expect([fragment, containment(wordedKey(fragment), query)]).toEqual([fragment, 0]);
    expect(containment(wordedKey('Chairman'), query)).toBeCloseTo(0.5 + (0.4 * 8) / 11);
    expect(containment(wordedKey('$SEC'), query)).toBeCloseTo(0.5 + (0.4 * 3) / 11);
    // Starting at a word and covering half of a name written as one word is a match.
    expect(containment(wordedKey('pepe'), wordedKey('pepecoin'))).toBeCloseTo(0.7);
  });

  it('calls two keys alike only when at most half their characters must change', () => {
    expect(editSimilarity('hair', 'secchairman')).toBeCloseTo(4 / 11);
    expect(editLikeness('hair', 'secchairman')).toBe(0);
    expect(editLikeness('tesla', 'tesal')).toBeCloseTo(0.8);
    expect(keySimilarity(wordedKey('hair'), wordedKey('SEC Chairman'))).toBe(0);
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
