/**
 * Posts in Chinese, Japanese or Korean, reported apart in the naming eval: a name from them must be a
 * word or a short phrase, never the post (at most 12 characters, or at most 4 words).
 */
import type { Prediction } from './data';

const CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const SHORT_NAME_CHARACTERS = 12;
export const SHORT_NAME_WORDS = 4;

/** Whether a post holds Chinese characters, kana or hangul. */
export function isCjkPost(text: string): boolean {
  return CJK_SCRIPT.test(text);
}

const words = new Intl.Segmenter('ja', { granularity: 'word' });

/** The words of a name, as the Japanese dictionary cuts them (it cuts Chinese and spaced scripts too). */
export function nameWordCount(name: string): number {
  return [...words.segment(name)].filter((piece) => piece.isWordLike).length;
}

/** Whether a name is short: at most 12 characters (code points), or at most 4 words. */
export function isShortName(name: string): boolean {
  return [...name].length <= SHORT_NAME_CHARACTERS || nameWordCount(name) <= SHORT_NAME_WORDS;
}

/** The share of short names, the longest name in characters and the most words a name had. */
export function shortness(predictions: Prediction[]): { short: number; longest: number; mostWords: number } {
  return {
    short: predictions.filter((p) => isShortName(p.name)).length / (predictions.length || 1),
    longest: Math.max(0, ...predictions.map((p) => [...p.name].length)),
    mostWords: Math.max(0, ...predictions.map((p) => nameWordCount(p.name))),
  };
}
