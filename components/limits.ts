/**
 * Limits every panel shares. An operation's own limits come from its contract
 * (lib/operations/<op>/contract.ts), which is safe to import in the browser, so the two cannot drift apart.
 */
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
