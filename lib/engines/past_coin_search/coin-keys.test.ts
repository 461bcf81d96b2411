import { describe, expect, it } from 'vitest';
import { coinKey, editNeighbours, trimmedKeys } from './coin-keys';

describe('coinKey', () => {
  it('makes case, $, spaces and punctuation the same', () => {
    expect(coinKey('$MoonCat')).toBe('mooncat');
    expect(coinKey('moon cat')).toBe('mooncat');
    expect(coinKey('MOON-CAT!')).toBe('mooncat');
    expect(coinKey('Crème Brûlée')).toBe('cremebrulee');
  });

  it('keeps a ticker of symbols, without a leading $, so `$🍀` finds `🍀`', () => {
    expect(coinKey('$🍀')).toBe(coinKey('🍀'));
    expect(coinKey(' $ 🐸 ')).toBe('🐸');
    expect(coinKey('$?')).toBe('?');
  });

  it('keeps a ticker of only dollars as it is', () => {
    expect(coinKey('$$$')).toBe('$$$');
  });
});

describe('trimmedKeys', () => {
  it('drops filler words at either end, never inside', () => {
    const keys = trimmedKeys('the Grok Wif coin').map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['grokwif', 'thegrokwif', 'grokwifcoin']));
    expect(trimmedKeys('Boon to the Moon coin').map((entry) => entry.key)).toEqual(['boontothemoon']);
  });

  it('counts the words dropped, fewest first', () => {
    expect(trimmedKeys('official Parrot coin')).toEqual([
      { key: 'officialparrot', dropped: 1 },
      { key: 'parrotcoin', dropped: 1 },
      { key: 'parrot', dropped: 2 },
    ]);
  });

  it('drops only words put around a name, not any common word', () => {
    expect(trimmedKeys('Cat Take Over')).toEqual([]);
    expect(trimmedKeys('Walrus on Solana')).toEqual([
      { key: 'walruson', dropped: 1 },
      { key: 'walrus', dropped: 2 },
    ]);
  });

  it('answers nothing for a text with no filler at its ends, and never an empty key', () => {
    expect(trimmedKeys('Sleepy Walrus')).toEqual([]);
    expect(trimmedKeys('the coin')).toEqual([{ key: 'coin', dropped: 1 }]);
  });
});

describe('editNeighbours', () => {
  const neighbours = new Set(editNeighbours('walrus'));

  it('holds every key one drop, swap, change or addition away', () => {
    for (const typo of ['walrs', 'wlarus', 'walros', 'walruss', 'xwalrus']) expect(neighbours.has(typo)).toBe(true);
  });

  it('holds neither the key itself nor keys two edits away', () => {
    expect(neighbours.has('walrus')).toBe(false);
    expect(neighbours.has('wlrs')).toBe(false);
  });
});
