import { z } from 'zod';
import { codePoints, RequestIdSchema } from './common';

export const PROMPT_MAX = 2000;
export const IMAGES_MAX = 3;
/** The output is always one square JPEG of this many pixels a side. */
export const OUTPUT_SIZE = 512;

/** Whether an item is an http(s) or data URL is checked when loading it (400 invalid_image), not here. */
const ImageSourceSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .describe('A public http(s) image URL or a base64 image data URL (data:image/<type>;base64,<data>).');

export const ImageEditRequestSchema = z
  .strictObject({
    requestId: RequestIdSchema.optional(),
    prompt: codePoints(1, PROMPT_MAX, { trim: true }).describe(
      'What to do, in plain English; 1 to 2000 characters after trimming. With no images it is drawn as text.',
    ),
    images: z
      .array(ImageSourceSchema, { error: 'must be an array of image URL strings' })
      .max(IMAGES_MAX, { error: `must hold at most ${IMAGES_MAX} images` })
      .default([])
      .describe('Up to 3 input images, each fitted onto a white 512x512 canvas. Omitted: one blank white canvas.'),
  })
  .meta({ id: 'ImageEditRequest' });

/**
 * Anchored at the start only: the base64 after the prefix is written by Buffer#toString a line
 * before the check, and a pattern run to the end of ~100 KB of it cost a millisecond a request.
 */
const JPEG_DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]{4}/;

export const ImageEditResponseSchema = z
  .strictObject({
    requestId: z.string().min(1).describe('Correlation ID (the supplied one, or the generated one).'),
    images: z
      .array(z.string().regex(JPEG_DATA_URL, { error: 'must be a JPEG data URL' }))
      .length(1)
      .describe('Exactly one item: the edited 512x512 image as a data:image/jpeg;base64 URL.'),
  })
  .meta({ id: 'ImageEditResponse' });

export type ImageEditRequest = z.output<typeof ImageEditRequestSchema>;
export type ImageEditResponse = z.output<typeof ImageEditResponseSchema>;
