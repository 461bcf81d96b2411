import { z } from 'zod';
import { codePointLength } from '../../validation';

/*
 * What a token name and ticker must be, and the repairs that bring a candidate within those rules.
 * The namers hold their answers to them; the operation's contract (lib/operations/ai_name/contract.ts)
 * publishes them. Browser-safe: zod and the shared validation helpers only, so that the console can
 * import the contract.
 */

export const NAME_MAX = 32;
export const TICKER_MIN = 2;
export const TICKER_MAX = 10;
export const TICKER_PATTERN = /^[A-Z0-9]{2,10}$/;

const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const HAS_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Trims, folds inner whitespace, drops control characters and cuts at a word boundary within 32 code points. */
export function repairName(raw: string): string {
  const cleaned = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const points = [...cleaned];
  if (points.length <= NAME_MAX) return cleaned;
  const cut = points.slice(0, NAME_MAX).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace >= 8 ? cut.slice(0, lastSpace) : cut).trim();
}

/** Uppercases, keeps A–Z and 0–9 (letters with accents folded), cuts to 10; undefined if under 2 remain. */
export function repairTicker(raw: string): string | undefined {
  const folded = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const ticker = folded.slice(0, TICKER_MAX);
  return ticker.length >= TICKER_MIN ? ticker : undefined;
}

export function hasControlCharacters(text: string): boolean {
  return HAS_CONTROL.test(text);
}

export const TokenNameSchema = z
  .string()
  .min(1)
  .refine((name) => name === name.trim(), { error: 'must be trimmed' })
  .refine((name) => codePointLength(name) <= NAME_MAX, { error: `must be at most ${NAME_MAX} characters` })
  .refine((name) => !hasControlCharacters(name), { error: 'must not contain control characters' })
  .meta({ minLength: 1, maxLength: NAME_MAX, description: 'Generated token name.' });

export const TickerSchema = z
  .string()
  .regex(TICKER_PATTERN, { error: `must be ${TICKER_MIN} to ${TICKER_MAX} characters of A-Z and 0-9` })
  .describe(`Generated ticker: ${TICKER_MIN} to ${TICKER_MAX} characters of A-Z and 0-9, no $.`);

/** A name and ticker within the rules: what every namer answers, and what the hosted model is asked for. */
export const TokenNameAnswerSchema = z.strictObject({ name: TokenNameSchema, ticker: TickerSchema });
