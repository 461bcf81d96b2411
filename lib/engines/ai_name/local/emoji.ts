import { EMOJI_TABLE } from './data/emoji-names';

export interface EmojiMeaning {
  /** The emoji's head noun, e.g. "frog" for 🐸, "moon" for 🌙. */
  word: string;
  /** Its full short name, e.g. "crescent moon". */
  name: string;
  /** A for animals and nature, F food, S smileys, …: see data/emoji-names.ts. */
  group: string;
}

// Emoji that mean "up", "money" or "hype" in almost every coin post; they say nothing about the coin.
const HYPE = new Set([
  '🚀',
  '🔥',
  '💎',
  '🌕',
  '🌙',
  '💰',
  '💸',
  '📈',
  '✅',
  '💯',
  '⚡',
  '🤑',
  '🙌',
  '👀',
  '✨',
  '🌟',
  '⭐',
  '❤',
  '💚',
  '💜',
  '💙',
  '🖤',
  '🤍',
  '💛',
  '🧡',
  '👉',
  '👇',
  '👆',
  '🔗',
  '📢',
  '📣',
  '🎉',
  '🎊',
  '💥',
  '🏆',
  '🥇',
  '🎯',
  '⬆',
  '⬇',
  '➡',
  '⬅',
  '🟢',
  '🔴',
  '🟡',
  '❗',
  '‼',
  '⚠',
  '🌒',
  '🌓',
  '🌔',
  '🌖',
  '🌗',
  '🌘',
  '🌑',
]);

const NAME_FIXES: Record<string, string> = {
  'pile of poo': 'poo',
  't-rex': 'trex',
  'hundred points': 'hundred',
  'magic wand': 'wand',
  'gem stone': 'gem',
  'four leaf clover': 'clover',
  moai: 'moai',
  'face with tears of joy': 'joy',
  'skull and crossbones': 'skull',
  'hot pepper': 'chili',
  'red heart': 'heart',
  eye: 'eye',
  eyes: 'eyes',
};

let table: Map<string, EmojiMeaning> | undefined;

function headWord(name: string, group: string): string {
  const fixed = NAME_FIXES[name];
  if (fixed) return fixed;
  if (group === 'A' && name.endsWith(' face')) return name.slice(0, -5).split(' ').pop()!;
  const words = name
    .replace(/:.*/, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (group === 'S') return words.filter((word) => word !== 'face' && word !== 'with').pop() ?? name;
  return words[words.length - 1] ?? name;
}

function emojiTable(): Map<string, EmojiMeaning> {
  if (table) return table;
  table = new Map();
  for (const line of EMOJI_TABLE.split('\n')) {
    const [emoji, name, group] = line.split('\t');
    if (!emoji || !name || !group) continue;
    table.set(emoji, { word: headWord(name, group), name, group });
  }
  return table;
}

const EMOJI_PATTERN =
  /\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])*)*/gu;

export function findEmoji(text: string): string[] {
  return text.match(EMOJI_PATTERN) ?? [];
}

/** What an emoji stands for, or undefined for unknown ones. */
export function emojiMeaning(emoji: string): EmojiMeaning | undefined {
  const bare = emoji.replace(/[\uFE0F\u{1F3FB}-\u{1F3FF}]/gu, '');
  const all = emojiTable();
  return all.get(bare) ?? all.get([...bare][0] ?? '');
}

export function isHypeEmoji(emoji: string): boolean {
  return HYPE.has([...emoji.replace(/\uFE0F/g, '')][0] ?? '');
}

export function removeEmoji(text: string): string {
  return text.replace(EMOJI_PATTERN, ' ');
}

export function loadEmoji(): void {
  emojiTable();
}
