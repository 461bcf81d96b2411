import { z } from 'zod';
import { codePoints } from './common';
import { textString } from './text';

export const EVENT_TEXT_MAX = 20_000;
export const EVENT_IMAGES_MAX = 4;
export const EVENT_IMAGE_URL_MAX = 4096;

/**
 * A social event, as token naming and past-coin search take it. Unknown fields inside it are
 * ignored: real events carry many.
 */
export const SocialEventSchema = z
  .object(
    {
      id: textString().max(256, { error: 'must be at most 256 characters' }).optional(),
      text: codePoints(0, EVENT_TEXT_MAX).optional(),
      images: z
        .array(textString().max(EVENT_IMAGE_URL_MAX, { error: `must be at most ${EVENT_IMAGE_URL_MAX} characters` }), {
          error: 'must be an array of image URL strings',
        })
        .max(EVENT_IMAGES_MAX, { error: `must hold at most ${EVENT_IMAGES_MAX} image URLs` })
        .optional(),
    },
    { error: 'must be an object' },
  )
  .describe('A social event. Known fields: id, text, images; other fields are ignored.');

export type SocialEvent = z.output<typeof SocialEventSchema>;

/** Whether an event gives something to go on: a non-empty text or at least one non-empty image URL. */
export function eventHasContent(event: SocialEvent): boolean {
  return (
    (event.text !== undefined && event.text.trim() !== '') || (event.images ?? []).some((url) => url.trim() !== '')
  );
}

export const EVENT_CONTENT_MESSAGE = 'needs a non-empty text or at least one non-empty image URL';
