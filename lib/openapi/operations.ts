import { AiNameRequestSchema, AiNameResponseSchema } from '../operations/ai_name/schema';
import { ImageEditRequestSchema, ImageEditResponseSchema } from '../operations/image_edit/schema';
import { OcrRequestSchema, OcrResponseSchema } from '../operations/ocr/schema';
import type { OperationDoc } from './document';

/** The documented operations, in the spec's order. Schemas are the very ones the handlers use. */
export const OPERATION_DOCS: OperationDoc[] = [
  {
    path: '/private/image_edit',
    operationId: 'editImage',
    summary: 'Edit up to three images with a text prompt',
    description:
      'Each input image (a public http(s) URL or a base64 data URL) is auto-oriented and fitted onto a white ' +
      '512x512 canvas; the prompt is applied and one 512x512 JPEG is returned. With no input images the prompt is ' +
      'drawn on a blank white canvas. Needs a key with image editing enabled; counts against both the operation’s ' +
      'bucket and the separate image-edit per-minute limit.',
    request: ImageEditRequestSchema,
    response: ImageEditResponseSchema,
    errors: ['invalid_image', 'image_edit_not_enabled', 'image_edit_failed', 'image_edit_busy', 'image_edit_unavailable'],
  },
  {
    path: '/private/ocr',
    operationId: 'extractImageText',
    summary: 'Extract text and line geometry from images',
    description:
      'Returns, for each non-empty image URL (entries that are empty strings are skipped but keep their positions), ' +
      'the combined text and every recognised line with its confidence (0 to 1) and four outline points in the ' +
      'original image’s pixels (auto-oriented, origin top-left, clockwise from the top-left corner). imageIndex is ' +
      'zero-based. A body carrying text or event fields is 400 invalid_message. When every OCR worker is busy and ' +
      'the wait queue is full, or the wait times out: 503 internal_error with Retry-After.',
    request: OcrRequestSchema,
    response: OcrResponseSchema,
    errors: ['invalid_image', 'overloaded'],
  },
  {
    path: '/private/ai_name',
    operationId: 'aiName',
    summary: 'Generate a token name and ticker from a social event',
    description:
      'Reads the event’s text (and, when it says little, the text of its images) and answers exactly { name, ticker }: ' +
      'a name of 1 to 32 characters and a ticker of 2 to 10 characters A-Z/0-9. The success body carries no requestId ' +
      '(the X-Request-Id header does). Model backend failure: 502 internal_error; unreachable or timing out: 503.',
    request: AiNameRequestSchema,
    response: AiNameResponseSchema,
    errors: ['upstream_failed', 'upstream_unavailable'],
  },
];
