import { z } from 'zod';
import { AnsweredRequestIdSchema, codePoints, JpegDataUrlSchema, RequestIdSchema } from '../../contract/common';
import { textString } from '../../contract/text';
import { defineContract } from '../../contract/operation';
import { ERRORS, errorConditions } from '../../errors';

export const PROMPT_MAX = 2000;
export const IMAGES_MAX = 3;
/** The output is always one square JPEG of this many pixels a side. */
export const OUTPUT_SIZE = 512;

/** Whether an item is an http(s) or data URL is checked when loading it (400 invalid_image), not here. */
const ImageSourceSchema = textString()
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

export const ImageEditResponseSchema = z
  .strictObject({
    requestId: AnsweredRequestIdSchema,
    images: z
      .array(JpegDataUrlSchema)
      .length(1)
      .describe('Exactly one item: the edited 512x512 image as a data:image/jpeg;base64 URL.'),
  })
  .meta({ id: 'ImageEditResponse' });

export type ImageEditRequest = z.output<typeof ImageEditRequestSchema>;
export type ImageEditResponse = z.output<typeof ImageEditResponseSchema>;

/** The conditions image edit adds to the shared ones (lib/errors.ts). */
export const IMAGE_EDIT_ERRORS = errorConditions({
  image_edit_not_enabled: {
    code: 'image_edit_not_enabled',
    status: 403,
    message:
      'Image editing is not enabled for this API key: it lacks the image_edit permission, which the operator of this server grants.',
  },
  image_edit_failed: { code: 'image_edit_failed', status: 502, message: 'The image edit failed.' },
  image_edit_busy: { code: 'image_edit_busy', status: 503, message: 'Image editing is busy; retry shortly.' },
  image_edit_unavailable: {
    code: 'image_edit_unavailable',
    status: 503,
    message: 'Image editing is temporarily unavailable; retry with backoff.',
  },
});

export const imageEditContract = defineContract({
  path: '/private/image_edit',
  operationId: 'editImage',
  title: 'Image edit',
  capability: 'image editing',
  summary: 'Edit up to three images with a text prompt',
  description:
    'Each input image (a public http(s) URL or a base64 data URL) is auto-oriented and fitted onto a white ' +
    '512x512 canvas; the prompt is applied and one 512x512 JPEG is returned. With no input images the prompt is ' +
    'drawn on a blank white canvas. Needs a key with image editing enabled; counts against both the operation’s ' +
    'bucket and the separate image-edit per-minute limit.',
  errors: [ERRORS.invalid_image, ...Object.values(IMAGE_EDIT_ERRORS)],
  defaultLimits: {},
  request: () => ImageEditRequestSchema,
  response: ImageEditResponseSchema,
  successHeaders: {
    'X-Edit-Plan':
      'What the embedded editor applied and what it left out of the prompt (absent when the engine does not say).',
  },
  example: {
    prompt: 'black and white, thick red border, caption "Hello"',
    images: ['https://example.com/photo.jpg'],
  },
  console: { href: '/', blurb: 'Up to three images and a prompt in, one 512×512 JPEG out.' },
});
