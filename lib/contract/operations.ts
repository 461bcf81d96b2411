import type { z } from 'zod';
import type { ErrorKind } from '../errors';
import { AiNameRequestSchema, AiNameResponseSchema } from './ai_name';
import { ImageEditRequestSchema, ImageEditResponseSchema } from './image_edit';
import { ocrRequestSchema, OcrResponseSchema } from './ocr';

/**
 * The contract of every operation, safe for the browser and the server alike: names, paths,
 * schemas, limits and docs. The server's registry (lib/operations/registry.ts) runs them, the
 * OpenAPI document describes them and the console lists them, all from this one table.
 */

/** The limits a server is configured with that change what its requests may hold. */
export interface ContractLimits {
  ocrMaxImages: number;
}

export interface OperationContract<Request = unknown, Response = unknown> {
  path: `/private/${string}`;
  operationId: string;
  /** The console's name for it. */
  title: string;
  summary: string;
  description: string;
  /** Needs the key's image-edit flag, and counts against the separate image-edit limit. */
  imageEdit: boolean;
  /** The error conditions it can answer with beyond every operation's; statuses and codes come from lib/errors. */
  errors: ErrorKind[];
  /** The request schema for a server with these limits. */
  request(limits: ContractLimits): z.ZodType<Request>;
  response: z.ZodType<Response>;
}

function defineContract<Request, Response>(contract: OperationContract<Request, Response>) {
  return contract;
}

/** The operations in the specification's order. */
export const CONTRACTS = {
  image_edit: defineContract({
    path: '/private/image_edit',
    operationId: 'editImage',
    title: 'Image edit',
    summary: 'Edit up to three images with a text prompt',
    description:
      'Each input image (a public http(s) URL or a base64 data URL) is auto-oriented and fitted onto a white ' +
      '512x512 canvas; the prompt is applied and one 512x512 JPEG is returned. With no input images the prompt is ' +
      'drawn on a blank white canvas. Needs a key with image editing enabled; counts against both the operation’s ' +
      'bucket and the separate image-edit per-minute limit.',
    imageEdit: true,
    errors: [
      'invalid_image',
      'image_edit_not_enabled',
      'image_edit_failed',
      'image_edit_busy',
      'image_edit_unavailable',
    ],
    request: () => ImageEditRequestSchema,
    response: ImageEditResponseSchema,
  }),
  ocr: defineContract({
    path: '/private/ocr',
    operationId: 'extractImageText',
    title: 'OCR',
    summary: 'Extract text and line geometry from images',
    description:
      'Returns, for each non-empty image URL (entries that are empty strings are skipped but keep their positions), ' +
      'the combined text and every recognised line with its confidence (0 to 1) and four outline points in the ' +
      'original image’s pixels (auto-oriented, origin top-left, clockwise from the top-left corner). imageIndex is ' +
      'zero-based. A body carrying text or event fields is 400 invalid_message. When every OCR worker is busy and ' +
      'the wait queue is full, or the wait times out: 503 internal_error with Retry-After.',
    imageEdit: false,
    errors: ['invalid_image', 'overloaded'],
    request: (limits) => ocrRequestSchema(limits.ocrMaxImages),
    response: OcrResponseSchema,
  }),
  ai_name: defineContract({
    path: '/private/ai_name',
    operationId: 'aiName',
    title: 'Token naming',
    summary: 'Generate a token name and ticker from a social event',
    description:
      'Reads the event’s text (and, when it says little, the text of its images) and answers exactly { name, ticker }: ' +
      'a name of 1 to 32 characters and a ticker of 2 to 10 characters A-Z/0-9. The success body carries no requestId ' +
      '(the X-Request-Id header does). Model backend failure: 502 internal_error; unreachable or timing out: 503.',
    imageEdit: false,
    errors: ['upstream_failed', 'upstream_unavailable'],
    request: () => AiNameRequestSchema,
    response: AiNameResponseSchema,
  }),
};

export type Contracts = typeof CONTRACTS;
export type OperationName = keyof Contracts;
export const OPERATION_NAMES = Object.keys(CONTRACTS) as OperationName[];

export type RequestOf<N extends OperationName> = Contracts[N] extends OperationContract<infer R, unknown> ? R : never;
export type ResponseOf<N extends OperationName> = Contracts[N] extends OperationContract<unknown, infer R> ? R : never;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(CONTRACTS, name);
}
