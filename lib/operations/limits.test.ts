import { describe, expect, it } from 'vitest';
import { AiNameRequestSchema, EVENT_IMAGE_URL_MAX, EVENT_IMAGES_MAX, EVENT_TEXT_MAX } from './ai_name/contract';
import { ImageEditRequestSchema, IMAGES_MAX, PROMPT_MAX } from './image_edit/contract';
import { CONTRACTS, isOperationName, OPERATION_NAMES } from './contracts';

const url = (length: number) => 'https://e.example/' + 'a'.repeat(length - 'https://e.example/'.length);
const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the contract’s limits, at their edges', () => {
  it('image edit: the prompt in code points after trimming, and at most three images', () => {
    expect(accepts(ImageEditRequestSchema, { prompt: '🐸'.repeat(PROMPT_MAX) })).toBe(true);
    expect(accepts(ImageEditRequestSchema, { prompt: '🐸'.repeat(PROMPT_MAX + 1) })).toBe(false);
    expect(accepts(ImageEditRequestSchema, { prompt: `  ${'a'.repeat(PROMPT_MAX)}  ` })).toBe(true);
    const images = (n: number) => Array.from({ length: n }, () => 'https://e.example/a.png');
    expect(accepts(ImageEditRequestSchema, { prompt: 'x', images: images(IMAGES_MAX) })).toBe(true);
    expect(accepts(ImageEditRequestSchema, { prompt: 'x', images: images(IMAGES_MAX + 1) })).toBe(false);
  });

  it('naming: text length, image count and image URL length', () => {
    expect(accepts(AiNameRequestSchema, { event: { text: 'a'.repeat(EVENT_TEXT_MAX) } })).toBe(true);
    expect(accepts(AiNameRequestSchema, { event: { text: 'a'.repeat(EVENT_TEXT_MAX + 1) } })).toBe(false);
    expect(accepts(AiNameRequestSchema, { event: { images: [url(EVENT_IMAGE_URL_MAX)] } })).toBe(true);
    expect(accepts(AiNameRequestSchema, { event: { images: [url(EVENT_IMAGE_URL_MAX + 1)] } })).toBe(false);
    const images = (n: number) => Array.from({ length: n }, () => url(40));
    expect(accepts(AiNameRequestSchema, { event: { images: images(EVENT_IMAGES_MAX) } })).toBe(true);
    expect(accepts(AiNameRequestSchema, { event: { images: images(EVENT_IMAGES_MAX + 1) } })).toBe(false);
  });

  it('OCR: the image limit is the configured one', () => {
    const schema = CONTRACTS.ocr.request({ maxImages: 3 });
    expect(accepts(schema, { images: ['a', 'b', 'c'] })).toBe(true);
    expect(accepts(schema, { images: ['a', 'b', 'c', 'd'] })).toBe(false);
    expect(accepts(CONTRACTS.ocr.request({ maxImages: 4 }), { images: ['a', 'b', 'c', 'd'] })).toBe(true);
  });
});

describe('the operation table', () => {
  it('names each operation once, by its path', () => {
    expect(OPERATION_NAMES).toEqual(['image_edit', 'ocr', 'ai_name', 'image_crops', 'past_coin_search', 'past_coins']);
    for (const name of OPERATION_NAMES) expect(CONTRACTS[name].path).toBe(`/private/${name}`);
  });

  it('knows its own names only', () => {
    expect(isOperationName('ocr')).toBe(true);
    expect(isOperationName('naming')).toBe(false);
    expect(isOperationName('constructor')).toBe(false);
    expect(isOperationName('__proto__')).toBe(false);
  });
});
