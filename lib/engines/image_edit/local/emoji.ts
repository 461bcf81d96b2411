/** Emoji a sticker request may name in words ("add a crown emoji on top"). */
export const NAMED_EMOJI: Record<string, string> = {
  rocket: '🚀',
  moon: '🌕',
  'crescent moon': '🌙',
  crown: '👑',
  fire: '🔥',
  flame: '🔥',
  star: '⭐',
  stars: '✨',
  sparkles: '✨',
  heart: '❤️',
  'money bag': '💰',
  money: '💰',
  dollar: '💵',
  cash: '💵',
  diamond: '💎',
  gem: '💎',
  skull: '💀',
  laughing: '😂',
  'crying laughing': '😂',
  joy: '😂',
  crying: '😭',
  frog: '🐸',
  dog: '🐶',
  cat: '🐱',
  sunglasses: '😎',
  cool: '😎',
  '100': '💯',
  hundred: '💯',
  eyes: '👀',
  chart: '📈',
  'chart up': '📈',
  'chart down': '📉',
  'thumbs up': '👍',
  clown: '🤡',
  party: '🎉',
  trophy: '🏆',
  lightning: '⚡',
  sun: '☀️',
  rainbow: '🌈',
  pizza: '🍕',
  banana: '🍌',
  whale: '🐳',
  bull: '🐂',
  bear: '🐻',
  'top hat': '🎩',
  hat: '🎩',
  alien: '👽',
  robot: '🤖',
  ghost: '👻',
  unicorn: '🦄',
  monkey: '🐵',
  penguin: '🐧',
  poop: '💩',
  check: '✅',
  'check mark': '✅',
  warning: '⚠️',
  pepper: '🌶️',
  gm: '☀️',
};

/** An alternation of the emoji names, longest first. */
export const EMOJI_NAME_PATTERN = Object.keys(NAMED_EMOJI)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, '\\s+'))
  .join('|');

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const NOT_STICKERS = new Set(['©', '®', '™', '‼', '⁉', '↔', '↕']);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The emoji (whole grapheme clusters: skin tones, ZWJ sequences, flags) written in a text. */
export function emojiIn(text: string): string[] {
  const found: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (PICTOGRAPHIC.test(segment) && !NOT_STICKERS.has(segment)) found.push(segment);
  }
  return found;
}

/** Where each emoji of a text is: [start, end) in its UTF-16 positions. */
export function emojiSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const { segment, index } of segmenter.segment(text))
    if (PICTOGRAPHIC.test(segment) && !NOT_STICKERS.has(segment)) spans.push([index, index + segment.length]);
  return spans;
}

/** Whether a text is nothing but emoji (and spaces). */
export function isOnlyEmoji(text: string): boolean {
  const emoji = emojiIn(text);
  return emoji.length > 0 && text.replace(/\s+/g, '') === emoji.join('');
}
