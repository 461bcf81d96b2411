import { describe, expect, it } from 'vitest';
import { fixTypos } from './typos';

describe('misspellings of the editor’s words', () => {
  it('reads the listed misspellings as the words meant', () => {
    expect(fixTypos('blak and white, boarder in red')).toBe('black and white, border in red');
  });

  it('reads a word one letter off an effect’s name as that name', () => {
    expect(fixTypos('pixlate it')).toBe('pixelate it');
    expect(fixTypos('make it sephia')).toBe('make it sepia');
    expect(fixTypos('grayscle')).toBe('grayscale');
    expect(fixTypos('vaporwvae')).toBe('vaporwave');
    expect(fixTypos('PIXELATTE')).toBe('pixelate');
  });

  it('leaves real words and the names themselves alone', () => {
    for (const word of ['sharper', 'sharpe', 'saturated', 'pixelated', 'greyscale', 'insert', 'captain', 'sepal'])
      expect(fixTypos(word)).toBe(word);
  });
});
