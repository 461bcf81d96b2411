import { describe, expect, it } from 'vitest';
import { TICKER_PATTERN } from '../rules';
import { CJK_NAME_MAX } from './cjk';
import { cjkKeyNoun, cjkNouns, nameFromMeaning, writtenInCjk } from './cjk-meaning';
import { CJK_GLOSSES } from './data/cjk-glosses';
import { nameEvent } from './index';

const name = (text: string) => nameEvent({ text, images: [] });

describe('the key noun of a Chinese, Japanese or Korean post', () => {
  it('finds the nouns of the table with their English, longest first', () => {
    expect(cjkNouns('动物园的熊猫宝宝').map(({ word, english }) => [word, english])).toEqual([
      ['动物园', 'zoo'],
      ['熊猫', 'panda'],
      ['宝宝', 'baby'],
    ]);
    expect(cjkKeyNoun('动物园的熊猫宝宝')?.ticker).toBe('PANDA');
    expect(cjkKeyNoun('うちの柴犬が雪の中で走り回ってる')).toMatchObject({ word: '柴犬', ticker: 'SHIBA', kind: 0 });
  });

  it('prefers an animal to the weather, and a whole word to a character inside another', () => {
    expect(cjkKeyNoun('下雪了，我家金鱼冻住了')?.ticker).toBe('GOLDFISH');
    // 電車 (a train) holds 車 (a car); 台風 is a word of its own.
    expect(cjkKeyNoun('台風で電車が止まった')?.ticker).toBe('TYPHOON');
  });

  it('reads Korean words with their particles, and not a counter after a number', () => {
    expect(cjkKeyNoun('우리 고양이가 오늘 트리를 넘어뜨렸어')).toMatchObject({ word: '고양이', ticker: 'CAT' });
    expect(cjkNouns('사과 세 개 먹었다').map((noun) => noun.word)).toEqual(['사과']);
    expect(cjkKeyNoun('고양이랑놀았다')).toBeUndefined();
  });

  it('tells a post written in these scripts from one that only quotes them', () => {
    expect(writtenInCjk('我的猫今天把圣诞树推倒了')).toBe(true);
    expect(writtenInCjk('My cat knocked over the tree 猫')).toBe(false);
    expect(nameFromMeaning('My cat knocked over the tree 猫', undefined)).toBeUndefined();
    expect(nameFromMeaning('我的猫 $MOCHI 冲', undefined)).toBeUndefined();
  });
});

describe('naming a post by what it means', () => {
  it.each([
    ['我的猫今天把圣诞树推倒了', '猫', 'CAT'],
    ['动物园的熊猫宝宝第一次吃竹子，太可爱了', '熊猫', 'PANDA'],
    ['うちの柴犬が雪の中で走り回ってる', '柴犬', 'SHIBA'],
    ['我家金鱼今天死了', '金鱼', 'GOLDFISH'],
    ['カエルを飼い始めました', 'カエル', 'FROG'],
    ['우리 고양이가 오늘 크리스마스 트리를 넘어뜨렸어', '고양이', 'CAT'],
  ])('%s → %s / $%s', (post, expectedName, ticker) => {
    expect(name(post)).toEqual({ name: expectedName, ticker });
  });

  it('names a Korean post the table cannot read after its first word that may be its subject', () => {
    expect(name('동생이 시험에 합격했어요')).toEqual({ name: '동생', ticker: 'DONGSAENG' });
    expect(name('이 노래 진짜 좋다')).toEqual({ name: '노래', ticker: 'NORAE' });
  });

  it('takes no character from the end of a filler word', () => {
    expect(cjkNouns('明日は入学式です').map((noun) => noun.word)).toEqual(['入学式']);
  });

  it('names the pet by the name the post gives it, spelt in pinyin for the ticker', () => {
    expect(name('今天我养了一只青蛙，它的名字叫佩佩，它现在是老板了')).toEqual({ name: '佩佩', ticker: 'PEIPEI' });
    expect(name('我家的兔子叫团团，今天又把电线咬断了')).toEqual({ name: '团团', ticker: 'TUANTUAN' });
  });

  it('gives every word of the table a ticker in the pattern and a short name', () => {
    for (const line of CJK_GLOSSES.split('\n')) {
      const [word, english, ticker, kind] = line.split('\t');
      expect([...word!].length, line).toBeLessThanOrEqual(CJK_NAME_MAX);
      expect(english, line).toMatch(/^[\p{L}' -]+$/u);
      expect(ticker, line).toMatch(TICKER_PATTERN);
      expect(kind, line).toMatch(/^[0-4]$/);
    }
  });
});

describe('a post that says little, named from the Chinese or Japanese its pictures hold', () => {
  const fromPicture = (imageText: string, text = '') =>
    nameEvent({ text, images: ['https://example.com/a.png'] }, imageText);

  it('names it as it names the same words posted as text', () => {
    for (const caption of ['青蛙跳上了月球', '我家的猫叫豆豆', 'うちの猫はモチです', '熊猫宝宝第一次吃竹子'])
      expect(fromPicture(caption), caption).toEqual(name(caption));
    expect(fromPicture('青蛙跳上了月球')).toEqual({ name: '青蛙', ticker: 'FROG' });
    expect(fromPicture('我家的猫叫豆豆', 'lol')).toEqual({ name: '豆豆', ticker: 'DOUDOU' });
    expect(fromPicture('うちの猫はモチです')).toEqual({ name: 'モチ', ticker: 'MOCHI' });
  });

  it('goes by the post’s own words when they say enough', () => {
    const post = 'Meet Biscuit, the goodest boy on the timeline';
    expect(fromPicture('青蛙跳上了月球', post)).toEqual(name(post));
  });
});
