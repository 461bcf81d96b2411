import { CJK_FILLER } from './cjk';
import { cjkKeyNoun, cjkNouns, KOREAN_FILLER, nameFromMeaning, writtenInCjk } from './cjk-meaning';
import { ANIMALS, HAN_MEANINGS } from './lexicon';
import { pinyin } from 'pinyin-pro';
import { romanize } from './romanize';

/**
 * A pet's own name in a post written in Japanese, Chinese or Korean, which goes before its species:
 * うちの柴犬のモチが… → モチ / MOCHI, 我家的猫叫豆豆 → 豆豆, 우리 강아지 초코가… → 초코 / CHOKO. The name
 * follows the animal (after の, 的, 叫, a comma or a space) or a naming word (名前は, 이름은, 叫, っていう).
 */

/** Animal words besides the table's (cjk-glosses.ts, kind 0): the everyday ones posts use for pets, with their tickers. */
const PET_WORDS: Record<string, string> = {
  柴犬: 'SHIBA',
  ワンコ: 'DOG',
  わんこ: 'DOG',
  ワンちゃん: 'DOG',
  ネコ: 'CAT',
  ねこ: 'CAT',
  猫: 'CAT',
  犬: 'DOG',
  猫咪: 'CAT',
  狗狗: 'DOG',
  小狗: 'PUPPY',
  小猫: 'KITTEN',
  狗: 'DOG',
  兔子: 'BUNNY',
  仓鼠: 'HAMSTER',
  강아지: 'PUPPY',
  고양이: 'CAT',
  댕댕이: 'DOG',
  멍멍이: 'DOG',
  냥이: 'CAT',
  フェレット: 'FERRET',
  モルモット: 'GUINEAPIG',
  チンチラ: 'CHINCHILLA',
  オカメインコ: 'COCKATIEL',
  文鳥: 'FINCH',
  黒猫: 'CAT',
  柯基: 'CORGI',
  ポメラニアン: 'POMERANIAN',
  햄스터: 'HAMSTER',
  토끼: 'RABBIT',
  앵무새: 'PARROT',
  // Breeds and pets Japanese owners write in katakana, often cut short (ダックス for ダックスフント).
  ダックス: 'DACHSHUND',
  ダックスフント: 'DACHSHUND',
  チワワ: 'CHIHUAHUA',
  プードル: 'POODLE',
  トイプードル: 'POODLE',
  トイプー: 'POODLE',
  コーギー: 'CORGI',
  パグ: 'PUG',
  インコ: 'PARAKEET',
  ウサギ: 'RABBIT',
  ハリネズミ: 'HEDGEHOG',
  カメ: 'TURTLE',
  金魚: 'GOLDFISH',
};

const LATIN_NAME = /^[A-Za-z][A-Za-z'-]{1,15}/;
const KANA_NAME = /^[\p{Script=Katakana}ー]{2,8}/u;
const HANGUL_NAME = /^\p{Script=Hangul}{1,6}/u;
/** Japanese particles and honorifics that follow a name (もちこが, あずきちゃん), and what closes a phrase. */
const PARTICLES = 'がはをもと';
const HONORIFICS = 'ちゃん|くん';
const CLOSERS = '、。！!？?\\s';
/** A hiragana name's letters: the long-vowel mark too, after the first (ぴーすけ, るーちゃん). */
const HIRAGANA_LETTERS = (from: number, to: number) =>
  `\\p{Script=Hiragana}[\\p{Script=Hiragana}ー]{${from - 1},${to - 1}}`;
/**
 * A name in hiragana (もちこ, きなこ) runs into the words after it, so it is read only up to a particle
 * or an honorific: the shortest run of two to five that one follows (もちこが → もちこ).
 */
const HIRAGANA_NAME = new RegExp(
  `^${HIRAGANA_LETTERS(2, 5)}?(?=${HONORIFICS}|です|って|[${PARTICLES}${CLOSERS}])`,
  'u',
);
/**
 * After a naming word (名前は, 名前が) the name may also end at the copula (名前がだいふくで…, 名前はきなこだ).
 */
const HIRAGANA_NAMED = new RegExp(
  `^${HIRAGANA_LETTERS(2, 5)}?(?=${HONORIFICS}|です|だ|で|って|[${PARTICLES}${CLOSERS}]|$)`,
  'u',
);
/**
 * Korean particles and endings after a name (초코가, 호두는, 콩이를, 루루예요, 치즈래요, 콩떡이라고, 만두인데, and
 * 솜이로 after 이름을 … 지었어요, "named it …"), longest first.
 */
const KOREAN_ENDINGS = [
  '이라고요',
  '인데요',
  '이라고',
  '이래요',
  '라고요',
  '라고',
  '래요',
  '이에요',
  '입니다',
  '인데',
  '이가',
  '이는',
  '이를',
  '이도',
  '이랑',
  '으로',
  '예요',
  '이야',
  '가',
  '는',
  '를',
  '도',
  '랑',
  '로',
  '야',
  '와',
  '의',
];

/** A Korean word without its particle, keeping two syllables at least (콩이가 → 콩이, 사랑 → 사랑, 호떡이 → 호떡). */
function withoutEnding(word: string): string {
  for (const ending of KOREAN_ENDINGS)
    if (word.endsWith(ending) && [...word].length - [...ending].length >= 2) {
      // An ending that opens with 이 may hold the word's own last syllable: 떡볶이래요 is 떡볶이 + 래요, as
      // the tables know 떡볶이 (and not 떡볶).
      const kept = word.slice(0, -ending.length + 1);
      if (ending.startsWith('이') && isTableWord(kept)) return kept;
      // The ending may follow the 이 a name ending in a consonant takes (호박이예요 → 호박이 → 호박), unless
      // the tables know the word with its 이 (떡볶이예요).
      const stem = word.slice(0, -ending.length);
      return isTableWord(stem) ? stem : withoutSubjectI(stem);
    }
  return withoutSubjectI(word);
}

/**
 * 이 after a syllable that ends in a consonant is the subject particle, or the 이 such a name takes
 * before an ending (호떡이 달렸다, 호박이예요): a name ending in a vowel takes 가 instead, so a name such as
 * 콩이 comes as 콩이가 and keeps its 이.
 */
function withoutSubjectI(word: string): string {
  const syllables = [...word];
  if (syllables.length >= 3 && syllables.at(-1) === '이' && endsInConsonant(syllables.at(-2)!) && !(word in PET_WORDS))
    return syllables.slice(0, -1).join('');
  return word;
}

/** Whether the tables hold the word whole (떡볶이, 고양이). */
function isTableWord(word: string): boolean {
  return cjkNouns(word).some((noun) => noun.word === word);
}

/** Whether a hangul syllable has a final consonant (받침): 떡 does, 초 does not. */
function endsInConsonant(syllable: string): boolean {
  const code = syllable.codePointAt(0)! - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
}
/** Chinese words that follow a name and are not part of it (今天, 又, 偷, 天天). */
const HAN_AFTER = /^(?:今天|昨天|又|偷|天天|总是|一直|已经|居然|竟然|也|在|把|被|和|的|了|是)/u;
/** Words between an animal and its name: の, 的, は, 叫, a comma, a space. */
const LINK = /^(?:の|的|は|[、，,]\s*|\s+|名叫|叫做|叫|名字叫)?/u;
/** Words that introduce a name wherever they stand. */
const NAMING = /(?:名前は|名前が|이름은|이름이|이름을|名字叫|名叫|叫做|叫)\s*/gu;
const CALLED_AFTER = /([\p{Script=Katakana}ー]{2,8}|[A-Za-z][A-Za-z'-]{1,15})(?:っていう|という|って言う)/u;
/** A name in hiragana before "って名前" or "という名前" (おでんって名前), not cut out of a longer hiragana run. */
const NAMED_BEFORE = /(?<!\p{Script=Hiragana})(\p{Script=Hiragana}{2,5})(?:って|という|っていう)名前/u;
/** A Korean name before "(이)라고 불러요" ("we call it …"), its ending left off by withoutEnding. */
const KOREAN_CALLED = /(\p{Script=Hangul}{1,6}(?:이라고|라고))\s*(?:불러|부르|부릅)/u;

/** The Korean pet words of PET_WORDS (강아지, 고양이, …). */
const KOREAN_PET_WORDS = Object.keys(PET_WORDS).filter((word) => /^\p{Script=Hangul}+$/u.test(word));
/** A Korean name before "(이)라는" and a pet word: "초코라는 강아지" ("a puppy called Choco"). */
const KOREAN_SO_CALLED = new RegExp(
  `(?<!\\p{Script=Hangul})(\\p{Script=Hangul}{2,6}?)(?:이라는|라는)\\s*(?:${KOREAN_PET_WORDS.join('|')})`,
  'u',
);

/**
 * Korean words for a child's place in the family, which owners give their pets too: the name follows
 * (우리집 막내 인절미는 … → 인절미, "our family's youngest, Injeolmi").
 */
const KOREAN_FAMILY_PLACE = /(?:막내|첫째|둘째|셋째|넷째)\s+/gu;

/** The name at the start of `text`, if one stands there and is no filler word (今天, 오늘). */
function nameAt(text: string, afterNaming = false): string | undefined {
  const name = (afterNaming ? HIRAGANA_NAMED.exec(text)?.[0] : undefined) ?? wordAt(text);
  return name === undefined || CJK_FILLER.has(name) || KOREAN_FILLER.has(name) || HAN_AFTER.test(name)
    ? undefined
    : name;
}

/**
 * A name in hiragana that a comma, a full stop or a space closes (わらびもち、…) is read whole, though a
 * particle's letter stands inside it (the も of もち); not when it ends in a particle or an honorific
 * (ごまが、, あんずちゃん、: HIRAGANA_NAME cuts those).
 */
const HIRAGANA_CLOSED = new RegExp(`^${HIRAGANA_LETTERS(2, 6)}(?=[${CLOSERS}])`, 'u');
const ENDS_IN_PARTICLE = new RegExp(`(?:[${PARTICLES}のに]|${HONORIFICS}|さん)$`, 'u');

function wordAt(text: string): string | undefined {
  const latin = LATIN_NAME.exec(text)?.[0];
  if (latin) return latin;
  const closed = HIRAGANA_CLOSED.exec(text)?.[0];
  const kana =
    KANA_NAME.exec(text)?.[0] ??
    (closed && !ENDS_IN_PARTICLE.test(closed) ? closed : undefined) ??
    HIRAGANA_NAME.exec(text)?.[0];
  if (kana) return kana;
  const hangul = HANGUL_NAME.exec(text)?.[0];
  if (hangul) {
    const name = withoutEnding(hangul);
    return [...name].length >= 2 ? name : undefined;
  }
  const han = /^\p{Script=Han}{2,3}/u.exec(text)?.[0];
  if (han) {
    // A Chinese pet's name is usually two characters: 豆豆, 旺财, 布丁.
    const two = [...han].slice(0, 2).join('');
    const rest = text.slice(two.length);
    // Two characters an aspect particle follows are what the animal did (青蛙跳上了月球), not its name.
    if (/^[了着过]/u.test(rest)) return undefined;
    return rest === '' || HAN_AFTER.test(rest) || /^[\s，。！？,.!?、]/u.test(rest) || [...han].length === 2
      ? two
      : undefined;
  }
  return undefined;
}

/** Where the post's animals end (UTF-16 offsets). */
function animalEnds(text: string): number[] {
  // Kinds of animal only (猫, 강아지), not an animal's own name the table holds (푸바오).
  const ends = cjkNouns(text)
    .filter((noun) => noun.kind === 0 && ANIMALS.has(noun.english.split(' ').pop()!.toLowerCase()))
    .map((noun) => noun.index + noun.word.length);
  for (const word of Object.keys(PET_WORDS))
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) ends.push(at + word.length);
  return [...new Set(ends)].sort((a, b) => a - b);
}

/** The ticker of the first everyday pet word the post holds (猫 → CAT), for a name none of whose characters the tables know. */
function petWordTicker(text: string): string | undefined {
  let first: [number, string] | undefined;
  for (const [word, ticker] of Object.entries(PET_WORDS)) {
    const at = text.indexOf(word);
    if (at >= 0 && (!first || at < first[0])) first = [at, ticker];
  }
  return first?.[1];
}

/**
 * A ticker for a pet's name: its romanisation (a Han name in a post with no kana, a Chinese one, by its
 * pinyin: 旺财 → WANGCAI), else the meaning of its characters.
 */
function petTicker(name: string, text: string): string | undefined {
  const chinese = /^\p{Script=Han}+$/u.test(name) && !/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  const spelt = chinese ? pinyin(name, { toneType: 'none', type: 'array' }).join('') : romanize(name);
  const letters = spelt
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
  if (letters.length >= 2) return letters;
  return (
    cjkKeyNoun(name)?.ticker ??
    [...name].map((char) => HAN_MEANINGS[char] ?? cjkKeyNoun(char)?.ticker).find((ticker) => ticker !== undefined)
  );
}

/**
 * The name of a post written in Chinese, Japanese or Korean: a pet's own name when it gives one,
 * else what nameFromMeaning finds (its key noun); undefined for other posts and posts with a cashtag.
 */
export function nameFromCjkPost(
  text: string,
  named: { name: string; ticker: string } | undefined,
): { name: string; ticker: string } | undefined {
  const meaning = nameFromMeaning(text, named);
  if (!writtenInCjk(text) || /\$[A-Za-z]/.test(text)) return meaning;
  return cjkPetName(text) ?? meaning;
}

/** The pet's name a post written in Chinese, Japanese or Korean gives, with its ticker. */
export function cjkPetName(text: string): { name: string; ticker: string } | undefined {
  const found: string[] = [];
  for (const match of text.matchAll(NAMING)) {
    const name = nameAt(text.slice(match.index + match[0].length), true);
    if (name) found.push(name);
  }
  for (const match of text.matchAll(KOREAN_FAMILY_PLACE)) {
    const name = nameAt(text.slice(match.index + match[0].length));
    if (name && !(name in PET_WORDS)) found.push(name);
  }
  const called = CALLED_AFTER.exec(text)?.[1] ?? NAMED_BEFORE.exec(text)?.[1];
  if (called) found.push(called);
  const soCalled = KOREAN_SO_CALLED.exec(text)?.[1];
  // The 이 of 이라는 may be the name's own last syllable, as the tables know it (떡볶이라는 → 떡볶이).
  if (soCalled) found.push(isTableWord(`${soCalled}이`) ? `${soCalled}이` : soCalled);
  const koreanCalled = KOREAN_CALLED.exec(text)?.[1];
  if (koreanCalled && [...withoutEnding(koreanCalled)].length >= 2) found.push(withoutEnding(koreanCalled));
  for (const end of animalEnds(text)) {
    const rest = text.slice(end);
    const link = LINK.exec(rest)?.[0] ?? '';
    const name = nameAt(rest.slice(link.length));
    if (name && !(name in PET_WORDS)) found.push(name);
  }
  const name = found.find((word) => petTicker(word, text) !== undefined) ?? found[0];
  if (name === undefined) return undefined;
  // A name in Han characters none of which the tables know goes by its animal's ticker.
  const ticker = petTicker(name, text) ?? cjkKeyNoun(text)?.ticker ?? petWordTicker(text);
  return ticker ? { name, ticker } : undefined;
}
