import { z } from 'zod';
import { codePointLength } from '../validation';
import { codePoints, RequestIdSchema } from './common';
import { hasControlCharacters, NAME_MAX, TICKER_MAX, TICKER_MIN, TICKER_PATTERN } from './token-rules';

export const EVENT_TEXT_MAX = 20_000;
export const EVENT_IMAGES_MAX = 4;
export const EVENT_IMAGE_URL_MAX = 4096;

/** A social event. Unknown fields inside it are ignored: real events carry many. */
export const SocialEventSchema = z
  .object(
    {
      id: z.string({ error: 'must be a string' }).max(256, { error: 'must be at most 256 characters' }).optional(),
      text: codePoints(0, EVENT_TEXT_MAX).optional(),
      images: z
        .array(
          z
            .string({ error: 'must be a string' })
            .max(EVENT_IMAGE_URL_MAX, { error: `must be at most ${EVENT_IMAGE_URL_MAX} characters` }),
          {
            error: 'must be an array of image URL strings',
          },
        )
        .max(EVENT_IMAGES_MAX, { error: `must hold at most ${EVENT_IMAGES_MAX} image URLs` })
        .optional(),
    },
    { error: 'must be an object' },
  )
  .describe('A social event. Known fields: id, text, images; other fields are ignored.');

export const AiNameRequestSchema = z
  .strictObject({
    requestId: RequestIdSchema.optional(),
    event: SocialEventSchema,
  })
  .refine(
    (body) =>
      (body.event.text !== undefined && body.event.text.trim() !== '') ||
      (body.event.images ?? []).some((url) => url.trim() !== ''),
    { error: 'needs a non-empty text or at least one non-empty image URL', path: ['event'] },
  )
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
