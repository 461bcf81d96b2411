import { describe, expect, it } from 'vitest';
import { TICKER_PATTERN, TokenNameAnswerSchema } from '../rules';
import { CJK_NAME_MAX, joinWords, runWords } from './cjk';
import { cjkPetName } from './cjk-pet';
import { nameEvent } from './index';

const name = (text: string) => nameEvent({ text, images: [] });

describe('Chinese and Japanese runs cut into words', () => {
  it('cuts a run by the dictionary of its script, keeping lone name characters together', () => {
    expect(runWords('今天我养了一只青蛙', '今天我养了一只青蛙').map((word) => word.text)).toEqual([
      '今天',
      '我',
      '养了',
      '一只',
      '青蛙',
    ]);
    expect(runWords('叫佩佩', '叫佩佩').map((word) => word.text)).toEqual(['叫', '佩佩']);
    expect(runWords('龙宝', '龙宝').map((word) => word.text)).toEqual(['龙宝']);
    expect(runWords('SEC委員長とカエル', 'SEC委員長とカエル').map((word) => word.text)).toEqual([
      'SEC',
      '委員長',
      'と',
      'カエル',
    ]);
    expect(runWords('Pepe', 'Pepe')).toEqual([{ text: 'Pepe', offset: 0 }]);
  });

  it('joins Chinese and Japanese words without a space, and others with one', () => {
    expect(joinWords(['青蛙', '佩佩'])).toBe('青蛙佩佩');
    expect(joinWords(['Kitty', '你好'])).toBe('Kitty 你好');
  });
});

describe('naming a post written in Chinese or Japanese', () => {
  const POSTS = [
    '今天我养了一只青蛙，它的名字叫佩佩，它现在是老板了',
    '美国证券交易委员会主席和一只青蛙',
    '今日からカエルを飼い始めました。名前はペッパーです！',
    'SEC委員長とカエルの話をしよう、みんなで月まで行こう',
    '狗狗币永远不死，我们一起去月球吧兄弟们，冲冲冲',
    '龙宝',
  ];

  it.each(POSTS)('gives a word or a short phrase, never the post, and a ticker in the pattern: %s', (post) => {
    const result = name(post);
    expect(TokenNameAnswerSchema.safeParse(result).success).toBe(true);
    expect(result.ticker).toMatch(TICKER_PATTERN);
    expect([...result.name].length).toBeLessThanOrEqual(CJK_NAME_MAX);
    if (post.length > CJK_NAME_MAX) expect(result.name).not.toBe(post);
  });

  it('names a pet by its own name, a Chinese one with its pinyin for the ticker, and a thing by a character’s meaning', () => {
    expect(name('今天我养了一只青蛙，它的名字叫佩佩，它现在是老板了')).toEqual({ name: '佩佩', ticker: 'PEIPEI' });
    expect(name('龙宝')).toEqual({ name: '龙宝', ticker: 'DRAGON' });
  });
});

describe('pets named in Japanese and Korean, beyond the word lists', () => {
  it.each([
    // 이 after a final consonant is the subject particle; a name ending in a vowel takes 가 and keeps its 이.
    ['어제 고양이 달떡이 창문에서 떨어질 뻔했어요', '달떡', 'DALTTEOK'],
    ['우리 강아지 콩이가 간식을 숨겼어요', '콩이', 'KONGI'],
    // An animal the lists did not know, and a small ャ spelt as one syllable.
    ['うちのモルモットのキャラメルが鳴いてる', 'キャラメル', 'KYARAMERU'],
    // A breed the tables write with a capital (Pomeranian), and a name given with 이름을 … 로 지었어요.
    ['ポメラニアンのマロンが雪の中を走ってる', 'マロン', 'MARON'],
    ['새로 온 고양이 이름을 보리로 지었어요', '보리', 'BORI'],
    // A name the tables know whole keeps the 이 an ending seems to start with (떡볶이래요 → 떡볶이).
    ['우리 햄스터 이름이 떡볶이래요', '떡볶이', 'TTEOKBOKKI'],
    // An ending after the 이 a name ending in a consonant takes: both go (땅콩이예요 → 땅콩), unless the
    // tables know the word with its 이 (떡볶이예요).
    ['우리 고양이 이름은 땅콩이예요', '땅콩', 'TTANGKONG'],
    ['우리 강아지 이름은 떡볶이예요', '떡볶이', 'TTEOKBOKKI'],
    // A name before (이)라는 and a pet word ("a puppy called …"), and a hiragana name with a long-vowel mark.
    ['초코라는 강아지를 키워요', '초코', 'CHOKO'],
    ['インコのぴーすけが歌ってる', 'ぴーすけ', 'PISUKE'],
  ])('%s → %s / $%s', (text, petName, ticker) => {
    expect(cjkPetName(text)).toEqual({ name: petName, ticker });
  });
});

describe('a pet named in hiragana', () => {
  it('reads the name up to the particle after it', () => {
    expect(cjkPetName('うちのうさぎのおもちがケージから脱走した')).toEqual({ name: 'おもち', ticker: 'OMOCHI' });
    expect(cjkPetName('柴犬のさくらちゃんがお昼寝中')?.name).toBe('さくら');
  });

  it('ends the name at a comma or the copula, and reads a name given with 名前が or って名前', () => {
    // A food word is a pet's name when the post says so: after the animal and の, or a naming word.
    expect(cjkPetName('実家のチワワのもなか、今日もソファを占領してる')).toEqual({ name: 'もなか', ticker: 'MONAKA' });
    expect(cjkPetName('妹のねこ、名前がわらびで毎晩鳴いてる')?.name).toBe('わらび');
    expect(cjkPetName('この子の名前はあんずです')?.name).toBe('あんず');
    expect(cjkPetName('うちのインコ、みかんって名前にした')?.name).toBe('みかん');
  });

  it('leaves a hiragana run that is no name alone', () => {
    expect(cjkPetName('うちの猫がすごくかわいいです')).toBeUndefined();
  });
});

describe('a pet named in Korean with "(이)라고 불러요"', () => {
  it('takes the word before the ending', () => {
    expect(cjkPetName('우리 집 고양이는 호빵이라고 불러요')).toEqual({ name: '호빵', ticker: 'HOPPANG' });
  });
});
