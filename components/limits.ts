/**
 * The contract's limits, for the browser. Client-safe: imports nothing from the server.
 * limits.test.ts checks them against the server's schemas so the two cannot drift apart.
 */
export const IMAGE_EDIT_MAX_IMAGES = 3;
export const PROMPT_MAX = 2000;
/** The default; the server's OCR_MAX_IMAGES reaches the console through its settings. */
export const OCR_MAX_IMAGES = 8;
export const NAMING_TEXT_MAX = 20_000;
export const NAMING_IMAGES_MAX = 4;
export const NAMING_IMAGE_URL_MAX = 4096;
export const EDIT_OUTPUT_SIZE = 512;

/** The formats the image loader decodes, as a react-dropzone `accept` map. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
};
export const ACCEPTED_IMAGE_LABEL = 'JPEG, PNG, WebP, GIF or AVIF';

/** Length in Unicode code points, the unit every limit of the contract counts in. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
