/**
 * The texts of the social set (bench/ocr/social-set.ts), from sources disjoint between its halves:
 * English lines from different files of Debian's `fortunes` package, and for each half its own
 * names, handles, tickers, slang and Chinese / Japanese word lists (written for this set). No emoji:
 * the engine does not read them, so they are neither drawn nor labelled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Half = 'tune' | 'check';

export const FORTUNES_DIR = '/usr/share/games/fortunes';

/** Which fortune files each half draws its English lines from. */
const FORTUNE_FILES: Record<Half, string[]> = {
  tune: ['computers', 'food', 'pets', 'work', 'sports'],
  check: ['people', 'wisdom', 'platitudes', 'love', 'humorists'],
};

export interface HalfTexts {
  /** One-sentence English lines, ASCII, at most 140 characters, attributions cut off. */
  sayings: string[];
  names: string[];
  tickers: string[];
  /** What people add around a post's text: before it or after it. */
  openers: string[];
  closers: string[];
  chinese: { subjects: string[]; predicates: string[] };
  japanese: { subjects: string[]; predicates: string[] };
}

const WORDS: Record<Half, Omit<HalfTexts, 'sayings'>> = {
  tune: {
    names: ['Mia Torres', 'Frog Daddy', 'Kenji', 'Lena Park', 'degen dave', 'Ola Nord', 'Sam Reyes', 'Tiny Whale'],
    tickers: ['$PEPE', '$FROG', '$MOON', '$BONK', '$WIF', '$TOAD', '$GM', '$LILY'],
    openers: ['gm.', 'ok so', 'hot take:', 'not gonna lie', 'fun fact:', 'reminder:', 'lol', 'day 3:'],
    closers: ['lfg', 'no cap', 'ngmi', 'send it', 'thoughts?', 'wagmi', 'iykyk', 'just saying'],
    chinese: {
      subjects: ['今天', '这只青蛙', '我的钱包', '大家', '老板', '小猫', '我们', '明天早上', '这个币', '朋友们'],
      predicates: [
        '又涨了',
        '要起飞了',
        '真的太可爱了',
        '睡不着',
        '买了一点',
        '等着看月亮',
        '不想上班',
        '在喝咖啡',
        '开心极了',
        '一起发财',
      ],
    },
    japanese: {
      subjects: ['今日も', 'うちの猫は', 'このカエル', 'みんなの', '朝ごはんは', '私の財布', '週末は', 'ねこちゃん'],
      predicates: [
        'かわいすぎる',
        'が大好きです',
        'を買いました',
        'はどこですか',
        'がんばります',
        'ありがとう',
        'おはようございます',
        'ちょっと眠い',
      ],
    },
  },
  check: {
    names: ['Ava Quinn', 'Marco Bell', 'Yuki', 'ser toad', 'Nina Fox', 'Omar Haddad', 'moon intern', 'June Kim'],
    tickers: ['$DOGE', '$SHIB', '$KEKW', '$CAT', '$SOL', '$NEKO', '$HOP', '$POND'],
    openers: ['gm frens', 'honestly', 'unpopular opinion:', 'psa:', 'me:', 'breaking:', 'real talk', 'update:'],
    closers: ['ser', 'wen moon', 'few understand', 'probably nothing', 'bullish', 'dyor', 'stay comfy', 'based'],
    chinese: {
      subjects: ['昨天', '那只狗', '我的手机', '他们', '妈妈', '小鸟', '你们', '晚上', '那个项目', '同学们'],
      predicates: [
        '跌得很惨',
        '笑死我了',
        '太好看了',
        '吃饭了吗',
        '已经卖了',
        '在等消息',
        '回家休息',
        '学习中文',
        '非常满意',
        '准备出发',
      ],
    },
    japanese: {
      subjects: ['昨日は', 'うちの犬が', 'あのアヒル', 'ぼくの', '夜ごはんは', '友だちと', '来月は', 'うさぎさん'],
      predicates: [
        'おもしろすぎる',
        'を見ました',
        'が来ました',
        'はいくらですか',
        'よろしくね',
        'おやすみなさい',
        'たのしかった',
        'すごくおいしい',
      ],
    },
  },
};

/** The one-sentence lines of a fortune file, with `-- author` attributions cut off. */
function sayingsOf(file: string): string[] {
  const entries = readFileSync(path.join(FORTUNES_DIR, file), 'latin1').split(/\n%\n/);
  return entries
    .map((entry) =>
      entry
        .replace(/\s+--\s.*$/s, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((entry) => entry.length >= 16 && entry.length <= 140 && /^[\x20-\x7e]+$/.test(entry))
    .filter((entry) => !/[<>&"`{}[\]|\\^~_]/.test(entry));
}

export function textsOf(half: Half): HalfTexts {
  return { sayings: FORTUNE_FILES[half].flatMap(sayingsOf), ...WORDS[half] };
}
