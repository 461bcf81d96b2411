import { describe, expect, it } from 'vitest';
import { fold, textForms, WordList } from './word-lists';

describe('the text the word lists read', () => {
  it('resolves look-alikes and leet-speak, lower-cases, and cuts long repeats as the English set does', () => {
    expect(fold('SH1T')).toBe('shit');
    expect(fold('ｆｕｃｋ')).toBe('fuck');
    expect(fold('jizzz')).toBe('jiz');
    expect(fold('buttt')).toBe('butt');
    expect(fold('KKKK')).toBe('kkk');
    expect(fold('p00000rn')).toBe('poorn');
  });

  it('joins spaced-out letters and drops the $ of a ticker, keeping the text as given', () => {
    expect(textForms('F.A.G.S coin')).toEqual(['F.A.G.S coin', 'FAGS coin']);
    expect(textForms('n i g g a')).toEqual(['n i g g a', 'nigga']);
    expect(textForms('$niga')).toEqual(['$niga', ' niga']);
    expect(textForms('Moon Cat, a b')).toEqual(['Moon Cat, a b']);
  });
});

describe('a word list', () => {
  const list = new WordList([
    { word: 'tard', patterns: ['tard'], innocent: ['stard', 'leotard'] },
    { word: 'coon', patterns: ['|coon|'] },
  ]);

  it('finds a word inside glued ones, unless an innocent word around it covers it', () => {
    expect(list.finds('wiftardio')).toBe(true);
    expect(list.finds('Stardust and a leotard')).toBe(false);
    expect(list.finds('a leotard on a wiftard')).toBe(true);
  });

  it('keeps the edges a pattern asks for', () => {
    expect(list.finds('$COON')).toBe(true);
    expect(list.finds('Raccoon Cocoon')).toBe(false);
  });
});
