import { z } from 'zod';
import { RequestIdSchema } from '../../contract/common';
import { EVENT_CONTENT_MESSAGE, eventHasContent, SocialEventSchema } from '../../contract/social-event';
import { defineContract } from '../../contract/operation';
import { ERRORS } from '../../errors';
import { codePointLength } from '../../validation';

export { EVENT_IMAGE_URL_MAX, EVENT_IMAGES_MAX, EVENT_TEXT_MAX, SocialEventSchema } from '../../contract/social-event';

/** The contract's rules for a token name and ticker, and repairs that bring a candidate within them. */
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

/** The reference's example post. */
const EXAMPLE_POST = 'Just adopted a frog named Pepper, he is the boss now $PEPPER';

export const AiNameRequestSchema = z
  .strictObject({
    requestId: RequestIdSchema.optional(),
    event: SocialEventSchema,
  })
  .refine((body) => eventHasContent(body.event), { error: EVENT_CONTENT_MESSAGE, path: ['event'] })
  .meta({ id: 'AiNameRequest' });

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

export const AiNameResponseSchema = z
  .strictObject({ name: TokenNameSchema, ticker: TickerSchema })
  .meta({ id: 'AiNameResponse' });

export type AiNameRequest = z.output<typeof AiNameRequestSchema>;
export type AiNameResponse = z.output<typeof AiNameResponseSchema>;

export const aiNameContract = defineContract({
  path: '/private/ai_name',
  operationId: 'aiName',
  title: 'Token naming',
  capability: 'token naming',
  summary: 'Generate a token name and ticker from a social event',
  description:
    'Reads the event’s text (and, when it says little, the text of its images) and answers exactly { name, ticker }: ' +
    'a name of 1 to 32 characters and a ticker of 2 to 10 characters A-Z/0-9. The success body carries no requestId ' +
    '(the X-Request-Id header does). With no text, at least one image must load, else 400 invalid_image naming ' +
    'each image and why. Model backend failure: 502 internal_error; unreachable or timing out: 503.',
  errors: [ERRORS.invalid_image, ERRORS.upstream_failed, ERRORS.upstream_unavailable],
  defaultLimits: {},
  request: () => AiNameRequestSchema,
  response: AiNameResponseSchema,
  example: { event: { id: '1', text: EXAMPLE_POST } },
  console: { href: '/naming', blurb: 'A token name and ticker from a social post.' },
});
