/**
 * What OCR offers other operations (wired by the composition root, lib/operations/registry.ts):
 * reading the text of a post's images, and finding text lines on an image without reading them.
 */

/** How long a caller waits for the text of a post's images before it goes on without it. */
export const IMAGE_TEXT_BUDGET_MS = 2_000;

/**
 * Reads the text in images at these URLs, within OCR's own capacity and within IMAGE_TEXT_BUDGET_MS:
 * '' when nothing could be read in time, or the caller gave up (aborting the signal).
 */
export type ImageTextReader = (urls: string[], signal: AbortSignal) => Promise<string>;

/** Finds text lines on a grey image (one byte a pixel) without reading them; boxes in its pixels. */
export type TextFinder = (image: {
  grey: Buffer;
  width: number;
  height: number;
}) => Promise<Array<{ x: number; y: number; width: number; height: number }>>;

declare module '../services' {
  interface ServiceTypes {
    readImageText: ImageTextReader;
    findText: TextFinder;
  }
}
