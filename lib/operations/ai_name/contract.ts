import { z } from 'zod';
import { RequestIdSchema } from '../../contract/common';
import {
  EVENT_CONTENT_MESSAGE,
  eventHasContent,
  SOCIAL_EVENT_LIMITS,
  socialEventSchema,
  type SocialEventLimits,
} from '../../contract/social-event';
import { defineContract } from '../../contract/operation';
import { TokenNameAnswerSchema } from '../../engines/ai_name/rules';
import { ERRORS } from '../../errors';

export { EVENT_IMAGE_URL_MAX, EVENT_IMAGES_MAX, EVENT_TEXT_MAX, SocialEventSchema } from '../../contract/social-event';

/** The reference's example post. */
const EXAMPLE_POST = 'Just adopted a frog named Pepper, he is the boss now $PEPPER';

/** The naming request for a server whose images may be at most `imageMaxBytes` (IMAGE_MAX_BYTES). */
export function aiNameRequestSchema(limits: SocialEventLimits) {
  return z
    .strictObject({
      requestId: RequestIdSchema.optional(),
      event: socialEventSchema(limits),
    })
    .refine((body) => eventHasContent(body.event), { error: EVENT_CONTENT_MESSAGE, path: ['event'] })
    .meta({ id: 'AiNameRequest' });
}

export const AiNameRequestSchema = aiNameRequestSchema(SOCIAL_EVENT_LIMITS);

/** The answer: a name and ticker within the naming rules (lib/engines/ai_name/rules.ts), which every namer keeps to. */
export const AiNameResponseSchema = TokenNameAnswerSchema.meta({ id: 'AiNameResponse' });

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
    '(the X-Request-Id header does). With no text, the images must give something to name from (the embedded ' +
    'engine: text it can read in one; the hosted engine: one that loads), else 400 invalid_image naming each image ' +
    'and why; their text not read in time (OCR busy): 503 with Retry-After. Model backend failure: 502 ' +
    'internal_error; unreachable or timing out: 503.',
  errors: [ERRORS.invalid_image, ERRORS.upstream_failed, ERRORS.upstream_unavailable, ERRORS.overloaded],
  defaultLimits: SOCIAL_EVENT_LIMITS,
  request: aiNameRequestSchema,
  response: AiNameResponseSchema,
  example: { event: { id: '1', text: EXAMPLE_POST } },
  console: { href: '/naming', blurb: 'A token name and ticker from a social post.' },
});
