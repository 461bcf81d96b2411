/**
 * Chinese and Japanese write without spaces between words: a run of them is one "word" to a pattern
 * of letters, and the namer would take the whole sentence as one. `Intl.Segmenter` (ICU's dictionaries)
 * cuts such a run into its words. Korean spaces its words and needs nothing of this.
 */

/** The longest name in Chinese or Japanese characters: a word or a short phrase, never a sentence. */
export const CJK_NAME_MAX = 12;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether a text holds Chinese characters or Japanese kana. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Whether a character is Chinese or Japanese (joined to its neighbours without a space in a name). */
export function isCjkChar(char: string | undefined): boolean {
  return char !== undefined && CJK.test(char);
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: 'ja' | 'zh'): Intl.Segmenter {
  let found = segmenters.get(locale);
  if (!found) segmenters.set(locale, (found = new Intl.Segmenter(locale, { granularity: 'word' })));
  return found;
}

export interface RunWord {
  text: string;
  /** Where it starts in the run. */
  offset: number;
}

const HAN_CHAR = /^\p{Script=Han}$/u;
const HAN_WORD = /^\p{Script=Han}+$/u;
/** Longest word made of single characters the dictionary did not know as one. */
const JOINED_MAX = 4;

/** A lone Han character that is no filler: a piece of a name the dictionary does not know (龙|宝). */
const namePiece = (word: string) => HAN_CHAR.test(word) && !CJK_FILLER.has(word);

/**
 * A run of letters cut into its words: by the Japanese dictionary when the post has kana, else the
 * Chinese. Lone Han characters side by side that are no filler are one word, as names the dictionary
 * does not hold come out (龙宝 → 龙|宝, 佩佩 → 佩|佩), and so is a lone one right after a Han word
 * (鲨鱼猫 → 鲨鱼|猫), up to four characters. A run without Chinese or
 * Japanese is returned whole.
 */
export function runWords(run: string, post: string): RunWord[] {
  if (!hasCjk(run)) return [{ text: run, offset: 0 }];
  const words: (RunWord & { pieces: number })[] = [];
  for (const piece of segmenter(KANA.test(post) ? 'ja' : 'zh').segment(run)) {
    if (!piece.isWordLike) continue;
    const last = words[words.length - 1];
    const joins =
      last !== undefined &&
      last.offset + last.text.length === piece.index &&
      namePiece(piece.segment) &&
      [...last.text].length < JOINED_MAX &&
      !CJK_FILLER.has(last.text) &&
      (last.pieces === [...last.text].length ? namePiece([...last.text].pop()!) : HAN_WORD.test(last.text));
    if (joins) {
      last.text += piece.segment;
      last.pieces += 1;
    } else words.push({ text: piece.segment, offset: piece.index, pieces: namePiece(piece.segment) ? 1 : 0 });
  }
  return words.map(({ text, offset }) => ({ text, offset }));
}

/** Words of a name joined as the script writes them: no space between two Chinese or Japanese words. */
export function joinWords(words: string[]): string {
  let joined = '';
  for (const word of words) {
    const glued = joined === '' || (isCjkChar([...joined].pop()) && isCjkChar([...word][0]));
    joined += glued ? word : ` ${word}`;
  }
  return joined;
}

/**
 * Chinese and Japanese words that never make a name: pronouns, particles, auxiliaries, counters and
 * times of day, as the segmenter cuts them.
 */
export const CJK_FILLER = new Set(
  `我 你 他 她 它 我们 你们 他们 她们 它们 我的 你的 他的 她的 它的 自己 这 那 这个 那个 这是 那是 一个 一只 一条 一位
  的 了 是 在 和 与 就 都 也 很 还 又 吗 呢 吧 啊 呀 着 过 被 把 给 让 从 到 对 为 说 有 没有 不 没 要 会 能 可以 就是 已经
  现在 今天 明天 昨天 时候 名字 叫 叫做 什么 怎么 因为 所以 但是 如果 还是 一起 大家 朋友 真的 非常 一直 一样 里 上 下
  の は が を に で と も へ や から まで より です ます でした ました した して する した い た て だ な ね よ か
  これ それ あれ この その あの ここ そこ 私 僕 俺 あなた 彼 彼女 今日 明日 昨日 名前 さん ちゃん くん 始め 始めました うち うちの 我家`.split(
    /\s+/,
  ),
);

/** Whether a word written in Chinese or Japanese could carry a name: two characters or more, not filler. */
export function cjkNameable(key: string): boolean {
  return [...key].length >= 2 && !CJK_FILLER.has(key) && !VERB_ENDING.test(key);
}

/** A verb or adjective with its aspect or linking particle (养了, 可爱的, 看着, 去过): no name. */
const VERB_ENDING = /\p{Script=Han}[了的着过]$/u;
