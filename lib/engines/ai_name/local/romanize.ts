/**
 * Latin spellings for scripts whose sounds map letter by letter (Cyrillic, Greek, Japanese kana,
 * Korean hangul), so that a ticker can be made from a non-English name. Accented Latin letters are
 * folded to their base letters. Other scripts (Chinese characters, Arabic, …) are left out: they give
 * no ticker letters, and the namer looks elsewhere.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'b',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

// Hiragana in gojūon order; katakana is the same block shifted by 0x60.
const KANA_ROWS = [
  ['あ', 'a'],
  ['い', 'i'],
  ['う', 'u'],
  ['え', 'e'],
  ['お', 'o'],
  ['か', 'ka'],
  ['き', 'ki'],
  ['く', 'ku'],
  ['け', 'ke'],
  ['こ', 'ko'],
  ['が', 'ga'],
  ['ぎ', 'gi'],
  ['ぐ', 'gu'],
  ['げ', 'ge'],
  ['ご', 'go'],
  ['さ', 'sa'],
  ['し', 'shi'],
  ['す', 'su'],
  ['せ', 'se'],
  ['そ', 'so'],
  ['ざ', 'za'],
  ['じ', 'ji'],
  ['ず', 'zu'],
  ['ぜ', 'ze'],
  ['ぞ', 'zo'],
  ['た', 'ta'],
  ['ち', 'chi'],
  ['つ', 'tsu'],
  ['て', 'te'],
  ['と', 'to'],
  ['だ', 'da'],
  ['ぢ', 'ji'],
  ['づ', 'zu'],
  ['で', 'de'],
  ['ど', 'do'],
  ['な', 'na'],
  ['に', 'ni'],
  ['ぬ', 'nu'],
  ['ね', 'ne'],
  ['の', 'no'],
  ['は', 'ha'],
  ['ひ', 'hi'],
  ['ふ', 'fu'],
  ['へ', 'he'],
  ['ほ', 'ho'],
  ['ば', 'ba'],
  ['び', 'bi'],
  ['ぶ', 'bu'],
  ['べ', 'be'],
  ['ぼ', 'bo'],
  ['ぱ', 'pa'],
  ['ぴ', 'pi'],
  ['ぷ', 'pu'],
  ['ぺ', 'pe'],
  ['ぽ', 'po'],
  ['ま', 'ma'],
  ['み', 'mi'],
  ['む', 'mu'],
  ['め', 'me'],
  ['も', 'mo'],
  ['や', 'ya'],
  ['ゆ', 'yu'],
  ['よ', 'yo'],
  ['ら', 'ra'],
  ['り', 'ri'],
  ['る', 'ru'],
  ['れ', 're'],
  ['ろ', 'ro'],
  ['わ', 'wa'],
  ['を', 'o'],
  ['ん', 'n'],
  ['ゃ', 'ya'],
  ['ゅ', 'yu'],
  ['ょ', 'yo'],
  ['ぁ', 'a'],
  ['ぃ', 'i'],
  ['ぅ', 'u'],
  ['ぇ', 'e'],
  ['ぉ', 'o'],
  ['ゔ', 'vu'],
] as const;

const KANA = new Map<string, string>();
for (const [hiragana, latin] of KANA_ROWS) {
  KANA.set(hiragana, latin);
  KANA.set(String.fromCodePoint(hiragana.codePointAt(0)! + 0x60), latin);
}

// Revised Romanization of Korean, initial, medial and final jamo of a precomposed syllable.
const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
const FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

/**
 * A final consonant as it is said when the next syllable opens with a vowel (its initial ㅇ is silent):
 * it carries over and is spelt as an initial, 떡볶이 → tteokbokki, 달이 → dari; ㅇ itself stays, ㅎ is not said.
 */
const CARRIED_FINALS = [
  ...['', 'g', 'kk', 'ks', 'n', 'nj', 'n', 'd', 'r', 'lg', 'lm', 'lb', 'ls', 'lt'],
  ...['lp', 'r', 'm', 'b', 'bs', 's', 'ss', 'ng', 'j', 'ch', 'k', 't', 'p', ''],
];
const SILENT_INITIAL = 11;

function hangul(code: number, next: number | undefined): string | undefined {
  const index = code - 0xac00;
  if (index < 0 || index > 11171) return undefined;
  const following = next === undefined ? -1 : next - 0xac00;
  const carried = following >= 0 && following <= 11171 && Math.floor(following / 588) === SILENT_INITIAL;
  const final = (carried ? CARRIED_FINALS : FINALS)[index % 28]!;
  return INITIALS[Math.floor(index / 588)]! + MEDIALS[Math.floor((index % 588) / 28)]! + final;
}

function foldLatin(char: string): string {
  return char.normalize('NFKD').replace(/[^A-Za-z0-9\s]/g, '');
}

/** The whole of ASCII, controls included. */
const ASCII = /^[\x00-\x7f]*$/;

/** Latin letters for the text, as far as the scripts above allow; other characters are dropped. */
export function romanize(text: string): string {
  // ASCII (most posts, and most words a ticker is made of) needs no script of its own: what is not a letter, a
  // digit or a space becomes a space, as the character by character pass would make it, at a
  // fraction of its cost (a normalisation and two Unicode regexes a character).
  if (ASCII.test(text))
    return text
      .replace(/[^A-Za-z0-9\s]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return romanizeByCharacter(text);
}

const SMALL_Y = new Set(['ゃ', 'ゅ', 'ょ', 'ャ', 'ュ', 'ョ']);

/** romanize() one character at a time, whatever the scripts: exported for the test that ASCII's shortcut agrees. */
export function romanizeByCharacter(text: string): string {
  let out = '';
  let sokuon = false;
  const chars = [...text.normalize('NFC')];
  for (const [at, char] of chars.entries()) {
    const lower = (
      /\p{Script=Greek}|\p{Script=Cyrillic}/u.test(char) ? [...char.normalize('NFD')][0]! : char
    ).toLowerCase();
    const code = char.codePointAt(0)!;
    let latin: string | undefined;
    if (/[\p{Script=Latin}0-9\s]/u.test(char)) latin = foldLatin(char);
    else if (lower === 'ー') latin = '';
    else if (char === 'っ' || char === 'ッ') {
      sokuon = true;
      continue;
    } else latin = CYRILLIC[lower] ?? GREEK[lower] ?? KANA.get(char) ?? hangul(code, chars[at + 1]?.codePointAt(0));
    if (latin === undefined) {
      out += ' ';
      continue;
    }
    if (sokuon && latin) latin = latin[0]! + latin;
    sokuon = false;
    // A small ya, yu or yo makes one syllable with the kana before it: キャ → kya, シュ → shu, ジョ → jo.
    if (SMALL_Y.has(char) && /(?:sh|ch|j)i$/.test(out)) {
      out = out.slice(0, -1);
      latin = latin.slice(1);
    } else if (SMALL_Y.has(char) && /[kgnhbpmr]i$/.test(out)) out = out.slice(0, -1);
    out +=
      char !== char.toLowerCase() && latin && !/[A-Za-z]/.test(char) ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** True when the text has letters in a script romanize() cannot spell (e.g. Chinese, Arabic, Thai). */
export function hasUnspellableLetters(text: string): boolean {
  return /\p{L}/u.test(
    text.replace(
      /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/gu,
      '',
    ),
  );
}
