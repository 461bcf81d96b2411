import { describe, expect, it } from 'vitest';
import { AiNameRequestSchema, EVENT_IMAGES_MAX, EVENT_TEXT_MAX } from '@/lib/operations/ai_name/schema';
import { IMAGES_MAX, PROMPT_MAX as SERVER_PROMPT_MAX } from '@/lib/operations/image_edit/schema';
import { OCR_MAX_IMAGES_DEFAULT } from '@/lib/operations/ocr/schema';
import { IMAGE_EDIT_MAX_IMAGES, OCR_MAX_IMAGES, NAMING_IMAGE_URL_MAX, NAMING_IMAGES_MAX, NAMING_TEXT_MAX, PROMPT_MAX } from './limits';

describe('the console’s copy of the contract’s limits', () => {
  it('matches the image edit schema', () => {
    expect(PROMPT_MAX).toBe(SERVER_PROMPT_MAX);
    expect(IMAGE_EDIT_MAX_IMAGES).toBe(IMAGES_MAX);
  });

  it('matches the OCR default', () => {
    expect(OCR_MAX_IMAGES).toBe(OCR_MAX_IMAGES_DEFAULT);
  });

  it('matches the naming schema', () => {
    expect(NAMING_TEXT_MAX).toBe(EVENT_TEXT_MAX);
    expect(NAMING_IMAGES_MAX).toBe(EVENT_IMAGES_MAX);
    const url = (length: number) => 'https://e.example/' + 'a'.repeat(length - 'https://e.example/'.length);
    expect(AiNameRequestSchema.safeParse({ event: { images: [url(NAMING_IMAGE_URL_MAX)] } }).success).toBe(true);
    expect(AiNameRequestSchema.safeParse({ event: { images: [url(NAMING_IMAGE_URL_MAX + 1)] } }).success).toBe(false);
  });
});
