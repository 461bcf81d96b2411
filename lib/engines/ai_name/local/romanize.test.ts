import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { romanize, romanizeByCharacter } from './romanize';

describe('romanize', () => {
  it('gives ASCII text the same letters as the character-by-character pass', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 80 }), (text) => {
        expect(romanize(text)).toBe(romanizeByCharacter(text));
      }),
      { numRuns: 5_000 },
    );
    for (const text of ['Breaking: a frog named Pepper!', '  $PEPE\t2.0\n', 'don’t', 'x\u0000y', '']) {
      expect(romanize(text)).toBe(romanizeByCharacter(text));
    }
  });

  it('spells the scripts it knows, and drops what it cannot spell', () => {
    expect(romanize('Café Москва')).toBe('Cafe Moskva');
    expect(romanize('ネコ')).toBe('neko');
    expect(romanize('猫 cat')).toBe('cat');
  });

  it('carries a Korean final consonant over to a syllable that opens with a vowel', () => {
    expect(romanize('떡볶이')).toBe('tteokbokki');
    expect(romanize('달이')).toBe('dari');
    expect(romanize('감귤')).toBe('gamgyul');
    expect(romanize('콩이')).toBe('kongi');
  });

  it('spells a kana with a small ya, yu or yo after it as one syllable', () => {
    expect(romanize('キャラメル')).toBe('kyarameru');
    expect(romanize('シュシュ')).toBe('shushu');
    expect(romanize('ちょこ')).toBe('choko');
    expect(romanize('ジョー')).toBe('jo');
    expect(romanize('ヤヨイ')).toBe('yayoi');
  });
});
