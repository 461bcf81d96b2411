import { describe, expect, it } from 'vitest';
import { isHan, isKana, joinCjkWords, kanaCount, readsAsCjk, readsAsJapanese, spaceScripts } from './scripts';

describe('script of a character', () => {
  it('tells Han, kana and Latin apart', () => {
    expect([...'青蛙早安'].every(isHan)).toBe(true);
    expect([...'おはようカエルー'].every(isKana)).toBe(true);
    expect([...'PEPE$1'].some((char) => isHan(char) || isKana(char))).toBe(false);
    expect(kanaCount('今日はいい天気')).toBe(3);
  });
});

describe('readsAsCjk', () => {
  it('takes Chinese, Japanese and mixed lines', () => {
    expect(readsAsCjk('今天天气很好')).toBe(true);
    expect(readsAsCjk('ありがとう')).toBe(true);
    expect(readsAsCjk('$PEPE 青蛙')).toBe(true);
    expect(readsAsCjk('GM 早安')).toBe(true);
  });

  it('leaves Latin lines and a stray character in one', () => {
    expect(readsAsCjk('TOTAL 12.50')).toBe(false);
    expect(readsAsCjk('SUBTOTAL 口 45.10')).toBe(false);
    expect(readsAsCjk('RECEIPT NO 12345 青蛙')).toBe(false);
  });
});

describe('readsAsJapanese', () => {
  it('asks for kana, not only kanji', () => {
    expect(readsAsJapanese('今日はいい天気ですね')).toBe(true);
    expect(readsAsJapanese('GN おやすみ')).toBe(true);
    expect(readsAsJapanese('这只青蛙会说话')).toBe(false);
    expect(readsAsJapanese('')).toBe(false);
  });
});

describe('joinCjkWords and spaceScripts', () => {
  it('takes out the spaces between CJK characters and keeps those beside Latin', () => {
    expect(joinCjkWords('お は よ う')).toBe('おはよう');
    expect(joinCjkWords('GM  早 安')).toBe('GM 早安');
    expect(joinCjkWords('TOTAL 12.50')).toBe('TOTAL 12.50');
  });

  it('puts a space where Latin turns to CJK or back', () => {
    expect(spaceScripts('$PEPE青蛙')).toBe('$PEPE 青蛙');
    expect(spaceScripts('早安GM')).toBe('早安 GM');
    expect(spaceScripts('GM 早安')).toBe('GM 早安');
    expect(spaceScripts('今日はいい')).toBe('今日はいい');
  });
});
