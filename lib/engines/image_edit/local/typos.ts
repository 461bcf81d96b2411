/**
 * Misspellings of the editor's own words that people type ("blak and white", "boarder",
 * "captoin"), each read as the word meant. Only words no one writes on purpose are listed, so a
 * caption keeps its spelling ("wen moon", "gm ser").
 */
const MEANT: Record<string, string> = {
  blak: 'black',
  balck: 'black',
  blck: 'black',
  whtie: 'white',
  wite: 'white',
  grayscle: 'grayscale',
  greyscle: 'greyscale',
  grascale: 'grayscale',
  graysacle: 'grayscale',
  grayscal: 'grayscale',
  greyscal: 'greyscale',
  sepai: 'sepia',
  seppia: 'sepia',
  sepiia: 'sepia',
  captoin: 'caption',
  writ: 'write',
  capton: 'caption',
  captin: 'caption',
  catpion: 'caption',
  capiton: 'caption',
  boarder: 'border',
  bordr: 'border',
  boder: 'border',
  backround: 'background',
  bakground: 'background',
  backgound: 'background',
  backgroud: 'background',
  backgrond: 'background',
  backgorund: 'background',
  pixleate: 'pixelate',
  pixelete: 'pixelate',
  pixalate: 'pixelate',
  pixellate: 'pixelate',
  lazer: 'laser',
  lazor: 'laser',
  lazers: 'laser',
  lasers: 'laser',
  deepfry: 'deep fry',
  deepfried: 'deep fried',
  vapourwave: 'vaporwave',
  vaperwave: 'vaporwave',
  vaporware: 'vaporwave',
  invrt: 'invert',
  rotae: 'rotate',
  roate: 'rotate',
  miror: 'mirror',
  mirorr: 'mirror',
  bottem: 'bottom',
  botom: 'bottom',
  bottum: 'bottom',
  midle: 'middle',
  cetner: 'center',
  emjoi: 'emoji',
  emoij: 'emoji',
  emogi: 'emoji',
  stiker: 'sticker',
  stikcer: 'sticker',
  rocekt: 'rocket',
  rockt: 'rocket',
  dimond: 'diamond',
  daimond: 'diamond',
  blurr: 'blur',
  brigther: 'brighter',
  brigter: 'brighter',
  brihgter: 'brighter',
  brigth: 'bright',
  brigthen: 'brighten',
  darkar: 'darker',
  brighness: 'brightness',
  brightnes: 'brightness',
  brigthness: 'brightness',
  brightess: 'brightness',
  contrst: 'contrast',
  constrast: 'contrast',
  contast: 'contrast',
  contrats: 'contrast',
  saturaton: 'saturation',
  satruation: 'saturation',
  abit: 'a bit',
  eyez: 'eyes',
  alil: 'a little',
};

const MISSPELT = new RegExp(`(?<![\\p{L}\\p{N}$])(?:${Object.keys(MEANT).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * The effects' names, long enough that a word one letter off ("pixlate", "sephia", "vaporwvae")
 * can only be one of them misspelt. Words that are an English word one letter off ("insert" for
 * "invert", "captain" for "caption", "sharper") are not among them.
 */
const EFFECT_NAMES = ['pixelate', 'pixelated', 'grayscale', 'greyscale', 'sepia', 'vaporwave', 'sharpen', 'saturate'];
/** Words one letter off an effect's name that mean something else. */
const REAL_WORDS = new Set(['saturated', 'saturates', 'sharper', 'sharpens', 'sharpe', 'sepias']);

/** Whether two words are one edit apart: a letter added, dropped, changed, or two swapped. */
function oneEditApart(typed: string, meant: string): boolean {
  if (typed === meant || Math.abs(typed.length - meant.length) > 1) return false;
  let start = 0;
  while (start < typed.length && typed[start] === meant[start]) start += 1;
  let end = 0;
  while (end < typed.length - start && end < meant.length - start && typed.at(-1 - end) === meant.at(-1 - end))
    end += 1;
  const typedRest = typed.slice(start, typed.length - end);
  const meantRest = meant.slice(start, meant.length - end);
  if (typedRest.length + meantRest.length <= 2 && typedRest.length <= 1 && meantRest.length <= 1) return true;
  return typedRest.length === 2 && meantRest.length === 2 && typedRest === [...meantRest].reverse().join('');
}

/** The effect a word misspells, when it is one letter off one (not the first letter). */
function effectMisspelt(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (lower.length < 5 || REAL_WORDS.has(lower) || EFFECT_NAMES.includes(lower)) return undefined;
  return EFFECT_NAMES.find((name) => name[0] === lower[0] && oneEditApart(lower, name));
}

/**
 * The prompt with each listed misspelling replaced by the word meant (in lower case), and each word
 * one letter off an effect's name read as that name.
 */
export function fixTypos(prompt: string): string {
  return prompt
    .replace(MISSPELT, (word) => MEANT[word.toLowerCase()] ?? word)
    .replace(/(?<![\p{L}\p{N}$])\p{L}{5,12}(?![\p{L}\p{N}])/gu, (word) => effectMisspelt(word) ?? word);
}
