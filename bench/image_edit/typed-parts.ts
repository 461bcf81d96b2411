/** Builders of the parts a typed prompt asks for, shared by the typed sets. */
import type { Part } from './phrasings';

export const step = (kind: string, said: string, name?: string): Part => ({
  kind: 'step',
  step: kind,
  said,
  ...(name ? { name } : {}),
});
export const text = (
  literal: string,
  style: { colour?: string; placement?: 'top' | 'centre' | 'bottom'; meme?: boolean; picture?: number } = {},
): Part => ({ kind: 'text', text: literal, said: literal, ...style });
export const top = (literal: string) => text(literal, { placement: 'top', meme: true });
export const bottom = (literal: string) => text(literal, { placement: 'bottom', meme: true });
export const sticker = (symbol: string, said: string, at?: string): Part => ({
  kind: 'sticker',
  symbol,
  said,
  ...(at ? { at } : {}),
});
export const background = (colour: string, said: string): Part => ({ kind: 'background', colour, said });
export const border = (said: string, colour?: string): Part => ({
  kind: 'border',
  said,
  ...(colour ? { colour } : {}),
});
export const shape = (kind: string, said: string): Part => ({ kind: 'shape', shape: kind, said });
export const cannot = (said: string): Part => ({ kind: 'cannot', said });
export const drawn = (said: string): Part => ({ kind: 'drawn', said });
export const layout = (name: string, said: string) => step('layout', said, name);
