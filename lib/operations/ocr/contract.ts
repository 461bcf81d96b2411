import { z } from 'zod';
import { AnsweredRequestIdSchema, ImageIndexSchema, RequestIdSchema } from '../../contract/common';
import { textString } from '../../contract/text';
import { defineContract } from '../../contract/operation';
import { ERRORS } from '../../errors';

export const OCR_MAX_IMAGES_DEFAULT = 8;

const isBlank = (source: string) => source.trim() === '';

/** Whether a non-empty item is an http(s) or data URL is checked when loading it (400 invalid_image). */
const ImageSourceSchema = textString().describe(
  'A public http(s) image URL or a base64 image data URL; empty strings are skipped.',
);

/** The OCR request for a server that accepts at most `maxImages` entries in `images`. */
export function ocrRequestSchema(maxImages: number) {
  return z
    .strictObject(
      {
        requestId: RequestIdSchema.optional(),
        images: z
          .array(ImageSourceSchema, { error: 'must be an array of image URL strings' })
          .min(1, { error: 'must hold at least one image URL' })
          .max(maxImages, { error: `must hold at most ${maxImages} images` })
          .refine((images) => images.some((source) => !isBlank(source)), {
            error: 'must contain at least one non-empty image URL',
          })
          .describe(`1 to ${maxImages} image URLs; empty entries are skipped but keep their positions.`),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `OCR accepts image URLs only; unknown field(s): ${issue.keys.join(', ')}`
            : undefined,
      },
    )
    .meta({ id: 'OcrRequest' });
}

export const OcrRequestSchema = ocrRequestSchema(OCR_MAX_IMAGES_DEFAULT);

const PointSchema = z.strictObject({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
});

export const OcrLineSchema = z
  .strictObject({
    text: z.string().min(1).describe('Text of the line.'),
    confidence: z.number().min(0).max(1).describe('Recognition confidence, 0 to 1.'),
    points: z
      .array(PointSchema)
      .length(4)
      .describe('The line box in original-image pixels (as auto-oriented): clockwise from the top-left corner.'),
  })
  .meta({ id: 'OcrLine' });

export const OcrResultSchema = z
  .strictObject({
    imageIndex: ImageIndexSchema,
    text: z.string().describe('The lines’ texts joined by \\n in reading order; "" when no text was found.'),
    lines: z.array(OcrLineSchema),
  })
  .meta({ id: 'OcrResult' });

export const OcrResponseSchema = z
  .strictObject({
    requestId: AnsweredRequestIdSchema,
    results: z.array(OcrResultSchema).describe('One entry per non-empty input image, in input order.'),
  })
  .meta({ id: 'OcrResponse' });

export type OcrRequest = z.output<typeof OcrRequestSchema>;
export type OcrResponse = z.output<typeof OcrResponseSchema>;
export { isBlank };

/** The limits an OCR server may configure (OCR_MAX_IMAGES), at their defaults. */
export interface OcrLimits {
  maxImages: number;
}

export const ocrContract = defineContract({
  path: '/private/ocr',
  operationId: 'extractImageText',
  title: 'OCR',
  capability: 'OCR',
  summary: 'Extract text and line geometry from images',
  description:
    'Returns, for each non-empty image URL (entries that are empty strings are skipped but keep their positions), ' +
    'the combined text and every recognised line with its confidence (0 to 1) and four outline points in the ' +
    'original image’s pixels (auto-oriented, origin top-left, clockwise from the top-left corner). imageIndex is ' +
    'zero-based. A body carrying text or event fields is 400 invalid_message. When every OCR worker is busy and ' +
    'the wait queue is full, or the wait times out: 503 internal_error with Retry-After.',
  errors: [ERRORS.invalid_image, ERRORS.overloaded],
  defaultLimits: { maxImages: OCR_MAX_IMAGES_DEFAULT } satisfies OcrLimits,
  request: (limits: OcrLimits) => ocrRequestSchema(limits.maxImages),
  response: OcrResponseSchema,
  example: { images: ['https://example.com/receipt.png'] },
  console: { href: '/ocr', blurb: 'Text and line outlines with confidence for one or more images.' },
});
