import { z } from 'zod';
import {
  AnsweredRequestIdSchema,
  ImageIndexSchema,
  JpegDataUrlSchema,
  patternMessage,
  RequestIdSchema,
} from '../../contract/common';
import { textString } from '../../contract/text';
import { defineContract } from '../../contract/operation';
import { ERRORS } from '../../errors';

export const IMAGES_MAX = 3;
export const CROPS_MAX = 4;
/** Each side of an aspect is a whole number from 1 to this. */
export const ASPECT_PART_MAX = 16;
export const WIDTH_MIN = 16;
export const WIDTH_MAX = 1024;
export const HEIGHT_MAX = 1024;
export const DEFAULT_WIDTH = 512;

const ASPECT = /^([1-9]|1[0-6]):([1-9]|1[0-6])$/;

/** Whether a text is an aspect the contract takes: "W:H", whole numbers 1 to 16, no padding. */
export function isAspect(text: string): boolean {
  return ASPECT.test(text);
}

/** An aspect "W:H" as its two whole numbers. */
export function aspectParts(aspect: string): [number, number] {
  const [w, h] = aspect.split(':').map(Number);
  return [w!, h!];
}

/** The height of a crop `width` pixels wide at this aspect (at least one pixel). */
export function cropHeight(aspect: string, width: number): number {
  const [w, h] = aspectParts(aspect);
  return Math.max(1, Math.round((width * h) / w));
}

const ASPECT_MESSAGE = `must be a ratio like "3:1", each side a whole number from 1 to ${ASPECT_PART_MAX}`;

const ImageSourceSchema = textString()
  .min(1, { error: 'must not be empty' })
  .describe('A public http(s) image URL or a base64 image data URL (data:image/<type>;base64,<data>).');

export const CropSpecSchema = z
  .strictObject(
    {
      aspect: z
        .string({ error: 'must be a string' })
        .regex(ASPECT, { error: ASPECT_MESSAGE })
        .meta(patternMessage(ASPECT_MESSAGE))
        .describe(`Width to height, "W:H" with whole numbers 1 to ${ASPECT_PART_MAX} ("1:1", "3:1", "16:9", "4:5").`),
      width: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be a whole number' })
        .min(WIDTH_MIN, { error: `must be at least ${WIDTH_MIN}` })
        .max(WIDTH_MAX, { error: `must be at most ${WIDTH_MAX}` })
        .default(DEFAULT_WIDTH)
        .describe(`Width of the crop in pixels, ${WIDTH_MIN} to ${WIDTH_MAX}; the height follows the aspect.`),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field(s): ${issue.keys.join(', ')}`
          : 'must be an object { aspect, width? }',
    },
  )
  .refine((crop) => !ASPECT.test(crop.aspect) || cropHeight(crop.aspect, crop.width) <= HEIGHT_MAX, {
    error: `at this aspect the height would be over ${HEIGHT_MAX}: use a smaller width`,
    path: ['width'],
  });

export const ImageCropsRequestSchema = z
  .strictObject({
    requestId: RequestIdSchema.optional(),
    images: z
      .array(ImageSourceSchema, { error: 'must be an array of image URL strings' })
      .min(1, { error: 'must hold at least one image URL' })
      .max(IMAGES_MAX, { error: `must hold at most ${IMAGES_MAX} images` })
      .describe(`1 to ${IMAGES_MAX} images, loaded as image edit loads them.`),
    crops: z
      .array(CropSpecSchema, { error: 'must be an array of { aspect, width? }' })
      .min(1, { error: 'must hold at least one crop' })
      .max(CROPS_MAX, { error: `must hold at most ${CROPS_MAX} crops` })
      .default([{ aspect: '1:1', width: DEFAULT_WIDTH }])
      .describe(`1 to ${CROPS_MAX} crops made of every image; omitted: one 1:1 crop ${DEFAULT_WIDTH} pixels wide.`),
  })
  .meta({ id: 'ImageCropsRequest' });

/** A box in the source image's pixels (as auto-oriented), origin top-left: whole numbers, inside the image. */
const boxShape = {
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
};

const BoxSchema = z
  .strictObject(boxShape)
  .describe('The crop’s box in the source image’s pixels (as auto-oriented), origin top-left.');

/** Which cue the subject the crops keep came from. */
export const SUBJECT_CUES = ['network', 'animal', 'salience', 'frame'] as const;

const SubjectSchema = z
  .strictObject({
    cue: z
      .enum(SUBJECT_CUES)
      .describe(
        'Where the subject came from: `network`, the salient-object network (u2netp), taken when it is sure and no ' +
          'face is kept; `animal`, the network’s subject seen as an animal, with its face (`face`, a faint find of the ' +
          'face finder in its top part): among the boxes that keep as much, each crop takes the one nearest the face; ' +
          '`salience`, the salience map (what differs from the border, in focus, of saturated colour), ' +
          'with the crops pulled as hard towards the image’s middle when no face is kept; `frame`, nothing stood out ' +
          'on that map, so the whole image stands for the subject and the crops stay near its middle unless a face ' +
          'or a text line moves them.',
      ),
    box: z
      .strictObject(boxShape)
      .describe('The subject’s box in the source image’s pixels (as auto-oriented), origin top-left.'),
    face: z
      .strictObject(boxShape)
      .optional()
      .describe(
        'With the cue `animal` only: the animal’s face the crops centre on, in the source image’s pixels (as ' +
          'auto-oriented), origin top-left.',
      ),
  })
  .describe(
    'The subject the engine saw: each crop keeps it whole where its aspect allows, with the heads. Found on a copy ' +
      'at most 512 pixels on a side, so its edges are as coarse as that copy’s pixels.',
  );

const FaceSchema = z
  .strictObject({
    ...boxShape,
    score: z.number().min(0).max(1).describe('How sure the face finder is, 0 to 1 (two decimals).'),
  })
  .describe(
    'A head the crops keep whole where they can, in the source image’s pixels: a face found, grown up by 60% of its ' +
      'height for the hair and by 30% of its width each side.',
  );

const TextLineSchema = z
  .strictObject(boxShape)
  .describe('A text line, in the source image’s pixels: the crops do not cut it when a short slide avoids it.');

export const CropResultSchema = z
  .strictObject({
    aspect: z.string().describe('The aspect asked for.'),
    box: BoxSchema,
    scale: z
      .number()
      .positive()
      .describe(
        'Output pixels per source pixel (the crop’s width over its box’s width): above 1 the crop was enlarged from a smaller picture.',
      ),
    image: JpegDataUrlSchema.describe(
      'The crop as a data:image/jpeg;base64 URL of exactly the requested width and height.',
    ),
  })
  .meta({ id: 'ImageCrop' });

export const ImageCropsResultSchema = z
  .strictObject({
    imageIndex: ImageIndexSchema,
    width: z.number().int().min(1).describe('The source image’s width, as auto-oriented.'),
    height: z.number().int().min(1).describe('The source image’s height, as auto-oriented.'),
    crops: z.array(CropResultSchema).describe('One per requested crop, in request order.'),
    subject: SubjectSchema,
    faces: z
      .array(FaceSchema)
      .describe(
        'The heads the crops keep: none when no face was found; when the network is sure of its subject, only the ' +
          'faces found with a score of at least 0.6.',
      ),
    textLines: z.array(TextLineSchema).describe('The text lines found (none when the server has no text detector).'),
  })
  .meta({ id: 'ImageCropsResult' });

export const ImageCropsResponseSchema = z
  .strictObject({
    requestId: AnsweredRequestIdSchema,
    results: z.array(ImageCropsResultSchema).describe('One entry per input image, in input order.'),
  })
  .meta({ id: 'ImageCropsResponse' });

export type CropSpec = z.output<typeof CropSpecSchema>;
export type ImageCropsRequest = z.output<typeof ImageCropsRequestSchema>;
export type ImageCropsResponse = z.output<typeof ImageCropsResponseSchema>;

export const imageCropsContract = defineContract({
  path: '/private/image_crops',
  operationId: 'cropImages',
  title: 'Image crops',
  capability: 'image crops',
  summary: 'Crop up to three images to the aspects asked for, keeping their subject',
  description:
    'An extension of the specification, whose contract is this service’s own. Each image (loaded as image edit ' +
    'loads it) is cropped once per requested aspect, keeping what a person would keep: faces and the salient ' +
    'subject, and text lines whole where the aspect allows; an image smaller than the crop is enlarged, never ' +
    'padded. Deterministic. When every crop slot is busy and the wait queue is full, or the wait times out: 503 ' +
    'internal_error with Retry-After.',
  errors: [ERRORS.invalid_image, ERRORS.overloaded],
  defaultLimits: {},
  request: () => ImageCropsRequestSchema,
  response: ImageCropsResponseSchema,
  example: {
    images: ['https://example.com/photo.jpg'],
    crops: [
      { aspect: '1:1', width: 512 },
      { aspect: '3:1', width: 768 },
    ],
  },
  console: { href: '/crops', blurb: 'Square logos and banners from any picture, its subject kept.' },
});
