/**
 * Which script a piece of text is in, as far as OCR needs to know: Han (Chinese characters and
 * Japanese kanji), kana (Japanese only), or neither (Latin and the rest).
 */

/** CJK ideographs (the unified block and its extension A) and the compatibility ideographs. */
export function isHan(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
}

/** Hiragana, katakana (with its long-vowel mark ー) and the half-width katakana. */
export function isKana(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x3041 && code <= 0x30ff) || (code >= 0xff66 && code <= 0xff9d);
}

export function isCjk(char: string): boolean {
  return isHan(char) || isKana(char);
}

/** How many of the text's characters are Han or kana. */
export function cjkCount(text: string): number {
  return [...text].filter(isCjk).length;
}

/** How many of the text's characters are kana. */
export function kanaCount(text: string): number {
  return [...text].filter(isKana).length;
}

/**
 * Whether a reading is of a CJK line: at least `minChars` Han or kana characters, making up at
 * least `minShare` of its characters other than spaces (a mixed line such as `$PEPE 青蛙` is one).
 */
export function readsAsCjk(text: string, minChars = 2, minShare = 0.25): boolean {
  const chars = [...text.replace(/\s+/g, '')];
  const cjk = chars.filter(isCjk).length;
  return cjk >= minChars && cjk >= minShare * chars.length;
}

/**
 * The text with the spaces between two CJK characters taken out: Chinese and Japanese put none
 * between words, while tesseract's Japanese model gives each character a word of its own. A space
 * between a CJK character and a Latin one stays (`GM 早安`).
 */
export function joinCjkWords(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(
      /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。「」！？]) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。「」！？])/gu,
      '',
    )
    .trim();
}

/** Whether a reading is Japanese: at least 2 kana, a fifth or more of its characters other than spaces. */
export function readsAsJapanese(text: string): boolean {
  const kana = kanaCount(text);
  return kana >= 2 && kana >= 0.2 * [...text.replace(/\s+/g, '')].length;
}

/**
 * A space where a line turns from Latin letters or digits to CJK or back (`GM早安` → `GM 早安`),
 * as captions that mix them write it; the recogniser seldom sees a gap there.
 */
export function spaceScripts(text: string): string {
  return text
    .replace(/(?<=[A-Za-z0-9$#@%])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu, ' ')
    .replace(/(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(?=[A-Za-z0-9$#@])/gu, ' ');
}
