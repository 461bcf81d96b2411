/**
 * A service one operation's engine lends another, when its type belongs to neither: the registry
 * (registry.ts) builds it from OCR's engine and hands it to naming and past-coin search.
 */

/** How long a caller waits for the text of a post's images before it goes on without it. */
export const IMAGE_TEXT_BUDGET_MS = 2_000;

/**
 * Reads the text in images at these URLs, within OCR's own capacity and within IMAGE_TEXT_BUDGET_MS,
 * and says per image what it found (lib/images/image-text.ts).
 */
export type { ImageTextOutcome, ImageTextReader } from '../images/image-text';
