/**
 * The contract's limits as the console uses them: taken from the contract itself (lib/contract),
 * which is safe to import in the browser, so the two cannot drift apart.
 */
export {
  EVENT_IMAGE_URL_MAX as NAMING_IMAGE_URL_MAX,
  EVENT_IMAGES_MAX as NAMING_IMAGES_MAX,
} from '@/lib/contract/ai_name';
export { EVENT_TEXT_MAX as NAMING_TEXT_MAX } from '@/lib/contract/ai_name';
export {
  IMAGES_MAX as IMAGE_EDIT_MAX_IMAGES,
  OUTPUT_SIZE as EDIT_OUTPUT_SIZE,
  PROMPT_MAX,
} from '@/lib/contract/image_edit';
export { codePointLength } from '@/lib/validation';

/** The formats the image loader decodes, as a react-dropzone `accept` map. */
export const ACCEPTED_IMAGE_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
};
export const ACCEPTED_IMAGE_LABEL = 'JPEG, PNG, WebP, GIF or AVIF';
