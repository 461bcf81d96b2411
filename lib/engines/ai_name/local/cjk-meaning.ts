import { CJK_GLOSSES } from './data/cjk-glosses';
import { CJK_FILLER, CJK_NAME_MAX } from './cjk';
import { romanize } from './romanize';

/**
 * What a post written in Chinese, Japanese or Korean is about: its key noun, found in a table of the
 * nouns posts are about (cjk-glosses.ts, from CC-CEDICT and hand-written kana and hangul words), with
 * its English for the ticker (熊猫 → PANDA, 柴犬 → SHIBA, 고양이 → CAT).
 */
export interface CjkNoun {
  /** The noun as the post writes it. */
  word: string;
  english: string;
  ticker: string;
  /** 0 an animal, 1 a food, 2 a thing, 3 an event, 4 the weather: the lower, the likelier the subject. */
  kind: number;
  /** Where it starts in the post. */
  index: number;
  /**
   * A single character or syllable that could be part of another word: the end of a longer Chinese or
   * Japanese word (小狗 → 狗, 電車 → 車) or a one-syllable Korean word (눈, 개). Preferred after the others.
   */
  loose: boolean;
}

type Gloss = Omit<CjkNoun, 'word' | 'index' | 'loose'>;

let glosses: Map<string, Gloss> | undefined;
let longest = 1;
function table(): Map<string, Gloss> {
  if (glosses) return glosses;
  glosses = new Map();
  for (const line of CJK_GLOSSES.split('\n')) {
    const [word, english, ticker, kind] = line.split('\t') as [string, string, string, string];
    glosses.set(word, { english, ticker, kind: Number(kind) });
    longest = Math.max(longest, [...word].length);
  }
  return glosses;
}

const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/gu;
const SCRIPT_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Korean particles and endings a noun carries in a sentence (고양이가, 강아지랑, 눈이). */
const KOREAN_PARTICLES = new Set(
  `이 가 은 는 을 를 의 에 도 와 과 랑 이랑 만 야 아 들 들이 들은 들을 들이랑 에서 에게 한테 으로 로 까지 부터 처럼
  보다 하고 이랑은 이가 이는 이를 이도 이에요 예요 이야 이다 이네 네 님 님이 님은 씨 짱 이와 이의 에는 도요 였다 이었다`.split(
    /\s+/,
  ),
);

/** Whether a text is written mostly in Chinese, Japanese or Korean letters (more of them than Latin ones). */
export function writtenInCjk(text: string): boolean {
  const letters = text.match(SCRIPT_LETTER)?.length ?? 0;
  return letters > 0 && letters >= (text.match(LATIN)?.length ?? 0);
}

/** Korean numbers a counter follows (세 개, 두 마리): a one-syllable word after them is no noun of the post. */
const KOREAN_NUMBERS = /(?:^|[^\p{Script=Hangul}])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|\d+)\s*$/u;

/**
 * Where the words of a Chinese or Japanese text start and end (UTF-16 offsets), by ICU's dictionaries;
 * the ends of filler words (明日, 今天) are left out, so no character is taken from them.
 */
function wordEdges(text: string): { starts: Set<number>; ends: Set<number> } {
  const locale = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? 'ja' : 'zh';
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const piece of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    starts.add(piece.index);
    if (piece.segment.length === 1 || !CJK_FILLER.has(piece.segment)) ends.add(piece.index + piece.segment.length);
  }
  return { starts, ends };
}

/**
 * The nouns of the table a post holds, in their order: longest match in Chinese and Japanese (a single
 * character only as a word of its own or the end of one), whole words with their particles in Korean.
 */
export function cjkNouns(text: string): CjkNoun[] {
  const words = table();
  const edges = wordEdges(text);
  const chars = [...text];
  const found: CjkNoun[] = [];
  let offset = 0;
  for (let at = 0; at < chars.length;) {
    const char = chars[at]!;
    if (HAN_KANA.test(char)) {
      let length = Math.min(longest, chars.length - at);
      for (; length > 0; length--) {
        const word = chars.slice(at, at + length).join('');
        const gloss = words.get(word);
        if (!gloss) continue;
        const whole = edges.starts.has(offset) && edges.ends.has(offset + word.length);
        if (length > 1 || whole || edges.ends.has(offset + word.length)) {
          found.push({ word, ...gloss, index: offset, loose: length === 1 && !whole });
          break;
        }
      }
      const step = Math.max(length, 1);
      offset += chars.slice(at, at + step).join('').length;
      at += step;
    } else if (HANGUL.test(char)) {
      let end = at;
      while (end < chars.length && HANGUL.test(chars[end]!)) end++;
      const token = chars.slice(at, end);
      for (let length = token.length; length > 0; length--) {
        const word = token.slice(0, length).join('');
        const rest = token.slice(length).join('');
        const gloss = words.get(word);
        if (!gloss || (rest !== '' && !KOREAN_PARTICLES.has(rest))) continue;
        if (length === 1 && KOREAN_NUMBERS.test(text.slice(0, offset))) break;
        found.push({ word, ...gloss, index: offset, loose: length === 1 });
        break;
      }
      offset += token.join('').length;
      at = end;
    } else {
      offset += char.length;
      at += 1;
    }
  }
  return found;
}

const rank = (noun: CjkNoun) => Number(noun.loose) * 10 + noun.kind;

/**
 * The noun a post is about: a whole word before a loose character, then the likeliest kind (an animal
 * before a food, …), then the first.
 */
export function cjkKeyNoun(text: string): CjkNoun | undefined {
  let best: CjkNoun | undefined;
  for (const noun of cjkNouns(text)) if (!best || rank(noun) < rank(best)) best = noun;
  return best;
}

/** A cashtag the post gives: its own ticker, which the namer keeps. */
const CASHTAG = /\$[A-Za-z][A-Za-z0-9]{1,9}\b/;

/** Korean words that are no subject of a post: pronouns, times, intensifiers. */
export const KOREAN_FILLER = new Set(
  `우리 나 내 저 제 너 니 그 이 이거 그거 저거 여기 거기 오늘 내일 어제 지금 진짜 정말 너무 완전 다들 모두 드디어 방금 아직 그냥 또 다시 좀 더`.split(
    ' ',
  ),
);
/** How Korean verbs and adjectives end in a post (먹었다, 갔어요, 귀여워, 싶다). */
const KOREAN_PREDICATE = /(다|요|어|아|여|지|네|까|자|고|서|니|게|죠|워|해|야)$/u;

/** The first Korean word of a post that may be its subject, without its particle: a short name, never the post. */
function koreanSubject(text: string): { name: string; ticker: string } | undefined {
  for (const token of text.match(/\p{Script=Hangul}+/gu) ?? []) {
    const chars = [...token];
    let word = token;
    for (let length = 1; length < chars.length; length++) {
      if (KOREAN_PARTICLES.has(chars.slice(length).join(''))) {
        word = chars.slice(0, length).join('');
        break;
      }
    }
    if (KOREAN_FILLER.has(word) || [...word].length < 2 || (word === token && KOREAN_PREDICATE.test(word))) continue;
    const ticker = romanize(word)
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 10);
    if (ticker.length >= 2 && [...word].length <= CJK_NAME_MAX) return { name: word, ticker };
  }
  return undefined;
}

/** Words that give a pet or a thing its own name (它叫佩佩, 名前はペッパー, 이름은 콩이). */
const NAMING_CUE = /[它他她]叫|叫做|名字|名前|이름/u;

/**
 * A name for a post written in Chinese, Japanese or Korean that says what it is about: the key noun,
 * or the namer's own name when the post gives a name and the namer's holds the key noun and is short
 * (青蛙佩佩: a pet and what it is); the ticker the noun's English. Undefined when the post is not written so, gives a cashtag, or holds no
 * noun of the table.
 */
export function nameFromMeaning(
  text: string,
  named: { name: string; ticker: string } | undefined,
): { name: string; ticker: string } | undefined {
  if (!writtenInCjk(text) || CASHTAG.test(text)) return undefined;
  const noun = cjkKeyNoun(text);
  if (!noun) {
    // A Korean post the table cannot read: its first word that may be its subject, rather than the
    // namer's whole sentence.
    const sentence =
      named !== undefined && HANGUL.test(named.name) && ([...named.name].length > CJK_NAME_MAX || / /.test(named.name));
    return sentence ? koreanSubject(text) : undefined;
  }
  const keeps =
    named !== undefined &&
    NAMING_CUE.test(text) &&
    named.name.includes(noun.word) &&
    [...named.name].length <= CJK_NAME_MAX;
  return { name: keeps ? named.name : noun.word, ticker: noun.ticker };
}
