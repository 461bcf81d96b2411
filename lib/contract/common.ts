import { z } from 'zod';
import { codePointLength } from '../validation';
import { textString } from './text';

export const REQUEST_ID_MAX = 128;

/**
 * The OpenAPI extension carrying a pattern's message in words beside the pattern, so that a client
 * checking a body before sending (the command line) says what the service would, never the pattern.
 */
export const PATTERN_MESSAGE = 'x-pattern-message';

/** The metadata that puts a pattern's message in the document: `.regex(re, { error }).meta(patternMessage(error))`. */
export const patternMessage = (message: string) => ({ [PATTERN_MESSAGE]: message });

const REQUEST_ID_MESSAGE = 'must be printable ASCII with no space at either end';

/** Printable ASCII with no space at either end: the id goes back out in the X-Request-Id header, which trims. */
export const RequestIdSchema = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(REQUEST_ID_MAX, { error: `must be at most ${REQUEST_ID_MAX} characters` })
  .regex(/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/, { error: REQUEST_ID_MESSAGE })
  .meta(patternMessage(REQUEST_ID_MESSAGE))
  .describe('Correlation ID; the service generates a UUID v4 when omitted.');

/** The requestId an answer carries back: the supplied one, or the one the service generated. */
export const AnsweredRequestIdSchema = z
  .string()
  .min(1)
  .describe('Correlation ID (the supplied one, or the generated one).');

/** Where an answer's entry came from: the image's zero-based place in the request's `images`. */
export const ImageIndexSchema = z
  .number()
  .int()
  .min(0)
  .describe('Zero-based position of the image in the request’s images.');

/**
 * A JPEG as a data URL, as answers carry images. Anchored at the start only: the base64 after the
 * prefix is written by Buffer#toString a line before the check, and a pattern run to the end of
 * ~100 KB of it cost a millisecond a request.
 */
const JPEG_DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]{4}/;

export const JpegDataUrlSchema = z.string().regex(JPEG_DATA_URL, { error: 'must be a JPEG data URL' });

/**
 * A well-formed string (`text.ts`) whose length, counted in Unicode code points (after trimming, if
 * asked), lies in [min, max].
 */
export function codePoints(min: number, max: number, options: { trim?: boolean; what?: string } = {}) {
  const what = options.what ?? 'characters';
  const base = textString();
  return (options.trim ? base.trim() : base)
    .refine((value) => codePointLength(value) >= min, {
      error: min === 1 ? 'must not be empty' : `must be at least ${min} ${what}`,
    })
    .refine((value) => codePointLength(value) <= max, { error: `must be at most ${max} ${what}` })
    .meta({ minLength: min, maxLength: max });
}

/** Picks a usable requestId out of a body that may otherwise be invalid. */
export function suppliedRequestId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const parsed = RequestIdSchema.safeParse((body as Record<string, unknown>).requestId);
  return parsed.success ? parsed.data : undefined;
}

/** The one error shape every error status answers with, for a service answering with these codes. */
export function errorResponseSchema(codes: readonly [string, ...string[]]) {
  return z
    .strictObject({
      requestId: AnsweredRequestIdSchema.describe('Correlation ID of the failed request.'),
      error: z.strictObject({
        code: z.enum(codes).describe('Machine-readable error code.'),
        message: z.string().min(1).describe('Human-readable text.'),
      }),
    })
    .meta({ id: 'ErrorResponse' });
}
