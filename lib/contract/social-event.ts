import { z } from 'zod';
import { formatBytes } from '../format';
import { imageDataUrlBytes, isDataUrl } from './data-url';
import { IMAGE_MAX_BYTES_DEFAULT } from '../images/limits';
import { codePoints } from './common';
import { textString } from './text';

export const EVENT_TEXT_MAX = 20_000;
export const EVENT_IMAGES_MAX = 4;
/** The longest http(s) image URL an event may hold; a picture of its own goes as a data URL. */
export const EVENT_IMAGE_URL_MAX = 4096;

/** The limits a server may configure that change what an event may hold (IMAGE_MAX_BYTES), at their defaults. */
export interface SocialEventLimits {
  /** The largest image a data URL may hold, in bytes once decoded. */
  imageMaxBytes: number;
}

export const SOCIAL_EVENT_LIMITS: SocialEventLimits = { imageMaxBytes: IMAGE_MAX_BYTES_DEFAULT };

/**
 * What is wrong with one entry of `event.images`, in words; undefined when it is within the limits:
 * an http(s) URL of at most EVENT_IMAGE_URL_MAX characters, or a base64 image data URL whose data is
 * at most `imageMaxBytes` once decoded (as OCR and image edit take them). Whether a URL loads and the
 * data is an image is found when it is read (400 invalid_image).
 */
export function eventImageProblem(source: string, imageMaxBytes: number): string | undefined {
  if (!isDataUrl(source)) {
    return source.length > EVENT_IMAGE_URL_MAX
      ? `an http(s) image URL must be at most ${EVENT_IMAGE_URL_MAX} characters, not ${source.length} ` +
          '(a picture of your own can be sent as a base64 data URL)'
      : undefined;
  }
  const bytes = imageDataUrlBytes(source);
  if (bytes === undefined) return 'a data URL must be a base64 image: data:image/<type>;base64,<data>';
  if (bytes > imageMaxBytes)
    return (
      `the image in a data URL must be at most ${formatBytes(imageMaxBytes)} (${imageMaxBytes} bytes) once ` +
      `decoded; this one is ${bytes} bytes`
    );
  return undefined;
}

/**
 * A social event, as token naming and past-coin search take it, for a server with these limits.
 * Unknown fields inside it are ignored: real events carry many.
 */
export function socialEventSchema({ imageMaxBytes }: SocialEventLimits) {
  const image = textString()
    .superRefine((source, context) => {
      const problem = eventImageProblem(source, imageMaxBytes);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    })
    .describe(
      `A public http(s) image URL of at most ${EVENT_IMAGE_URL_MAX} characters, or a base64 image data URL ` +
        `(data:image/<type>;base64,<data>) of at most ${formatBytes(imageMaxBytes)} once decoded.`,
    );
  return z
    .object(
      {
        id: textString().max(256, { error: 'must be at most 256 characters' }).optional(),
        text: codePoints(0, EVENT_TEXT_MAX).optional(),
        images: z
          .array(image, { error: 'must be an array of image URL strings' })
          .max(EVENT_IMAGES_MAX, { error: `must hold at most ${EVENT_IMAGES_MAX} image URLs` })
          .optional(),
      },
      { error: 'must be an object' },
    )
    .describe('A social event. Known fields: id, text, images; other fields are ignored.');
}

/** The event schema at the default limits. */
export const SocialEventSchema = socialEventSchema(SOCIAL_EVENT_LIMITS);

export type SocialEvent = z.output<typeof SocialEventSchema>;

/** Whether an event gives something to go on: a non-empty text or at least one non-empty image URL. */
export function eventHasContent(event: SocialEvent): boolean {
  return (
    (event.text !== undefined && event.text.trim() !== '') || (event.images ?? []).some((url) => url.trim() !== '')
  );
}

export const EVENT_CONTENT_MESSAGE = 'needs a non-empty text or at least one non-empty image URL';
