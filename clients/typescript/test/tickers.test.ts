import { describe, expect, it } from 'vitest';
import { describeTickerUse, tickerCandidates, tickerKey, usingTicker } from '../src/kit/index';

describe('ticker candidates', () => {
  it('come from the name first: its two-word runs, its words, the first word with initials; 2 to 10 characters', () => {
    expect(tickerCandidates('Moon Cat Loaf', 'MOONCAT')).toEqual([
      'CATLOAF',
      'MOON',
      'LOAF',
      'CAT',
      'MOONCL',
      'MCL',
      'MNCTLF',
    ]);
  });

  it('join a one-word name to the post’s telling words when the name alone is the taken ticker', () => {
    expect(tickerCandidates('Cat', 'CAT', 'my cat knocked the christmas tree over')).toEqual([
      'CATKNOCKED',
      'KNOCKEDCAT',
      'CATTREE',
      'TREECAT',
      'CT',
    ]);
  });

  it('drop accents and symbols, and never repeat the taken ticker however it is written', () => {
    expect(tickerCandidates('Café Frög', '$cafe')).toEqual(['CAFEFROG', 'FROG', 'CAFEF', 'CF', 'CFFRG']);
  });
});

describe('ticker use', () => {
  it('counts coins whose ticker is exactly this one after normalising', () => {
    const coins = [{ ticker: 'CAT' }, { ticker: '$cat' }, { ticker: 'CATS' }, { ticker: 'C-A-T' }];
    expect(usingTicker('$CAT', coins)).toHaveLength(3);
    expect(tickerKey(' $Ca-t ')).toBe('cat');
  });

  it('says it in words', () => {
    expect(describeTickerUse({ ticker: 'CAT', usedBy: 5, more: false })).toBe('$CAT: used by 5 coins');
    expect(describeTickerUse({ ticker: 'CAT', usedBy: 1, more: false })).toBe('$CAT: used by 1 coin');
    expect(describeTickerUse({ ticker: 'CAT', usedBy: 50, more: true })).toBe('$CAT: used by 50+ coins');
    expect(describeTickerUse({ ticker: 'CAT', usedBy: 0, more: false })).toBe('$CAT: no recorded coin uses it');
  });
});
